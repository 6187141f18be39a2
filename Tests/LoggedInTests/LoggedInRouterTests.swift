import RIBs
import RIBsTestSupport
import Testing

@testable import LoggedIn

struct LoggedInRouterTests {
    private let interactor = LoggedInInteractableMock()
    private let viewController = LoggedInViewControllableMock()
    private let offGameBuilder = OffGameBuildableMock()
    private let ticTacToeBuilder = GameBuildableMock()
    private let otherGameBuilder = GameBuildableMock()
    private let router: LoggedInRouter

    init() {
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
    private func makeChild() -> ViewableRoutingMock {
        ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }

    @Test func becomesTheRouterOfItsInteractor() {
        #expect(interactor.router === router)
    }

    @Test func loadingAttachesAndPresentsOffGameWithTheInteractorAsListener() {
        let offGame = makeChild()
        offGameBuilder.buildHandler = { _ in offGame }
        #expect(offGameBuilder.buildCallCount == 0)

        router.load()

        #expect(offGameBuilder.buildCallCount == 1)
        #expect(offGameBuilder.listener === interactor)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(offGame)])
        #expect(offGame.loadCallCount == 1)
        #expect(viewController.presented.map(ObjectIdentifier.init) == [ObjectIdentifier(offGame.viewControllable)])
        #expect(ticTacToeBuilder.buildCallCount == 0)
    }

    @Test func routeToGameReplacesOffGameWithThatGame() {
        let offGame = makeChild()
        let ticTacToe = makeChild()
        offGameBuilder.buildHandler = { _ in offGame }
        ticTacToeBuilder.buildHandler = { _ in ticTacToe }
        router.load()

        #expect(router.routeToGame(withId: "tictactoe"))

        #expect(ticTacToeBuilder.buildCallCount == 1)
        #expect(otherGameBuilder.buildCallCount == 0)
        #expect(ticTacToeBuilder.listener === interactor)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(ticTacToe)])
        #expect(offGame.interactable.isActive == false)
        #expect(ticTacToe.interactable.isActive)
        #expect(ticTacToe.loadCallCount == 1)
        #expect(viewController.dismissCallCount == 1)
        #expect(viewController.presented.map(ObjectIdentifier.init) == [ObjectIdentifier(ticTacToe.viewControllable)])
    }

    @Test func routeToOffGameReplacesTicTacToeWithANewOffGame() {
        let firstOffGame = makeChild()
        let ticTacToe = makeChild()
        let secondOffGame = makeChild()
        var offGames = [firstOffGame, secondOffGame]
        offGameBuilder.buildHandler = { _ in offGames.removeFirst() }
        ticTacToeBuilder.buildHandler = { _ in ticTacToe }
        router.load()
        router.routeToGame(withId: "tictactoe")

        router.routeToOffGame()

        #expect(offGameBuilder.buildCallCount == 2)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(secondOffGame)])
        #expect(ticTacToe.interactable.isActive == false)
        #expect(
            viewController.presented.map(ObjectIdentifier.init) == [ObjectIdentifier(secondOffGame.viewControllable)])
    }

    @Test func cleanupViewsDismissesTheCurrentChildsView() {
        let offGame = makeChild()
        offGameBuilder.buildHandler = { _ in offGame }
        router.load()

        router.cleanupViews()

        #expect(viewController.dismissCallCount == 1)
        #expect(viewController.presented.isEmpty)
    }

    @Test func cleanupViewsBeforeLoadingDismissesNothing() {
        router.cleanupViews()

        #expect(viewController.dismissCallCount == 0)
    }

    @Test func routeToGameBuildsTheGameWithThatId() {
        router.load()

        #expect(router.routeToGame(withId: "other"))

        #expect(otherGameBuilder.buildCallCount == 1)
        #expect(otherGameBuilder.listener === interactor)
        #expect(ticTacToeBuilder.buildCallCount == 0)
    }

    @Test func routeToAnUnknownGameKeepsTheCurrentChild() {
        let offGame = makeChild()
        offGameBuilder.buildHandler = { _ in offGame }
        router.load()

        #expect(router.routeToGame(withId: "chess") == false)

        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(offGame)])
        #expect(viewController.dismissCallCount == 0)
        #expect(ticTacToeBuilder.buildCallCount == 0)
    }
}
