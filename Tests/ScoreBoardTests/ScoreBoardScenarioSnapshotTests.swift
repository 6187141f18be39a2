import ExampleSupport
import Testing

@testable import ScoreBoardExample

/// Each scenario of ScoreBoardExample, drawn at 80x24, is its snapshot in `__Snapshots__/<scenario>.txt`.
struct ScoreBoardScenarioSnapshotTests {
    @Test func everyScenarioLooksAsItsSnapshot() {
        for problem in Snapshot.problems(of: ScoreBoardScenarios.all) { Issue.record(Comment(rawValue: problem)) }
    }
}
