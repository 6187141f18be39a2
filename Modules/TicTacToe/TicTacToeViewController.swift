import Scores
import TerminalUI

/// What TicTacToe's view tells its interactor.
protocol TicTacToePresentableListener: AnyObject {
    /// The current player chose the cell at `row` and `col` (both from 0).
    func placeCurrentPlayerMark(atRow row: Int, col: Int)
    /// The players closed the finished game.
    func closeGame()
}

/// The game screen: the board, whose turn it is, and at the end the result with Close Game.
///
/// Empty cells show their number, which is the digit (or the line) that places the current
/// player's mark there. An occupied cell is a transient error, and once the game has ended any
/// input closes it.
final class TicTacToeViewController: ViewController, TicTacToePresentable, TicTacToeViewControllable {
    /// The identity of the board, the screen's one focusable element until the end.
    static let boardID: Screen.ElementID = "board"

    weak var listener: (any TicTacToePresentableListener)?

    private let names: PlayerNames
    private var cells: [Player?] = Array(repeating: nil, count: TicTacToeGame.size * TicTacToeGame.size)
    private var turn: Player?
    private var outcome: TicTacToeGame.Outcome?

    init(player1Name: String, player2Name: String) {
        names = PlayerNames(player1: player1Name, player2: player2Name)
        super.init()
    }

    // MARK: TicTacToePresentable

    func setCell(atRow row: Int, col: Int, withPlayerType player: Player) {
        cells[TicTacToeGame.index(row: row, col: col)] = player
        clearError()
        setNeedsDisplay()
    }

    func showTurn(of player: Player) {
        turn = player
        setNeedsDisplay()
    }

    func showCellOccupied(atRow row: Int, col: Int) {
        let number = TicTacToeGame.index(row: row, col: col) + 1
        showError("Cell \(number) is taken. Choose an empty cell.")
    }

    func announce(_ outcome: TicTacToeGame.Outcome) {
        self.outcome = outcome
        turn = nil
        clearError()
        setNeedsDisplay()
    }

    // MARK: Screen

    override func makeScreen() -> Screen {
        let header = names.header(title: "TicTacToe") + [.blank, .grid(board), .blank]
        if let outcome {
            return names.finishedGameScreen(header: header, winner: outcome.winner) { [weak self] in
                self?.listener?.closeGame()
            }
        }
        return Screen(
            header + [
                turnLine,
                .errorLine(nil),
                .blank,
                .hint("1-9 or arrows + Enter: place a mark   q: quit"),
            ],
            focus: Self.boardID,
            prompt: turn.map { "\(names.name(of: $0)) (\($0.mark)), cell (1-9); quit leaves:" }
        )
    }

    /// Whose turn it is: the name in the player's style, and the mark.
    private var turnLine: Screen.Element {
        guard let turn else { return .blank }
        return .text([names.span(of: turn), .init("'s turn (\(turn.mark))", style: .emphasis)])
    }

    /// The board: marks in their player's style; while the game is on, each empty cell shows
    /// (dimmed) the number that places a mark there.
    private var board: Screen.Grid {
        Screen.Grid(
            id: Self.boardID,
            rows: TicTacToeGame.size,
            columns: TicTacToeGame.size,
            cells: cells.indices.map { index in
                cells[index].map { String($0.mark) } ?? (outcome == nil ? "\(index + 1)" : " ")
            },
            styles: cells.map { $0?.style ?? .dim },
            onSelect: { [weak self] index in
                self?.listener?.placeCurrentPlayerMark(
                    atRow: index / TicTacToeGame.size, col: index % TicTacToeGame.size)
            }
        )
    }
}
