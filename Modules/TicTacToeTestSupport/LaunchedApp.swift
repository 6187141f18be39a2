package import RIBs
package import Root
package import TerminalUI
import TicTacToeComposition

/// The app as `tictactoe` composes it, launched into a headless window instead of a terminal: the
/// one fixture that the integration tests, the reliability tests and the benchmark drive, by keys
/// or lines, as a person would. It lives in a test-support module, so the `tictactoe` program
/// does not contain it.
///
/// ```swift
/// let app = LaunchedApp(features: InMemoryFeatureSource(), randomWinSeed: 7)
/// app.launch()
/// app.logIn("Ann", "Bob")
/// app.window.send(.enter)  // starts the first game
/// ```
package final class LaunchedApp {
    /// The window the tree is launched into, with the app's quit keys.
    package let window: HeadlessWindow
    /// The top of the tree.
    package let launchRouter: any LaunchRouting
    /// Opens deep links (`tictactoe LINK`).
    package let deepLinkHandler: any RootDeepLinkHandling

    /// Builds the whole tree with its plugins guarded by `features`, not launched yet (so that a
    /// test can watch the launch: see ``launch()``).
    /// - Parameters:
    ///   - randomWinSeed: The seed of RandomWin's picks, so that a run replays.
    ///   - width: The window's width in columns.
    ///   - height: The window's height in rows.
    package init(
        features: any FeatureSource = InMemoryFeatureSource(), randomWinSeed: UInt64? = 7, width: Int = 80,
        height: Int = 24
    ) {
        window = HeadlessWindow(width: width, height: height, quitKeys: .tictactoe)
        (launchRouter, deepLinkHandler) = AppComposition.makeRoot(features: features, randomWinSeed: randomWinSeed)
            .build()
    }

    /// Launches the tree into the window: the login screen shows.
    package func launch() {
        launchRouter.launch(from: window)
    }

    /// Types both players' names on the login screen and logs in: the start screen shows.
    package func logIn(_ player1: String, _ player2: String) {
        window.type(player1)
        window.send(.enter)
        window.type(player2)
        window.send(.enter, .enter)
    }

    /// The deepest attached RIB whose view is presented (not embedded in its parent's screen, as
    /// the score board's is): the one whose screen should be on top.
    package var presentedLeaf: (any ViewableRouting)? {
        var routers: [any Routing] = [launchRouter]
        while let child = routers.last?.children.last { routers.append(child) }
        return routers.compactMap { $0 as? any ViewableRouting }
            .last { ($0.viewControllable as? ViewController)?.embeddingViewController == nil }
    }
}
