import LoggedIn
import RIBs
import TerminalUI

/// What Root's view tells its interactor (nothing: Root's own view has no controls).
protocol RootPresentableListener: AnyObject {}

/// The root view: the bottom of the window's view chain, on which the children's views are
/// presented. It shows its own screen only while no child's view is presented.
final class RootViewController: ViewController, RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: (any RootPresentableListener)?

    override func makeScreen() -> Screen {
        Screen([.text("TicTacToe", style: .title)])
    }

    // MARK: RootViewControllable, LoggedInViewControllable

    func present(viewController: any ViewControllable) {
        present(viewController)
    }

    func dismiss(viewController: any ViewControllable) {
        dismiss(viewController)
    }
}
