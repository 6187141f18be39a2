import Testing

@testable import TicTacToeApp

/// The `tictactoe` command line (the app target, reached with `@testable import`).
struct CommandLineOptionsTests {
    @Test func noArgumentsRunsTheGame() {
        #expect(CommandLineOptions.action(for: []) == .run)
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
        #expect(CommandLineOptions.action(for: ["play"]) == .usageError("unexpected argument 'play'"))
        #expect(CommandLineOptions.usageErrorStatus == 64)
    }

    @Test func aUsageErrorSaysWhatIsWrongAndHowToGetHelp() {
        let text = CommandLineOptions.usageErrorText("unknown option '--colour'")

        #expect(text == "tictactoe: error: unknown option '--colour'\nRun 'tictactoe --help' for usage.")
    }

    @Test func theHelpNamesEveryOptionAndNoColor() {
        for word in ["--help", "-h", "--version", "NO_COLOR", "USAGE: tictactoe"] {
            #expect(CommandLineOptions.helpText.contains(word))
        }
    }
}
