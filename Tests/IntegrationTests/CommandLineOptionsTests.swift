import Testing

@testable import TicTacToeApp

/// The `tictactoe` command line (the app target, reached with `@testable import`).
struct CommandLineOptionsTests {
    @Test func noArgumentsRunsTheGame() {
        #expect(CommandLineOptions.action(for: []) == .run())
    }

    @Test(arguments: [["--help"], ["-h"], ["--version", "--help"], ["-h", "--version"]])
    func helpPrintsTheHelp(arguments: [String]) {
        #expect(CommandLineOptions.action(for: arguments) == .showHelp)
    }

    @Test func versionPrintsTheVersion() {
        #expect(CommandLineOptions.action(for: ["--version"]) == .showVersion)
        #expect(CommandLineOptions.versionText == "tictactoe \(CommandLineOptions.version)")
    }

    @Test func anUnknownOptionIsAUsageError() {
        #expect(CommandLineOptions.action(for: ["--colour"]) == .usageError("unknown option '--colour'"))
        #expect(CommandLineOptions.action(for: ["--help", "-x"]) == .usageError("unknown option '-x'"))
        #expect(CommandLineOptions.usageErrorStatus == 64)
    }

    @Test func aUsageErrorSaysWhatIsWrongAndHowToGetHelp() {
        let text = CommandLineOptions.usageErrorText("unknown option '--colour'")

        #expect(text == "tictactoe: error: unknown option '--colour'\nRun 'tictactoe --help' for usage.")
    }

    @Test func aLinkIsOpenedAfterTheLogin() {
        let link = "ribs-training://launchGame?gameId=RandomWin"
        #expect(CommandLineOptions.action(for: [link]) == .run(deepLink: .launchGame(gameID: "RandomWin")))
        #expect(CommandLineOptions.action(for: [link, "--help"]) == .showHelp)
    }

    @Test func aMalformedLinkOrASecondLinkIsAUsageError() {
        let link = "ribs-training://launchGame?gameId=tictactoe"
        #expect(
            CommandLineOptions.action(for: ["play"])
                == .usageError(
                    "invalid link 'play': it must start with 'ribs-training://' "
                        + "(expected ribs-training://launchGame?gameId=ID)"))
        #expect(
            CommandLineOptions.action(for: [link, link])
                == .usageError("unexpected argument '\(link)': only one link can be opened"))
        guard case .usageError(let message) = CommandLineOptions.action(for: ["ribs-training://launchGame"]) else {
            Issue.record("a link without a game id was accepted")
            return
        }
        #expect(message.contains("gameId=ID"))
    }

    @Test func theHelpNamesEveryOptionAndNoColor() {
        for word in ["--help", "-h", "--version", "NO_COLOR", "USAGE: tictactoe", "TICTACTOE_SEED", "launchGame"] {
            #expect(CommandLineOptions.helpText.contains(word))
        }
    }
}
