/// A builder whose build runs in stages that share one component.
///
/// Earlier stages read ``componentForCurrentBuildPass`` (for example to hand a child's
/// dependency to someone before the router exists); ``finalStageBuild(withDynamicDependency:)``
/// builds the router with that same component and ends the pass, so the next pass gets a new
/// component. A factory that returns the same component for two passes is a programmer error.
open class MultiStageComponentizedBuilder<Component: AnyObject, Router, DynamicBuildDependency>: Buildable {
    private let componentBuilder: () -> Component
    private var currentPassComponent: Component?
    private weak var lastComponent: Component?

    /// Creates a builder that calls `componentBuilder` once per build pass.
    public init(componentBuilder: @escaping () -> Component) {
        self.componentBuilder = componentBuilder
    }

    /// The component of the current build pass, created on first use.
    public final var componentForCurrentBuildPass: Component {
        if let currentPassComponent {
            return currentPassComponent
        }
        let component = componentBuilder()
        if let lastComponent, lastComponent === component {
            ProgrammerError.report(
                "\(type(of: self)) got the same \(type(of: component)) instance for two build passes; "
                    + "the component builder must create a new component every time"
            )
        }
        lastComponent = component
        currentPassComponent = component
        return component
    }

    /// Builds the router with the current pass's component, then ends the pass.
    public final func finalStageBuild(withDynamicDependency dynamicDependency: DynamicBuildDependency) -> Router {
        let router = finalStageBuild(with: componentForCurrentBuildPass, dynamicDependency)
        currentPassComponent = nil
        return router
    }

    /// Builds the router. Subclasses must override this.
    open func finalStageBuild(with component: Component, _ dynamicDependency: DynamicBuildDependency) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:_:)")
    }
}

/// A ``MultiStageComponentizedBuilder`` with no dynamic dependency.
open class SimpleMultiStageComponentizedBuilder<Component: AnyObject, Router>:
    MultiStageComponentizedBuilder<Component, Router, Void>
{
    /// Creates a builder that calls `componentBuilder` once per build pass.
    public override init(componentBuilder: @escaping () -> Component) {
        super.init(componentBuilder: componentBuilder)
    }

    /// Forwards to ``finalStageBuild(with:)``.
    public final override func finalStageBuild(with component: Component, _ dynamicDependency: Void) -> Router {
        finalStageBuild(with: component)
    }

    /// Builds the router. Subclasses must override this.
    open func finalStageBuild(with component: Component) -> Router {
        fatalError("\(type(of: self)) must override finalStageBuild(with:)")
    }

    /// Builds the router with the current pass's component, then ends the pass.
    public final func finalStageBuild() -> Router {
        finalStageBuild(withDynamicDependency: ())
    }
}
