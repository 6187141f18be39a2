import LoggedIn
import LoggedInMocks
import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

@testable import Root

struct RootInteractorTests {
    private let presenter = RootPresentableMock()
    private let router = RootRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    private let logins = ArgumentHistory<(String, String)>()
    private let interactor: RootInteractor

    init() {
        router.routeToLoggedInHandler = { [logins] in
            logins.record(($0, $1))
            return LoggedInActionableItemMock()
        }
        interactor = RootInteractor(presenter: presenter)
        interactor.router = router
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func didLoginRoutesToLoggedInWithTheNames() {
        interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(router.routeToLoggedInCallCount == 1)
        #expect(logins.last?.0 == "Ann")
        #expect(logins.last?.1 == "Bob")
    }
}

/// Root as the workflow's first actionable item, and as the app's deep-link handler.
///
/// The limit turns a hang into a failure (generous: on a loaded machine the main actor is shared
/// with every other suite of the run).
@Suite(.timeLimit(.minutes(3)))
struct RootInteractorDeepLinkTests {
    private let presenter = RootPresentableMock()
    private let router = RootRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    /// What routing to LoggedIn returns: LoggedIn's actionable item, recording the games it launches.
    private let loggedInActionableItem = LoggedInActionableItemMock()
    private let launchedGameIDs = ArgumentHistory<String>()
    private let interactor: RootInteractor

    init() {
        router.routeToLoggedInHandler = { [loggedInActionableItem] _, _ in loggedInActionableItem }
        loggedInActionableItem.launchGameHandler = { [unowned loggedInActionableItem, launchedGameIDs] in
            launchedGameIDs.record($0)
            return (loggedInActionableItem, ())
        }
        interactor = RootInteractor(presenter: presenter)
        interactor.router = router
        interactor.activate()
    }

    private func settle() async {
        for _ in 0..<10 {
            await Task.yield()
        }
    }

    @Test func waitForLoginReturnsLoggedInsItemOnceThePlayersLogIn() async throws {
        let expected = loggedInActionableItem
        let waiter = Task { try await interactor.waitForLogin().0 === expected }
        await settle()

        interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(try await waiter.value)
    }

    @Test func waitForLoginReturnsAtOnceAfterTheLogin() async throws {
        interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

        let (item, _) = try await interactor.waitForLogin()

        #expect(item === loggedInActionableItem)
    }

    @Test func aDeepLinkLaunchesItsGameAfterTheLogin() async {
        interactor.launchGame(withID: "randomwin")
        await interactor.waitUntilSettled()  // before the login: returns at once
        #expect(loggedInActionableItem.launchGameCallCount == 0)

        interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")
        await interactor.waitUntilSettled()

        #expect(launchedGameIDs.values == ["randomwin"])
    }

    @Test func deactivatingRootCancelsAPendingDeepLink() async {
        interactor.launchGame(withID: "randomwin")
        interactor.deactivate()
        await interactor.launchGameRun?.finished()

        interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")
        await settle()

        #expect(loggedInActionableItem.launchGameCallCount == 0)
    }

    @Test func aSecondLinkReplacesOneThatIsStillWaiting() async {
        interactor.launchGame(withID: "tictactoe")
        interactor.launchGame(withID: "randomwin")

        interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")
        await interactor.waitUntilSettled()
        await settle()

        #expect(launchedGameIDs.values == ["randomwin"])
    }
}
