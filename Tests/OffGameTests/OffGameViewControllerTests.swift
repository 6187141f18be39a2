import RIBsTestSupport
import TerminalUI
import Testing

@testable import OffGame

struct OffGameViewControllerTests {
    private let viewController = OffGameViewController(
        player1Name: "Ann", player2Name: "Bob",
        games: [GameSummary(id: "tictactoe", name: "Tic Tac Toe"), GameSummary(id: "randomwin", name: "Random Win")])
    private let listener = OffGamePresentableListenerMock()
    private let startedIndexes = ArgumentHistory<Int>()
    /// With the app's quit rules, to see which input this screen leaves unused.
    private let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))

    init() {
        viewController.listener = listener
        listener.startGameHandler = startedIndexes.record
        window.show(rootViewController: viewController)
    }

    @Test func showsThePlayersAndOneButtonPerGameInOrderWithTheFirstFocused() throws {
        #expect(window.text.contains("Ann (X)  vs  Bob (O)"))
        let lines = window.text.split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex { $0.contains("Tic Tac Toe") })
        let second = try #require(lines.firstIndex { $0.contains("Random Win") })
        #expect(first < second)
        #expect(lines[first].contains("> [ Tic Tac Toe ] <"))
    }

    @Test(arguments: [Key.enter, .character(" ")])
    func enterOrSpaceStartsTheFocusedGame(key: Key) {
        window.send(key)
        #expect(startedIndexes.values == [0])

        window.send(.down, key)
        #expect(startedIndexes.values == [0, 1])
    }

    @Test func qQuits() {
        window.send(.character("q"))

        #expect(window.exitStatus == 0)
        #expect(listener.startGameCallCount == 0)
    }

    @Test(arguments: [
        ("", 0), ("start", 0), (" START ", 0), ("1", 0), ("2", 1), ("randomwin", 1), ("Random Win", 1),
        (" random WIN ", 1), ("tictactoe", 0),
    ])
    func lineModeStartsTheChosenGame(line: String, index: Int) {
        #expect(window.sendLine(line) == .handled)

        #expect(startedIndexes.values == [index])
    }

    @Test(arguments: ["quit", "q", " QUIT "])
    func lineModeQuitLeaves(line: String) {
        #expect(window.sendLine(line) == .quit)

        #expect(listener.startGameCallCount == 0)
    }

    @Test(arguments: ["3", "0", "chess", "play"])
    func lineModeRejectsAnythingElse(line: String) {
        guard case .error = window.sendLine(line) else {
            Issue.record("expected an error")
            return
        }
        #expect(listener.startGameCallCount == 0)
    }

    @Test func aNoticeIsATransientErrorOnTheTerminalAndOnStandardErrorInLineMode() {
        let viewController = OffGameViewController(
            player1Name: "Ann", player2Name: "Bob", games: [GameSummary(id: "tictactoe", name: "Tic Tac Toe")],
            notice: "Game 'chess' is not available.")
        let window = HeadlessWindow(width: 80, height: 24)
        window.show(rootViewController: viewController)

        #expect(window.text.contains("Game 'chess' is not available."))
        #expect(viewController.currentScreen.error?.text == "Game 'chess' is not available.")
        #expect(!window.lineModeText.contains("is not available"))
    }

    @Test func withNoGameTheScreenSaysSoAndNothingStarts() {
        let viewController = OffGameViewController(player1Name: "Ann", player2Name: "Bob", games: [])
        viewController.listener = listener
        let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))
        window.show(rootViewController: viewController)

        #expect(window.text.contains("No games are enabled."))
        window.send(.enter)
        window.send(.character(" "))
        _ = window.sendLine("")
        _ = window.sendLine("start")
        _ = window.sendLine("1")
        #expect(listener.startGameCallCount == 0)
        #expect(window.sendLine("quit") == .quit)
    }
}
