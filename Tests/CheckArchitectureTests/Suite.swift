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

/// Runs blocking work, such as building a fixture, on a thread of its own, so the awaiting test
/// holds no thread of the concurrency pool while it waits.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
