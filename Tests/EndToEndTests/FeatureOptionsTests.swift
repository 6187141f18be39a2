import Testing

/// The real `tictactoe` with its feature options and `TICTACTOE_FEATURES`, through pipes.
struct FeatureOptionsTests {
    private func run(
        _ arguments: [String],
        input: String = "",
        features: String? = nil
    ) async throws -> PipeRun {
        var environment = ChildProcess.baseEnvironment()
        environment["TICTACTOE_FEATURES"] = features
        return try await PipeRun.run(AppBinary.path(), arguments: arguments, input: input, environment: environment)
    }

    @Test func listFeaturesPrintsEachFeatureAndItsStateAndExits0() async throws {
        let plain = try await run(["--list-features"])
        #expect(plain.termination == .exited(0))
        #expect(
            plain.outputLines.prefix(3) == [
                "tictactoe on The Tic Tac Toe game", "randomwin on The Random Win game",
                "scoreboard on The score line on the start screen",
            ], "\(plain.output)")
        #expect(plain.error.isEmpty)

        let switched = try await run(["--list-features"], features: "tictactoe=off")
        #expect(switched.outputLines.contains("tictactoe off The Tic Tac Toe game"), "\(switched.output)")

        let commandLineWins = try await run(["--list-features", "--enable", "tictactoe"], features: "tictactoe=off")
        #expect(commandLineWins.outputLines.contains("tictactoe on The Tic Tac Toe game"))
    }

    @Test func withEveryGameDisabledTheStartScreenSaysSoAndNothingStarts() async throws {
        let run = try await run(["--disable", "tictactoe", "--disable", "randomwin"], input: "Ann\nBob\n\nstart\n1\n")

        #expect(run.termination == .exited(0))
        #expect(run.outputLines.contains("No games are enabled."), "\(run.output)")
        #expect(!run.output.contains("Tic Tac Toe") && !run.output.contains("Random Win"))
        #expect(!run.output.contains("turn (X)") && !run.output.contains("Magic"), "no game started")
        #expect(run.error.contains("Unknown input: start"), "nothing on the screen starts a game")
    }

    @Test(arguments: [
        (["--disable", "chess"], nil as String?, "unknown feature 'chess'"),
        (["--enable"], nil, "option '--enable' needs a feature name"),
        ([], "tictactoe", "TICTACTOE_FEATURES: malformed entry 'tictactoe'"),
        ([], "chess=on", "TICTACTOE_FEATURES: unknown feature 'chess'"),
    ])
    func badFeatureInputIsAUsageError(arguments: [String], features: String?, message: String) async throws {
        let run = try await run(arguments, features: features)

        #expect(run.termination == .exited(64))
        #expect(run.output.isEmpty)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.error.contains("Run 'tictactoe --help' for usage."))
        if message.contains("feature '") || message.contains("malformed") {
            #expect(run.error.contains("known features: tictactoe"), "\(run.error)")
        }
    }
}
