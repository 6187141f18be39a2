import RIBs
import RIBsTestSupport
import Scores

@testable import TicTacToe

final class TicTacToeListenerMock: TicTacToeListener {
    private(set) var gameDidEndCallCount = 0
    var gameDidEndHandler: (() -> Void)?

    func gameDidEnd() {
        gameDidEndCallCount += 1
        gameDidEndHandler?()
    }
}

final class TicTacToePresentableMock: TicTacToePresentable {
    weak var listener: (any TicTacToePresentableListener)?

    struct Mark: Equatable {
        let row: Int
        let col: Int
        let playerType: PlayerType
    }

    private(set) var setCellCallCount = 0
    private(set) var marks: [Mark] = []
    func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
        setCellCallCount += 1
        marks.append(Mark(row: row, col: col, playerType: playerType))
    }

    private(set) var showTurnCallCount = 0
    private(set) var turn: PlayerType?
    func showTurn(of playerType: PlayerType) {
        showTurnCallCount += 1
        turn = playerType
    }

    private(set) var showCellOccupiedCallCount = 0
    private(set) var occupiedCell: (row: Int, col: Int)?
    func showCellOccupied(atRow row: Int, col: Int) {
        showCellOccupiedCallCount += 1
        occupiedCell = (row, col)
    }

    private(set) var announceCallCount = 0
    private(set) var outcome: TicTacToeGame.Outcome?
    func announce(_ outcome: TicTacToeGame.Outcome) {
        announceCallCount += 1
        self.outcome = outcome
    }
}

final class TicTacToePresentableListenerMock: TicTacToePresentableListener {
    private(set) var placeCurrentPlayerMarkCallCount = 0
    private(set) var cells: [Int] = []
    var placeCurrentPlayerMarkHandler: ((Int, Int) -> Void)?
    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        placeCurrentPlayerMarkCallCount += 1
        cells.append(row * 3 + col)
        placeCurrentPlayerMarkHandler?(row, col)
    }

    private(set) var closeGameCallCount = 0
    func closeGame() {
        closeGameCallCount += 1
    }
}

final class TicTacToeInteractableMock: InteractableMock, TicTacToeInteractable {
    weak var router: (any TicTacToeRouting)?
    weak var listener: (any TicTacToeListener)?
}

final class TicTacToeViewControllableMock: ViewControllableMock, TicTacToeViewControllable {}

final class TicTacToeDependencyMock: TicTacToeDependency {
    var player1Name = "Ann"
    var player2Name = "Bob"
    var mutableScoreStream: any MutableScoreStream = ScoreStreamImpl()
}
