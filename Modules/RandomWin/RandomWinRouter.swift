import Games
import RIBs

/// What RandomWin's router needs from its interactor.
///
/// @mockable
protocol RandomWinInteractable: Interactable {
    var router: (any RandomWinRouting)? { get set }
    var listener: (any GameListener)? { get set }
}

/// What RandomWin's router needs from its view (nothing: it presents no children).
///
/// @mockable
protocol RandomWinViewControllable: ViewControllable {}

/// RandomWin's router. RandomWin is a leaf: it has no children to route to.
final class RandomWinRouter: ViewableRouter<any RandomWinInteractable, any RandomWinViewControllable>,
    RandomWinRouting
{
    override init(interactor: any RandomWinInteractable, viewController: any RandomWinViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
