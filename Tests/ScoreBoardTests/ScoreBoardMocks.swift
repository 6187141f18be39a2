import RIBs
import RIBsTestSupport
import Scores

@testable import ScoreBoard

final class ScoreBoardListenerMock: ScoreBoardListener {}

final class ScoreBoardPresentableMock: ScoreBoardPresentable {
    private(set) var showCallCount = 0
    private(set) var shownScores: [Score] = []
    func show(score: Score) {
        showCallCount += 1
        shownScores.append(score)
    }
}

final class ScoreBoardInteractableMock: InteractableMock, ScoreBoardInteractable {
    weak var router: (any ScoreBoardRouting)?
    weak var listener: (any ScoreBoardListener)?
}

final class ScoreBoardViewControllableMock: ViewControllableMock, ScoreBoardViewControllable {}

final class ScoreBoardDependencyMock: ScoreBoardDependency {
    var player1Name = "Ann"
    var player2Name = "Bob"
    let scores = ScoreStreamImpl()
    var scoreStream: any ScoreStream { scores }
}
