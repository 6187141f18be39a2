import OffGame
public import RIBs
import TicTacToe

/// What LoggedIn's router needs from its interactor: it listens to both children.
protocol LoggedInInteractable: Interactable, OffGameListener, TicTacToeListener {
    var router: (any LoggedInRouting)? { get set }
    var listener: (any LoggedInListener)? { get set }
}

/// The view LoggedIn borrows from its parent to show its children, since it has none of its own.
///
/// The parent's view controller implements it; LoggedIn's builder gets it through
/// ``LoggedInDependency/loggedInViewController``.
@MainActor
public protocol LoggedInViewControllable: ViewControllable {
    /// Shows `viewController` on top of what is shown now.
    func present(viewController: any ViewControllable)
    /// Removes `viewController`, which was presented with ``present(viewController:)``.
    func dismiss(viewController: any ViewControllable)
}

/// LoggedIn's router: shows OffGame or TicTacToe, one at a time, on the parent's view.
final class LoggedInRouter: Router<any LoggedInInteractable>, LoggedInRouting {
    private let viewController: any LoggedInViewControllable
    private let offGameBuilder: any OffGameBuildable
    private let ticTacToeBuilder: any TicTacToeBuildable
    /// The attached child whose view is presented.
    private var currentChild: (any ViewableRouting)?

    init(
        interactor: any LoggedInInteractable,
        viewController: any LoggedInViewControllable,
        offGameBuilder: any OffGameBuildable,
        ticTacToeBuilder: any TicTacToeBuildable
    ) {
        self.viewController = viewController
        self.offGameBuilder = offGameBuilder
        self.ticTacToeBuilder = ticTacToeBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachOffGame()
    }

    // MARK: LoggedInRouting

    func cleanupViews() {
        if let currentChild {
            viewController.dismiss(viewController: currentChild.viewControllable)
        }
    }

    func routeToTicTacToe() {
        detachCurrentChild()
        attach(ticTacToeBuilder.build(withListener: interactor))
    }

    func routeToOffGame() {
        detachCurrentChild()
        attachOffGame()
    }

    @discardableResult
    func routeToGame(withId id: String) -> Bool {
        guard id.lowercased() == "tictactoe" else { return false }
        routeToTicTacToe()
        return true
    }

    // MARK: Private

    private func attachOffGame() {
        attach(offGameBuilder.build(withListener: interactor))
    }

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
