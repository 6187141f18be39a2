/// A builder of a RIB: the object a parent calls to build a child.
///
/// A RIB module exposes its builder through a protocol `XBuildable: Buildable` with a
/// `build(withListener:...)` method, so the parent can be tested with a mock builder.
///
/// @mockable
public protocol Buildable: AnyObject {}

/// The base class of a builder that creates a new component per build from its ``dependency``.
///
/// ```swift
/// final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
///     func build(withListener listener: any OffGameListener) -> any ViewableRouting {
///         let component = OffGameComponent(dependency: dependency)
///         let viewController = OffGameViewController(player1Name: component.player1Name)
///         let interactor = OffGameInteractor(presenter: viewController)
///         interactor.listener = listener
///         return OffGameRouter(interactor: interactor, viewController: viewController)
///     }
/// }
/// ```
open class Builder<DependencyType>: Buildable {
    /// What the parent provides, handed to each new component.
    public let dependency: DependencyType

    /// Creates a builder over the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
