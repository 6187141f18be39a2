/// What a parent receives to build a child: a function from the dependency the parent's component
/// provides to the child's builder.
///
/// A parent never constructs a child's concrete builder. The composition root passes the child's
/// builder entry (or a closure around it) as a factory, the parent's builder calls it once with its
/// component, and a test passes a factory that returns a mock builder.
///
/// ```swift
/// let loggedIn: BuilderFactory<any LoggedInDependency, any LoggedInBuildable> = makeLoggedInBuilder(dependency:)
/// let loggedInBuilder = loggedIn(rootComponent)  // in Root's builder, once, over its component
/// ```
/// - `Dependency`: what the child needs from its parent, `any ChildDependency`.
/// - `Buildable`: what the parent builds the child with, `any ChildBuildable`.
public typealias BuilderFactory<Dependency, Buildable> = (Dependency) -> Buildable
