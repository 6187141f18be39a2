import LoggedIn
import RIBs
import RandomWin
import Scores

/// Fits the RandomWin module to LoggedIn's game interface, so neither module knows the other.
///
/// It lives in the composition root, as ``TicTacToeGameAdapter`` does; it adds what only the app
/// knows, the seed of the pick (`TICTACTOE_SEED`).
final class RandomWinGameAdapter: GameBuildable, RandomWinListener {
    private let randomWinBuilder: any RandomWinBuildable
    /// The listener of the game being played; held weakly, as an interactor holds its listener.
    private weak var gameListener: (any GameListener)?

    private init(dependency: any GameDependency, seed: UInt64?) {
        randomWinBuilder = makeRandomWinBuilder(dependency: RandomWinGameComponent(dependency: dependency, seed: seed))
    }

    /// The RandomWin game for LoggedIn's games point, over LoggedIn's component.
    static func game(dependency: any GameDependency, seed: UInt64?) -> Game {
        Game(id: "randomwin", name: "Random Win", builder: RandomWinGameAdapter(dependency: dependency, seed: seed))
    }

    // MARK: GameBuildable

    func build(withListener listener: any GameListener) -> any ViewableRouting {
        gameListener = listener
        return randomWinBuilder.build(withListener: self)
    }

    // MARK: RandomWinListener

    func gameDidEnd() {
        gameListener?.gameDidEnd()
    }
}

/// What RandomWin needs, taken from what LoggedIn gives every game, plus the app's seed.
private final class RandomWinGameComponent: Component<any GameDependency>, RandomWinDependency {
    let randomWinSeed: UInt64?

    init(dependency: any GameDependency, seed: UInt64?) {
        randomWinSeed = seed
        super.init(dependency: dependency)
    }

    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
}
