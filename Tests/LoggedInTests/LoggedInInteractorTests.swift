import RIBs
import Testing

@testable import LoggedIn

@MainActor
struct LoggedInInteractorTests {
    private let interactor = LoggedInInteractor()
    private let router = LoggedInRoutingMock(interactable: LoggedInInteractableMock())

    init() {
        interactor.router = router
        interactor.activate()
    }

    @Test func startTicTacToeRoutesToTicTacToe() {
        interactor.startTicTacToe()

        #expect(router.routeToTicTacToeCallCount == 1)
        #expect(router.routeToOffGameCallCount == 0)
    }

    @Test func gameDidEndRoutesToOffGame() {
        interactor.gameDidEnd()

        #expect(router.routeToOffGameCallCount == 1)
        #expect(router.routeToTicTacToeCallCount == 0)
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
