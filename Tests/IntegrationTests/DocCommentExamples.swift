import Games
import LoggedIn
import LoggedOut
import OffGame
import RIBs
import RIBsTestSupport
import RandomWin
import ScoreBoard
import TerminalUI
import Testing
import TicTacToe
import TicTacToeTestSupport

@testable import Root
@testable import TicTacToeComposition

// The doc comments' examples of the RIB modules, the games contract and the composition library,
// line for line, each with the few declarations around it that it takes for granted, so that the
// build type-checks them against today's API (`DocCommentExampleTests`, in RIBsTests, checks that
// every example is here). Where an example can run, it runs as a test.

@Suite struct ModuleDocCommentExamples {
    // MARK: Games, TicTacToe and RandomWin

    /// Game.swift's and TicTacToeBuilder.swift's example: a games point with Tic Tac Toe.
    static func games(features: any FeatureSource, ticTacToeFeature: Feature) -> PluginPoint<any GameDependency, Game> {
        let games = PluginPoint<any GameDependency, Game>(
            features: features,
            [
                .init(feature: ticTacToeFeature) { dependency in
                    Game(id: "tictactoe", name: "Tic Tac Toe", builder: makeTicTacToeBuilder(dependency: dependency))
                }
            ])
        return games
    }

    /// RandomWinBuilder.swift's example: Random Win's entry, with a fixed seed.
    static func randomWinEntry(randomWinFeature: Feature) -> PluginPoint<any GameDependency, Game>.Entry {
        .init(feature: randomWinFeature) { dependency in
            Game(id: "randomwin", name: "Random Win", builder: makeRandomWinBuilder(dependency: dependency, seed: 7))
        }
    }

    @Test func theGamesPointHoldsTicTacToe() {
        let feature = Feature(name: "tictactoe", description: "The Tic Tac Toe game")
        let features = InMemoryFeatureSource()
        #expect(Self.games(features: features, ticTacToeFeature: feature).entries.map(\.feature.name) == ["tictactoe"])
    }

    // MARK: OffGame, LoggedIn and Root: the builder entries

    /// OffGameBuilder.swift's example.
    static func offGame(
        component: any OffGameDependency, features: any FeatureSource, scoreBoardFeature: Feature
    ) -> any OffGameBuildable {
        let offGame = makeOffGameBuilder(
            dependency: component,
            scoreBoard: PluginPoint(
                features: features,
                [.init(feature: scoreBoardFeature) { makeScoreBoardBuilder(dependency: $0) }]
            )
        )
        return offGame
    }

    /// LoggedInBuilder.swift's example.
    static func loggedIn(
        component: any LoggedInDependency, features: any FeatureSource, ticTacToeFeature: Feature,
        scoreBoard: PluginPoint<any ScoreBoardDependency, any ScoreBoardBuildable>
    ) -> any LoggedInBuildable {
        let loggedIn = makeLoggedInBuilder(
            dependency: component,
            offGame: { makeOffGameBuilder(dependency: $0, scoreBoard: scoreBoard) },
            games: PluginPoint(
                features: features,
                [
                    .init(feature: ticTacToeFeature) {
                        Game(id: "tictactoe", name: "Tic Tac Toe", builder: makeTicTacToeBuilder(dependency: $0))
                    }
                ]
            )
        )
        return loggedIn
    }

    /// RootBuilder.swift's example: the whole tree launched into a window, then a deep link.
    static func launchRoot(
        into window: any RIBWindow, offGame: @escaping BuilderFactory<any OffGameDependency, any OffGameBuildable>,
        games: PluginPoint<any GameDependency, Game>
    ) -> (any LaunchRouting, any RootDeepLinkHandling) {
        let (launchRouter, deepLinkHandler) = makeRootBuilder(
            dependency: AppComponent(),
            loggedOut: makeLoggedOutBuilder(dependency:),
            loggedIn: { makeLoggedInBuilder(dependency: $0, offGame: offGame, games: games) }
        ).build()
        launchRouter.launch(from: window)
        deepLinkHandler.launchGame(withID: "randomwin")
        return (launchRouter, deepLinkHandler)
    }

    /// The example's link waits for the login, then finds no Random Win among this tree's games.
    @Test func theRootExampleOpensItsLinkOnceThePlayersLogIn() async {
        let features = InMemoryFeatureSource()
        let window = HeadlessWindow(width: 80, height: 24)
        let noScoreBoard = PluginPoint<any ScoreBoardDependency, any ScoreBoardBuildable>(features: features, [])
        let (launchRouter, deepLinkHandler) = Self.launchRoot(
            into: window, offGame: { makeOffGameBuilder(dependency: $0, scoreBoard: noScoreBoard) },
            games: Self.games(features: features, ticTacToeFeature: Feature(name: "tictactoe", description: "Game")))
        #expect(launchRouter.children.count == 1)
        #expect(window.text.contains("Who is playing?"))
        window.type("Ann")
        window.send(.enter)
        window.type("Bob")
        window.send(.enter, .enter)
        await deepLinkHandler.waitUntilSettled()
        #expect(window.text.contains("Game 'randomwin' is not available."))
    }

    // MARK: LoggedOut and ScoreBoard: a parent's router attaching them

    /// A parent's view in the examples below: it shows or embeds a child's view.
    final class ParentView: ViewControllable {
        var isOnScreen: Bool { true }
        private(set) var shown: [any ViewControllable] = []
        func present(viewController: any ViewControllable) { shown.append(viewController) }
        func embedScoreBoard(_ viewController: any ViewControllable) { shown.append(viewController) }
    }

    /// A parent's router, as Root's (for LoggedOut) and OffGame's (for the score board) are.
    final class ParentRouter: ViewableRouter<InteractableMock, ParentView> {
        /// LoggedOutBuilder.swift's example, in Root's router.
        func attachLoggedOut(component: any LoggedOutDependency, interactor: any LoggedOutListener) {
            let loggedOut = makeLoggedOutBuilder(dependency: component).build(withListener: interactor)
            attachChild(loggedOut)
            viewController.present(viewController: loggedOut.viewControllable)
        }

        /// ScoreBoardBuilder.swift's example, in OffGame's router.
        func attachScoreBoard(component: any ScoreBoardDependency, interactor: any ScoreBoardListener) {
            let scoreBoard = makeScoreBoardBuilder(dependency: component).build(withListener: interactor)
            attachChild(scoreBoard)
            viewController.embedScoreBoard(scoreBoard.viewControllable)
        }
    }

    // MARK: Root's workflow and the composition library

    /// LaunchGameWorkflow.swift's example.
    static func openRandomWin(rootInteractor: any RootActionableItem) {
        LaunchGameWorkflow(gameID: "randomwin").subscribe(rootInteractor)
    }

    /// LaunchedApp.swift's example, run: the first game starts.
    @Test func theLaunchedAppExampleStartsTheFirstGame() {
        let app = LaunchedApp(features: InMemoryFeatureSource(), randomWinSeed: 7)
        app.launch()
        app.logIn("Ann", "Bob")
        app.window.send(.enter)  // starts the first game
        #expect(app.window.text.contains("Ann's turn (X)"))
    }

    /// RecordedApp.swift's example, run.
    @Test func theRecordedAppExampleRecordsTheLaunchAndTheLogin() {
        let found = leaks {
            let app = RecordedApp()
            #expect(app.recorder.takeEvents().prefix(2) == ["Root activated", "Root loaded"])
            app.app.logIn("Ann", "Bob")
            #expect(app.recorder.detachedButAlive == [])  // LoggedOut, detached, is gone
        }
        #expect(found == [])
    }
}
