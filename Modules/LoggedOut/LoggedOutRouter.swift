import RIBs

/// What LoggedOut's router needs from its interactor.
///
/// @mockable
protocol LoggedOutInteractable: Interactable {
    var router: (any LoggedOutRouting)? { get set }
    var listener: (any LoggedOutListener)? { get set }
}

/// What LoggedOut's router needs from its view (nothing: it presents no children).
///
/// @mockable
protocol LoggedOutViewControllable: ViewControllable {}

/// LoggedOut's router. LoggedOut is a leaf: it has no children to route to.
final class LoggedOutRouter: ViewableRouter<any LoggedOutInteractable, any LoggedOutViewControllable>,
    LoggedOutRouting
{
    override init(interactor: any LoggedOutInteractable, viewController: any LoggedOutViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
