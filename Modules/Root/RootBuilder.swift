public import LoggedIn
public import LoggedOut
public import RIBs

/// What Root needs from the composition root: nothing, Root is the top of the tree.
///
/// @mockable
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
public protocol RootBuildable: Buildable {
    /// Builds the Root RIB.
    /// - Returns: The launch router, to launch into a window, and the handler of deep links
    ///   (RIBs tutorial 4's `UrlHandler`), to open a link once the router is launched.
    func build() -> (launchRouter: any LaunchRouting, deepLinkHandler: any RootDeepLinkHandling)
}

/// Makes the builder of the Root RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let (launchRouter, deepLinkHandler) = makeRootBuilder(
///     dependency: AppComponent(),
///     loggedOut: makeLoggedOutBuilder(dependency:),
///     loggedIn: { makeLoggedInBuilder(dependency: $0, offGame: offGame, games: games) }
/// ).build()
/// launchRouter.launch(from: window)
/// deepLinkHandler.launchGame(withID: "randomwin")
/// ```
/// - Parameters:
///   - dependency: What Root needs from the composition root.
///   - loggedOut: Makes LoggedOut's builder over Root's component, once per Root RIB.
///   - loggedIn: Makes LoggedIn's builder over Root's component, once per Root RIB.
/// - Returns: The builder of the top of the tree.
public func makeRootBuilder(
    dependency: any RootDependency,
    loggedOut: @escaping BuilderFactory<any LoggedOutDependency, any LoggedOutBuildable>,
    loggedIn: @escaping BuilderFactory<any LoggedInDependency, any LoggedInBuildable>
) -> any RootBuildable {
    RootBuilder(dependency: dependency, loggedOut: loggedOut, loggedIn: loggedIn)
}

/// The builder of the Root RIB: the entry point of the app.
final class RootBuilder: Builder<any RootDependency>, RootBuildable {
    private let loggedOut: BuilderFactory<any LoggedOutDependency, any LoggedOutBuildable>
    private let loggedIn: BuilderFactory<any LoggedInDependency, any LoggedInBuildable>

    init(
        dependency: any RootDependency,
        loggedOut: @escaping BuilderFactory<any LoggedOutDependency, any LoggedOutBuildable>,
        loggedIn: @escaping BuilderFactory<any LoggedInDependency, any LoggedInBuildable>
    ) {
        self.loggedOut = loggedOut
        self.loggedIn = loggedIn
        super.init(dependency: dependency)
    }

    func build() -> (launchRouter: any LaunchRouting, deepLinkHandler: any RootDeepLinkHandling) {
        let viewController = RootViewController()
        let component = RootComponent(dependency: dependency, rootViewController: viewController)
        let interactor = RootInteractor(presenter: viewController)
        let router = RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: loggedOut(component),
            loggedInBuilder: loggedIn(component)
        )
        return (router, interactor)
    }
}
