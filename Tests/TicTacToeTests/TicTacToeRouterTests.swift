import RIBs
import TerminalUI
import Testing

@testable import TicTacToe

struct TicTacToeRouterTests {
    @Test func becomesTheRouterOfItsInteractor() {
        let interactor = TicTacToeInteractableMock()
        let router = TicTacToeRouter(interactor: interactor, viewController: TicTacToeViewControllableMock())

        #expect(interactor.router === router)
        #expect(router.children.isEmpty)
    }

    @Test func builderShowsThePlayersNamesFromTheDependency() {
        let listener = TicTacToeListenerMock()
        let router = makeTicTacToeBuilder(dependency: TicTacToeDependencyMock()).build(withListener: listener)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)
        router.interactable.activate()

        let interactor = router.interactable as? TicTacToeInteractor
        #expect(interactor?.listener === listener)
        #expect(interactor?.router === router)
        #expect(window.text.contains("Ann (X)  vs  Bob (O)"))
        #expect(window.text.contains("Ann's turn (X)"))
    }
}
