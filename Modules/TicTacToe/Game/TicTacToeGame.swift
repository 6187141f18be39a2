import Scores

/// TicTacToe's players are the logged-in players' own ``Player``, so a winner is recorded in the
/// score as it is. Player 1 plays X and moves first; player 2 plays O (each puts its ``Player/mark``
/// on the board).
extension Player {
    /// The other player.
    var opponent: Player {
        switch self {
        case .player1: .player2
        case .player2: .player1
        }
    }
}

/// The rules of TicTacToe as a value: the board, whose turn it is, and how the game ended.
///
/// Moves alternate from player 1 (X); a move on an occupied cell, off the board, or after the
/// end is rejected and leaves the game unchanged. Three marks in a row, column or diagonal win;
/// a full board without a winner is a draw.
struct TicTacToeGame: Sendable, Hashable {
    /// How a game ended.
    enum Outcome: Sendable, Hashable {
        /// `player` completed `line`, the three cell indices (row-major) of the winning row,
        /// column or diagonal.
        case won(Player, line: [Int])
        /// The board is full and nobody won.
        case draw

        /// The winner, `nil` for a draw.
        var winner: Player? {
            if case .won(let player, _) = self { player } else { nil }
        }
    }

    /// Why a move was rejected.
    enum MoveError: Error, Sendable, Hashable {
        /// The cell is not on the board.
        case outOfBounds
        /// The cell already holds a mark.
        case occupied
        /// The game has already ended.
        case gameOver
    }

    /// The number of rows, and of columns.
    static let size = 3

    /// The cells, row-major from the top left: who holds each one, `nil` when empty.
    private(set) var cells: [Player?] = Array(repeating: nil, count: size * size)
    /// The player whose move it is. After the end it stays the player who would have moved next.
    private(set) var currentPlayer: Player = .player1
    /// How the game ended, `nil` while it goes on.
    private(set) var outcome: Outcome?

    /// Creates a game on an empty board, with player 1 to move.
    init() {}

    /// Whether the game has ended with a win or a draw.
    var isOver: Bool { outcome != nil }

    /// The winner, if the game was won.
    var winner: Player? { outcome?.winner }

    /// The cells where the current player may move now: the empty ones, none after the end.
    var legalMoves: [Int] {
        guard !isOver else { return [] }
        return cells.indices.filter { cells[$0] == nil }
    }

    /// Who holds the cell at `row` and `col` (both from 0), `nil` when it is empty.
    func player(atRow row: Int, col: Int) -> Player? {
        cells[Self.index(row: row, col: col)]
    }

    /// Puts the current player's mark on the cell `index` (row-major, from 0) and passes the turn.
    /// - Returns: The outcome if this move ended the game, otherwise `nil`.
    /// - Throws: A ``MoveError`` when the move is not allowed; the game is then unchanged.
    @discardableResult
    mutating func placeMark(at index: Int) throws(MoveError) -> Outcome? {
        guard !isOver else { throw .gameOver }
        guard cells.indices.contains(index) else { throw .outOfBounds }
        guard cells[index] == nil else { throw .occupied }
        let player = currentPlayer
        cells[index] = player
        currentPlayer = player.opponent
        if let line = winningLine(through: index, for: player) {
            outcome = .won(player, line: line)
        } else if !cells.contains(nil) {
            outcome = .draw
        }
        return outcome
    }

    /// Puts the current player's mark on the cell at `row` and `col` (both from 0).
    /// - Returns: The outcome if this move ended the game, otherwise `nil`.
    /// - Throws: A ``MoveError`` when the move is not allowed; the game is then unchanged.
    @discardableResult
    mutating func placeMark(atRow row: Int, col: Int) throws(MoveError) -> Outcome? {
        guard (0..<Self.size).contains(row), (0..<Self.size).contains(col) else { throw .outOfBounds }
        return try placeMark(at: Self.index(row: row, col: col))
    }

    /// The row-major index of the cell at `row` and `col`.
    static func index(row: Int, col: Int) -> Int {
        row * size + col
    }

    /// The first line through `index` that `player` fills completely, if any. Only lines through
    /// the last move can have been completed by it.
    private func winningLine(through index: Int, for player: Player) -> [Int]? {
        let row = index / Self.size
        let col = index % Self.size
        let range = 0..<Self.size
        var candidates = [
            range.map { Self.index(row: row, col: $0) },
            range.map { Self.index(row: $0, col: col) },
        ]
        if row == col {
            candidates.append(range.map { Self.index(row: $0, col: $0) })
        }
        if row + col == Self.size - 1 {
            candidates.append(range.map { Self.index(row: $0, col: Self.size - 1 - $0) })
        }
        return candidates.first { line in line.allSatisfy { cells[$0] == player } }
    }
}
