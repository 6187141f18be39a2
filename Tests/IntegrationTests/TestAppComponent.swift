import RIBs
import Root

/// A composition root like the app's: the top of the dependency graph that Root is built on.
final class TestAppComponent: Component<any EmptyDependency>, RootDependency {
    init() {
        super.init(dependency: EmptyComponent())
    }
}
