import Foundation

/// Tests that build a package (minutes on two cores) run only when `RIBS_SLOW_TESTS=1`, so that the
/// README's `swift test` takes about the time of the in-process tests; CI runs them as a step of their
/// own (`.ci/run`), and so can anyone: `RIBS_SLOW_TESTS=1 swift test --package-path Tools --filter NewRIBScaffoldTests`.
package enum SlowTests {
    /// The environment variable that asks for them.
    package static let variable = "RIBS_SLOW_TESTS"

    /// Whether this run includes them.
    package static var areEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}
