import RIBs
import TerminalUI
import Testing

@testable import OffGame

@MainActor
struct OffGameRouterTests {
    @Test func becomesTheRouterOfItsInteractor() {
        let interactor = OffGameInteractableMock()
        let router = OffGameRouter(interactor: interactor, viewController: OffGameViewControllableMock())

        #expect(interactor.router === router)
        #expect(router.children.isEmpty)
    }

    @Test func builderShowsThePlayersNamesFromTheDependency() {
        let listener = OffGameListenerMock()
        let router = OffGameBuilder(dependency: OffGameDependencyMock()).build(withListener: listener)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)

        let interactor = router.interactable as? OffGameInteractor
        #expect(interactor?.listener === listener)
        #expect(interactor?.router === router)
        #expect(window.text.contains("Ann (X)  vs  Bob (O)"))
    }
}
