import LoggedIn
import LoggedOut
import RIBs
import RIBsTestSupport

@testable import Root

final class RootInteractableMock: InteractableMock, RootInteractable {
    weak var router: (any RootRouting)?

    private(set) var didLoginCallCount = 0
    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        didLoginCallCount += 1
    }
}

final class RootRoutingMock: ViewableRoutingMock, RootRouting {
    private(set) var routeToLoggedInCallCount = 0
    private(set) var player1Name: String?
    private(set) var player2Name: String?
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) {
        routeToLoggedInCallCount += 1
        self.player1Name = player1Name
        self.player2Name = player2Name
    }
}

final class RootPresentableMock: RootPresentable {
    weak var listener: (any RootPresentableListener)?
}

/// Root's view, as its router sees it: records what is presented on it, in order.
final class RootViewControllableMock: ViewControllableMock, RootViewControllable {
    /// The views presented and not dismissed, bottom to top.
    private(set) var presented: [any ViewControllable] = []

    private(set) var presentCallCount = 0
    func present(viewController: any ViewControllable) {
        presentCallCount += 1
        presented.append(viewController)
    }

    private(set) var dismissCallCount = 0
    func dismiss(viewController: any ViewControllable) {
        dismissCallCount += 1
        presented.removeAll { $0 === viewController }
    }
}

final class LoggedOutBuildableMock: LoggedOutBuildable {
    private(set) var buildCallCount = 0
    var buildHandler: ((any LoggedOutListener) -> any ViewableRouting)?

    func build(withListener listener: any LoggedOutListener) -> any ViewableRouting {
        buildCallCount += 1
        if let buildHandler {
            return buildHandler(listener)
        }
        return ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }
}

final class LoggedInBuildableMock: LoggedInBuildable {
    private(set) var buildCallCount = 0
    var buildHandler: ((any LoggedInListener, String, String) -> any Routing)?

    func build(withListener listener: any LoggedInListener, player1Name: String, player2Name: String) -> any Routing {
        buildCallCount += 1
        if let buildHandler {
            return buildHandler(listener, player1Name, player2Name)
        }
        return RoutingMock(interactable: InteractableMock())
    }
}

final class RootDependencyMock: RootDependency {}
