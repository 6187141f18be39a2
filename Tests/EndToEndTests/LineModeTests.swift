import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `tictactoe` with pipes for standard input and output: line mode, as scripts and CI
/// use it. One line per step, the screen as plain text, errors on standard error.
struct LineModeTests {
    /// Moves of a game player 1 wins (top row), player 2 wins (middle row), and a draw.
    static let player1Wins = ["1", "4", "2", "5", "3"]
    static let player2Wins = ["1", "4", "2", "5", "9", "6"]
    static let draw = ["1", "2", "3", "5", "4", "6", "8", "7", "9"]

    private func run(_ input: String, arguments: [String] = [], closesOutput: Bool = false) async throws -> PipeRun {
        try await PipeRun.run(AppBinary.path(), arguments: arguments, input: input, closesOutput: closesOutput)
    }

    /// The input for a login, then `games` (each: start, moves, close).
    static func input(_ player1: String = "Ann", _ player2: String = "Bob", games: [[String]]) -> String {
        var lines = [player1, player2]
        for moves in games {
            lines += [""] + moves + [""]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theIssuesPipeContract() async throws {
        // printf 'Ann\nBob\n\n1\n4\n2\n5\n3\n\n' | tictactoe
        let run = try await run("Ann\nBob\n\n1\n4\n2\n5\n3\n\n")
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.filter { $0 == "Ann won!" }.count == 1)
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test func player2CanWinAndADrawIsAnnounced() async throws {
        let run = try await run(Self.input(games: [Self.player2Wins, Self.draw]))
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.filter { $0.hasSuffix(" won!") } == ["Bob won!"])
        #expect(run.outputLines.filter { $0 == "It's a draw!" }.count == 1)
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test func emptyNamesBecomeTheDefaultNames() async throws {
        let run = try await run(Self.input("", "   ", games: [Self.player2Wins]))
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.contains("Player 2 won!"))
    }

    @Test func invalidAndOccupiedCellsAreErrorsOnStandardErrorAndTheTurnIsAskedAgain() async throws {
        // Bob answers 1 (taken), 0, 10, "x", "" and " 5 5" before a valid 4.
        let invalid = ["1", "0", "10", "x", "", "5 5"]
        let moves = ["1"] + invalid + ["4", "2", "5", "3"]
        let run = try await run(Self.input(games: [moves]))
        #expect(run.termination == .exited(0))
        let errors = run.error.split(separator: "\n")
        #expect(errors.count == invalid.count, "\(run.error)")
        #expect(errors.first.map { $0.lowercased().contains("taken") } == true, "\(run.error)")
        // Every error asks again for the same player's move: Bob's prompt is shown once per try.
        let bobsPrompts = run.output.ranges(of: "Bob (O), cell").count
        #expect(bobsPrompts == 1 + invalid.count + 1, "\(run.output)")
        #expect(run.outputLines.contains("Ann won!"))
        #expect(run.output.contains("Taken") == false && run.output.lowercased().contains("taken") == false)
    }

    /// Input that ends somewhere: on the login (first and second name), start, game and result
    /// screens, after an error, and in the middle of a line.
    struct EndingInput: CustomTestStringConvertible, Sendable {
        let text: String
        var testDescription: String { text.debugDescription }
    }

    @Test(
        arguments: [
            "", "Ann\n", "Ann\nBob\n", "Ann\nBob\n\n", "Ann\nBob\n\n5\n", "Ann\nBob\n\n1\n4\n2\n5\n3\n",
            "Ann\nBob\n\n1\n4\n2\n5\n3\n\n", "Ann\nBob\n\n1\n1\n", "Ann\nBo", "Ann\nBob\n\n5",
        ].map(EndingInput.init))
    func endOfInputOnAnyScreenExitsWith0(input: EndingInput) async throws {
        let run = try await run(input.text)
        #expect(run.termination == .exited(0))
        #expect(run.error.isEmpty || input.text.hasSuffix("1\n1\n"), "\(run.error)")
        #expect(run.output.isEmpty == false)
    }

    @Test func quitOnTheStartScreenExitsWith0AndIgnoresTheRest() async throws {
        let run = try await run("Ann\nBob\nquit\n\n1\n2\n")
        #expect(run.termination == .exited(0))
        #expect(run.output.contains("turn") == false)
    }

    @Test func aClosedStandardOutputEndsTheProgramQuietly() async throws {
        // `tictactoe | true`: the first write fails. The app ignores SIGPIPE and exits 0 without
        // a word on standard error (no crash report, no error message).
        for input in ["", "Ann\nBob\n", Self.input(games: Array(repeating: Self.draw, count: 50))] {
            let run = try await run(input, closesOutput: true)
            #expect(run.termination == .exited(0), "input of \(input.count) bytes")
            #expect(run.error.isEmpty, "\(run.error)")
        }
    }

    @Test func manyGamesInOneStream() async throws {
        let games = (0..<60).map { [Self.player1Wins, Self.player2Wins, Self.draw][$0 % 3] }
        let run = try await run(Self.input(games: games))
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.filter { $0 == "Ann won!" }.count == 20)
        #expect(run.outputLines.filter { $0 == "Bob won!" }.count == 20)
        #expect(run.outputLines.filter { $0 == "It's a draw!" }.count == 20)
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test func theDebugBuildsLeakDetectorFindsNothingInRealGames() async throws {
        // The app's debug build runs a LeakDetector in report mode that prints leaks to standard
        // error. Its checks run 1 s (objects) and 5 s (views) after a RIB is detached, so the
        // input stays open (the player pauses) for longer than that before it ends.
        let games = [Self.player1Wins, Self.draw, Self.player2Wins]
        let run = try await PipeRun.run(
            AppBinary.path(),
            input: Self.input(games: games),
            holdsInputOpen: .seconds(6)
        )
        #expect(run.termination == .exited(0))
        #expect(run.outputLines.filter { $0.hasSuffix(" won!") || $0 == "It's a draw!" }.count == 3)
        #expect(run.error.contains("Leak") == false, "\(run.error)")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test func lineModeWritesNoEscapeSequencesEvenWithAColourTerminalType() async throws {
        let run = try await PipeRun.run(
            AppBinary.path(),
            input: Self.input(games: [Self.player1Wins]),
            environment: ChildProcess.baseEnvironment(term: "xterm-256color")
        )
        #expect(run.termination == .exited(0))
        #expect(run.outputBytes.contains(0x1B) == false)
        #expect(run.errorBytes.contains(0x1B) == false)
    }

    @Test func helpAndVersionPrintToStandardOutputAndExit0() async throws {
        for option in ["--help", "-h"] {
            let run = try await run("", arguments: [option])
            #expect(run.termination == .exited(0))
            #expect(run.output.contains("USAGE"), "\(option)")
            #expect(run.error.isEmpty)
        }
        let version = try await run("", arguments: ["--version"])
        #expect(version.termination == .exited(0))
        #expect(version.output.hasPrefix("tictactoe "))
    }

    @Test func anUnknownOptionIsAUsageErrorWithStatus64() async throws {
        let run = try await run("Ann\n", arguments: ["--bogus"])
        #expect(run.termination == .exited(64))
        #expect(run.output.isEmpty)
        #expect(run.error.contains("--bogus"))
        #expect(run.error.contains("--help"))
    }
}
