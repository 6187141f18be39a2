import Games
import GamesMocks
import LoggedInMocks
import OffGame
import OffGameMocks
import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

@testable import LoggedIn

struct LoggedInRouterTests {
    private let interactor = LoggedInInteractableMock()
    private let viewController = LoggedInViewControllableMock()
    private let offGameBuilder = OffGameBuildableMock()
    private let ticTacToeBuilder = GameBuildableMock()
    private let otherGameBuilder = GameBuildableMock()
    private let presented = PresentedViews()
    /// The listeners the builders were given, latest last.
    private let offGameListeners = ArgumentHistory<any OffGameListener>()
    private let gameListeners = ArgumentHistory<any GameListener>()
    private let router: LoggedInRouter

    init() {
        viewController.presentHandler = presented.present
        viewController.dismissHandler = presented.dismiss
        offGameBuilder.buildHandler = { [offGameListeners] listener, _ in
            offGameListeners.record(listener)
            return Self.makeChild()
        }
        for builder in [ticTacToeBuilder, otherGameBuilder] {
            builder.buildHandler = { [gameListeners] listener in
                gameListeners.record(listener)
                return Self.makeChild()
            }
        }
        router = LoggedInRouter(
            interactor: interactor,
            viewController: viewController,
            offGameBuilder: offGameBuilder,
            games: [
                Game(id: "tictactoe", name: "Tic Tac Toe", builder: ticTacToeBuilder),
                Game(id: "other", name: "Other", builder: otherGameBuilder),
            ]
        )
    }

    /// A mock child router with a view of its own.
    private static func makeChild() -> ViewableRoutingMock {
        ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }

    /// Has the OffGame builder record its listener and build `children` in turn, the last one again
    /// for any further build.
    private func offGameBuilds(_ children: ViewableRoutingMock...) {
        var children = children
        offGameBuilder.buildHandler = { [offGameListeners] listener, _ in
            offGameListeners.record(listener)
            return children.count > 1 ? children.removeFirst() : children[0]
        }
    }

    /// Has the Tic Tac Toe builder record its listener and build `child`.
    private func ticTacToeBuilds(_ child: ViewableRoutingMock) {
        ticTacToeBuilder.buildHandler = { [gameListeners] listener in
            gameListeners.record(listener)
            return child
        }
    }

    @Test func becomesTheRouterOfItsInteractor() {
        #expect(interactor.router === router)
    }

    @Test func loadingAttachesAndPresentsOffGameWithTheInteractorAsListener() {
        let offGame = Self.makeChild()
        offGameBuilds(offGame)
        #expect(offGameBuilder.buildCallCount == 0)

        router.load()

        #expect(offGameBuilder.buildCallCount == 1)
        #expect(offGameListeners.last === interactor)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(offGame)])
        #expect(offGame.loadCallCount == 1)
        #expect(presented.views.map(ObjectIdentifier.init) == [ObjectIdentifier(offGame.viewControllable)])
        #expect(ticTacToeBuilder.buildCallCount == 0)
    }

    @Test func routeToGameReplacesOffGameWithThatGame() {
        let offGame = Self.makeChild()
        let ticTacToe = Self.makeChild()
        offGameBuilds(offGame)
        ticTacToeBuilds(ticTacToe)
        router.load()

        #expect(router.routeToGame(withId: "tictactoe"))

        #expect(ticTacToeBuilder.buildCallCount == 1)
        #expect(otherGameBuilder.buildCallCount == 0)
        #expect(gameListeners.last === interactor)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(ticTacToe)])
        #expect(offGame.interactable.isActive == false)
        #expect(ticTacToe.interactable.isActive)
        #expect(ticTacToe.loadCallCount == 1)
        #expect(viewController.dismissCallCount == 1)
        #expect(presented.views.map(ObjectIdentifier.init) == [ObjectIdentifier(ticTacToe.viewControllable)])
    }

    @Test func routeToOffGameReplacesTicTacToeWithANewOffGame() {
        let firstOffGame = Self.makeChild()
        let ticTacToe = Self.makeChild()
        let secondOffGame = Self.makeChild()
        offGameBuilds(firstOffGame, secondOffGame)
        ticTacToeBuilds(ticTacToe)
        router.load()
        router.routeToGame(withId: "tictactoe")

        router.routeToOffGame(notice: nil)

        #expect(offGameBuilder.buildCallCount == 2)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(secondOffGame)])
        #expect(ticTacToe.interactable.isActive == false)
        #expect(
            presented.views.map(ObjectIdentifier.init) == [ObjectIdentifier(secondOffGame.viewControllable)])
    }

    @Test func theStartScreenShowsTheNoticeItIsRoutedWithAndNoneOnLoad() {
        let notices = ArgumentHistory<String?>()
        offGameBuilder.buildHandler = { _, notice in
            notices.record(notice)
            return Self.makeChild()
        }
        router.load()

        router.routeToOffGame(notice: "Game 'chess' is not available.")

        #expect(notices.values == [nil, "Game 'chess' is not available."])
        #expect(router.children.count == 1)
        #expect(presented.views.count == 1)
    }

    @Test func cleanupViewsDismissesTheCurrentChildsView() {
        let offGame = Self.makeChild()
        offGameBuilds(offGame)
        router.load()

        router.cleanupViews()

        #expect(viewController.dismissCallCount == 1)
        #expect(presented.views.isEmpty)
    }

    @Test func cleanupViewsBeforeLoadingDismissesNothing() {
        router.cleanupViews()

        #expect(viewController.dismissCallCount == 0)
    }

    @Test func routeToGameBuildsTheGameWithThatId() {
        router.load()

        #expect(router.routeToGame(withId: "other"))

        #expect(otherGameBuilder.buildCallCount == 1)
        #expect(gameListeners.last === interactor)
        #expect(ticTacToeBuilder.buildCallCount == 0)
    }

    @Test func routeToAnUnknownGameKeepsTheCurrentChild() {
        let offGame = Self.makeChild()
        offGameBuilds(offGame)
        router.load()

        #expect(router.routeToGame(withId: "chess") == false)

        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(offGame)])
        #expect(viewController.dismissCallCount == 0)
        #expect(ticTacToeBuilder.buildCallCount == 0)
    }
}
