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
/// public final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
///     public func build(withListener listener: OffGameListener) -> ViewableRouting {
///         let component = OffGameComponent(dependency: dependency)
///         ...
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
