import RIBs
import RIBsTestSupport
import TerminalUI
import Testing
import TicTacToeTestSupport

/// Two tests that record their own app's tree at once: Swift Testing runs them in parallel, so
/// on the main actor their steps interleave at each `await`. Each recorder observes its app's tree
/// and keeps every event it is told (it has no root to filter by), so a change of the other test's
/// tree that reached it would break its exact sequence.
struct ParallelTreeRecordingTests {
    /// What the core reports for the steps below: launch, log in, then three games won and closed.
    static let expectedEvents =
        GameFlowTests.launchEvents + GameFlowTests.loginEvents
        + Array(repeating: GameFlowTests.startGameEvents + GameFlowTests.closeGameEvents, count: 3).flatMap { $0 }

    /// Launches `app`, logs in and plays three games, yielding to the other test after each step.
    private static func play(_ app: LaunchedApp) async {
        app.launch()
        await Task.yield()
        app.logIn("Ann", "Bob")
        await Task.yield()
        for _ in 0..<3 {
            app.window.send(.enter)
            await Task.yield()
            app.window.type("14253")
            app.window.send(.enter)
            await Task.yield()
        }
    }

    /// Observes a new app's tree, plays, and returns what the recorder was told.
    private static func recordOwnTree() async -> [String] {
        let recorder = RIBTreeRecorder()
        let app = LaunchedApp(randomWinSeed: nil)
        RIBTree.observe(app.launchRouter, with: recorder)
        await play(app)
        return recorder.takeEvents()
    }

    @Test func aTreeObserverRecordsItsOwnTreeOnly() async {
        #expect(await Self.recordOwnTree() == Self.expectedEvents)
    }

    @Test func anotherTreeObserverRecordsItsOwnTreeOnlyMeanwhile() async {
        #expect(await Self.recordOwnTree() == Self.expectedEvents)
    }
}
