import LoggedIn
import LoggedOut
import OffGame
import RIBs
import Root
import TicTacToe

/// The composition root: the one place that names the RIB modules' builder entries and wires the
/// whole tree. It reads top to bottom like the tree:
///
/// ```
/// Root
/// ├── LoggedOut
/// └── LoggedIn
///     ├── OffGame
///     └── games point: TicTacToe (feature tictactoe)
/// ```
@MainActor
enum AppComposition {
    /// Builds the Root RIB with its whole tree, its plugins guarded by `features`.
    static func makeRoot(features: any FeatureSource) -> any RootBuildable {
        makeRootBuilder(
            dependency: AppComponent(),
            loggedOut: makeLoggedOutBuilder(dependency:),
            loggedIn: { dependency in
                makeLoggedInBuilder(
                    dependency: dependency,
                    offGame: makeOffGameBuilder(dependency:),
                    games: PluginPoint(
                        features: features,
                        [
                            .init(feature: AppFeatures.ticTacToe) { TicTacToeGameAdapter.game(dependency: $0) }
                        ]
                    )
                )
            }
        )
    }
}
