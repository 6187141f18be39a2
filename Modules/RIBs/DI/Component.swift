/// A component that satisfies ``EmptyDependency``: the parent of a root component.
public final class EmptyComponent: EmptyDependency {
    /// Creates the component; it has nothing to hold.
    public init() {}
}

/// The dependency-injection container of a RIB: it holds the parent's ``dependency`` and
/// creates the objects of its own scope.
///
/// Subclasses expose what the RIB and its children need as properties. A property whose
/// object must be the same for every reader uses ``shared(function:_:)``:
/// ```swift
/// final class LoggedInComponent: Component<any LoggedInDependency>, OffGameDependency {
///     var scoreStore: ScoreStore { shared { ScoreStore() } }
/// }
/// ```
open class Component<DependencyType>: Dependency {
    /// What the parent RIB provides.
    public let dependency: DependencyType

    private var sharedInstances: [String: Any] = [:]

    /// Creates a component over the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    // Nonisolated: releasing the dependency and the shared instances needs no actor, and an
    // implicit deinit would check for the main actor on every RIB's release.
    nonisolated deinit {}

    /// Returns the one instance of the calling property for the life of this component.
    ///
    /// The factory runs the first time each property asks, and never again for that property,
    /// even when it produced `nil`. Two properties get two instances.
    /// - Parameters:
    ///   - function: The calling property; leave the default.
    ///   - factory: Creates the instance.
    // Upstream spells the label `__function`; a label starting with an underscore hides the method
    // from the symbol graph, and so from the documentation. Nobody passes it either way.
    public final func shared<T>(function: String = #function, _ factory: () -> T) -> T {
        if let instance = sharedInstances[function] {
            // The key is the calling property, so the stored type is always that property's T.
            return instance as! T
        }
        let instance = factory()
        sharedInstances[function] = instance
        return instance
    }
}
