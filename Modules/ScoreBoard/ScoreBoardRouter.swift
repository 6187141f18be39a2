import RIBs

/// What ScoreBoard's router needs from its interactor.
///
/// @mockable
protocol ScoreBoardInteractable: Interactable {
    var router: (any ScoreBoardRouting)? { get set }
    var listener: (any ScoreBoardListener)? { get set }
}

/// What ScoreBoard's router needs from its view (nothing: it presents no children).
///
/// @mockable
protocol ScoreBoardViewControllable: ViewControllable {}

/// ScoreBoard's router. ScoreBoard is a leaf: it has no children to route to.
final class ScoreBoardRouter: ViewableRouter<any ScoreBoardInteractable, any ScoreBoardViewControllable>,
    ScoreBoardRouting
{
    override init(interactor: any ScoreBoardInteractable, viewController: any ScoreBoardViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
