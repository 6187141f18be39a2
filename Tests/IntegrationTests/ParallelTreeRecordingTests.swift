import RIBs
import RIBsTestSupport
import TerminalUI
import Testing
import TicTacToeTestSupport

/// Two tests that record their own app's tree at once: Swift Testing runs them in parallel, so
/// on the main actor their steps interleave at each `await`. Each recorder keeps every event it is
/// told (it has no root to filter by), so a change of the other test's tree that reached it would
/// break its exact sequence. One records through a task scope, the other through a tree scope.
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

    @Test func aTaskScopeRecordsItsOwnTreeOnly() async {
        let recorder = RIBTreeRecorder()
        let app = LaunchedApp(randomWinSeed: nil)
        await RIBTree.observing(with: recorder) {
            await Self.play(app)
        }
        #expect(recorder.takeEvents() == Self.expectedEvents)
    }

    @Test func aTreeScopeRecordsItsOwnTreeOnly() async {
        let recorder = RIBTreeRecorder()
        let app = LaunchedApp(randomWinSeed: nil)
        RIBTree.observe(app.launchRouter, with: recorder)
        await Self.play(app)
        #expect(recorder.takeEvents() == Self.expectedEvents)
    }
}
