import RIBs
import Root
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

switch CommandLineOptions.action(for: Array(CommandLine.arguments.dropFirst())) {
case .run:
    break
case .showHelp:
    print(CommandLineOptions.helpText)
    exit(0)
case .showVersion:
    print(CommandLineOptions.versionText)
    exit(0)
case .usageError(let message):
    _ = FileOutput.standardError.write(CommandLineOptions.usageErrorText(message) + "\n")
    exit(CommandLineOptions.usageErrorStatus)
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
let launchRouter = RootBuilder(dependency: AppComponent()).build()
launchRouter.launch(from: window)
let status = await window.run()

#if DEBUG
leakReporter.flush()
#endif
exit(status)
