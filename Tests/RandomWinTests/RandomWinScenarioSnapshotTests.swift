import ExampleSupport
import Testing

@testable import RandomWinExample

/// Each scenario of RandomWinExample, drawn at 80x24, is its snapshot in `__Snapshots__/<scenario>.txt`.
struct RandomWinScenarioSnapshotTests {
    @Test func everyScenarioLooksAsItsSnapshot() {
        for problem in Snapshot.problems(of: RandomWinScenarios.all) { Issue.record(Comment(rawValue: problem)) }
    }
}
