import LoggedIn
import RIBs
import TerminalUI
import Testing

@testable import Root

@MainActor
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
        let launchRouter = RootBuilder(dependency: RootDependencyMock()).build().launchRouter

        launchRouter.launch(from: window)

        #expect(launchRouter.interactable.isActive)
        #expect(launchRouter.children.map { String(describing: type(of: $0)) } == ["LoggedOutRouter"])
        #expect(window.text.contains("[ Login ]"))
    }
}
