/// What the command line asks the program to do.
enum CommandLineAction: Equatable {
    /// Play the game, opening `deepLink` once the players have logged in, if given.
    case run(deepLink: DeepLink? = nil)
    /// Print the help text to standard output and exit 0.
    case showHelp
    /// Print the version to standard output and exit 0.
    case showVersion
    /// Print the message and a hint to standard error and exit 64 (EX_USAGE).
    case usageError(String)
}

/// The command line of `tictactoe`: `--help`, `-h`, `--version`, and at most one deep link
/// (`ribs-training://launchGame?gameId=ID`).
enum CommandLineOptions {
    /// The program's name in messages.
    static let programName = "tictactoe"

    /// The version `--version` prints.
    static let version = "0.1.0"

    /// The exit status of a usage error (EX_USAGE from sysexits.h).
    static let usageErrorStatus: Int32 = 64

    /// Decides what to do from the arguments (without the program's own path).
    ///
    /// Any argument that is not an option of this program, a malformed link or a second link is
    /// an error, even next to `--help`. Otherwise `--help` wins over `--version`.
    static func action(for arguments: [String]) -> CommandLineAction {
        var action = CommandLineAction.run()
        var deepLink: DeepLink?
        for argument in arguments {
            switch argument {
            case "--help", "-h":
                action = .showHelp
            case "--version":
                if action != .showHelp { action = .showVersion }
            case _ where argument.hasPrefix("-"):
                return .usageError("unknown option '\(argument)'")
            case _ where deepLink != nil:
                return .usageError("unexpected argument '\(argument)': only one link can be opened")
            default:
                switch DeepLink.parse(argument) {
                case .success(let link): deepLink = link
                case .failure(let error):
                    return .usageError("invalid link '\(argument)': \(error.message) (expected \(DeepLink.usage))")
                }
            }
        }
        if case .run = action { return .run(deepLink: deepLink) }
        return action
    }

    /// The text `--help` prints.
    static let helpText = """
        OVERVIEW: TicTacToe for two players, built on RIBs.

        USAGE: \(programName) [--help] [--version] [LINK]

        ARGUMENTS:
          LINK          A deep link, \(DeepLink.usage): once the players have
                        logged in, game ID (tictactoe or randomwin, any case) starts at once.

        OPTIONS:
          -h, --help    Show this help and exit.
          --version     Show the version and exit.

        ON A TERMINAL the game takes the whole screen:
          Tab, Up, Down     move between the fields and buttons
          Enter, Space      press the focused button
          1-9               place your mark in that cell (1 is top left, 9 bottom right)
          arrows, h j k l   move the cursor on the board; Enter or Space places your mark
          q, Ctrl-C         quit (q works outside the name fields)

        IN LINE MODE (standard input or output is not a terminal) it reads one line per step:
          player 1's name, player 2's name (an empty line keeps the default name),
          an empty line or 'start' to start a game, a cell 1-9 per move,
          any line to close a finished game, 'quit' to leave. End of input exits.

        ENVIRONMENT:
          NO_COLOR        If set to a non-empty value, do not use colour.
          TICTACTOE_SEED  An unsigned integer that makes Random Win's picks reproducible.
        """

    /// The line `--version` prints.
    static var versionText: String { "\(programName) \(version)" }

    /// The lines a usage error prints to standard error.
    static func usageErrorText(_ message: String) -> String {
        "\(programName): error: \(message)\nRun '\(programName) --help' for usage."
    }
}
