import RIBs
import RIBsTestSupport
import Testing

@testable import Root

@MainActor
struct RootInteractorTests {
    private let presenter = RootPresentableMock()
    private let router = RootRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    private let interactor: RootInteractor

    init() {
        interactor = RootInteractor(presenter: presenter)
        interactor.router = router
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func didLoginRoutesToLoggedInWithTheNames() {
        interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(router.routeToLoggedInCallCount == 1)
        #expect(router.player1Name == "Ann")
        #expect(router.player2Name == "Bob")
    }
}
