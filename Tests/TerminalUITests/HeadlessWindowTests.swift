import TerminalUI
import Testing

struct HeadlessWindowTests {
    @Test func ctrlCQuitsWithStatus130EvenInAField() {
        let window = HeadlessWindow()
        let viewController = TestViewController(screen: Screens.login)
        window.show(rootViewController: viewController)
        window.send(.ctrlC)
        #expect(window.exitStatus == 130)
        #expect(viewController.textChanges.isEmpty)
    }

    @Test func theQuitKeyOutsideATextFieldQuitsWithStatus0() {
        let window = HeadlessWindow(quitKeys: QuitKeys(key: "q"))
        window.show(rootViewController: TestViewController(screen: Screen([.button(id: "start", title: "Start")])))
        window.send(.character("q"))
        #expect(window.exitStatus == 0)
    }

    @Test func theQuitKeyInATextFieldIsTypedAndDoesNotQuit() {
        let window = HeadlessWindow(quitKeys: QuitKeys(key: "q"))
        let viewController = TestViewController(screen: Screens.login)
        window.show(rootViewController: viewController)
        window.type("qq")
        #expect(window.exitStatus == nil)
        #expect(viewController.text(inField: "player1") == "qq")
    }

    @Test func withoutQuitKeysAnUnusedKeyOrLineQuitsNothing() {
        let window = HeadlessWindow()
        window.show(rootViewController: TestViewController(screen: Screen([.button(id: "start", title: "Start")])))
        #expect(!window.send(.character("q")))
        #expect(window.sendLine("quit") == .error("Unknown input: quit"))
        #expect(window.exitStatus == nil)
    }

    @Test func aQuitWordTheScreenDoesNotUseSetsStatus0() {
        let window = HeadlessWindow(quitKeys: QuitKeys(key: "q", words: ["quit", "q"]))
        window.show(rootViewController: TestViewController(screen: Screen([.button(id: "start", title: "Start")])))
        #expect(window.sendLine("  Quit ") == .quit)
        #expect(window.exitStatus == 0)
    }

    @Test(arguments: ["quit", "q", " QUIT "])
    func aQuitWordQuitsEvenFromAFocusedField(line: String) {
        let window = HeadlessWindow(quitKeys: QuitKeys(key: "q", words: ["quit", "q"]))
        let viewController = TestViewController(screen: Screens.login)
        window.show(rootViewController: viewController)
        #expect(window.sendLine(line) == .quit)
        #expect(window.exitStatus == 0)
        #expect(viewController.textChanges.isEmpty)
        #expect(viewController.text(inField: "player1") == "")
    }

    @Test func aQuitWordQuitsFromAButtonThatTakesAnyLineWhichTakesEveryOtherLine() {
        let window = HeadlessWindow(quitKeys: QuitKeys(key: "q", words: ["quit", "q"]))
        let viewController = TestViewController(
            screen: Screen([.button("Close Game", id: "close", acceptsAnyLine: true) {}], focus: "close"))
        window.show(rootViewController: viewController)
        #expect(window.sendLine("anything") == .handled)
        #expect(window.sendLine("Quit") == .quit)
        #expect(window.exitStatus == 0)
        #expect(viewController.activatedButtons == ["close"])
    }

    @Test func ctrlZReachesNoScreen() {
        let window = HeadlessWindow(quitKeys: QuitKeys(key: "q"))
        let viewController = TestViewController(screen: Screens.login)
        window.show(rootViewController: viewController)
        #expect(!window.send(.ctrlZ))
        #expect(window.exitStatus == nil)
        #expect(viewController.textChanges.isEmpty)
    }

    @Test func requestQuitFromAViewControllerOnScreenSetsStatus0() {
        let window = HeadlessWindow()
        let viewController = TestViewController()
        viewController.requestQuit()
        window.show(rootViewController: viewController)
        #expect(window.exitStatus == nil)
        viewController.requestQuit()
        #expect(window.exitStatus == 0)
    }

    @Test func theTextIsTheRenderedScreenAtTheWindowsSize() {
        let window = HeadlessWindow(width: 40, height: 10)
        window.show(rootViewController: TestViewController(screen: Screen([.text("Hello")])))
        #expect(window.buffer.width == 40)
        #expect(window.buffer.height == 10)
        #expect(window.text.split(separator: "\n", omittingEmptySubsequences: false).count == 10)
        #expect(window.text.contains("Hello"))
    }

    @Test func anEmptyWindowDrawsBlankCells() {
        let window = HeadlessWindow(width: 4, height: 2)
        #expect(window.text == "\n")
        #expect(window.lineModeText == "")
        #expect(window.sendLine("x") == .handled)
    }

    @Test func typedLineBreaksAndTabsAreSentAsEnterAndTab() {
        let window = HeadlessWindow()
        let viewController = TestViewController(screen: Screens.login)
        window.show(rootViewController: viewController)
        window.type("Ann\nBob\t")
        #expect(viewController.text(inField: "player1") == "Ann")
        #expect(viewController.text(inField: "player2") == "Bob")
        #expect(viewController.focusedElementID == "login")
    }
}
