import RIBs
import RIBsTestSupport

@testable import OffGame

final class OffGameListenerMock: OffGameListener {
    private(set) var startGameCallCount = 0
    private(set) var startedGameIDs: [String] = []
    var startGameHandler: ((String) -> Void)?

    func startGame(withId id: String) {
        startGameCallCount += 1
        startedGameIDs.append(id)
        startGameHandler?(id)
    }
}

final class OffGamePresentableMock: OffGamePresentable {
    weak var listener: (any OffGamePresentableListener)?
}

final class OffGamePresentableListenerMock: OffGamePresentableListener {
    private(set) var startGameCallCount = 0

    func startGame() {
        startGameCallCount += 1
    }
}

final class OffGameInteractableMock: InteractableMock, OffGameInteractable {
    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?
}

final class OffGameViewControllableMock: ViewControllableMock, OffGameViewControllable {}

final class OffGameDependencyMock: OffGameDependency {
    var player1Name = "Ann"
    var player2Name = "Bob"
    var games: [(id: String, name: String)] = [(id: "tictactoe", name: "Tic Tac Toe")]
}
