import Games
import GamesMocks
import RIBs
import RIBsMocks
import Scores
import TerminalUI
import Testing

@testable import TicTacToe

struct TicTacToeRouterTests {
    /// Ann and Bob with a fresh score, as LoggedIn would give them.
    private func makeDependency() -> GameDependencyMock {
        let dependency = GameDependencyMock()
        dependency.player1Name = "Ann"
        dependency.player2Name = "Bob"
        dependency.mutableScoreStream = ScoreStreamImpl()
        return dependency
    }

    @Test func becomesTheRouterOfItsInteractor() {
        let interactor = TicTacToeInteractableMock()
        let router = TicTacToeRouter(interactor: interactor, viewController: TicTacToeViewControllableMock())

        #expect(interactor.router === router)
        #expect(router.children.isEmpty)
    }

    @Test func builderShowsThePlayersNamesFromTheDependency() {
        let listener = GameListenerMock()
        let router = makeTicTacToeBuilder(dependency: makeDependency()).build(withListener: listener)
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
