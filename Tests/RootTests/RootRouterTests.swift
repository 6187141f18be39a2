import LoggedIn
import LoggedInMocks
import LoggedOutMocks
import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

@testable import Root

struct RootRouterTests {
    private let interactor = RootInteractableMock()
    private let viewController = RootViewControllableMock()
    private let loggedOutBuilder = LoggedOutBuildableMock()
    private let loggedInBuilder = LoggedInBuildableMock()
    private let presented = PresentedViews()
    private let router: RootRouter

    init() {
        viewController.presentHandler = presented.present
        viewController.dismissHandler = presented.dismiss
        loggedOutBuilder.buildHandler = { _ in
            ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
        }
        router = RootRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: loggedOutBuilder,
            loggedInBuilder: loggedInBuilder
        )
    }

    /// The tutorial's test: the LoggedIn builder is called once with the root interactor as
    /// listener, and the router it returns is loaded once.
    @Test func routeToLoggedInBuildsLoggedInAndAttachesTheReturnedRouter() {
        let loggedInRouter = RoutingMock(interactable: InteractableMock())
        var assignedListener: (any LoggedInListener)?
        loggedInBuilder.buildHandler = { listener, _, _ in
            assignedListener = listener
            return (loggedInRouter, LoggedInActionableItemMock())
        }

        #expect(assignedListener == nil)
        #expect(loggedInBuilder.buildCallCount == 0)
        #expect(loggedInRouter.loadCallCount == 0)

        router.routeToLoggedIn(withPlayer1Name: "1", player2Name: "2")

        #expect(assignedListener === interactor)
        #expect(loggedInBuilder.buildCallCount == 1)
        #expect(loggedInRouter.loadCallCount == 1)
    }

    @Test func routeToLoggedInPassesThePlayersNames() {
        var names: (String, String)?
        loggedInBuilder.buildHandler = { _, player1Name, player2Name in
            names = (player1Name, player2Name)
            return (RoutingMock(interactable: InteractableMock()), LoggedInActionableItemMock())
        }

        router.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(names?.0 == "Ann")
        #expect(names?.1 == "Bob")
    }

    @Test func becomesTheRouterOfItsInteractor() {
        #expect(interactor.router === router)
    }

    @Test func loadingAttachesAndPresentsLoggedOut() {
        let loggedOut = ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
        loggedOutBuilder.buildHandler = { _ in loggedOut }

        router.load()

        #expect(loggedOutBuilder.buildCallCount == 1)
        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(loggedOut)])
        #expect(loggedOut.loadCallCount == 1)
        #expect(presented.views.map(ObjectIdentifier.init) == [ObjectIdentifier(loggedOut.viewControllable)])
    }

    @Test func routeToLoggedInDetachesLoggedOutAndDismissesItsView() {
        let loggedOut = ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
        let loggedIn = RoutingMock(interactable: InteractableMock())
        loggedOutBuilder.buildHandler = { _ in loggedOut }
        loggedInBuilder.buildHandler = { _, _, _ in (loggedIn, LoggedInActionableItemMock()) }
        router.interactable.activate()
        router.load()

        router.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(loggedIn)])
        #expect(loggedOut.interactable.isActive == false)
        #expect(loggedIn.interactable.isActive)
        #expect(viewController.dismissCallCount == 1)
        #expect(presented.views.isEmpty)
    }

    @Test func launchShowsTheRootViewAndAttachesLoggedOut() {
        let window = RIBWindowMock()
        let shown = ArgumentHistory<any ViewControllable>()
        window.showHandler = shown.record

        router.launch(from: window)

        #expect(window.showCallCount == 1)
        #expect(shown.values.count == 1 && shown.last === viewController)
        #expect(interactor.isActive)
        #expect(loggedOutBuilder.buildCallCount == 1)
    }
}
