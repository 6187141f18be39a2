public import RIBs

/// What LoggedOut needs from its parent: nothing yet, since it only asks for the players' names.
public protocol LoggedOutDependency: Dependency {}

/// The scope of one LoggedOut RIB. Empty for now: LoggedOut creates nothing that would be shared,
/// so the builder does not need an instance yet.
final class LoggedOutComponent: Component<any LoggedOutDependency> {}

/// Builds the LoggedOut RIB, the login screen that asks for the two players' names.
@MainActor
public protocol LoggedOutBuildable: Buildable {
    /// Builds a LoggedOut RIB that reports the login to `listener`.
    /// - Parameter listener: Told when the players have entered their names.
    /// - Returns: The router of the new RIB, for the parent to attach and present.
    func build(withListener listener: any LoggedOutListener) -> any ViewableRouting
}

/// The builder of the LoggedOut RIB.
///
/// ```swift
/// let loggedOutBuilder = LoggedOutBuilder(dependency: component)
/// let loggedOut = loggedOutBuilder.build(withListener: interactor)
/// attachChild(loggedOut)
/// viewController.present(viewController: loggedOut.viewControllable)
/// ```
public final class LoggedOutBuilder: Builder<any LoggedOutDependency>, LoggedOutBuildable {
    /// Creates a builder over the parent's dependency.
    public override init(dependency: any LoggedOutDependency) {
        super.init(dependency: dependency)
    }

    /// Builds a LoggedOut RIB that reports the login to `listener`.
    public func build(withListener listener: any LoggedOutListener) -> any ViewableRouting {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}
