import LoggedIn
import LoggedOut
public import RIBs

/// What Root needs from the composition root: nothing, Root is the top of the tree.
public protocol RootDependency: Dependency {}

/// The scope of the Root RIB: it owns the root view, which its children present on.
final class RootComponent: Component<any RootDependency> {
    /// The root view; LoggedIn presents its children on it (see `RootComponent+LoggedIn.swift`).
    let rootViewController: RootViewController

    init(dependency: any RootDependency, rootViewController: RootViewController) {
        self.rootViewController = rootViewController
        super.init(dependency: dependency)
    }
}

/// Builds the Root RIB, the top of the app's RIB tree.
@MainActor
public protocol RootBuildable: Buildable {
    /// Builds the Root RIB.
    /// - Returns: The launch router, to launch into a window, and the handler of deep links
    ///   (RIBs tutorial 4's `UrlHandler`), to open a link once the router is launched.
    func build() -> (launchRouter: any LaunchRouting, deepLinkHandler: any RootDeepLinkHandling)
}

/// The builder of the Root RIB: the entry point of the app.
///
/// ```swift
/// let (launchRouter, deepLinkHandler) = RootBuilder(dependency: AppComponent()).build()
/// launchRouter.launch(from: window)
/// deepLinkHandler.launchGame(withID: "randomwin")
/// ```
public final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    /// Creates a builder over the composition root's dependency.
    public override init(dependency: any RootDependency) {
        super.init(dependency: dependency)
    }

    /// Builds the Root RIB. Launching it shows the login screen.
    public func build() -> (launchRouter: any LaunchRouting, deepLinkHandler: any RootDeepLinkHandling) {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        let router = RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: LoggedOutBuilder(dependency: component),
            loggedInBuilder: LoggedInBuilder(dependency: component)
        )
        return (router, interactor)
    }
}
