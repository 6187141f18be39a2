import RIBs
import RIBsTestSupport
import Scores

@testable import RandomWin

final class RandomWinListenerMock: RandomWinListener {
    private(set) var gameDidEndCallCount = 0
    func gameDidEnd() {
        gameDidEndCallCount += 1
    }
}

final class RandomWinPresentableMock: RandomWinPresentable {
    weak var listener: (any RandomWinPresentableListener)?

    private(set) var announceCallCount = 0
    private(set) var winner: Player?
    func announce(winner: Player) {
        announceCallCount += 1
        self.winner = winner
    }
}

final class RandomWinInteractableMock: InteractableMock, RandomWinInteractable {
    weak var router: (any RandomWinRouting)?
    weak var listener: (any RandomWinListener)?
}

final class RandomWinViewControllableMock: ViewControllableMock, RandomWinViewControllable {}

final class RandomWinDependencyMock: RandomWinDependency {
    var player1Name = "Ann"
    var player2Name = "Bob"
    var mutableScoreStream: any MutableScoreStream = ScoreStreamImpl()
    var randomWinSeed: UInt64? = 7
}
