import Foundation

/// Tests that build a package with SwiftPM run only when `RIBS_SLOW_TESTS=1` (CI runs them in a step of
/// their own; see the README), so that `swift test` takes about the time of the in-process tests.
enum SlowTests {
    /// The environment variable that asks for them.
    static let variable = "RIBS_SLOW_TESTS"

    /// Whether this run includes them.
    static var areEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}
