import LoggedIn
import RIBs
import Scores
import TicTacToe

/// Fits the TicTacToe module to LoggedIn's game interface, so neither module knows the other.
///
/// It lives in the composition root: LoggedIn hosts games without naming them, and TicTacToe is a
/// RIB that knows nothing of the games point.
final class TicTacToeGameAdapter: GameBuildable, TicTacToeListener {
    private let ticTacToeBuilder: any TicTacToeBuildable
    /// The listener of the game being played; held weakly, as an interactor holds its listener.
    private weak var gameListener: (any GameListener)?

    private init(dependency: any GameDependency) {
        ticTacToeBuilder = makeTicTacToeBuilder(dependency: TicTacToeGameComponent(dependency: dependency))
    }

    /// The TicTacToe game for LoggedIn's games point, over LoggedIn's component.
    static func game(dependency: any GameDependency) -> Game {
        Game(id: "tictactoe", name: "Tic Tac Toe", builder: TicTacToeGameAdapter(dependency: dependency))
    }

    // MARK: GameBuildable

    func build(withListener listener: any GameListener) -> any ViewableRouting {
        gameListener = listener
        return ticTacToeBuilder.build(withListener: self)
    }

    // MARK: TicTacToeListener

    func gameDidEnd() {
        gameListener?.gameDidEnd()
    }
}

/// What TicTacToe needs, taken from what LoggedIn gives every game.
private final class TicTacToeGameComponent: Component<any GameDependency>, TicTacToeDependency {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
}
