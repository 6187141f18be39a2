import RIBs
import Root
import TerminalUI
import Testing
import TicTacToeTestSupport

@testable import TicTacToeComposition

/// What a person sees on an 80x24 terminal at each screen of the app, as plain text.
struct ScreenSnapshotTests {
    /// RandomWin seeded, so its winner is the same on every run.
    private let app = LaunchedApp(randomWinSeed: 7)
    private var window: HeadlessWindow { app.window }

    init() {
        app.launch()
    }

    private func logIn() {
        app.logIn("Ann", "Bob")
    }

    private func startGame(moves: String) {
        logIn()
        window.send(.enter)
        window.type(moves)
    }

    @Test func login() {
        Snapshot.expect(window.text, matches: "login")
    }

    @Test func loginWhileTyping() {
        window.type("Ann")
        window.send(.enter)
        window.type("Bo")
        Snapshot.expect(window.text, matches: "login-typing")
    }

    @Test func start() {
        logIn()
        Snapshot.expect(window.text, matches: "start")
    }

    @Test func midGame() {
        startGame(moves: "515")
        Snapshot.expect(window.text, matches: "mid-game")
    }

    @Test func win() {
        startGame(moves: "14253")
        Snapshot.expect(window.text, matches: "win")
    }

    @Test func draw() {
        startGame(moves: "123546879")
        Snapshot.expect(window.text, matches: "draw")
    }

    @Test func backToStart() {
        startGame(moves: "14253")
        window.send(.enter)
        Snapshot.expect(window.text, matches: "back-to-start")
    }

    @Test func tooSmall() {
        window.width = 30
        window.height = 10
        startGame(moves: "5")
        Snapshot.expect(window.text, matches: "too-small")
    }

    @Test func lineModeWin() {
        for line in ["Ann", "Bob", "", "1", "4", "2", "5", "3"] { window.sendLine(line) }
        Snapshot.expect(window.lineModeText, matches: "line-mode-win")
    }

    // MARK: RIBs tutorials 3 and 4

    @Test func startAfterAWin() {
        startGame(moves: "14253")
        window.send(.enter)
        window.send(.down)
        Snapshot.expect(window.text, matches: "start-after-a-win")
    }

    @Test func randomWin() {
        logIn()
        window.send(.down, .enter)
        Snapshot.expect(window.text, matches: "random-win")
    }

    @Test func randomWinResult() {
        logIn()
        window.send(.down, .enter, .enter)
        Snapshot.expect(window.text, matches: "random-win-result")
    }

    @Test func startWithoutScoreBoardOrRandomWin() {
        let app = LaunchedApp(features: InMemoryFeatureSource(["scoreboard": false, "randomwin": false]))
        app.launch()
        for line in ["Ann", "Bob"] { app.window.sendLine(line) }
        Snapshot.expect(app.window.text, matches: "start-plain")
    }

    @Test func deepLinkedGameNotAvailable() async {
        app.deepLinkHandler.launchGame(withID: "chess")
        logIn()
        await app.deepLinkHandler.waitUntilSettled()
        Snapshot.expect(window.text, matches: "start-game-not-available")
    }

    @Test func lineModeRandomWin() {
        for line in ["Ann", "Bob", "randomwin", "", ""] { window.sendLine(line) }
        Snapshot.expect(window.lineModeText, matches: "line-mode-random-win")
    }
}
