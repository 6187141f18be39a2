import RIBs
import RIBsMocks
import TerminalUI
import Testing

struct PresentationTests {
    /// A root view controller (shown in `window` if one is given) presenting `first`, which
    /// presents `second`: the second one is presented on the root, so it goes on top of the first.
    private func presentTwo(
        in window: HeadlessWindow? = nil
    ) -> (root: TestViewController, first: TestViewController, second: TestViewController) {
        let root = TestViewController()
        let first = TestViewController()
        let second = TestViewController()
        window?.show(rootViewController: root)
        root.present(first)
        root.present(second)
        return (root, first, second)
    }

    @Test func aViewControllerIsOnScreenOnlyInAWindowsChain() {
        let window = HeadlessWindow()
        let root = TestViewController()
        let child = TestViewController()
        #expect(root.isOnScreen == false)
        root.present(child)
        #expect(child.isOnScreen == false)
        window.show(rootViewController: root)
        #expect(root.isOnScreen)
        #expect(child.isOnScreen)
    }

    @Test func theWindowShowsAndSendsKeysToTheTopMostViewController() {
        let window = HeadlessWindow()
        let root = TestViewController(screen: Screen([.text("root")]))
        let child = TestViewController(screen: Screen([.button(id: "ok", title: "OK")]))
        window.show(rootViewController: root)
        root.present(child)
        #expect(window.topViewController === child)
        #expect(window.text.contains("[ OK ]"))
        #expect(!window.text.contains("root"))
        window.send(.enter)
        #expect(child.activatedButtons == ["ok"])
    }

    @Test func presentingOnAViewControllerThatPresentsStacksOnTopOfTheTopMost() {
        let (root, first, second) = presentTwo()
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(second.presentingViewController === first)
        #expect(root.topMostViewController === second)
    }

    @Test func dismissRemovesTheViewControllerAndEverythingAboveIt() {
        let window = HeadlessWindow()
        let (root, first, second) = presentTwo(in: window)
        #expect(root.dismiss(first))
        #expect(root.presentedViewController == nil)
        #expect(first.isOnScreen == false)
        #expect(second.isOnScreen == false)
        #expect(window.topViewController === root)
        #expect(root.isOnScreen)
    }

    @Test func dismissingTheTopMostKeepsTheOnesBelow() {
        let (root, first, second) = presentTwo()
        #expect(root.dismiss(second))
        #expect(root.topMostViewController === first)
    }

    @Test func dismissingAViewControllerThatIsNotAboveTheReceiverChangesNothing() {
        let root = TestViewController()
        let child = TestViewController()
        let stranger = TestViewController()
        root.present(child)
        #expect(root.dismiss(stranger) == false)
        #expect(child.dismiss(root) == false)
        #expect(root.dismiss(root) == false)
        #expect(root.presentedViewController === child)
    }

    @Test func presentingAnAlreadyPresentedViewControllerIsRefused() {
        let root = TestViewController()
        let child = TestViewController()
        #expect(root.present(child))
        #expect(root.present(child) == false)
        #expect(child.present(root) == false)
        #expect(root.present(root) == false)
        #expect(root.topMostViewController === child)
    }

    @Test func aViewThatIsNotATerminalUIViewControllerIsRefused() {
        let root = TestViewController()
        #expect(root.present(ViewControllableMock()) == false)
        #expect(root.presentedViewController == nil)
    }

    @Test func showingANewRootTakesTheOldChainOffScreen() {
        let window = HeadlessWindow()
        let old = TestViewController()
        let oldChild = TestViewController()
        old.present(oldChild)
        window.show(rootViewController: old)
        let new = TestViewController()
        window.show(rootViewController: new)
        #expect(old.isOnScreen == false)
        #expect(oldChild.isOnScreen == false)
        #expect(new.isOnScreen)
    }

    @Test func presentingAndSetNeedsDisplayAskTheWindowToRedraw() {
        let window = HeadlessWindow()
        let root = TestViewController()
        window.show(rootViewController: root)
        let before = window.redrawRequestCount
        root.present(TestViewController())
        root.topMostViewController.setNeedsDisplay()
        #expect(window.redrawRequestCount == before + 2)
    }

    @Test func theScreenIsDescribedAgainOnlyAfterSetNeedsDisplay() {
        let viewController = TestViewController(screen: Screens.login)
        _ = viewController.currentScreen
        _ = viewController.currentScreen
        #expect(viewController.makeScreenCallCount == 1)
        viewController.setNeedsDisplay()
        _ = viewController.currentScreen
        #expect(viewController.makeScreenCallCount == 2)
    }
}
