import ExampleSupport
import Testing

@testable import LoggedInExample

/// Each scenario of LoggedInExample, drawn at 80x24, is its snapshot in `__Snapshots__/<scenario>.txt`.
struct LoggedInScenarioSnapshotTests {
    @Test func everyScenarioLooksAsItsSnapshot() {
        for problem in Snapshot.problems(of: LoggedInScenarios.all) { Issue.record(Comment(rawValue: problem)) }
    }
}
