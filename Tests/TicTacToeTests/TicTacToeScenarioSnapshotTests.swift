import ExampleSupport
import Testing

@testable import TicTacToeExample

/// Each scenario of TicTacToeExample, drawn at 80x24, is its snapshot in `__Snapshots__/<scenario>.txt`.
struct TicTacToeScenarioSnapshotTests {
    @Test func everyScenarioLooksAsItsSnapshot() {
        for problem in Snapshot.problems(of: TicTacToeScenarios.all) { Issue.record(Comment(rawValue: problem)) }
    }
}
