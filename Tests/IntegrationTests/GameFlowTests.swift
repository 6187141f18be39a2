import RIBs
import RIBsTestSupport
import Root
import TerminalUI
import Testing

@testable import TicTacToeApp

/// Drives the whole real RIB tree through a headless window, as a person would with the keys
/// (or, in line mode, with lines), and checks after every step which RIBs are attached and
/// active, that the top RIB's screen is the one shown, and that every detached RIB is gone.
@MainActor
struct GameFlowTests {
    /// One launched app in a headless window.
    @MainActor
    private final class App {
        let window = HeadlessWindow(width: 80, height: 24, quitKeys: .tictactoe)
        let launchRouter: any LaunchRouting
        let probe: RIBTreeProbe

        /// Launches the app as the composition root wires it, with `features` switching its plugins.
        init(features: InMemoryFeatureSource = InMemoryFeatureSource()) {
            launchRouter = AppComposition.makeRoot(features: features).build()
            probe = RIBTreeProbe(root: launchRouter)
            launchRouter.launch(from: window)
        }

        func type(_ text: String) {
            window.type(text)
        }

        /// Checks the attached tree, the screen on top, and that nothing detached is alive.
        func expect(
            tree expectedTree: String,
            showing expectedText: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(probe.tree == expectedTree, sourceLocation: sourceLocation)
            #expect(probe.routers.allSatisfy { $0.interactable.isActive }, sourceLocation: sourceLocation)
            #expect(window.topViewController === probe.leaf?.viewControllable, sourceLocation: sourceLocation)
            #expect(window.text.contains(expectedText), "\(window.text)", sourceLocation: sourceLocation)
            #expect(probe.detachedButAlive == [], sourceLocation: sourceLocation)
        }
    }

    /// Runs `body` with a leak detector on a manual clock, then lets 10 seconds pass on it after
    /// everything `body` made is gone, and returns the leaks it found.
    private func leaks(_ body: () -> Void) -> [Leak] {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        withLeakDetector(detector, body)
        scheduler.advance(by: .seconds(10))
        return detector.leaks
    }

    @Test func loginStartWinBackStartDrawBackWithTheKeys() {
        let found = leaks {
            let app = App()
            app.expect(tree: "Root[LoggedOut]", showing: "Who is playing?")

            app.type("Ann")
            app.window.send(.enter)
            app.type("Bob")
            app.window.send(.enter, .enter)
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "Ann (X)  vs  Bob (O)")

            app.window.send(.enter)
            app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "Ann's turn (X)")

            app.type("14253")
            app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "Ann won!")

            app.window.send(.enter)
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "[ Start Game ]")

            app.window.send(.character(" "))
            app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "Ann's turn (X)")

            app.type("123546879")
            app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "It's a draw!")

            app.window.send(.enter)
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "[ Start Game ]")

            // Root, LoggedOut, LoggedIn, three OffGames and two TicTacToes.
            #expect(app.probe.seenCount == 8)
            #expect(app.window.exitStatus == nil)
        }
        #expect(found == [])
    }

    @Test func withTicTacToeDisabledTheStartScreenSaysSoAndNothingStarts() {
        let found = leaks {
            let app = App(features: InMemoryFeatureSource(["tictactoe": false]))
            for line in ["Ann", "Bob"] { #expect(app.window.sendLine(line) == .handled) }
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "No games are enabled.")
            #expect(!app.window.text.contains("Start Game"))

            #expect(app.window.sendLine("start") == .error("Unknown input: start"))
            app.window.send(.enter)
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "No games are enabled.")
            #expect(app.window.sendLine("quit") == .quit)
        }
        #expect(found == [])
    }

    @Test func loginStartWinBackStartDrawBackWithLines() {
        let found = leaks {
            let app = App()
            for line in ["Ann", "Bob"] { #expect(app.window.sendLine(line) == .handled) }
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "Ann (X)  vs  Bob (O)")

            #expect(app.window.sendLine("") == .handled)
            for cell in ["1", "4", "2", "5", "3"] { #expect(app.window.sendLine(cell) == .handled) }
            app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "Ann won!")
            #expect(app.window.lineModeText.split(separator: "\n").contains("Ann won!"))

            #expect(app.window.sendLine("") == .handled)
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "[ Start Game ]")

            #expect(app.window.sendLine("start") == .handled)
            for cell in ["1", "2", "3", "5", "4", "6", "8", "7", "9"] { app.window.sendLine(cell) }
            app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "It's a draw!")
            #expect(app.window.lineModeText.split(separator: "\n").contains("It's a draw!"))

            #expect(app.window.sendLine("next") == .handled)
            app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "[ Start Game ]")

            #expect(app.window.sendLine("quit") == .quit)
            #expect(app.window.exitStatus == 0)
        }
        #expect(found == [])
    }

    @Test func emptyNamesPlayAsPlayer1AndPlayer2() {
        let app = App()
        app.window.send(.enter, .enter, .enter)
        app.expect(tree: "Root[LoggedIn[OffGame]]", showing: "Player 1 (X)  vs  Player 2 (O)")

        app.window.send(.enter)
        app.type("41526")
        app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "Player 1 won!")
    }

    @Test func anOccupiedCellKeepsTheTurnAndTheTree() {
        let app = App()
        app.window.send(.enter, .enter, .enter, .enter)

        app.type("55")

        app.expect(tree: "Root[LoggedIn[TicTacToe]]", showing: "Cell 5 is taken. Choose an empty cell.")
        #expect(app.window.text.contains("Player 2's turn (O)"))
    }

    @Test func qOnTheStartScreenAndCtrlCAnywhereQuit() {
        let app = App()
        app.window.send(.ctrlC)
        #expect(app.window.exitStatus == 130)

        let other = App()
        other.window.send(.enter, .enter, .enter)
        other.window.send(.character("q"))
        #expect(other.window.exitStatus == 0)
    }
}
