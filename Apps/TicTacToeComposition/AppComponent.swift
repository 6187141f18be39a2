import RIBs
import Root

/// The composition root's component: the top of the dependency graph, which Root builds on.
///
/// Root needs nothing from it yet; app-wide services (storage, clocks) would live here.
final class AppComponent: Component<any EmptyDependency>, RootDependency {
    /// Creates the component over an empty parent.
    init() {
        super.init(dependency: EmptyComponent())
    }
}
