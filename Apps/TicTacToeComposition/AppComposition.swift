import Games
import LoggedIn
import LoggedOut
import OffGame
package import RIBs
import RandomWin
package import Root
import ScoreBoard
import TicTacToe

/// The composition root: the one place that names the RIB modules' builder entries and wires the
/// whole tree. It reads top to bottom like the tree:
///
/// ```
/// Root
/// ├── LoggedOut
/// └── LoggedIn
///     ├── OffGame
///     │   └── ScoreBoard (feature scoreboard)
///     └── games point: TicTacToe (feature tictactoe), RandomWin (feature randomwin)
/// ```
package enum AppComposition {
    /// Builds the Root RIB with its whole tree, its plugins guarded by `features`: Root gets the
    /// login screen's builder and LoggedIn's.
    /// - Parameter randomWinSeed: The seed of RandomWin's picks (`TICTACTOE_SEED`), nil for none.
    package static func makeRoot(features: any FeatureSource, randomWinSeed: UInt64? = nil) -> any RootBuildable {
        makeRootBuilder(
            dependency: AppComponent(),
            loggedOut: makeLoggedOutBuilder(dependency:),
            loggedIn: loggedIn(features: features, randomWinSeed: randomWinSeed)
        )
    }

    /// LoggedIn: the start screen, and the games point with each game behind its feature.
    static func loggedIn(
        features: any FeatureSource, randomWinSeed: UInt64?
    ) -> BuilderFactory<any LoggedInDependency, any LoggedInBuildable> {
        { dependency in
            makeLoggedInBuilder(
                dependency: dependency,
                offGame: offGame(features: features),
                games: PluginPoint(
                    features: features,
                    [
                        .init(feature: AppFeatures.ticTacToe) {
                            Game(id: "tictactoe", name: "Tic Tac Toe", builder: makeTicTacToeBuilder(dependency: $0))
                        },
                        .init(feature: AppFeatures.randomWin) {
                            Game(
                                id: "randomwin", name: "Random Win",
                                builder: makeRandomWinBuilder(dependency: $0, seed: randomWinSeed))
                        },
                    ]
                )
            )
        }
    }

    /// OffGame, the start screen: the score board behind its feature.
    static func offGame(features: any FeatureSource) -> BuilderFactory<any OffGameDependency, any OffGameBuildable> {
        { dependency in
            makeOffGameBuilder(
                dependency: dependency,
                scoreBoard: PluginPoint(
                    features: features,
                    [.init(feature: AppFeatures.scoreBoard) { makeScoreBoardBuilder(dependency: $0) }]
                )
            )
        }
    }
}
