import RIBs
import RIBsTestSupport

@testable import OffGame

final class OffGameListenerMock: OffGameListener {
    private(set) var startTicTacToeCallCount = 0
    var startTicTacToeHandler: (() -> Void)?

    func startTicTacToe() {
        startTicTacToeCallCount += 1
        startTicTacToeHandler?()
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
}
