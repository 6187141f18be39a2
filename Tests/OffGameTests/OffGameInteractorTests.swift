import OffGameMocks
import Testing

@testable import OffGame

struct OffGameInteractorTests {
    private let presenter = OffGamePresentableMock()
    private let listener = OffGameListenerMock()
    private let interactor: OffGameInteractor

    init() {
        interactor = OffGameInteractor(
            presenter: presenter,
            games: [
                GameSummary(id: "tictactoe", name: "Tic Tac Toe"), GameSummary(id: "randomwin", name: "Random Win"),
            ]
        )
        interactor.listener = listener
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func startingAGameAsksTheListenerForThatGamesId() {
        var started: [String] = []
        listener.startGameHandler = { started.append($0) }
        #expect(listener.startGameCallCount == 0)

        interactor.startGame(at: 1)
        interactor.startGame(at: 0)

        #expect(started == ["randomwin", "tictactoe"])
    }

    @Test func aPositionOutsideTheListStartsNothing() {
        interactor.startGame(at: 2)
        interactor.startGame(at: -1)

        #expect(listener.startGameCallCount == 0)
    }

    @Test func withNoGameNothingStarts() {
        let interactor = OffGameInteractor(presenter: OffGamePresentableMock(), games: [])
        interactor.listener = listener

        interactor.startGame(at: 0)

        #expect(listener.startGameCallCount == 0)
    }
}
