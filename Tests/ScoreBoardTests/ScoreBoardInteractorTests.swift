import RIBs
import RIBsMocks
import RIBsTestSupport
import Scores
import Testing

@testable import ScoreBoard

struct ScoreBoardInteractorTests {
    private let presenter = ScoreBoardPresentableMock()
    private let shownScores = ArgumentHistory<Score>()
    private let scores = ScoreStreamImpl(score: Score(player1Wins: 1, player2Wins: 0))
    private let interactor: ScoreBoardInteractor

    init() {
        interactor = ScoreBoardInteractor(presenter: presenter, scoreStream: scores)
        presenter.showHandler = shownScores.record
    }

    @Test func showsNothingBeforeItIsActive() {
        #expect(presenter.showCallCount == 0)
        #expect(scores.observerCount == 0)
    }

    @Test func showsTheCurrentScoreWhenActivated() {
        interactor.activate()

        #expect(shownScores.values == [Score(player1Wins: 1, player2Wins: 0)])
    }

    @Test func showsEveryWinRecordedWhileActive() {
        interactor.activate()

        scores.recordWin(for: .player2)
        scores.recordWin(for: .player1)

        #expect(
            shownScores.values == [
                Score(player1Wins: 1, player2Wins: 0), Score(player1Wins: 1, player2Wins: 1),
                Score(player1Wins: 2, player2Wins: 1),
            ])
    }

    @Test func stopsObservingWhenDeactivated() {
        interactor.activate()
        interactor.deactivate()

        scores.recordWin(for: .player1)

        #expect(presenter.showCallCount == 1)
        #expect(scores.observerCount == 0)
    }

    @Test func aReactivatedBoardCatchesUpWithTheScore() {
        interactor.activate()
        interactor.deactivate()
        scores.recordWin(for: .player1)

        interactor.activate()

        #expect(shownScores.values.last == Score(player1Wins: 2, player2Wins: 0))
        #expect(scores.observerCount == 1)
    }
}

struct ScoreBoardRouterTests {
    @Test func theRouterIsTheInteractorsRouter() {
        let interactor = ScoreBoardInteractableMock()
        let router = ScoreBoardRouter(interactor: interactor, viewController: ScoreBoardViewControllableMock())

        #expect(interactor.router === router)
    }
}
