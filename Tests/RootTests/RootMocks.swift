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
    /// What ``routeToLoggedIn(withPlayer1Name:player2Name:)`` returns.
    var loggedInActionableItem = LoggedInActionableItemMock()
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> any LoggedInActionableItem {
        routeToLoggedInCallCount += 1
        self.player1Name = player1Name
        self.player2Name = player2Name
        return loggedInActionableItem
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
    /// The actionable item every build returns with its router.
    var actionableItem = LoggedInActionableItemMock()

    func build(
        withListener listener: any LoggedInListener, player1Name: String, player2Name: String
    ) -> (
        router: any Routing, actionableItem: any LoggedInActionableItem
    ) {
        buildCallCount += 1
        let router = buildHandler?(listener, player1Name, player2Name) ?? RoutingMock(interactable: InteractableMock())
        return (router, actionableItem)
    }
}

/// LoggedIn as a workflow sees it: records the games it is asked to launch.
final class LoggedInActionableItemMock: LoggedInActionableItem {
    private(set) var launchGameCallCount = 0
    private(set) var launchedGameIDs: [String] = []
    var launchGameHandler: ((String) -> Void)?
    func launchGame(withID id: String) -> (any LoggedInActionableItem, Void) {
        launchGameCallCount += 1
        launchedGameIDs.append(id)
        launchGameHandler?(id)
        return (self, ())
    }
}

/// Root as a workflow sees it: hands out LoggedIn's item once ``logIn(with:)`` is called.
final class RootActionableItemMock: RootActionableItem {
    private(set) var waitForLoginCallCount = 0
    private let item = CurrentValueStream<(any LoggedInActionableItem)?>(nil)

    /// Simulates the login: every wait returns `loggedIn`.
    func logIn(with loggedIn: any LoggedInActionableItem) {
        item.send(loggedIn)
    }

    func waitForLogin() async throws -> (any LoggedInActionableItem, Void) {
        waitForLoginCallCount += 1
        for await isLoggedIn in item.map({ $0 != nil }).values where isLoggedIn {
            if let value = item.value { return (value, ()) }
        }
        throw CancellationError()
    }
}

final class RootDependencyMock: RootDependency {}
