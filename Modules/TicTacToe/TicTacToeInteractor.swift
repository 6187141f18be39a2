import Games
import RIBs
import Scores

/// What TicTacToe's interactor may ask its router to do (nothing: TicTacToe has no children).
protocol TicTacToeRouting: ViewableRouting {}

/// What TicTacToe's interactor may ask its view to show.
///
/// @mockable
protocol TicTacToePresentable: Presentable {
    /// Receives the user's moves.
    var listener: (any TicTacToePresentableListener)? { get set }
    /// Shows `player`'s mark in the cell at `row` and `col`.
    func setCell(atRow row: Int, col: Int, withPlayerType player: Player)
    /// Shows that it is `player`'s turn.
    func showTurn(of player: Player)
    /// Tells the user that the cell at `row` and `col` is taken.
    func showCellOccupied(atRow row: Int, col: Int)
    /// Announces how the game ended and offers to close it.
    func announce(_ outcome: TicTacToeGame.Outcome)
}

/// TicTacToe's business logic: plays the game by its rules, tells the view what changed, and
/// records the winner in the players' score (RIBs tutorial 3).
final class TicTacToeInteractor: PresentableInteractor<any TicTacToePresentable>, TicTacToeInteractable,
    TicTacToePresentableListener
{
    weak var router: (any TicTacToeRouting)?
    weak var listener: (any GameListener)?

    private var game = TicTacToeGame()
    private let mutableScoreStream: any MutableScoreStream

    init(presenter: any TicTacToePresentable, mutableScoreStream: any MutableScoreStream) {
        self.mutableScoreStream = mutableScoreStream
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        presenter.showTurn(of: game.currentPlayer)
    }

    func placeCurrentPlayerMark(atRow row: Int, col: Int) {
        let player = game.currentPlayer
        let outcome: TicTacToeGame.Outcome?
        do {
            outcome = try game.placeMark(atRow: row, col: col)
        } catch {
            switch error {
            case .occupied:
                presenter.showCellOccupied(atRow: row, col: col)
            case .outOfBounds, .gameOver:
                // The view offers no such move; there is nothing to tell the players.
                break
            }
            return
        }
        presenter.setCell(atRow: row, col: col, withPlayerType: player)
        if let outcome {
            if case .won(let winner, _) = outcome {
                mutableScoreStream.recordWin(for: winner)
            }
            presenter.announce(outcome)
        } else {
            presenter.showTurn(of: game.currentPlayer)
        }
    }

    func closeGame() {
        guard game.isOver else { return }
        listener?.gameDidEnd()
    }
}
