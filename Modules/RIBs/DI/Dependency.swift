/// What a RIB needs from its parent, declared as a protocol of properties.
///
/// A RIB names its needs in `XDependency: Dependency`; the parent's component conforms to it
/// (in a `ParentComponent+X.swift` file), so the compiler checks that the parent supplies them.
///
/// @mockable
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent (typically the root).
public protocol EmptyDependency: Dependency {}
