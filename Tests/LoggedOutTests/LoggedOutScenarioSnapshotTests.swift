import ExampleSupport
import Testing

@testable import LoggedOutExample

/// Each scenario of LoggedOutExample, drawn at 80x24, is its snapshot in `__Snapshots__/<scenario>.txt`.
struct LoggedOutScenarioSnapshotTests {
    @Test func everyScenarioLooksAsItsSnapshot() {
        for problem in Snapshot.problems(of: LoggedOutScenarios.all) { Issue.record(Comment(rawValue: problem)) }
    }
}
