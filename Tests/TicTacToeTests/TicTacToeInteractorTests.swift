import GamesMocks
import RIBs
import RIBsTestSupport
import Scores
import Testing

@testable import TicTacToe

struct TicTacToeInteractorTests {
    /// A mark the interactor asked the view to draw.
    struct Mark: Equatable {
        let row: Int
        let col: Int
        let player: Player
    }

    private let presenter = TicTacToePresentableMock()
    private let marks = ArgumentHistory<Mark>()
    private let turns = ArgumentHistory<Player>()
    private let occupiedCells = ArgumentHistory<(row: Int, col: Int)>()
    private let outcomes = ArgumentHistory<TicTacToeGame.Outcome>()
    private let listener = GameListenerMock()
    private let scores = ScoreStreamImpl()
    private let interactor: TicTacToeInteractor

    init() {
        presenter.setCellHandler = { [marks] in marks.record(Mark(row: $0, col: $1, player: $2)) }
        presenter.showTurnHandler = turns.record
        presenter.showCellOccupiedHandler = { [occupiedCells] in occupiedCells.record((row: $0, col: $1)) }
        presenter.announceHandler = outcomes.record
        interactor = TicTacToeInteractor(presenter: presenter, mutableScoreStream: scores)
        interactor.listener = listener
        interactor.activate()
    }

    /// Plays cells (row-major, from 0) in turn.
    private func play(_ cells: [Int]) {
        for cell in cells {
            interactor.placeCurrentPlayerMark(atRow: cell / 3, col: cell % 3)
        }
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func showsThatPlayer1MovesFirstWhenActivated() {
        #expect(presenter.showTurnCallCount == 1)
        #expect(turns.last == .player1)
    }

    @Test func playersAlternateStartingWithPlayer1() {
        play([4, 0])

        #expect(
            marks.values == [
                .init(row: 1, col: 1, player: .player1),
                .init(row: 0, col: 0, player: .player2),
            ]
        )
        #expect(turns.last == .player1)
        #expect(presenter.showTurnCallCount == 3)
    }

    @Test func aMoveOnAnOccupiedCellIsRejectedWithAMessage() {
        play([4])

        play([4])

        #expect(presenter.setCellCallCount == 1)
        #expect(presenter.showCellOccupiedCallCount == 1)
        #expect(occupiedCells.last?.row == 1 && occupiedCells.last?.col == 1)
        #expect(turns.last == .player2)
    }

    @Test func announcesAWinAndEndsTheGameOnlyWhenClosed() {
        play([0, 3, 1, 4, 2])

        #expect(presenter.announceCallCount == 1)
        #expect(outcomes.last == .won(.player1, line: [0, 1, 2]))
        #expect(listener.gameDidEndCallCount == 0)

        interactor.closeGame()

        #expect(listener.gameDidEndCallCount == 1)
    }

    @Test func announcesAWinOfPlayer2() {
        play([0, 3, 1, 4, 8, 5])

        #expect(outcomes.last == .won(.player2, line: [3, 4, 5]))
    }

    @Test func recordsTheWinnerInTheScoreOnceWhenTheGameIsWon() {
        play([0, 3, 1, 4])
        #expect(scores.score == .zero)

        play([2])
        #expect(scores.score == Score(player1Wins: 1, player2Wins: 0))

        play([5, 8])
        interactor.closeGame()
        #expect(scores.score == Score(player1Wins: 1, player2Wins: 0))
    }

    @Test func recordsAWinOfPlayer2ForPlayer2() {
        play([0, 3, 1, 4, 8, 5])

        #expect(scores.score == Score(player1Wins: 0, player2Wins: 1))
    }

    @Test func aDrawRecordsNothing() {
        play([0, 1, 2, 4, 3, 5, 7, 6, 8])
        interactor.closeGame()

        #expect(scores.score == .zero)
    }

    @Test func announcesADrawAndEndsTheGameWhenClosed() {
        // X O X / X O O / O X X
        play([0, 1, 2, 4, 3, 5, 7, 6, 8])

        #expect(presenter.setCellCallCount == 9)
        #expect(presenter.announceCallCount == 1)
        #expect(outcomes.last == .draw)

        interactor.closeGame()

        #expect(listener.gameDidEndCallCount == 1)
    }

    @Test func acceptsNoMoveAfterTheEnd() {
        play([0, 3, 1, 4, 2])
        let before = marks.values

        play([5, 8])

        #expect(marks.values == before)
        #expect(presenter.showCellOccupiedCallCount == 0)
        #expect(presenter.announceCallCount == 1)
    }

    @Test func closingAGameThatIsStillOnDoesNothing() {
        play([0, 3])

        interactor.closeGame()

        #expect(listener.gameDidEndCallCount == 0)
    }
}
