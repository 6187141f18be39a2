import Games
import RIBs

/// What TicTacToe's router needs from its interactor.
///
/// @mockable
protocol TicTacToeInteractable: Interactable {
    var router: (any TicTacToeRouting)? { get set }
    var listener: (any GameListener)? { get set }
}

/// What TicTacToe's router needs from its view (nothing: it presents no children).
///
/// @mockable
protocol TicTacToeViewControllable: ViewControllable {}

/// TicTacToe's router. TicTacToe is a leaf: it has no children to route to.
final class TicTacToeRouter: ViewableRouter<any TicTacToeInteractable, any TicTacToeViewControllable>,
    TicTacToeRouting
{
    override init(interactor: any TicTacToeInteractable, viewController: any TicTacToeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
