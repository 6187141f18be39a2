import LoggedIn
import LoggedOut
import OffGame
import RIBs
import Root
import ScoreBoard
import Scores
import TicTacToe

/// The benchmark's composition root: the app's tree, wired the way `tictactoe` wires it, with the
/// Tic Tac Toe game on. (An executable cannot import another executable's code, so the few lines
/// of wiring are repeated here rather than shared.)
enum BenchmarkComposition {
    /// The feature that guards the game in the benchmark's games point.
    static let ticTacToe = Feature(name: "tictactoe", description: "The Tic Tac Toe game")
    /// The feature that guards the start screen's score board.
    static let scoreBoard = Feature(name: "scoreboard", description: "The score line on the start screen")

    /// Builds the Root RIB with its whole tree.
    static func makeRoot() -> any RootBuildable {
        makeRootBuilder(
            dependency: BenchmarkAppComponent(),
            loggedOut: makeLoggedOutBuilder(dependency:),
            loggedIn: { dependency in
                makeLoggedInBuilder(
                    dependency: dependency,
                    offGame: {
                        makeOffGameBuilder(
                            dependency: $0,
                            scoreBoard: PluginPoint(
                                features: InMemoryFeatureSource(),
                                [.init(feature: scoreBoard) { makeScoreBoardBuilder(dependency: $0) }]
                            )
                        )
                    },
                    games: PluginPoint(
                        features: InMemoryFeatureSource(),
                        [.init(feature: ticTacToe) { BenchmarkTicTacToeGame.game(dependency: $0) }]
                    )
                )
            }
        )
    }
}

/// The top of the benchmark's dependency graph: what `tictactoe`'s `AppComponent` is to the app.
final class BenchmarkAppComponent: Component<any EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}

/// TicTacToe fitted to LoggedIn's game interface, as the app's adapter does it.
private final class BenchmarkTicTacToeGame: GameBuildable, TicTacToeListener {
    private let builder: any TicTacToeBuildable
    private weak var listener: (any GameListener)?

    private init(dependency: any GameDependency) {
        builder = makeTicTacToeBuilder(dependency: BenchmarkTicTacToeComponent(dependency: dependency))
    }

    static func game(dependency: any GameDependency) -> Game {
        Game(id: "tictactoe", name: "Tic Tac Toe", builder: BenchmarkTicTacToeGame(dependency: dependency))
    }

    func build(withListener listener: any GameListener) -> any ViewableRouting {
        self.listener = listener
        return builder.build(withListener: self)
    }

    func gameDidEnd() {
        listener?.gameDidEnd()
    }
}

/// What TicTacToe needs, from what LoggedIn gives every game.
private final class BenchmarkTicTacToeComponent: Component<any GameDependency>, TicTacToeDependency {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
}
