import RIBs
import Testing

@testable import LoggedIn

struct LoggedInInteractorTests {
    private let interactor = LoggedInInteractor()
    private let router = LoggedInRoutingMock(interactable: LoggedInInteractableMock())

    init() {
        interactor.router = router
        interactor.activate()
    }

    @Test func startGameRoutesToThatGame() {
        interactor.startGame(withId: "tictactoe")

        #expect(router.routedGameIDs == ["tictactoe"])
        #expect(router.routeToOffGameCallCount == 0)
    }

    @Test func gameDidEndRoutesToOffGame() {
        interactor.gameDidEnd()

        #expect(router.routeToOffGameCallCount == 1)
        #expect(router.routedGameIDs.isEmpty)
    }

    @Test func deactivationCleansUpTheViewsWhileStillActive() {
        var wasActive: Bool?
        router.cleanupViewsHandler = { [interactor] in wasActive = interactor.isActive }
        #expect(router.cleanupViewsCallCount == 0)

        interactor.deactivate()

        #expect(router.cleanupViewsCallCount == 1)
        #expect(wasActive == true)
    }
}
