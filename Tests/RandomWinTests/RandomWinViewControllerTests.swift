import Scores
import TerminalUI
import Testing

@testable import RandomWin

/// RandomWin's screen, driven by keys and by lines as both drivers do.
struct RandomWinViewControllerTests {
    private let viewController = RandomWinViewController(player1Name: "Ann", player2Name: "Bob")
    private let listener = RandomWinPresentableListenerMock()
    /// With the app's quit rules, to see which input this screen leaves unused.
    private let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))

    init() {
        viewController.listener = listener
        window.show(rootViewController: viewController)
    }

    @Test func showsThePlayersAndMagicWithTheFocus() {
        #expect(window.text.contains("Ann  vs  Bob"))
        #expect(window.text.contains("> [ Magic ] <"))
    }

    @Test(arguments: [Key.enter, .character(" ")])
    func enterOrSpacePressesMagic(key: Key) {
        window.send(key)

        #expect(listener.pressMagicCallCount == 1)
    }

    @Test(arguments: ["", "magic", " MAGIC "])
    func anEmptyLineOrMagicPressesMagic(line: String) {
        #expect(window.sendLine(line) == .handled)

        #expect(listener.pressMagicCallCount == 1)
    }

    @Test func otherLinesAreErrorsAndQuitLeaves() {
        guard case .error = window.sendLine("abracadabra") else {
            Issue.record("expected an error")
            return
        }
        #expect(window.sendLine("quit") == .quit)
        #expect(listener.pressMagicCallCount == 0)
    }

    @Test(arguments: [(Player.player1, "Ann won!"), (.player2, "Bob won!")])
    func theWinnerIsAnnouncedWithCloseGameFocused(winner: Player, line: String) {
        viewController.announce(winner: winner)

        #expect(window.text.contains(line))
        #expect(window.text.contains("> [ Close Game ] <"))
        #expect(!window.text.contains("Magic"))
        #expect(window.lineModeText.split(separator: "\n").contains { $0 == line })
    }

    @Test(arguments: ["", "next", "magic"])
    func afterTheResultAnyLineClosesTheGame(line: String) {
        viewController.announce(winner: .player1)

        #expect(window.sendLine(line) == .handled)

        #expect(listener.closeGameCallCount == 1)
        #expect(listener.pressMagicCallCount == 0)
    }

    @Test func aHostileNameIsNeverShownRaw() {
        let viewController = RandomWinViewController(player1Name: "Ann\u{1B}]0;owned\u{07}", player2Name: "Bob")
        let window = HeadlessWindow(width: 80, height: 24)
        window.show(rootViewController: viewController)
        viewController.announce(winner: .player1)

        #expect(!window.text.contains("\u{1B}"))
        #expect(!window.lineModeText.contains("\u{1B}"))
        #expect(window.text.contains("won!"))
    }
}
