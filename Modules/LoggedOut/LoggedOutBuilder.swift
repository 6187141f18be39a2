public import RIBs

/// What LoggedOut needs from its parent: nothing yet, since it only asks for the players' names.
///
/// @mockable
public protocol LoggedOutDependency: Dependency {}

/// The scope of one LoggedOut RIB. Empty for now: LoggedOut creates nothing that would be shared,
/// so the builder does not need an instance yet.
final class LoggedOutComponent: Component<any LoggedOutDependency> {}

/// Builds the LoggedOut RIB, the login screen that asks for the two players' names.
///
/// @mockable
public protocol LoggedOutBuildable: Buildable {
    /// Builds a LoggedOut RIB that reports the login to `listener`.
    /// - Parameter listener: Told when the players have entered their names.
    /// - Returns: The router of the new RIB, for the parent to attach and present.
    func build(withListener listener: any LoggedOutListener) -> any ViewableRouting
}

/// Makes the builder of the LoggedOut RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let loggedOut = makeLoggedOutBuilder(dependency: component).build(withListener: interactor)
/// attachChild(loggedOut)
/// viewController.present(viewController: loggedOut.viewControllable)
/// ```
public func makeLoggedOutBuilder(dependency: any LoggedOutDependency) -> any LoggedOutBuildable {
    LoggedOutBuilder(dependency: dependency)
}

/// The builder of the LoggedOut RIB.
final class LoggedOutBuilder: Builder<any LoggedOutDependency>, LoggedOutBuildable {
    func build(withListener listener: any LoggedOutListener) -> any ViewableRouting {
        let viewController = LoggedOutViewController()
        let interactor = LoggedOutInteractor(presenter: viewController)
        interactor.listener = listener
        return LoggedOutRouter(interactor: interactor, viewController: viewController)
    }
}
