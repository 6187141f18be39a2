import RIBs
import Root
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let features: FeatureSettings
switch CommandLineOptions.launchPlan(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: TerminalEnvironment.current.variables,
    features: AppFeatures.all
) {
case .run(let settings):
    features = settings
case .exit(let status, let standardOutput, let standardError):
    if !standardOutput.isEmpty { print(standardOutput) }
    if !standardError.isEmpty { _ = FileOutput.standardError.write(standardError + "\n") }
    exit(status)
}

let environment = TerminalEnvironment.current
#if DEBUG
let leakReporter = LeakReporter(holdsReports: environment.mode == .terminal)
leakReporter.install()
#endif

let window = makeWindow(environment: environment, quitKeys: .tictactoe)
#if DEBUG
// A test-only crash trigger: the end-to-end tests check that a crash restores the terminal.
if environment.variables["TICTACTOE_TEST_CRASH"] == "1", let terminalWindow = window as? TerminalWindow {
    terminalWindow.willHandleKey = { _ in fatalError("TICTACTOE_TEST_CRASH") }
}
#endif
let launchRouter = AppComposition.makeRoot(features: AppFeatureSource(features)).build()
launchRouter.launch(from: window)
let status = await window.run()

#if DEBUG
leakReporter.flush()
#endif
exit(status)
