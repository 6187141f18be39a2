import RIBsTestSupport
import TerminalUI
import Testing

@testable import LoggedOut

struct LoggedOutViewControllerTests {
    private let viewController = LoggedOutViewController()
    private let listener = LoggedOutPresentableListenerMock()
    /// The names of each login the view sent.
    private let logins = ArgumentHistory<(String?, String?)>()
    /// With the app's quit rules, to see which input this screen leaves unused.
    private let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))

    init() {
        viewController.listener = listener
        listener.loginHandler = { [logins] in logins.record(($0, $1)) }
        window.show(rootViewController: viewController)
    }

    @Test func showsTwoNameFieldsAndLoginWithTheFocusOnPlayer1() {
        #expect(window.text.contains("Player 1 (X)"))
        #expect(window.text.contains("Player 2 (O)"))
        #expect(window.text.contains("[ Login ]"))
        #expect(viewController.focusedElementID == "player1")
    }

    @Test func enterMovesFromField1ToField2ToLoginWhichLogsIn() {
        window.type("Ann")
        window.send(.enter)
        #expect(viewController.focusedElementID == "player2")
        window.type("Bob")
        window.send(.enter)
        #expect(viewController.focusedElementID == "Login")
        #expect(listener.loginCallCount == 0)

        window.send(.enter)

        #expect(listener.loginCallCount == 1)
        #expect(logins.last?.0 == "Ann")
        #expect(logins.last?.1 == "Bob")
    }

    @Test func loginWithEmptyFieldsSendsEmptyNames() {
        window.send(.tab, .tab, .character(" "))

        #expect(listener.loginCallCount == 1)
        #expect(logins.last?.0 == "")
        #expect(logins.last?.1 == "")
    }

    @Test func typingQInANameDoesNotQuit() {
        window.type("Quinn q")

        #expect(window.exitStatus == nil)
        #expect(viewController.text(inField: "player1") == "Quinn q")
    }

    @Test func namesAreLimitedToTwentyCharacters() {
        window.type(String(repeating: "a", count: 30))

        #expect(viewController.text(inField: "player1").count == 20)
    }

    @Test func lineModeReadsPlayer1ThenPlayer2AndThenLogsIn() {
        #expect(window.sendLine("Ann") == .handled)
        #expect(listener.loginCallCount == 0)
        #expect(viewController.currentScreen.prompt == "Player 2's name (empty for Player 2); quit leaves:")

        #expect(window.sendLine("Bob") == .handled)

        #expect(listener.loginCallCount == 1)
        #expect(logins.last?.0 == "Ann")
        #expect(logins.last?.1 == "Bob")
    }

    @Test func lineModeEmptyLinesLogInWithEmptyNames() {
        window.sendLine("")
        window.sendLine("")

        #expect(listener.loginCallCount == 1)
        #expect(logins.last?.0 == "")
        #expect(logins.last?.1 == "")
    }
}
