import RIBs
import Root
import TerminalUI
import TicTacToeCommandLine

/// The `tictactoe` program: its command line and environment in, its exit status out. The
/// executable's `main.swift` only calls ``run(arguments:)`` and exits with what it returns.
package enum TicTacToeProgram {
    /// Runs the program: prints and returns for `--help`, `--version`, `--list-features` and usage
    /// errors; otherwise plays the game in the terminal (line mode when piped) until the players quit.
    /// - Parameter arguments: The command line without the program's own path.
    /// - Returns: The exit status.
    package static func run(arguments: [String]) async -> Int32 {
        let environment = TerminalEnvironment.current
        let features: FeatureSettings
        let runOptions: CommandLineOptions
        switch CommandLineOptions.plan(
            arguments: arguments, environment: environment.variables, features: AppFeatures.all)
        {
        case .run(let settings, let options):
            features = settings
            runOptions = options
        case .exit(let status, let standardOutput, let standardError):
            if !standardOutput.isEmpty { print(standardOutput) }
            // A usage error quoting what was typed (a link, a seed) is sanitized when it is made.
            if !standardError.isEmpty { _ = FileOutput.standardError.write(standardError + "\n") }
            return status
        }

        #if DEBUG
        let leakReporter = LeakReporter(holdsReports: environment.mode == .terminal && !runOptions.forcesLineMode)
        leakReporter.install()
        #endif

        let window = makeWindow(
            environment: environment, quitKeys: .tictactoe, usesMouse: runOptions.usesMouse,
            forcesLineMode: runOptions.forcesLineMode)
        let (launchRouter, deepLinkHandler) = AppComposition.makeRoot(
            features: AppFeatureSource(features),
            randomWinSeed: runOptions.randomWinSeed
        ).build()
        if runOptions.showsRIBTree {
            let inspector = RIBTreeInspector(root: launchRouter)
            RIBTree.observe(launchRouter, with: inspector)
            window.sidePanel = inspector.panel
        }
        launchRouter.launch(from: window)
        if case .launchGame(let gameID) = runOptions.deepLink {
            deepLinkHandler.launchGame(withID: gameID)
            // The linked game is on screen before the next line or key is handled.
            window.inputGate = { await deepLinkHandler.waitUntilSettled() }
        }
        let status = await window.run()

        #if DEBUG
        leakReporter.flush()
        #endif
        return status
    }
}
