/// A builder that asks a factory for a fresh component on every build.
///
/// Use it when a component is created with values known only at build time
/// (`DynamicComponentDependency`), or when the router is built with values that do not belong
/// in the component (`DynamicBuildDependency`). Every build pass must get a new component: a
/// factory that hands back the same instance twice is a programmer error, reported through
/// ``ProgrammerError``.
open class ComponentizedBuilder<Component: AnyObject, Router, DynamicBuildDependency, DynamicComponentDependency>:
    Buildable
{
    private let componentBuilder: (DynamicComponentDependency) -> Component
    private weak var lastComponent: Component?

    /// Creates a builder that calls `componentBuilder` once per build.
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// Builds a router with a new component.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> Router {
        build(
            withDynamicBuildDependency: dynamicBuildDependency,
            dynamicComponentDependency: dynamicComponentDependency
        ).1
    }

    /// Builds a router with a new component and returns both.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) -> (Component, Router) {
        let component = componentBuilder(dynamicComponentDependency)
        if let lastComponent, lastComponent === component {
            ProgrammerError.report(
                "\(type(of: self)) got the same \(type(of: component)) instance for two build passes; "
                    + "the component builder must create a new component every time"
            )
        }
        lastComponent = component
        return (component, build(with: component, dynamicBuildDependency))
    }

    /// Builds the router from a new component. Subclasses must override this.
    open func build(with component: Component, _ dynamicBuildDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override build(with:_:)")
    }
}

/// A ``ComponentizedBuilder`` with no dynamic dependencies.
open class SimpleComponentizedBuilder<Component: AnyObject, Router>: ComponentizedBuilder<Component, Router, Void, Void>
{
    /// Creates a builder that calls `componentBuilder` once per build.
    public init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: { componentBuilder() })
    }

    /// Forwards to ``build(with:)``.
    public final override func build(with component: Component, _ dynamicBuildDependency: Void) -> Router {
        build(with: component)
    }

    /// Builds the router from a new component. Subclasses must override this.
    open func build(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override build(with:)")
    }

    /// Builds a router with a new component.
    public final func build() -> Router {
        build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}
