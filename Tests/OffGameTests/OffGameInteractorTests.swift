import Testing

@testable import OffGame

@MainActor
struct OffGameInteractorTests {
    private let presenter = OffGamePresentableMock()
    private let listener = OffGameListenerMock()
    private let interactor: OffGameInteractor

    init() {
        interactor = OffGameInteractor(presenter: presenter, gameIDs: ["tictactoe", "randomwin"])
        interactor.listener = listener
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func startGameAsksTheListenerToStartTheFirstGame() {
        #expect(listener.startGameCallCount == 0)

        interactor.startGame()

        #expect(listener.startedGameIDs == ["tictactoe"])
    }

    @Test func withNoGameStartGameStartsNothing() {
        let interactor = OffGameInteractor(presenter: OffGamePresentableMock(), gameIDs: [])
        interactor.listener = listener

        interactor.startGame()

        #expect(listener.startGameCallCount == 0)
    }
}
