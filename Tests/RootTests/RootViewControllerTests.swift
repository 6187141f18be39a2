import LoggedIn
import LoggedInMocks
import LoggedOut
import LoggedOutMocks
import RIBs
import RIBsMocks
import RIBsTestSupport
import RootMocks
import TerminalUI
import Testing

@testable import Root

struct RootViewControllerTests {
    private let rootViewController = RootViewController()
    private let window = HeadlessWindow()

    init() {
        window.show(rootViewController: rootViewController)
    }

    @Test func presentsAndDismissesForItsChildren() {
        let child = ViewController()

        rootViewController.present(viewController: child)
        #expect(window.topViewController === child)
        #expect(child.isOnScreen)

        rootViewController.dismiss(viewController: child)
        #expect(window.topViewController === rootViewController)
        #expect(!child.isOnScreen)
    }

    @Test func isTheViewLoggedInPresentsOn() {
        let component = RootComponent(dependency: RootDependencyMock(), rootViewController: rootViewController)
        let loggedInDependency: any LoggedInDependency = component

        #expect(loggedInDependency.loggedInViewController === rootViewController)
    }

    @Test func builderLaunchesIntoTheLoginScreen() {
        let loggedIn = LoggedInBuildableMock()
        var loggedInFactoryCalls = 0
        let launchRouter = makeRootBuilder(
            dependency: RootDependencyMock(),
            loggedOut: makeLoggedOutBuilder(dependency:),
            loggedIn: { _ in
                loggedInFactoryCalls += 1
                return loggedIn
            }
        )
        .build().launchRouter

        launchRouter.launch(from: window)

        #expect(launchRouter.interactable.isActive)
        #expect(launchRouter.children.map { String(describing: type(of: $0)) } == ["LoggedOutRouter"])
        #expect(window.text.contains("[ Login ]"))
        #expect(loggedInFactoryCalls == 1)
        #expect(loggedIn.buildCallCount == 0)
    }

    @Test func builderHandsRootsComponentToTheChildFactories() throws {
        var loggedInDependency: (any LoggedInDependency)?
        var loggedOutDependency: (any LoggedOutDependency)?
        let launchRouter = makeRootBuilder(
            dependency: RootDependencyMock(),
            loggedOut: { dependency in
                loggedOutDependency = dependency
                let builder = LoggedOutBuildableMock()
                builder.buildHandler = { _ in
                    ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
                }
                return builder
            },
            loggedIn: { dependency in
                loggedInDependency = dependency
                return LoggedInBuildableMock()
            }
        )
        .build().launchRouter
        launchRouter.launch(from: window)

        let viewController = try #require(loggedInDependency?.loggedInViewController)
        #expect(viewController === window.rootViewControllable)
        #expect(loggedOutDependency is RootComponent)
    }
}
