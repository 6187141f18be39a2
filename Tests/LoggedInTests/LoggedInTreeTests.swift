import Games
import GamesMocks
import LoggedInMocks
import OffGame
import RIBs
import RIBsMocks
import RIBsTestSupport
import Scores
import Testing

@testable import LoggedIn

/// The feature of the test game.
private let testGameFeature = Feature(name: "testgame", description: "A game for the tests")

/// The real LoggedIn with its real OffGame and a mock game in its games point, attached to a
/// parent router the way Root attaches it.
struct LoggedInTreeTests {
    private let parentView = LoggedInViewControllableMock()
    private let parent = Router(interactor: InteractableMock())
    private let features = InMemoryFeatureSource()
    private let game = GameBuildableMock()
    private let presented = PresentedViews()
    /// The listeners the game's builder was given.
    private let gameListeners = ArgumentHistory<any GameListener>()
    /// The dependencies the games point's factory was called with.
    private let factoryCalls = FactoryLog()

    init() {
        parentView.presentHandler = presented.present
        parentView.dismissHandler = presented.dismiss
        game.buildHandler = { [gameListeners] listener in
            gameListeners.record(listener)
            return ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
        }
        parent.interactable.activate()
        parent.load()
    }

    /// The dependency Root would give: its view, on which LoggedIn presents its children.
    private func makeDependency() -> LoggedInDependencyMock {
        let dependency = LoggedInDependencyMock()
        dependency.loggedInViewController = parentView
        return dependency
    }

    /// LoggedIn's component for Ann and Bob.
    private func makeComponent() -> LoggedInComponent {
        LoggedInComponent(dependency: makeDependency(), player1Name: "Ann", player2Name: "Bob")
    }

    private func buildLoggedIn() -> any Routing {
        let games = PluginPoint<any GameDependency, Game>(
            features: features,
            [
                .init(feature: testGameFeature) { [game, factoryCalls] dependency in
                    factoryCalls.dependencies.append(dependency)
                    return Game(id: "testgame", name: "Test Game", builder: game)
                }
            ]
        )
        return makeLoggedInBuilder(
            dependency: makeDependency(),
            // No score board: LoggedIn's tests see its children, not its grandchildren.
            offGame: { makeOffGameBuilder(dependency: $0, scoreBoard: PluginPoint(features: features, [])) },
            games: games
        )
        .build(withListener: LoggedInListenerMock(), player1Name: "Ann", player2Name: "Bob").router
    }

    private func childNames(of router: any Routing) -> [String] {
        router.children.map { String(describing: type(of: $0)) }
    }

    @Test func attachingLoggedInAttachesAndPresentsOffGame() {
        let loggedIn = buildLoggedIn()

        parent.attachChild(loggedIn)

        #expect(childNames(of: loggedIn) == ["OffGameRouter"])
        #expect(loggedIn.children.allSatisfy { $0.interactable.isActive })
        #expect(presented.views.count == 1)
        #expect(presented.views.first === (loggedIn.children.first as? any ViewableRouting)?.viewControllable)
    }

    @Test func startAndEndOfAGameSwapTheChildren() throws {
        let loggedIn = buildLoggedIn()
        parent.attachChild(loggedIn)
        let interactor = try #require(loggedIn.interactable as? LoggedInInteractor)

        interactor.startGame(withId: "testgame")
        #expect(game.buildCallCount == 1)
        #expect(gameListeners.last === interactor)
        #expect(childNames(of: loggedIn) == ["ViewableRoutingMock"])
        #expect(presented.views.count == 1)

        interactor.gameDidEnd()
        #expect(childNames(of: loggedIn) == ["OffGameRouter"])
        #expect(presented.views.count == 1)
    }

    @Test func theGamesPointIsAskedOnceWithLoggedInsComponent() throws {
        let loggedIn = buildLoggedIn()
        parent.attachChild(loggedIn)
        let interactor = try #require(loggedIn.interactable as? LoggedInInteractor)
        interactor.startGame(withId: "testgame")
        interactor.gameDidEnd()

        #expect(factoryCalls.dependencies.count == 1)
        let dependency = try #require(factoryCalls.dependencies.first)
        #expect(dependency.player1Name == "Ann")
        #expect(dependency.player2Name == "Bob")
    }

    @Test func aDisabledGameIsNeitherBuiltNorStartable() throws {
        features.set(testGameFeature, enabled: false)
        let loggedIn = buildLoggedIn()
        parent.attachChild(loggedIn)
        let interactor = try #require(loggedIn.interactable as? LoggedInInteractor)

        interactor.startGame(withId: "testgame")

        #expect(factoryCalls.dependencies.isEmpty)
        #expect(game.buildCallCount == 0)
        #expect(childNames(of: loggedIn) == ["OffGameRouter"])
    }

    @Test func theChildrenGetThePlayersNamesAndTheGamesFromLoggedInsComponent() {
        let component = makeComponent()

        let offGameDependency: any OffGameDependency = component
        let gameDependency: any GameDependency = component
        #expect(offGameDependency.player1Name == "Ann")
        #expect(offGameDependency.player2Name == "Bob")
        #expect(offGameDependency.games.isEmpty)
        #expect(gameDependency.player1Name == "Ann")
        #expect(gameDependency.player2Name == "Bob")
    }

    @Test func theGamesAndTheStartScreenShareOneScoreStreamOwnedByTheComponent() {
        let component = makeComponent()
        let gameDependency: any GameDependency = component
        let offGameDependency: any OffGameDependency = component

        gameDependency.mutableScoreStream.recordWin(for: .player2)

        #expect(gameDependency.mutableScoreStream === component.mutableScoreStream)
        #expect(offGameDependency.scoreStream === component.mutableScoreStream)
        #expect(offGameDependency.scoreStream.score.player2Wins == 1)
    }

    @Test func aLinkToAGameInAnyCaseStartsItAndAnUnknownOneLeavesANotice() throws {
        let loggedIn = buildLoggedIn()
        parent.attachChild(loggedIn)
        let interactor = try #require(loggedIn.interactable as? LoggedInInteractor)

        _ = interactor.launchGame(withID: "TestGame")
        #expect(game.buildCallCount == 1)

        _ = interactor.launchGame(withID: "chess")
        #expect(childNames(of: loggedIn) == ["OffGameRouter"])
        #expect(presented.views.count == 1)
    }

    @Test(arguments: [0, 1, 2])
    func detachingLoggedInDismissesEveryViewItPresented(gamesStarted: Int) throws {
        let loggedIn = buildLoggedIn()
        parent.attachChild(loggedIn)
        let interactor = try #require(loggedIn.interactable as? LoggedInInteractor)
        for _ in 0..<gamesStarted {
            interactor.startGame(withId: "testgame")
            interactor.gameDidEnd()
        }
        interactor.startGame(withId: "testgame")
        #expect(parentView.presentCallCount == 2 + 2 * gamesStarted)

        parent.detachChild(loggedIn)

        #expect(presented.views.isEmpty)
        #expect(parentView.dismissCallCount == parentView.presentCallCount)
        #expect(loggedIn.interactable.isActive == false)
    }
}

/// What the games point's factory was called with.
private final class FactoryLog {
    var dependencies: [any GameDependency] = []
}
