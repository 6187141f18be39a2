import Foundation
import Testing

/// Every test of the architecture check, run one at a time.
///
/// These tests wait for child `swift` processes (dump-package, builds). A synchronous wait holds
/// one of the few threads Swift concurrency runs all tests on (two on a two-core machine), so
/// running these in parallel would stall every other test target in the same `swift test`.
/// Serialised, they hold at most one; the longest waits also move to their own thread.
@Suite(.serialized)
enum CheckArchitectureSuite {}
