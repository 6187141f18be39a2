import RIBs
import RIBsTestSupport
import ScoreBoard
import Scores

@testable import OffGame

final class OffGameListenerMock: OffGameListener {
    private(set) var startGameCallCount = 0
    private(set) var startedGameIDs: [String] = []
    var startGameHandler: ((String) -> Void)?

    func startGame(withId id: String) {
        startGameCallCount += 1
        startedGameIDs.append(id)
        startGameHandler?(id)
    }
}

final class OffGamePresentableMock: OffGamePresentable {
    weak var listener: (any OffGamePresentableListener)?
}

final class OffGamePresentableListenerMock: OffGamePresentableListener {
    private(set) var startGameCallCount = 0
    private(set) var startedIndexes: [Int] = []

    func startGame(at index: Int) {
        startGameCallCount += 1
        startedIndexes.append(index)
    }
}

final class OffGameInteractableMock: InteractableMock, OffGameInteractable {
    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?
}

/// OffGame's view, as its router sees it: records the score board embedded in it.
final class OffGameViewControllableMock: ViewControllableMock, OffGameViewControllable {
    private(set) var embedScoreBoardCallCount = 0
    private(set) var scoreBoard: (any ViewControllable)?
    func embedScoreBoard(_ viewController: any ViewControllable) {
        embedScoreBoardCallCount += 1
        scoreBoard = viewController
    }
}

final class OffGameDependencyMock: OffGameDependency {
    var player1Name = "Ann"
    var player2Name = "Bob"
    var games: [(id: String, name: String)] = [(id: "tictactoe", name: "Tic Tac Toe")]
    let scores = ScoreStreamImpl()
    var scoreStream: any ScoreStream { scores }
}

final class ScoreBoardBuildableMock: ScoreBoardBuildable {
    private(set) var buildCallCount = 0
    private(set) var listener: (any ScoreBoardListener)?
    var buildHandler: ((any ScoreBoardListener) -> any ViewableRouting)?

    func build(withListener listener: any ScoreBoardListener) -> any ViewableRouting {
        buildCallCount += 1
        self.listener = listener
        return buildHandler?(listener)
            ?? ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }
}
