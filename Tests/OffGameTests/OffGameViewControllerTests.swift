import TerminalUI
import Testing

@testable import OffGame

@MainActor
struct OffGameViewControllerTests {
    private let viewController = OffGameViewController(player1Name: "Ann", player2Name: "Bob", hasGames: true)
    private let listener = OffGamePresentableListenerMock()
    /// With the app's quit rules, to see which input this screen leaves unused.
    private let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))

    init() {
        viewController.listener = listener
        window.show(rootViewController: viewController)
    }

    @Test func showsThePlayersAndStartGameWithTheFocus() {
        #expect(window.text.contains("Ann (X)  vs  Bob (O)"))
        #expect(window.text.contains("[ Start Game ]"))
        #expect(viewController.focusedElementID == "Start Game")
    }

    @Test(arguments: [Key.enter, .character(" ")])
    func enterOrSpaceStartsAGame(key: Key) {
        window.send(key)

        #expect(listener.startGameCallCount == 1)
    }

    @Test func qIsLeftUnusedSoTheAppsQuitKeyQuits() {
        window.send(.character("q"))

        #expect(window.exitStatus == 0)
        #expect(listener.startGameCallCount == 0)
    }

    @Test(arguments: ["", "start", "Start Game", " START "])
    func lineModeStartsAGameOnAnEmptyLineOrStart(line: String) {
        #expect(window.sendLine(line) == .handled)

        #expect(listener.startGameCallCount == 1)
    }

    @Test(arguments: ["quit", "q", " QUIT "])
    func lineModeQuitLeaves(line: String) {
        #expect(window.sendLine(line) == .quit)

        #expect(listener.startGameCallCount == 0)
    }

    @Test func lineModeRejectsAnythingElse() {
        guard case .error = window.sendLine("play") else {
            Issue.record("expected an error")
            return
        }
        #expect(listener.startGameCallCount == 0)
    }

    @Test func withNoGameTheScreenSaysSoAndOffersNoStart() {
        let viewController = OffGameViewController(player1Name: "Ann", player2Name: "Bob", hasGames: false)
        viewController.listener = listener
        let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))
        window.show(rootViewController: viewController)

        #expect(window.text.contains("No games are enabled."))
        #expect(!window.text.contains("Start Game"))
        window.send(.enter)
        window.send(.character(" "))
        // Nothing to start: an empty line does nothing, `start` names nothing on the screen.
        #expect(window.sendLine("") == .handled)
        #expect(window.sendLine("start") == .error("Unknown input: start"))
        #expect(listener.startGameCallCount == 0)
        #expect(window.sendLine("quit") == .quit)
    }
}
