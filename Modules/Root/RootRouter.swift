import LoggedIn
import LoggedOut
import RIBs

/// What Root's router needs from its interactor: it listens to both children.
///
/// @mockable
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
    var router: (any RootRouting)? { get set }
}

/// What Root's router needs from its view: a place to present the children's views.
///
/// @mockable
protocol RootViewControllable: ViewControllable {
    /// Shows `viewController` on top of what is shown now.
    func present(viewController: any ViewControllable)
    /// Removes `viewController`, which was presented with ``present(viewController:)``.
    func dismiss(viewController: any ViewControllable)
}

/// Root's router: shows LoggedOut at launch and replaces it with LoggedIn after the login.
final class RootRouter: LaunchRouter<any RootInteractable, any RootViewControllable>, RootRouting {
    private let loggedOutBuilder: any LoggedOutBuildable
    private let loggedInBuilder: any LoggedInBuildable
    private var loggedOut: (any ViewableRouting)?

    init(
        interactor: any RootInteractable,
        viewController: any RootViewControllable,
        loggedOutBuilder: any LoggedOutBuildable,
        loggedInBuilder: any LoggedInBuildable
    ) {
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToLoggedOut()
    }

    // MARK: RootRouting

    @discardableResult
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> any LoggedInActionableItem {
        if let loggedOut {
            detachChild(loggedOut)
            viewController.dismiss(viewController: loggedOut.viewControllable)
            self.loggedOut = nil
        }
        let (loggedIn, actionableItem) = loggedInBuilder.build(
            withListener: interactor,
            player1Name: player1Name,
            player2Name: player2Name
        )
        attachChild(loggedIn)
        return actionableItem
    }

    // MARK: Private

    private func routeToLoggedOut() {
        let loggedOut = loggedOutBuilder.build(withListener: interactor)
        self.loggedOut = loggedOut
        attachChild(loggedOut)
        viewController.present(viewController: loggedOut.viewControllable)
    }
}
