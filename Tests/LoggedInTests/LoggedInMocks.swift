import OffGame
import RIBs
import RIBsTestSupport

@testable import LoggedIn

final class LoggedInListenerMock: LoggedInListener {}

final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?

    private(set) var startedGameIDs: [String] = []
    func startGame(withId id: String) {
        startedGameIDs.append(id)
    }

    private(set) var gameDidEndCallCount = 0
    func gameDidEnd() {
        gameDidEndCallCount += 1
    }
}

final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {
    private(set) var cleanupViewsCallCount = 0
    var cleanupViewsHandler: (() -> Void)?
    func cleanupViews() {
        cleanupViewsCallCount += 1
        cleanupViewsHandler?()
    }

    private(set) var routedGameIDs: [String] = []
    var routeToGameResult = true
    func routeToGame(withId id: String) -> Bool {
        routedGameIDs.append(id)
        return routeToGameResult
    }

    private(set) var routeToOffGameCallCount = 0
    func routeToOffGame() {
        routeToOffGameCallCount += 1
    }

    private(set) var notices: [String] = []
    func routeToOffGame(notice: String) {
        notices.append(notice)
    }
}

/// The parent's view, as LoggedIn sees it: records what is presented on it, in order.
final class LoggedInViewControllableMock: ViewControllableMock, LoggedInViewControllable {
    /// The views presented and not dismissed, bottom to top.
    private(set) var presented: [any ViewControllable] = []

    private(set) var presentCallCount = 0
    var presentHandler: ((any ViewControllable) -> Void)?
    func present(viewController: any ViewControllable) {
        presentCallCount += 1
        presented.append(viewController)
        presentHandler?(viewController)
    }

    private(set) var dismissCallCount = 0
    var dismissHandler: ((any ViewControllable) -> Void)?
    func dismiss(viewController: any ViewControllable) {
        dismissCallCount += 1
        presented.removeAll { $0 === viewController }
        dismissHandler?(viewController)
    }
}

final class LoggedInDependencyMock: LoggedInDependency {
    let loggedInViewController: any LoggedInViewControllable

    init(loggedInViewController: any LoggedInViewControllable) {
        self.loggedInViewController = loggedInViewController
    }
}

final class OffGameBuildableMock: OffGameBuildable {
    private(set) var buildCallCount = 0
    private(set) var listener: (any OffGameListener)?
    private(set) var notices: [String?] = []
    var buildHandler: ((any OffGameListener) -> any ViewableRouting)?

    func build(withListener listener: any OffGameListener, notice: String?) -> any ViewableRouting {
        buildCallCount += 1
        self.listener = listener
        notices.append(notice)
        if let buildHandler {
            return buildHandler(listener)
        }
        return ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }
}

final class GameBuildableMock: GameBuildable {
    private(set) var buildCallCount = 0
    private(set) var listener: (any GameListener)?
    var buildHandler: ((any GameListener) -> any ViewableRouting)?

    func build(withListener listener: any GameListener) -> any ViewableRouting {
        buildCallCount += 1
        self.listener = listener
        if let buildHandler {
            return buildHandler(listener)
        }
        return ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }
}
