import RIBs
import Root
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let features: FeatureSettings
let options: RunOptions
switch CommandLineOptions.launchPlan(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: TerminalEnvironment.current.variables,
    features: AppFeatures.all
) {
case .run(let settings, let runOptions):
    features = settings
    options = runOptions
case .exit(let status, let standardOutput, let standardError):
    if !standardOutput.isEmpty { print(standardOutput) }
    // A usage error may quote what was typed (a link, a seed): never write it raw.
    if !standardError.isEmpty {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        _ = FileOutput.standardError.write(
            lines.map { TerminalText.sanitized(String($0)) }.joined(separator: "\n") + "\n")
    }
    exit(status)
}

let environment = TerminalEnvironment.current
#if DEBUG
let leakReporter = LeakReporter(holdsReports: environment.mode == .terminal)
leakReporter.install()
#endif

var window = makeWindow(environment: environment, quitKeys: .tictactoe)
#if DEBUG
// A test-only crash trigger: the end-to-end tests check that a crash restores the terminal.
if environment.variables["TICTACTOE_TEST_CRASH"] == "1", let terminalWindow = window as? TerminalWindow {
    terminalWindow.willHandleKey = { _ in fatalError("TICTACTOE_TEST_CRASH") }
}
#endif
let (launchRouter, deepLinkHandler) = AppComposition.makeRoot(
    features: AppFeatureSource(features),
    randomWinSeed: options.randomWinSeed
).build()
launchRouter.launch(from: window)
if case .launchGame(let gameID) = options.deepLink {
    deepLinkHandler.launchGame(withID: gameID)
    // The linked game is on screen before the next line or key is handled.
    window.inputGate = { await deepLinkHandler.waitUntilSettled() }
}
let status = await window.run()

#if DEBUG
leakReporter.flush()
#endif
exit(status)
