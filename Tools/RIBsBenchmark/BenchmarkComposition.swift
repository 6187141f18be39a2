import Games
import LoggedIn
import LoggedOut
import OffGame
import RIBs
import Root
import ScoreBoard
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
                        [
                            .init(feature: ticTacToe) {
                                Game(
                                    id: "tictactoe", name: "Tic Tac Toe", builder: makeTicTacToeBuilder(dependency: $0))
                            }
                        ]
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
