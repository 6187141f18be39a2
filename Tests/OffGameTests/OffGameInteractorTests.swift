import Testing

@testable import OffGame

@MainActor
struct OffGameInteractorTests {
    private let presenter = OffGamePresentableMock()
    private let listener = OffGameListenerMock()
    private let interactor: OffGameInteractor

    init() {
        interactor = OffGameInteractor(presenter: presenter)
        interactor.listener = listener
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func startGameAsksTheListenerToStartTicTacToe() {
        #expect(listener.startTicTacToeCallCount == 0)

        interactor.startGame()

        #expect(listener.startTicTacToeCallCount == 1)
    }
}
