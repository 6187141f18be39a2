import LoggedOutMocks
import RIBs
import RIBsMocks
import Testing

@testable import LoggedOut

struct LoggedOutRouterTests {
    @Test func becomesTheRouterOfItsInteractor() {
        let interactor = LoggedOutInteractableMock()
        let router = LoggedOutRouter(interactor: interactor, viewController: LoggedOutViewControllableMock())

        #expect(interactor.router === router)
        #expect(router.children.isEmpty)
    }

    @Test func builderWiresTheListenerTheInteractorAndTheView() {
        let listener = LoggedOutListenerMock()
        let router = makeLoggedOutBuilder(dependency: LoggedOutDependencyMock()).build(withListener: listener)

        let interactor = router.interactable as? LoggedOutInteractor
        #expect(interactor?.listener === listener)
        #expect(interactor?.router === router)
        #expect(router.viewControllable is LoggedOutViewController)
        #expect((router.viewControllable as? LoggedOutViewController)?.listener === interactor)
    }
}
