import ExampleSupport
import RIBs
import Root
import TerminalUI
import Testing
import TicTacToeTestSupport

@testable import TicTacToeComposition

/// What a person sees on an 80x24 terminal where no single RIB's scenario can show it: after the
/// whole flow, after a deep link, on a terminal too small. Each RIB's own screens are the snapshots
/// of its scenarios, in its own tests.
struct ScreenSnapshotTests {
    /// RandomWin seeded, so its winner is the same on every run.
    private let app = LaunchedApp(randomWinSeed: 7)
    private var window: HeadlessWindow { app.window }

    init() {
        app.launch()
    }

    private func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = Snapshot.problem(actual, matching: name) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    private func startGame(moves: String) {
        app.logIn("Ann", "Bob")
        window.send(.enter)
        window.type(moves)
    }

    @Test func backToStart() {
        startGame(moves: "14253")
        window.send(.enter)
        expect(window.text, matches: "back-to-start")
    }

    @Test func tooSmall() {
        window.width = 30
        window.height = 10
        startGame(moves: "5")
        expect(window.text, matches: "too-small")
    }

    @Test func lineModeWin() {
        for line in ["Ann", "Bob", "", "1", "4", "2", "5", "3"] { window.sendLine(line) }
        expect(window.lineModeText, matches: "line-mode-win")
    }

    @Test func deepLinkedGameNotAvailable() async {
        app.deepLinkHandler.launchGame(withID: "chess")
        app.logIn("Ann", "Bob")
        await app.deepLinkHandler.waitUntilSettled()
        expect(window.text, matches: "start-game-not-available")
    }

    @Test func lineModeRandomWin() {
        for line in ["Ann", "Bob", "randomwin", "", ""] { window.sendLine(line) }
        expect(window.lineModeText, matches: "line-mode-random-win")
    }
}
