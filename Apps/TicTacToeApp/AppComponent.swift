import RIBs
import Root

/// The composition root's component: the top of the dependency graph, which Root builds on.
///
/// Root needs nothing from it; what the composition root hands the plugins (RandomWin's seed)
/// lives here.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    /// The seed of RandomWin's picks (`TICTACTOE_SEED`), nil for a different pick on every run.
    let randomWinSeed: UInt64?

    /// Creates the component over an empty parent.
    init(randomWinSeed: UInt64? = nil) {
        self.randomWinSeed = randomWinSeed
        super.init(dependency: EmptyComponent())
    }
}
