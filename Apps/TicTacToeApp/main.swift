import RIBs
import Root
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints a usage error (sanitised: it may quote what the user typed) and exits 64.
@MainActor
func exitWithUsageError(_ message: String) -> Never {
    let text = CommandLineOptions.usageErrorText(message).split(separator: "\n").map {
        TerminalText.sanitized(String($0))
    }
    _ = FileOutput.standardError.write(text.joined(separator: "\n") + "\n")
    exit(CommandLineOptions.usageErrorStatus)
}

let deepLink: DeepLink?
switch CommandLineOptions.action(for: Array(CommandLine.arguments.dropFirst())) {
case .run(let link):
    deepLink = link
case .showHelp:
    print(CommandLineOptions.helpText)
    exit(0)
case .showVersion:
    print(CommandLineOptions.versionText)
    exit(0)
case .usageError(let message):
    exitWithUsageError(message)
}

let environment = TerminalEnvironment.current
let randomWinSeed: UInt64?
switch RandomSeed.parse(environment: environment.variables) {
case .success(let seed): randomWinSeed = seed
case .failure(let error): exitWithUsageError(error.message)
}
#if DEBUG
let leakReporter = LeakReporter(holdsReports: environment.mode == .terminal)
leakReporter.install()
#endif

var window = makeWindow(environment: environment)
#if DEBUG
// A test-only crash trigger: the end-to-end tests check that a crash restores the terminal.
if environment.variables["TICTACTOE_TEST_CRASH"] == "1", let terminalWindow = window as? TerminalWindow {
    terminalWindow.willHandleKey = { _ in fatalError("TICTACTOE_TEST_CRASH") }
}
#endif
let (launchRouter, deepLinkHandler) = RootBuilder(dependency: AppComponent(randomWinSeed: randomWinSeed)).build()
launchRouter.launch(from: window)
if case .launchGame(let gameID) = deepLink {
    deepLinkHandler.launchGame(withID: gameID)
    // The linked game is on screen before the next line or key is handled.
    window.inputGate = { await deepLinkHandler.waitUntilSettled() }
}
let status = await window.run()

#if DEBUG
leakReporter.flush()
#endif
exit(status)
