import RIBs
import RIBsTestSupport
import Root
import TerminalUI
import Testing
import TicTacToeTestSupport

@testable import TicTacToeComposition

/// RIBs tutorials 3 and 4 through the whole real tree: scores that follow the games, games as
/// plugins, and the deep link's workflow, checking after every step the RIB tree as the core
/// prints it, the score line, and that every detached RIB is gone (the core's observer hook, through
/// a ``RIBTreeRecorder``, tells which RIBs were detached).
@Suite(.timeLimit(.minutes(3)))
struct ScoresAndPluginsFlowTests {
    /// The start screen's tree: OffGame with the score board embedded.
    private static let start = """
        Root
        └── LoggedIn
            └── OffGame
                └── ScoreBoard
        """
    /// The start screen's tree with the score board switched off.
    private static let startWithoutScoreBoard = """
        Root
        └── LoggedIn
            └── OffGame
        """
    /// The login screen's tree.
    private static let loggedOut = """
        Root
        └── LoggedOut
        """

    /// The tree while `game` (a RIB's name) is played.
    private static func playing(_ game: String) -> String {
        """
        Root
        └── LoggedIn
            └── \(game)
        """
    }

    @Test func twoTicTacToeWinsARandomWinAndADraw() {
        let found = leaks {
            let app = RecordedApp()
            app.lines("Ann", "Bob")
            app.expect(tree: Self.start, score: "Score: Ann 0 - 0 Bob")

            app.lines("", "1", "4", "2", "5", "3")  // Ann wins on the top row
            app.expect(tree: Self.playing("TicTacToe"), score: nil)
            app.lines("")
            app.expect(tree: Self.start, score: "Score: Ann 1 - 0 Bob")

            app.lines("tictactoe", "1", "4", "2", "5", "9", "6")  // Bob wins on the middle row
            app.lines("")
            app.expect(tree: Self.start, score: "Score: Ann 1 - 1 Bob")

            app.lines("2")
            app.expect(tree: Self.playing("RandomWin"), score: nil)
            app.lines("magic")
            let annWon = app.window.text.contains("Ann won!")
            #expect(annWon || app.window.text.contains("Bob won!"))
            app.lines("")
            app.expect(tree: Self.start, score: annWon ? "Score: Ann 2 - 1 Bob" : "Score: Ann 1 - 2 Bob")

            app.lines("1", "1", "2", "3", "5", "4", "6", "8", "7", "9")  // a draw
            #expect(app.window.text.contains("It's a draw!"))
            app.lines("")
            app.expect(tree: Self.start, score: annWon ? "Score: Ann 2 - 1 Bob" : "Score: Ann 1 - 2 Bob")

            // The RIBs the core reported attached: Root, LoggedOut, LoggedIn, five OffGames with
            // their ScoreBoards, three TicTacToes and the RandomWin; every one detached was
            // deallocated (checked at each step above).
            #expect(app.recorder.seenCount == 17)
        }
        #expect(found == [])
    }

    @Test func withTheScoreBoardOffOffGameHasNoChildAndWorksTheSame() {
        let found = leaks {
            let app = RecordedApp(features: InMemoryFeatureSource(["scoreboard": false]))
            app.lines("Ann", "Bob")
            app.expect(tree: Self.startWithoutScoreBoard, score: nil)
            app.lines("", "1", "4", "2", "5", "3", "")
            app.expect(tree: Self.startWithoutScoreBoard, score: nil)
        }
        #expect(found == [])
    }

    @Test(arguments: ["randomwin", "RandomWin", "TICTACTOE"])
    func aDeepLinkLaunchesTheGameOnceThePlayersLogIn(id: String) async {
        let app = RecordedApp()
        app.openLink(toGame: id)
        await app.deepLinkHandler.waitUntilSettled()
        app.expect(tree: Self.loggedOut, score: nil)

        app.lines("Ann", "Bob")
        await app.deepLinkHandler.waitUntilSettled()

        let game = id.lowercased() == "randomwin" ? "RandomWin" : "TicTacToe"
        app.expect(tree: Self.playing(game), score: nil)
    }

    @Test(arguments: [("chess", [String: Bool]()), ("randomwin", ["randomwin": false])])
    func anUnavailableGameLeavesTheStartScreenWithTheNotice(id: String, features: [String: Bool]) async {
        let app = RecordedApp(features: InMemoryFeatureSource(features))
        app.openLink(toGame: id)
        app.lines("Ann", "Bob")
        await app.deepLinkHandler.waitUntilSettled()

        app.expect(tree: Self.start, score: "Score: Ann 0 - 0 Bob")
        #expect(app.window.text.contains("Game '\(id)' is not available."))
        #expect(app.window.topViewController?.currentScreen.error?.text == "Game '\(id)' is not available.")
    }
}

/// The steps and the checks after them.
extension RecordedApp {
    fileprivate func lines(_ lines: String...) {
        for line in lines { #expect(app.window.sendLine(line) == .handled, "\(line)") }
    }

    /// Opens the deep link to the game `id` (its workflow goes on asynchronously).
    fileprivate func openLink(toGame id: String) {
        app.deepLinkHandler.launchGame(withID: id)
    }

    /// The score line on the screen, if any.
    fileprivate var scoreLine: String? {
        app.window.text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
            .first { $0.hasPrefix("Score:") }
    }

    /// Checks the printed tree (which marks any inactive RIB), the screen on top, the score
    /// line, and that nothing detached is alive.
    fileprivate func expect(tree: String, score: String?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(RIBTree.text(of: app.launchRouter) == tree, sourceLocation: sourceLocation)
        #expect(app.window.topViewController === app.presentedLeaf?.viewControllable, sourceLocation: sourceLocation)
        #expect(scoreLine == score, "\(app.window.text)", sourceLocation: sourceLocation)
        #expect(recorder.detachedButAlive == [], sourceLocation: sourceLocation)
    }
}
