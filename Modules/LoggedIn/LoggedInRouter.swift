import Games
import OffGame
public import RIBs

/// What LoggedIn's router needs from its interactor: it listens to the start screen and the games.
///
/// @mockable
protocol LoggedInInteractable: Interactable, OffGameListener, GameListener {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The view LoggedIn borrows from its parent to show its children, since it has none of its own.
///
/// The parent's view controller implements it; LoggedIn's builder gets it through
/// ``LoggedInDependency/loggedInViewController``.
///
/// @mockable
public protocol LoggedInViewControllable: ViewControllable {
    /// Shows `viewController` on top of what is shown now.
    func present(viewController: any ViewControllable)
    /// Removes `viewController`, which was presented with ``present(viewController:)``.
    func dismiss(viewController: any ViewControllable)
}

/// LoggedIn's router: shows OffGame or one of the enabled games, one at a time, on the parent's view.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let viewController: any LoggedInViewControllable
    private let offGameBuilder: any OffGameBuildable
    private let games: [Game]
    /// The attached child whose view is presented.
    private var currentChild: (any ViewableRouting)?

    init(
        interactor: any LoggedInInteractable,
        viewController: any LoggedInViewControllable,
        offGameBuilder: any OffGameBuildable,
        games: [Game]
    ) {
        self.viewController = viewController
        self.offGameBuilder = offGameBuilder
        self.games = games
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        routeToOffGame(notice: nil)
    }

    // MARK: LoggedInRouting

    func cleanupViews() {
        if let currentChild {
            viewController.dismiss(viewController: currentChild.viewControllable)
        }
    }

    @discardableResult
    func routeToGame(withId id: String) -> Bool {
        let id = id.lowercased()
        guard let game = games.first(where: { $0.id.lowercased() == id }) else { return false }
        detachCurrentChild()
        attach(game.builder.build(withListener: interactor))
        return true
    }

    func routeToOffGame(notice: String?) {
        detachCurrentChild()
        attach(offGameBuilder.build(withListener: interactor, notice: notice))
    }

    // MARK: Private

    private func attach(_ child: any ViewableRouting) {
        currentChild = child
        attachChild(child)
        viewController.present(viewController: child.viewControllable)
    }

    private func detachCurrentChild() {
        guard let currentChild else { return }
        detachChild(currentChild)
        viewController.dismiss(viewController: currentChild.viewControllable)
        self.currentChild = nil
    }
}
