import Scores
import Testing

@testable import TicTacToe

struct TicTacToeGameTests {
    @Test func aNewGameHasAnEmptyBoardAndPlayer1ToMove() {
        let game = TicTacToeGame()
        #expect(game.cells == Array(repeating: nil, count: 9))
        #expect(game.currentPlayer == .player1)
        #expect(game.outcome == nil)
        #expect(game.legalMoves == Array(0..<9))
    }

    @Test func eachPlayersOpponentIsTheOtherPlayer() {
        #expect(Player.player1.opponent == .player2)
        #expect(Player.player2.opponent == .player1)
    }

    @Test func playersAlternate() throws {
        var game = TicTacToeGame()
        try game.placeMark(atRow: 1, col: 1)
        #expect(game.player(atRow: 1, col: 1) == .player1)
        #expect(game.currentPlayer == .player2)
        try game.placeMark(atRow: 0, col: 2)
        #expect(game.player(atRow: 0, col: 2) == .player2)
        #expect(game.currentPlayer == .player1)
    }

    @Test func aMoveOnAnOccupiedCellIsRejectedAndChangesNothing() throws {
        var game = TicTacToeGame()
        try game.placeMark(at: 4)
        let before = game
        #expect(throws: TicTacToeGame.MoveError.occupied) { try game.placeMark(at: 4) }
        #expect(game == before)
        #expect(game.currentPlayer == .player2)
    }

    @Test func aMoveOffTheBoardIsRejected() {
        var game = TicTacToeGame()
        #expect(throws: TicTacToeGame.MoveError.outOfBounds) { try game.placeMark(at: 9) }
        #expect(throws: TicTacToeGame.MoveError.outOfBounds) { try game.placeMark(at: -1) }
        #expect(throws: TicTacToeGame.MoveError.outOfBounds) { try game.placeMark(atRow: 0, col: 3) }
        #expect(throws: TicTacToeGame.MoveError.outOfBounds) { try game.placeMark(atRow: -1, col: 0) }
        #expect(game == TicTacToeGame())
    }

    @Test(arguments: [
        ([0, 3, 1, 4, 2], [0, 1, 2]),
        ([3, 0, 4, 1, 5], [3, 4, 5]),
        ([6, 0, 7, 1, 8], [6, 7, 8]),
        ([0, 1, 3, 2, 6], [0, 3, 6]),
        ([1, 0, 4, 2, 7], [1, 4, 7]),
        ([2, 0, 5, 1, 8], [2, 5, 8]),
        ([0, 1, 4, 2, 8], [0, 4, 8]),
        ([2, 0, 4, 1, 6], [2, 4, 6]),
    ])
    func everyRowColumnAndDiagonalWins(moves: [Int], line: [Int]) throws {
        var game = TicTacToeGame()
        for move in moves.dropLast() {
            #expect(try game.placeMark(at: move) == nil)
        }
        let outcome = try game.placeMark(at: moves.last!)
        #expect(outcome == .won(.player1, line: line))
        #expect(game.winner == .player1)
        #expect(game.isOver)
    }

    @Test func player2CanWin() throws {
        var game = TicTacToeGame()
        for move in [0, 3, 1, 4, 8] {
            try game.placeMark(at: move)
        }
        #expect(try game.placeMark(at: 5) == .won(.player2, line: [3, 4, 5]))
        #expect(game.winner == .player2)
    }

    @Test func aFullBoardWithoutWinnerIsADraw() throws {
        // X O X / X O O / O X X
        var game = TicTacToeGame()
        let moves = [0, 1, 2, 4, 3, 5, 7, 6]
        for move in moves {
            #expect(try game.placeMark(at: move) == nil)
        }
        #expect(try game.placeMark(at: 8) == .draw)
        #expect(game.outcome == .draw)
        #expect(game.winner == nil)
        #expect(game.isOver)
        #expect(game.legalMoves.isEmpty)
    }

    @Test func aWinOnTheLastCellIsAWinNotADraw() throws {
        // X O X / O X O / O X X: the ninth mark fills the board and completes a diagonal.
        var game = TicTacToeGame()
        for move in [0, 1, 2, 3, 4, 5, 7, 6] {
            #expect(try game.placeMark(at: move) == nil)
        }
        #expect(try game.placeMark(at: 8) == .won(.player1, line: [0, 4, 8]))
    }

    @Test func noMoveIsAcceptedAfterTheEnd() throws {
        var game = TicTacToeGame()
        for move in [0, 3, 1, 4, 2] {
            try game.placeMark(at: move)
        }
        let finished = game
        #expect(game.legalMoves.isEmpty)
        #expect(throws: TicTacToeGame.MoveError.gameOver) { try game.placeMark(at: 8) }
        #expect(throws: TicTacToeGame.MoveError.gameOver) { try game.placeMark(at: 0) }
        #expect(game == finished)
    }
}
