import RIBs
import Testing

@testable import TicTacToeCommandLine
@testable import TicTacToeComposition

/// The `tictactoe` command line (its own module, reached with `@testable import`).
struct CommandLineOptionsTests {
    private func action(_ arguments: [String]) -> CommandLineOptions.Action {
        CommandLineOptions.parse(arguments).action
    }

    @Test func noArgumentsRunsTheGame() {
        #expect(CommandLineOptions.parse([]) == CommandLineOptions())
    }

    @Test(arguments: [["--help"], ["-h"], ["--version", "--help"], ["-h", "--version"], ["--list-features", "-h"]])
    func helpPrintsTheHelp(arguments: [String]) {
        #expect(action(arguments) == .showHelp)
    }

    @Test func versionPrintsTheVersion() {
        #expect(action(["--version"]) == .showVersion)
        #expect(action(["--list-features", "--version"]) == .showVersion)
        #expect(CommandLineOptions.versionText == "tictactoe \(CommandLineOptions.version)")
    }

    @Test func anUnknownOptionIsAUsageError() {
        #expect(action(["--colour"]) == .usageError("unknown option '--colour'"))
        #expect(action(["--help", "-x"]) == .usageError("unknown option '-x'"))
        #expect(action(["--enabled", "tictactoe"]) == .usageError("unknown option '--enabled'"))
        #expect(CommandLineOptions.usageErrorStatus == 64)
    }

    @Test func aLinkIsKeptForTheRun() {
        let link = "ribs-training://launchGame?gameId=RandomWin"
        let request = CommandLineOptions.parse(["--disable", "tictactoe", link])
        #expect(request.action == .run)
        #expect(request.deepLink == .launchGame(gameID: "RandomWin"))
        #expect(action([link, "--help"]) == .showHelp)
    }

    @Test func aMalformedLinkOrASecondLinkIsAUsageError() {
        let link = "ribs-training://launchGame?gameId=tictactoe"
        #expect(
            action(["play"])
                == .usageError(
                    "invalid link 'play': it must start with 'ribs-training://' "
                        + "(expected ribs-training://launchGame?gameId=ID)"))
        #expect(action([link, link]) == .usageError("unexpected argument '\(link)': only one link can be opened"))
        guard case .usageError(let message) = action(["ribs-training://launchGame"]) else {
            Issue.record("a link without a game id was accepted")
            return
        }
        #expect(message.contains("gameId=ID"))
    }

    @Test func featureSwitchesAreKeptInOrderInBothSpellings() {
        let request = CommandLineOptions.parse([
            "--disable", "tictactoe", "--enable=randomwin", "--disable=x", "--enable", "y",
        ])

        #expect(request.action == .run)
        #expect(
            request.featureSwitches == [
                FeatureSwitch(name: "tictactoe", isEnabled: false),
                FeatureSwitch(name: "randomwin", isEnabled: true),
                FeatureSwitch(name: "x", isEnabled: false),
                FeatureSwitch(name: "y", isEnabled: true),
            ]
        )
        #expect(CommandLineOptions.parse(["--list-features", "--disable", "a"]).action == .listFeatures)
    }

    @Test func ribTreeShowsTheTreeAndComposesWithTheOtherOptions() {
        #expect(CommandLineOptions.parse([]).showsRIBTree == false)
        let request = CommandLineOptions.parse(["--disable", "tictactoe", "--rib-tree", "--enable=x"])
        #expect(request.action == .run)
        #expect(request.showsRIBTree)
        #expect(request.featureSwitches.map(\.name) == ["tictactoe", "x"])
        #expect(action(["--rib-tree", "--help"]) == .showHelp)
        #expect(action(["--rib-tree=yes"]) == .usageError("unknown option '--rib-tree=yes'"))
    }

    @Test(arguments: [["--enable"], ["--disable"], ["--enable", "--help"], ["--disable="], ["--enable", ""]])
    func aSwitchWithoutANameIsAUsageError(arguments: [String]) {
        let option = arguments[0].split(separator: "=").first.map(String.init) ?? ""
        #expect(action(arguments) == .usageError("option '\(option)' needs a feature name"))
    }

    @Test func aUsageErrorSaysWhatIsWrongAndHowToGetHelp() {
        let text = CommandLineOptions.usageErrorText("unknown option '--colour'")

        #expect(text == "tictactoe: error: unknown option '--colour'\nRun 'tictactoe --help' for usage.")
    }

    @Test func theHelpNamesEveryOptionFeatureAndVariable() {
        let help = CommandLineOptions.helpText(features: AppFeatures.all)
        let words = [
            "--help", "-h", "--version", "--list-features", "--enable NAME", "--disable NAME", "--rib-tree",
            "-- RIB tree --", "NO_COLOR", "TICTACTOE_FEATURES", "USAGE: tictactoe", "TICTACTOE_SEED", "LINK",
            "launchGame", "--no-mouse", "TICTACTOE_MOUSE=off", "--line-mode",
        ]
        for word in words + AppFeatures.all.map(\.name) {
            #expect(help.contains(word), "\(word)")
        }
    }
}

/// The whole launch decision: arguments and environment in, what to print and do out.
struct CommandLinePlanTests {
    private let chess = Feature(name: "chess", description: "Chess for two")
    private let go = Feature(name: "go", description: "Go on a small board", isEnabledByDefault: false)

    private func plan(_ arguments: [String], _ environment: [String: String] = [:]) -> CommandLineOptions.Plan {
        CommandLineOptions.plan(arguments: arguments, environment: environment, features: [chess, go])
    }

    private func states(_ plan: CommandLineOptions.Plan) -> [Bool]? {
        guard case .run(let settings, _) = plan else { return nil }
        return settings.states.map(\.isEnabled)
    }

    @Test func ribTreeReachesTheRunWithTheFeatures() {
        guard case .run(let settings, let options) = plan(["--rib-tree", "--enable", "go"]) else {
            Issue.record("no run")
            return
        }
        #expect(options.showsRIBTree)
        #expect(options.featureSwitches == [FeatureSwitch(name: "go", isEnabled: true)])
        #expect(settings.states.map(\.isEnabled) == [true, true])
        guard case .run(_, let plain) = plan([]) else { return }
        #expect(plain == CommandLineOptions(showsRIBTree: false))
    }

    // Found by the Features fuzz target (Tools/FuzzTargets/Features): the message quoted the argument or
    // the variable's entry raw, escape sequences included, onto the terminal.
    @Test func aUsageErrorQuotesNoControlCharacter() {
        let fromArgument = plan(["--enable", "\u{1B}[2Jevil\u{7}"])
        let fromEnvironment = plan([], ["TICTACTOE_FEATURES": "\u{1B}]0;title\u{7}=on"])
        for result in [fromArgument, fromEnvironment] {
            guard case .exit(64, "", let message) = result else {
                Issue.record("expected a usage error, got \(result)")
                continue
            }
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(message.debugDescription)")
        }
        #expect(CommandLineOptions.usageErrorText("unknown option '\u{1B}[31m-x'").contains("option '-x'"))
    }

    @Test func aPlainRunHasTheDefaults() {
        #expect(states(plan([])) == [true, false])
    }

    @Test func theEnvironmentChangesTheDefaultsAndTheCommandLineWins() {
        #expect(states(plan([], ["TICTACTOE_FEATURES": "chess=off,go=on"])) == [false, true])
        #expect(states(plan(["--enable", "chess"], ["TICTACTOE_FEATURES": "chess=off"])) == [true, false])
        #expect(states(plan(["--disable", "go"], ["TICTACTOE_FEATURES": "go=on"])) == [true, false])
    }

    @Test func listFeaturesPrintsEachFeatureAsThisCommandLineAndEnvironmentSetIt() {
        let result = plan(["--list-features", "--enable", "go"], ["TICTACTOE_FEATURES": "chess=off"])

        #expect(
            result
                == .exit(
                    status: 0, standardOutput: "chess off Chess for two\ngo on Go on a small board", standardError: "")
        )
    }

    @Test func anUnknownFeatureOnTheCommandLineIsAUsageErrorNamingTheKnownOnes() {
        let result = plan(["--disable", "poker"])

        #expect(
            result
                == .exit(
                    status: 64,
                    standardOutput: "",
                    standardError:
                        "tictactoe: error: unknown feature 'poker' (known features: chess, go)\nRun 'tictactoe --help' for usage."
                )
        )
        guard case .exit(64, _, _) = plan(["--list-features", "--enable=poker"]) else {
            Issue.record("--list-features with an unknown feature must fail")
            return
        }
    }

    @Test(arguments: ["chess", "chess=maybe", "=on", "chess=on=off", "chess:off"])
    func aMalformedVariableIsAUsageErrorNamingTheKnownFeatures(value: String) {
        guard case .exit(64, "", let message) = plan([], ["TICTACTOE_FEATURES": value]) else {
            Issue.record("\(value) must be a usage error")
            return
        }
        #expect(message.hasPrefix("tictactoe: error: TICTACTOE_FEATURES: malformed entry"))
        #expect(message.contains("known features: chess, go"))
    }

    @Test func helpAndVersionDoNotNeedValidFeatures() {
        guard case .exit(0, let help, "") = plan(["--help"], ["TICTACTOE_FEATURES": "broken"]) else {
            Issue.record("--help must print the help")
            return
        }
        #expect(help.contains("chess"))
        #expect(
            plan(["--version", "--disable", "poker"])
                == .exit(status: 0, standardOutput: "tictactoe 0.1.0", standardError: ""))
    }

    @Test func aCommandLineErrorIsReportedBeforeAFeatureError() {
        #expect(
            plan(["--colour"], ["TICTACTOE_FEATURES": "broken"])
                == .exit(
                    status: 64,
                    standardOutput: "",
                    standardError: CommandLineOptions.usageErrorText("unknown option '--colour'")
                )
        )
    }
}

/// What a run gets besides the features: the link and RandomWin's seed.
struct CommandLineRunTests {
    private func plan(_ arguments: [String], _ environment: [String: String] = [:]) -> CommandLineOptions.Plan {
        CommandLineOptions.plan(arguments: arguments, environment: environment, features: AppFeatures.all)
    }

    @Test func theLinkAndTheSeedReachTheRun() {
        let link = "ribs-training://launchGame?gameId=randomwin"
        guard case .run(_, let options) = plan([link], ["TICTACTOE_SEED": "42"]) else {
            Issue.record("no run")
            return
        }
        #expect(options == CommandLineOptions(deepLink: .launchGame(gameID: "randomwin"), randomWinSeed: 42))
    }

    @Test func ribTreeComposesWithTheLink() {
        let link = "ribs-training://launchGame?gameId=RandomWin"
        for arguments in [["--rib-tree", link], [link, "--rib-tree"]] {
            guard case .run(_, let options) = plan(arguments) else {
                Issue.record("\(arguments) did not run")
                continue
            }
            #expect(options == CommandLineOptions(showsRIBTree: true, deepLink: .launchGame(gameID: "RandomWin")))
        }
    }

    @Test func aMalformedSeedIsAUsageErrorThatNamesTheVariable() {
        guard case .exit(let status, let output, let error) = plan([], ["TICTACTOE_SEED": "-1"]) else {
            Issue.record("a malformed seed was accepted")
            return
        }
        #expect(status == 64)
        #expect(output.isEmpty)
        #expect(error.hasPrefix("tictactoe: error: TICTACTOE_SEED must be an unsigned integer"))
    }

    @Test func helpVersionAndTheFeatureListDoNotNeedAValidSeed() {
        for arguments in [["--help"], ["--version"], ["--list-features"]] {
            guard case .exit(let status, _, _) = plan(arguments, ["TICTACTOE_SEED": "x"]) else {
                Issue.record("\(arguments) ran")
                continue
            }
            #expect(status == 0)
        }
    }

    @Test func noMouseAndLineModeReachTheRun() {
        for arguments in [["--no-mouse", "--line-mode"], ["--line-mode", "--no-mouse", "--rib-tree"]] {
            guard case .run(_, let options) = plan(arguments) else {
                Issue.record("\(arguments) did not run")
                continue
            }
            #expect(!options.usesMouse && options.forcesLineMode)
            #expect(options.showsRIBTree == arguments.contains("--rib-tree"))
        }
        guard case .run(_, let plain) = plan([]) else { return }
        #expect(plain.usesMouse && !plain.forcesLineMode)
    }

    @Test(arguments: [
        ("off", false), ("OFF", false), ("Off", false), ("on", true), ("ON", true), ("", true),
    ])
    func theMouseVariableSaysOnOrOff(value: String, usesMouse: Bool) {
        guard case .run(_, let options) = plan([], ["TICTACTOE_MOUSE": value]) else {
            Issue.record("TICTACTOE_MOUSE=\(value) did not run")
            return
        }
        #expect(options.usesMouse == usesMouse)
        // --no-mouse wins over the variable's "on".
        guard case .run(_, let forced) = plan(["--no-mouse"], ["TICTACTOE_MOUSE": value]) else { return }
        #expect(!forced.usesMouse)
    }

    @Test(arguments: ["of", "0", "no", "disabled", " off", "\u{1B}[31moff"])
    func anyOtherMouseValueIsAUsageErrorThatNamesTheVariable(value: String) {
        guard case .exit(let status, let output, let error) = plan([], ["TICTACTOE_MOUSE": value]) else {
            Issue.record("TICTACTOE_MOUSE=\(value) was accepted")
            return
        }
        #expect(status == 64)
        #expect(output.isEmpty)
        #expect(error.hasPrefix("tictactoe: error: TICTACTOE_MOUSE must be 'on' or 'off', not '"))
        #expect(!error.contains("\u{1B}"))
    }
}
