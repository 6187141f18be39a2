import RIBs
import RIBsTestSupport
import Root
import TerminalUI
import Testing
import TicTacToeTestSupport

@testable import TicTacToeComposition

/// Drives the whole real RIB tree through a headless window, as a person would with the keys
/// (or, in line mode, with lines), and checks after every step the RIB tree as the core prints
/// it, the events the core's observer hook reported, that the top RIB's screen is the one shown,
/// and that every detached RIB is gone.
struct GameFlowTests {
    static let loggedOutTree = """
        Root
        └── LoggedOut
        """
    static let offGameTree = """
        Root
        └── LoggedIn
            └── OffGame
                └── ScoreBoard
        """
    static let gameTree = """
        Root
        └── LoggedIn
            └── TicTacToe
        """

    /// What the core's hook reports at launch, showing the login screen.
    static let launchEvents = [
        "Root activated", "Root loaded",
        "LoggedOut attached under Root", "LoggedOut activated under Root", "LoggedOut loaded under Root",
    ]
    /// ... when OffGame comes: it attaches the score board when it loads.
    static let offGameComesEvents = [
        "OffGame attached under LoggedIn", "OffGame activated under LoggedIn", "OffGame loaded under LoggedIn",
        "ScoreBoard attached under OffGame", "ScoreBoard activated under OffGame", "ScoreBoard loaded under OffGame",
    ]
    /// ... on Login: LoggedOut goes, LoggedIn comes and attaches OffGame when it loads.
    static let loginEvents =
        [
            "LoggedOut deactivated under Root", "LoggedOut detached from Root", "LoggedOut deallocated, was under Root",
            "LoggedIn attached under Root", "LoggedIn activated under Root", "LoggedIn loaded under Root",
        ] + offGameComesEvents
    /// ... on the game's button: TicTacToe replaces OffGame, and the score board goes with it
    /// (deactivated with OffGame, detached when OffGame's router is released).
    static let startGameEvents = [
        "OffGame deactivated under LoggedIn", "ScoreBoard deactivated under OffGame",
        "OffGame detached from LoggedIn", "ScoreBoard detached from OffGame",
        "OffGame deallocated, was under LoggedIn", "ScoreBoard deallocated, was under OffGame",
        "TicTacToe attached under LoggedIn", "TicTacToe activated under LoggedIn", "TicTacToe loaded under LoggedIn",
    ]
    /// ... on Close Game: OffGame replaces TicTacToe.
    static let closeGameEvents =
        [
            "TicTacToe deactivated under LoggedIn", "TicTacToe detached from LoggedIn",
            "TicTacToe deallocated, was under LoggedIn",
        ] + offGameComesEvents

    @Test func loginStartWinBackStartDrawBackWithTheKeys() {
        let found = leaks {
            let app = RecordedApp(randomWinSeed: nil)
            app.expect(events: Self.launchEvents, tree: Self.loggedOutTree, showing: "Who is playing?")

            app.type("Ann")
            app.window.send(.enter)
            app.type("Bob")
            app.window.send(.enter, .enter)
            app.expect(events: Self.loginEvents, tree: Self.offGameTree, showing: "Ann (X)  vs  Bob (O)")

            app.window.send(.enter)
            app.expect(events: Self.startGameEvents, tree: Self.gameTree, showing: "Ann's turn (X)")

            app.type("14253")
            app.expect(events: [], tree: Self.gameTree, showing: "Ann won!")

            app.window.send(.enter)
            app.expect(events: Self.closeGameEvents, tree: Self.offGameTree, showing: "[ Tic Tac Toe ]")

            app.window.send(.character(" "))
            app.expect(events: Self.startGameEvents, tree: Self.gameTree, showing: "Ann's turn (X)")

            app.type("123546879")
            app.expect(events: [], tree: Self.gameTree, showing: "It's a draw!")

            app.window.send(.enter)
            app.expect(events: Self.closeGameEvents, tree: Self.offGameTree, showing: "[ Tic Tac Toe ]")

            // Root, LoggedOut, LoggedIn, three OffGames with their ScoreBoards, and two TicTacToes.
            #expect(app.recorder.seenCount == 11)
            #expect(app.window.exitStatus == nil)
        }
        #expect(found == [])
    }

    @Test func loginStartWinBackWithClicksWhereTheScreensAreDrawn() throws {
        /// Clicks the `occurrence`-th place (from 0) the drawn screen shows `text`, in its middle.
        func click(_ app: RecordedApp, _ text: String, occurrence: Int = 0) throws {
            let places = app.window.buffer.lines.enumerated().flatMap { row, line in
                line.ranges(of: text).map { (row, line.distance(from: line.startIndex, to: $0.lowerBound)) }
            }
            let (row, column) = try #require(places.dropFirst(occurrence).first, "\(text) in \(app.window.text)")
            #expect(app.window.click(row: row, column: column + text.count / 2), "\(text)")
        }
        let found = try leaks {
            let app = RecordedApp(randomWinSeed: nil)
            app.expect(events: Self.launchEvents, tree: Self.loggedOutTree, showing: "Who is playing?")

            try click(app, "Player 2 (O)")
            app.type("Bob")
            try click(app, "Player 1 (X)")
            app.type("Ann")
            try click(app, "[ Login ]")
            app.expect(events: Self.loginEvents, tree: Self.offGameTree, showing: "Ann (X)  vs  Bob (O)")

            try click(app, "[ Tic Tac Toe ]")
            app.expect(events: Self.startGameEvents, tree: Self.gameTree, showing: "Ann's turn (X)")
            // The board's cells, found by the numbers empty cells show.
            for cell in ["1", "4", "2", "5", "3"] {
                let board = app.window.buffer.lines.enumerated().filter { $0.element.contains("|") }
                let (row, line) = try #require(board.first { $0.element.contains(cell) })
                let column = try #require(line.firstIndex(of: Character(cell)))
                #expect(app.window.click(row: row, column: line.distance(from: line.startIndex, to: column)))
            }
            app.expect(events: [], tree: Self.gameTree, showing: "Ann won!")

            try click(app, "[ Close Game ]")
            app.expect(events: Self.closeGameEvents, tree: Self.offGameTree, showing: "Score: Ann 1 - 0 Bob")
            #expect(app.window.exitStatus == nil)
        }
        #expect(found == [])
    }

    @Test func withEveryGameDisabledTheStartScreenSaysSoAndNothingStarts() {
        let found = leaks {
            let app = RecordedApp(
                features: InMemoryFeatureSource(["tictactoe": false, "randomwin": false]), randomWinSeed: nil)
            for line in ["Ann", "Bob"] { #expect(app.window.sendLine(line) == .handled) }
            app.expect(tree: Self.offGameTree, showing: "No games are enabled.")
            #expect(!app.window.text.contains("Tic Tac Toe"))

            for line in ["start", "1", "tictactoe", ""] { _ = app.window.sendLine(line) }
            app.window.send(.enter)
            app.expect(tree: Self.offGameTree, showing: "No games are enabled.")
            #expect(app.window.sendLine("quit") == .quit)
        }
        #expect(found == [])
    }

    @Test func loginStartWinBackStartDrawBackWithLines() {
        let found = leaks {
            let app = RecordedApp(randomWinSeed: nil)
            for line in ["Ann", "Bob"] { #expect(app.window.sendLine(line) == .handled) }
            app.expect(
                events: Self.launchEvents + Self.loginEvents, tree: Self.offGameTree, showing: "Ann (X)  vs  Bob (O)")

            #expect(app.window.sendLine("") == .handled)
            for cell in ["1", "4", "2", "5", "3"] { #expect(app.window.sendLine(cell) == .handled) }
            app.expect(events: Self.startGameEvents, tree: Self.gameTree, showing: "Ann won!")
            #expect(app.window.lineModeText.split(separator: "\n").contains("Ann won!"))

            #expect(app.window.sendLine("") == .handled)
            app.expect(events: Self.closeGameEvents, tree: Self.offGameTree, showing: "[ Tic Tac Toe ]")

            #expect(app.window.sendLine("start") == .handled)
            for cell in ["1", "2", "3", "5", "4", "6", "8", "7", "9"] { app.window.sendLine(cell) }
            app.expect(events: Self.startGameEvents, tree: Self.gameTree, showing: "It's a draw!")
            #expect(app.window.lineModeText.split(separator: "\n").contains("It's a draw!"))

            #expect(app.window.sendLine("next") == .handled)
            app.expect(events: Self.closeGameEvents, tree: Self.offGameTree, showing: "[ Tic Tac Toe ]")

            #expect(app.window.sendLine("quit") == .quit)
            #expect(app.window.exitStatus == 0)
        }
        #expect(found == [])
    }

    @Test func releasingTheLaunchedTreeDeallocatesEveryRIB() {
        var launchRouter: (any LaunchRouting)? = AppComposition.makeRoot(features: InMemoryFeatureSource()).build()
            .launchRouter
        let recorder = RIBTreeRecorder(root: launchRouter!)
        RIBTree.observe(launchRouter!, with: recorder)
        withLeakDetector(LeakDetectorMock()) {
            var window: HeadlessWindow? = HeadlessWindow(width: 80, height: 24)
            launchRouter!.launch(from: window!)
            window!.send(.enter, .enter, .enter)
            #expect(RIBTree.text(of: launchRouter!) == Self.offGameTree)
            _ = recorder.takeEvents()

            window = nil
            launchRouter = nil
        }
        // Root's deinitializer deactivates the tree and detaches LoggedIn, whose deinitializer
        // detaches OffGame, whose deinitializer detaches ScoreBoard; when each is deallocated after
        // that is up to the compiler.
        let events = recorder.takeEvents()
        #expect(
            events.filter { !$0.contains("deallocated") } == [
                "Root deactivated", "LoggedIn deactivated under Root", "OffGame deactivated under LoggedIn",
                "ScoreBoard deactivated under OffGame", "LoggedIn detached from Root", "OffGame detached from LoggedIn",
                "ScoreBoard detached from OffGame",
            ]
        )
        #expect(
            events.filter { $0.contains("deallocated") }.sorted() == [
                "LoggedIn deallocated, was under Root", "OffGame deallocated, was under LoggedIn", "Root deallocated",
                "ScoreBoard deallocated, was under OffGame",
            ]
        )
        #expect(recorder.alive == [])
    }

    @Test func emptyNamesPlayAsPlayer1AndPlayer2() {
        let app = RecordedApp(randomWinSeed: nil)
        app.window.send(.enter, .enter, .enter)
        app.expect(tree: Self.offGameTree, showing: "Player 1 (X)  vs  Player 2 (O)")

        app.window.send(.enter)
        app.type("41526")
        app.expect(tree: Self.gameTree, showing: "Player 1 won!")
    }

    @Test func anOccupiedCellKeepsTheTurnAndTheTree() {
        let app = RecordedApp(randomWinSeed: nil)
        app.window.send(.enter, .enter, .enter, .enter)

        app.type("55")

        app.expect(tree: Self.gameTree, showing: "Cell 5 is taken. Choose an empty cell.")
        #expect(app.window.text.contains("Player 2's turn (O)"))
    }

    @Test func qOnTheStartScreenAndCtrlCAnywhereQuit() {
        let app = RecordedApp(randomWinSeed: nil)
        app.window.send(.ctrlC)
        #expect(app.window.exitStatus == 130)

        let other = RecordedApp(randomWinSeed: nil)
        other.window.send(.enter, .enter, .enter)
        other.window.send(.character("q"))
        #expect(other.window.exitStatus == 0)
    }
}

/// The checks after each step.
extension RecordedApp {
    fileprivate func type(_ text: String) {
        app.window.type(text)
    }

    /// Checks the printed tree, the events since the last check (when given), the screen on
    /// top, and that nothing detached is alive.
    fileprivate func expect(
        events expectedEvents: [String]? = nil,
        tree expectedTree: String,
        showing expectedText: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(RIBTree.text(of: app.launchRouter) == expectedTree, sourceLocation: sourceLocation)
        let events = recorder.takeEvents()
        if let expectedEvents {
            #expect(events == expectedEvents, sourceLocation: sourceLocation)
        }
        #expect(app.window.topViewController === app.presentedLeaf?.viewControllable, sourceLocation: sourceLocation)
        #expect(app.window.text.contains(expectedText), "\(app.window.text)", sourceLocation: sourceLocation)
        #expect(recorder.detachedButAlive == [], sourceLocation: sourceLocation)
    }
}
