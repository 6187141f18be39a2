import Scores
import Testing

@testable import TicTacToe

/// Checks ``TicTacToeGame`` against a brute-force oracle in every position reachable from the
/// empty board, along every game that leads there.
struct TicTacToeGameOracleTests {
    /// The answers of a deliberately naive reading of the rules, from a board of characters.
    private struct Oracle {
        /// "X", "O" or "." per cell, row-major.
        let board: [Character]

        private static let lines = [
            [0, 1, 2], [3, 4, 5], [6, 7, 8],
            [0, 3, 6], [1, 4, 7], [2, 5, 8],
            [0, 4, 8], [2, 4, 6],
        ]

        init(_ game: TicTacToeGame) {
            board = game.cells.map { $0?.mark ?? "." }
        }

        /// Every mark that fills some line.
        var winners: Set<Character> {
            var result = Set<Character>()
            for line in Self.lines where board[line[0]] != "." {
                if board[line[0]] == board[line[1]] && board[line[1]] == board[line[2]] {
                    result.insert(board[line[0]])
                }
            }
            return result
        }

        var isFull: Bool { !board.contains(".") }
        var isDraw: Bool { isFull && winners.isEmpty }
        var isOver: Bool { isFull || !winners.isEmpty }

        var legalMoves: [Int] {
            isOver ? [] : (0..<9).filter { board[$0] == "." }
        }

        /// X moves when both have placed as many marks, O otherwise.
        var markToMove: Character {
            board.filter { $0 == "X" }.count == board.filter { $0 == "O" }.count ? "X" : "O"
        }

        func isWinningLine(_ line: [Int], for mark: Character) -> Bool {
            Self.lines.contains(line) && line.allSatisfy { board[$0] == mark }
        }
    }

    /// How the games that go on from one position end.
    private struct GameCounts {
        var player1Wins = 0
        var player2Wins = 0
        var draws = 0
        var total: Int { player1Wins + player2Wins + draws }

        static func + (lhs: Self, rhs: Self) -> Self {
            Self(
                player1Wins: lhs.player1Wins + rhs.player1Wins,
                player2Wins: lhs.player2Wins + rhs.player2Wins,
                draws: lhs.draws + rhs.draws
            )
        }
    }

    /// What the exploration found: the ending of every game from each position seen so far, and
    /// every disagreement with the oracle.
    private struct Exploration {
        var counts: [TicTacToeGame: GameCounts] = [:]
        var mismatches: [String] = []
    }

    @Test func everyReachablePositionAgreesWithTheOracle() {
        var exploration = Exploration()
        let counts = explore(TicTacToeGame(), &exploration)

        for mismatch in exploration.mismatches.prefix(10) {
            Issue.record("\(mismatch)")
        }
        #expect(exploration.mismatches.count == 0)
        // The well-known figures of TicTacToe played to the end from the empty board.
        #expect(exploration.counts.count == 5478)
        #expect(counts.total == 255_168)
        #expect(counts.player1Wins == 131_184)
        #expect(counts.player2Wins == 77_904)
        #expect(counts.draws == 46_080)
    }

    /// Compares `game` with the oracle, then every game that goes on from it, and returns how
    /// those games end. Each position is compared once, however many games reach it.
    private func explore(_ game: TicTacToeGame, _ exploration: inout Exploration) -> GameCounts {
        if let known = exploration.counts[game] {
            return known
        }
        compare(game, &exploration.mismatches)
        var counts = GameCounts()
        switch game.outcome {
        case .won(.player1, _): counts.player1Wins = 1
        case .won(.player2, _): counts.player2Wins = 1
        case .draw: counts.draws = 1
        case nil:
            for move in game.legalMoves {
                var next = game
                do {
                    try next.placeMark(at: move)
                } catch {
                    exploration.mismatches.append("legal move \(move) rejected with \(error)")
                    continue
                }
                counts = counts + explore(next, &exploration)
            }
        }
        exploration.counts[game] = counts
        return counts
    }

    private func compare(_ game: TicTacToeGame, _ mismatches: inout [String]) {
        let oracle = Oracle(game)
        func mismatch(_ what: String) {
            mismatches.append("\(what) in \(String(oracle.board))")
        }

        if oracle.winners.count > 1 { mismatch("two winners reachable") }
        if game.winner.map({ Set([$0.mark]) }) ?? [] != oracle.winners {
            mismatch("winner \(String(describing: game.winner))")
        }
        if case .won(let player, let line) = game.outcome, !oracle.isWinningLine(line, for: player.mark) {
            mismatch("winning line \(line)")
        }
        if (game.outcome == .draw) != oracle.isDraw { mismatch("draw \(game.outcome == .draw)") }
        if game.isOver != oracle.isOver { mismatch("isOver \(game.isOver)") }
        if game.legalMoves != oracle.legalMoves { mismatch("legal moves \(game.legalMoves)") }
        if !oracle.isOver && game.currentPlayer.mark != oracle.markToMove {
            mismatch("current player \(game.currentPlayer)")
        }

        for cell in 0..<9 where !oracle.legalMoves.contains(cell) {
            var attempt = game
            let expected: TicTacToeGame.MoveError = oracle.isOver ? .gameOver : .occupied
            do {
                try attempt.placeMark(at: cell)
                mismatch("illegal move \(cell) accepted")
            } catch {
                if error != expected { mismatch("illegal move \(cell) rejected with \(error)") }
            }
            if attempt != game { mismatch("rejected move \(cell) changed the game") }
        }
    }
}
