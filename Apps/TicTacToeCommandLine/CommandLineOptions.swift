package import RIBs
internal import TerminalUI

/// The command line of `tictactoe`, read: what to do, the feature switches, and how to run.
///
/// ``parse(_:)`` reads the arguments alone; ``plan(arguments:environment:features:)`` adds the
/// environment and the app's features and decides what the program does. Both are pure functions,
/// also run by the DeepLink and Features fuzz targets. This module is nonisolated by its target's
/// setting: it is values and functions, with no RIB in it.
package struct CommandLineOptions: Equatable {
    /// What the command line asks the program to do.
    package enum Action: Equatable {
        /// Play the game.
        case run
        /// Print the help text to standard output and exit 0.
        case showHelp
        /// Print the version to standard output and exit 0.
        case showVersion
        /// Print each feature and its state to standard output and exit 0.
        case listFeatures
        /// Print the message and a hint to standard error and exit 64 (EX_USAGE).
        case usageError(String)
    }

    /// What the program does before the game starts: run with these features, or print and exit.
    package enum Plan: Equatable {
        /// Play with the settled features, as the options say (their ``randomWinSeed`` and
        /// ``usesMouse`` include the environment's).
        case run(FeatureSettings, CommandLineOptions)
        /// Print `standardOutput` and `standardError` (each, when not empty, followed by a newline)
        /// and exit with `status`.
        case exit(status: Int32, standardOutput: String, standardError: String)
    }

    /// What to do.
    package var action: Action = .run
    /// The `--enable`/`--disable` options, in order.
    package var featureSwitches: [FeatureSwitch] = []
    /// `--rib-tree`: show the live RIB tree (a panel on a terminal, standard error in line mode).
    package var showsRIBTree = false
    /// The link to open once the players have logged in (`tictactoe LINK`).
    package var deepLink: DeepLink?
    /// The seed of RandomWin's picks (`TICTACTOE_SEED`, added by the plan), nil for a different
    /// pick each run.
    package var randomWinSeed: UInt64?
    /// Whether clicks act on a terminal: off with `--no-mouse` or `TICTACTOE_MOUSE=off`.
    package var usesMouse = true
    /// `--line-mode`: the line interface even when standard input and output are a terminal.
    package var forcesLineMode = false

    /// Options with these values; the defaults are those of an empty command line.
    package init(
        action: Action = .run, featureSwitches: [FeatureSwitch] = [], showsRIBTree: Bool = false,
        deepLink: DeepLink? = nil, randomWinSeed: UInt64? = nil, usesMouse: Bool = true, forcesLineMode: Bool = false
    ) {
        self.action = action
        self.featureSwitches = featureSwitches
        self.showsRIBTree = showsRIBTree
        self.deepLink = deepLink
        self.randomWinSeed = randomWinSeed
        self.usesMouse = usesMouse
        self.forcesLineMode = forcesLineMode
    }

    /// The program's name in messages.
    package static let programName = "tictactoe"

    /// The version `--version` prints.
    package static let version = "0.1.0"

    /// The exit status of a usage error (EX_USAGE from sysexits.h).
    package static let usageErrorStatus: Int32 = 64

    /// Decides what the program does from its arguments (without the program's own path), its
    /// environment and its features. A pure function: the whole command line in, one plan out.
    ///
    /// `--help` and `--version` never look at the features, so a broken `TICTACTOE_FEATURES` does not
    /// hide the help; `--list-features` and a normal run settle them (see ``FeatureSettings``).
    package static func plan(
        arguments: [String],
        environment: [String: String],
        features: [Feature]
    ) -> Plan {
        let request = parse(arguments)
        switch request.action {
        case .showHelp:
            return .exit(status: 0, standardOutput: helpText(features: features), standardError: "")
        case .showVersion:
            return .exit(status: 0, standardOutput: versionText, standardError: "")
        case .usageError(let message):
            return .exit(status: usageErrorStatus, standardOutput: "", standardError: usageErrorText(message))
        case .run, .listFeatures:
            break
        }
        let settled = FeatureSettings.resolve(
            features: features,
            environmentValue: environment[FeatureSettings.environmentVariable],
            switches: request.featureSwitches
        )
        switch settled {
        case .failure(let error):
            return .exit(
                status: usageErrorStatus,
                standardOutput: "",
                standardError: usageErrorText(error.message(knownFeatures: features))
            )
        case .success(let settings) where request.action == .listFeatures:
            return .exit(status: 0, standardOutput: settings.listing, standardError: "")
        case .success(let settings):
            switch RandomSeed.parse(environment: environment) {
            case .failure(let error):
                return .exit(status: usageErrorStatus, standardOutput: "", standardError: usageErrorText(error.message))
            case .success(let seed):
                var options = request
                options.randomWinSeed = seed
                let mouseValue = environment[mouseVariable]
                guard let mouseIsOn = mouseSetting(mouseValue) else {
                    let message = "\(mouseVariable) must be 'on' or 'off', not '\(mouseValue ?? "")'"
                    return .exit(status: usageErrorStatus, standardOutput: "", standardError: usageErrorText(message))
                }
                options.usesMouse = options.usesMouse && mouseIsOn
                return .run(settings, options)
            }
        }
    }

    /// The environment variable that turns the mouse off (`off`) on a terminal.
    package static let mouseVariable = "TICTACTOE_MOUSE"

    /// Whether `TICTACTOE_MOUSE`'s `value` leaves the mouse on: unset, empty or `on` (any case) does,
    /// `off` does not; `nil` for anything else, a usage error, so that a misspelt `off` is not
    /// silently ignored.
    private static func mouseSetting(_ value: String?) -> Bool? {
        switch value?.lowercased() {
        case nil, "", "on": true
        case "off": false
        default: nil
        }
    }

    /// Parses the arguments (without the program's own path).
    ///
    /// An argument that does not start with `-` is a deep link (at most one, well-formed: see
    /// ``DeepLink``). Any other argument that is not an option of this program is an error, even
    /// next to `--help`.
    /// Otherwise `--help` wins over `--version`, which wins over `--list-features`.
    /// `--enable NAME` and `--disable NAME` (or `--enable=NAME`) may repeat; the name is checked
    /// later, against the app's features.
    package static func parse(_ arguments: [String]) -> CommandLineOptions {
        var request = CommandLineOptions()
        var rank = 0  // run 0, list-features 1, version 2, help 3
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                rank = max(rank, 3)
            case "--version":
                rank = max(rank, 2)
            case "--list-features":
                rank = max(rank, 1)
            case "--rib-tree":
                request.showsRIBTree = true
            case "--no-mouse":
                request.usesMouse = false
            case "--line-mode":
                request.forcesLineMode = true
            case "--enable", "--disable":
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-"), !arguments[index].isEmpty else {
                    return CommandLineOptions(action: .usageError("option '\(argument)' needs a feature name"))
                }
                request.featureSwitches.append(FeatureSwitch(name: arguments[index], isEnabled: argument == "--enable"))
                index += 1
            default:
                if let featureSwitch = inlineSwitch(argument) {
                    guard !featureSwitch.name.isEmpty else {
                        let option = argument.prefix { $0 != "=" }
                        return CommandLineOptions(action: .usageError("option '\(option)' needs a feature name"))
                    }
                    request.featureSwitches.append(featureSwitch)
                    continue
                }
                guard !argument.hasPrefix("-") else {
                    return CommandLineOptions(action: .usageError("unknown option '\(argument)'"))
                }
                guard request.deepLink == nil else {
                    return CommandLineOptions(
                        action: .usageError("unexpected argument '\(argument)': only one link can be opened"))
                }
                switch DeepLink.parse(argument) {
                case .success(let link):
                    request.deepLink = link
                case .failure(let error):
                    return CommandLineOptions(
                        action: .usageError(
                            "invalid link '\(argument)': \(error.message) (expected \(DeepLink.usage))"))
                }
            }
        }
        request.action = [.run, .listFeatures, .showVersion, .showHelp][rank]
        return request
    }

    /// `--enable=NAME` or `--disable=NAME` as a switch, or `nil` for any other argument.
    private static func inlineSwitch(_ argument: String) -> FeatureSwitch? {
        for (prefix, isEnabled) in [("--enable=", true), ("--disable=", false)] where argument.hasPrefix(prefix) {
            return FeatureSwitch(name: String(argument.dropFirst(prefix.count)), isEnabled: isEnabled)
        }
        return nil
    }

    /// The text `--help` prints, listing `features` with their defaults.
    package static func helpText(features: [Feature]) -> String {
        let width = features.map(\.name.count).max() ?? 0
        let featureLines = features.map { feature in
            let padding = String(repeating: " ", count: width - feature.name.count)
            let state = feature.isEnabledByDefault ? "on" : "off"
            return "  \(feature.name)\(padding)  \(feature.description) (default: \(state))"
        }
        return """
            OVERVIEW: TicTacToe for two players, built on RIBs.

            USAGE: \(programName) [--help] [--version] [--list-features] [--rib-tree]
                             [--no-mouse] [--line-mode] [--enable NAME]... [--disable NAME]...
                             [LINK]

            ARGUMENTS:
              LINK               A deep link, \(DeepLink.usage): once the players
                                 have logged in, game ID (tictactoe or randomwin, any case) starts
                                 at once. An unknown or disabled game is reported instead.

            OPTIONS:
              -h, --help         Show this help and exit.
              --version          Show the version and exit.
              --list-features    Print each feature as '<name> <on|off> <description>', as this
                                 command line and environment set them, and exit.
              --rib-tree         Show the live RIB tree (the app's RIBs, indented under their
                                 parents, inactive ones marked). On a terminal: a panel beside
                                 or below the game, as the terminal's size allows, hidden with a
                                 notice when it does not fit. In line mode: after every change,
                                 the tree is printed to standard error after a line
                                 '-- RIB tree --'; standard output is as without the option.
              --no-mouse         On a terminal, leave mouse reporting off: clicks do nothing and
                                 the terminal selects text as usual (also \(mouseVariable)=off).
              --line-mode        Play line by line even on a terminal, as through a pipe: the
                                 same prompts and transcript, no full screen, no cursor movement
                                 (for screen readers, or plain text).
              --enable NAME      Turn the feature NAME on (repeatable; also --enable=NAME).
              --disable NAME     Turn the feature NAME off (repeatable; also --disable=NAME).

            FEATURES (each guards a part of the app; all settle as defaults, then
            \(FeatureSettings.environmentVariable), then the command line, the last mention winning):
            \(featureLines.joined(separator: "\n"))
            With every game disabled the start screen says so and no game starts.
            An unknown feature name is a usage error (exit status 64).

            ON A TERMINAL the game takes the whole screen:
              Tab, Up, Down     move between the fields and buttons
              Enter, Space      press the focused button
              1-9               place your mark in that cell (1 is top left, 9 bottom right)
              arrows, h j k l   move the cursor on the board; Enter or Space places your mark
              q, Ctrl-C         quit (q works outside the name fields)
              Ctrl-Z            suspend: the shell gets the terminal back until 'fg'
              mouse click       press a button, pick a game, focus a name field, or place your
                                mark in a cell (off with --no-mouse)

            IN LINE MODE (standard input or output is not a terminal, or --line-mode) it reads
            one line per step:
              player 1's name, player 2's name (an empty line keeps the default name);
              on the start screen an empty line or 'start' starts the first game, a number or a
              game's name ('randomwin') starts that game; a cell 1-9 per move in Tic Tac Toe, an
              empty line or 'magic' for Random Win's Magic; any other line closes a finished
              game; 'quit' or 'q' leaves from any screen. End of input exits.

            ENVIRONMENT:
              NO_COLOR            If set to a non-empty value, do not use colour.
              TICTACTOE_SEED      An unsigned integer that makes Random Win's picks reproducible.
              \(mouseVariable)     'off' leaves mouse reporting off on a terminal, as --no-mouse
                                  does ('on', the default, or empty: clicks work).
              \(FeatureSettings.environmentVariable)  Feature switches: name=on or name=off, separated by
                                  commas, e.g. '\(FeatureSettings.environmentVariable)=tictactoe=off'.
            """
    }

    /// The line `--version` prints.
    package static var versionText: String { "\(programName) \(version)" }

    /// The lines a usage error prints to standard error.
    ///
    /// The message quotes what the user gave (an argument, a link, an entry of `TICTACTOE_FEATURES`,
    /// `TICTACTOE_SEED`), so it is sanitized: an escape sequence or other control character there
    /// never reaches the terminal.
    package static func usageErrorText(_ message: String) -> String {
        "\(programName): error: \(TerminalText.sanitized(message))\nRun '\(programName) --help' for usage."
    }
}
