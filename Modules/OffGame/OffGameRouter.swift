import RIBs

/// What OffGame's router needs from its interactor.
protocol OffGameInteractable: Interactable {
    var router: (any OffGameRouting)? { get set }
    var listener: (any OffGameListener)? { get set }
}

/// What OffGame's router needs from its view (nothing: it presents no children).
protocol OffGameViewControllable: ViewControllable {}

/// OffGame's router. OffGame is a leaf: it has no children to route to.
final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>, OffGameRouting {
    override init(interactor: any OffGameInteractable, viewController: any OffGameViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
