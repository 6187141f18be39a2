import ExampleSupport
import Testing

@testable import OffGameExample

/// Each scenario of OffGameExample, drawn at 80x24, is its snapshot in `__Snapshots__/<scenario>.txt`.
struct OffGameScenarioSnapshotTests {
    @Test func everyScenarioLooksAsItsSnapshot() {
        for problem in Snapshot.problems(of: OffGameScenarios.all) { Issue.record(Comment(rawValue: problem)) }
    }
}
