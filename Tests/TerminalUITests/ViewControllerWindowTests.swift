import RIBsMocks
import Testing

@testable import TerminalUI

/// What every window inherits from ``ViewControllerWindow``: its root, the top of the chain, and
/// the side panel it hosts.
struct ViewControllerWindowTests {
    @Test func theTopViewControllerIsTheLastOneTheRootPresented() {
        let window = HeadlessWindow()
        let root = TestViewController()
        let presented = TestViewController()
        window.show(rootViewController: root)
        root.present(presented)
        #expect(window.rootViewControllable === root)
        #expect(window.rootViewController === root)
        #expect(window.topViewController === presented)
    }

    @Test func aRootThatIsNotAViewControllerIsKeptAndNothingIsShownForIt() {
        let window = HeadlessWindow(width: 10, height: 2)
        window.show(rootViewController: TestViewController(screen: Screen([.text("Before")])))
        let view = ViewControllableMock()
        window.show(rootViewController: view)
        #expect(window.rootViewControllable === view)
        #expect(window.rootViewController == nil)
        #expect(window.topViewController == nil)
        #expect(!window.text.contains("Before"))
    }

    @Test func aNewSidePanelTakesTheOldOnesPlaceAsTheWindowsGuest() {
        let window = LineModeWindow(input: .lines([]), output: StringOutput(), errorOutput: StringOutput())
        let old = SidePanel(title: "Old") { "" }
        let new = SidePanel(title: "New") { "" }
        window.sidePanel = old
        #expect(old.host === window)
        window.sidePanel = new
        #expect(old.host == nil)
        #expect(new.host === window)
        window.sidePanel = nil
        #expect(new.host == nil)
    }
}
