import Testing

/// The real `tictactoe` after RIBs tutorials 3 and 4, through pipes: the score line, the list of
/// games, RandomWin and its seed, the feature switches of the new plugins, and the deep link.
struct ScoresAndGamesLineModeTests {
    private func run(
        _ input: String, arguments: [String] = [], environment: [String: String] = [:]
    ) async throws -> PipeRun {
        try await PipeRun.run(
            AppBinary.path(), arguments: arguments, input: input,
            environment: ChildProcess.baseEnvironment().merging(environment) { $1 }
        )
    }

    private static let link = "ribs-training://launchGame?gameId="

    @Test func theDoneWhenPipe() async throws {
        // printf 'Ann\nBob\n\n1\n4\n2\n5\n3\n\n' | tictactoe
        let run = try await run("Ann\nBob\n\n1\n4\n2\n5\n3\n\n")
        #expect(run.termination == .exited(0))
        let lines = run.outputLines
        let won = try #require(lines.lastIndex(of: "Ann won!"))
        #expect(lines[..<won].contains("Score: Ann 0 - 0 Bob"))
        #expect(lines[won...].contains("Score: Ann 1 - 0 Bob"), "\(run.output)")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test func theStartScreenListsTheGamesInOrderWithTheScoreLine() async throws {
        let run = try await run("Ann\nBob\n")
        let ticTacToe = try #require(run.outputLines.firstIndex { $0.contains("Tic Tac Toe") })
        let randomWin = try #require(run.outputLines.firstIndex { $0.contains("Random Win") })
        #expect(ticTacToe < randomWin)
        #expect(run.outputLines.contains("Score: Ann 0 - 0 Bob"))
    }

    @Test(arguments: ["2", "randomwin", "Random Win", " RANDOM win "])
    func aNumberOrANameStartsThatGame(choice: String) async throws {
        let run = try await run("Ann\nBob\n\(choice)\n\n\n", environment: ["TICTACTOE_SEED": "1"])
        #expect(run.termination == .exited(0))
        let winners = run.outputLines.filter { $0.hasSuffix(" won!") }
        #expect(winners.count == 1, "\(run.output)")
        #expect(run.output.contains("Magic"))
        #expect(!run.output.contains("---+---+---"))
        let winner = try #require(winners.first).dropLast(" won!".count)
        let expected = winner == "Ann" ? "Score: Ann 1 - 0 Bob" : "Score: Ann 0 - 1 Bob"
        #expect(run.outputLines.last(where: { $0.hasPrefix("Score:") }) == expected)
    }

    @Test func anUnknownChoiceIsAnErrorAndTheStartScreenStays() async throws {
        let run = try await run("Ann\nBob\n3\nchess\n1\n")
        #expect(run.termination == .exited(0))
        #expect(run.error.split(separator: "\n").count == 2, "\(run.error)")
        #expect(run.output.contains("---+---+---"))
    }

    @Test func theSameSeedPicksTheSameWinnersAndMagicAcceptsItsName() async throws {
        let input = "Ann\nBob\n" + String(repeating: "2\nmagic\n\n", count: 6)
        let first = try await run(input, environment: ["TICTACTOE_SEED": "12345"])
        let second = try await run(input, environment: ["TICTACTOE_SEED": "12345"])
        let winners = first.outputLines.filter { $0.hasSuffix(" won!") }
        #expect(winners.count == 6)
        #expect(winners == second.outputLines.filter { $0.hasSuffix(" won!") })
    }

    @Test(arguments: ["-1", "abc", "1.5", "18446744073709551616"])
    func aMalformedSeedIsAUsageError(seed: String) async throws {
        let run = try await run("", environment: ["TICTACTOE_SEED": seed])
        #expect(run.termination == .exited(64))
        #expect(run.error.contains("TICTACTOE_SEED"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test func twoWinsARandomWinAndADrawAddUp() async throws {
        let p1 = LineModeTests.player1Wins
        let p2 = LineModeTests.player2Wins
        let draw = LineModeTests.draw
        let lines = ["Ann", "Bob"] + [""] + p1 + [""] + ["1"] + p2 + [""] + ["2", "", ""] + [""] + draw + [""]
        let run = try await run(lines.joined(separator: "\n") + "\n", environment: ["TICTACTOE_SEED": "3"])
        #expect(run.termination == .exited(0))
        let scores = run.outputLines.filter { $0.hasPrefix("Score:") }
        #expect(scores.first == "Score: Ann 0 - 0 Bob")
        #expect(scores.dropFirst().prefix(2) == ["Score: Ann 1 - 0 Bob", "Score: Ann 1 - 1 Bob"])
        // The start screen after each game: the RandomWin win, then the draw, which changes nothing.
        #expect(scores.count == 5, "\(scores)")
        #expect(["Score: Ann 2 - 1 Bob", "Score: Ann 1 - 2 Bob"].contains(scores[3]))
        #expect(scores.last == scores[3])
        #expect(run.outputLines.contains("It's a draw!"))
    }

    @Test func withTheScoreBoardDisabledThereIsNoScoreLineAndTheGamesStillWork() async throws {
        let run = try await run("Ann\nBob\n\n1\n4\n2\n5\n3\n\n", arguments: ["--disable", "scoreboard"])
        #expect(run.termination == .exited(0))
        #expect(!run.output.contains("Score:"))
        #expect(run.outputLines.contains("Ann won!"))
    }

    @Test func withRandomWinDisabledOnlyTicTacToeIsListed() async throws {
        let run = try await run("Ann\nBob\nrandomwin\n", arguments: ["--disable", "randomwin"])
        #expect(!run.output.contains("Random Win"))
        #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
    }

    @Test func withEveryGameDisabledTheStartScreenSaysSo() async throws {
        let run = try await run(
            "Ann\nBob\n\n1\n", environment: ["TICTACTOE_FEATURES": "tictactoe=off,randomwin=off"])
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.contains("No games are enabled."))
        #expect(!run.output.contains("---+---+---"))
    }

    // MARK: The deep link

    @Test(arguments: ["randomwin", "RandomWin", "RANDOMWIN"])
    func aDeepLinkLaunchesRandomWinBeforeTheNextLineIsRead(id: String) async throws {
        // The empty line after the names must press Magic: had the program read it on the start
        // screen, it would have started TicTacToe instead.
        let run = try await run("Ann\nBob\n\n\n", arguments: [Self.link + id], environment: ["TICTACTOE_SEED": "9"])
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.filter { $0.hasSuffix(" won!") }.count == 1, "\(run.output)")
        #expect(!run.output.contains("---+---+---"))
        #expect(run.error.isEmpty, "\(run.error)")
        // The start screen that the game replaces at once is not printed: it shows after the game.
        let magic = try #require(run.outputLines.firstIndex(of: "[ Magic ]"))
        let startScreen = try #require(run.outputLines.firstIndex(of: "[ Tic Tac Toe ]"))
        #expect(magic < startScreen, "\(run.output)")
    }

    @Test func aDeepLinkLaunchesTicTacToeBeforeTheNextLineIsRead() async throws {
        let run = try await run("Ann\nBob\n1\n4\n2\n5\n3\n\n", arguments: [Self.link + "TicTacToe"])
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.contains("Ann won!"), "\(run.output)")
        #expect(run.outputLines.contains("Score: Ann 1 - 0 Bob"))
        #expect(run.error.isEmpty, "\(run.error)")
        let board = try #require(run.outputLines.firstIndex(of: "---+---+---"))
        let startScreen = try #require(run.outputLines.firstIndex(of: "[ Tic Tac Toe ]"))
        #expect(board < startScreen, "\(run.output)")
    }

    @Test(arguments: [("chess", [String]()), ("randomwin", ["--disable", "randomwin"])])
    func anUnavailableGameIsReportedOnStandardErrorAndTheStartScreenStays(
        id: String, options: [String]
    ) async throws {
        let run = try await run("Ann\nBob\n\n1\n4\n2\n5\n3\n\n", arguments: options + [Self.link + id])
        #expect(run.termination == .exited(0))
        #expect(run.error == "Game '\(id)' is not available.\n")
        #expect(run.outputLines.contains("Ann won!"))
    }

    @Test func anUnavailableGameIdIsShownSafely() async throws {
        let malformed = try await run("Ann\nBob\n", arguments: [Self.link + "a%E2%80%AEb%1B"])
        // A control character in the id is a malformed link.
        #expect(malformed.termination == .exited(64))
        let safe = try await run("Ann\nBob\n", arguments: [Self.link + "%E2%80%AEevil"])
        #expect(safe.termination == .exited(0))
        #expect(!safe.error.contains("\u{202E}"), "\(safe.error)")
        #expect(safe.error.contains("is not available."))
    }

    @Test(arguments: [
        "ribs-training://launchGame", "https://launchGame?gameId=randomwin",
        "ribs-training://launchGame?gameId=randomwin&x=1", "randomwin",
    ])
    func aLinkOfAnotherShapeIsAUsageError(link: String) async throws {
        let run = try await run("Ann\nBob\n", arguments: [link])
        #expect(run.termination == .exited(64))
        #expect(run.error.contains("tictactoe --help"), "\(run.error)")
        #expect(run.output.isEmpty)
    }
}
