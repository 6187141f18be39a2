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
        let router = makeOffGameBuilder(dependency: OffGameDependencyMock()).build(withListener: listener)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)

        let interactor = router.interactable as? OffGameInteractor
        #expect(interactor?.listener === listener)
        #expect(interactor?.router === router)
        #expect(window.text.contains("Ann (X)  vs  Bob (O)"))
    }

    @Test func builderStartsTheFirstGameOfTheDependency() {
        let listener = OffGameListenerMock()
        let dependency = OffGameDependencyMock()
        dependency.games = [(id: "randomwin", name: "Random Win"), (id: "tictactoe", name: "Tic Tac Toe")]
        let router = makeOffGameBuilder(dependency: dependency).build(withListener: listener)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)
        router.interactable.activate()

        window.send(.enter)

        #expect(listener.startedGameIDs == ["randomwin"])
    }

    @Test func builderWithNoGameShowsTheNoticeAndStartsNothing() {
        let listener = OffGameListenerMock()
        let dependency = OffGameDependencyMock()
        dependency.games = []
        let router = makeOffGameBuilder(dependency: dependency).build(withListener: listener)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)
        router.interactable.activate()

        window.send(.enter)

        #expect(window.text.contains("No games are enabled."))
        #expect(listener.startGameCallCount == 0)
    }
}
