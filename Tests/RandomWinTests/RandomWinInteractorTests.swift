import GamesMocks
import RIBs
import RIBsMocks
import RIBsTestSupport
import Scores
import Testing

@testable import RandomWin

struct RandomWinInteractorTests {
    private let presenter = RandomWinPresentableMock()
    private let listener = GameListenerMock()
    private let winners = ArgumentHistory<Player>()
    private let scores = ScoreStreamImpl(score: Score(player1Wins: 2, player2Wins: 1))
    private let interactor: RandomWinInteractor

    init() {
        presenter.announceHandler = winners.record
        interactor = RandomWinInteractor(
            presenter: presenter, mutableScoreStream: scores, winnerPicker: WinnerPicker(seed: 5))
        interactor.listener = listener
        interactor.activate()
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func magicRecordsTheSeededWinnerAndAnnouncesIt() throws {
        let expected = WinnerPicker(seed: 5).pick(after: Score(player1Wins: 2, player2Wins: 1))

        interactor.pressMagic()

        #expect(presenter.announceCallCount == 1)
        #expect(winners.values == [expected])
        #expect(scores.score == Score(player1Wins: 2, player2Wins: 1).addingWin(for: expected))
        #expect(listener.gameDidEndCallCount == 0)
    }

    @Test func magicWorksOnceAGame() {
        interactor.pressMagic()
        let score = scores.score

        interactor.pressMagic()

        #expect(presenter.announceCallCount == 1)
        #expect(scores.score == score)
    }

    @Test func closingBeforeMagicDoesNothing() {
        interactor.closeGame()

        #expect(listener.gameDidEndCallCount == 0)
    }

    @Test func closingAfterTheResultEndsTheGame() {
        interactor.pressMagic()
        interactor.closeGame()

        #expect(listener.gameDidEndCallCount == 1)
    }
}

struct RandomWinRouterTests {
    @Test func theRouterIsTheInteractorsRouter() {
        let interactor = RandomWinInteractableMock()
        let router = RandomWinRouter(interactor: interactor, viewController: RandomWinViewControllableMock())

        #expect(interactor.router === router)
    }

    @Test func theBuilderWiresARIBThatRecordsInTheDependencysScore() throws {
        let dependency = GameDependencyMock()
        dependency.player1Name = "Ann"
        dependency.player2Name = "Bob"
        dependency.mutableScoreStream = ScoreStreamImpl()
        let listener = GameListenerMock()
        let router = RandomWinBuilder(dependency: dependency, seed: 7).build(withListener: listener)
        router.interactable.activate()
        router.load()
        let interactor = try #require(router.interactable as? RandomWinInteractor)

        interactor.pressMagic()
        interactor.closeGame()

        #expect(
            dependency.mutableScoreStream.score == Score.zero.addingWin(for: WinnerPicker(seed: 7).pick(after: .zero)))
        #expect(listener.gameDidEndCallCount == 1)
        router.interactable.deactivate()
    }
}
