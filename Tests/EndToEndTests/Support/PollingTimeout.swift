/// A timeout for polling loops that counts the time spent waiting, not the time the test was
/// kept from running.
///
/// When the whole test suite runs in parallel on a loaded machine, a test's task can go
/// unscheduled for many seconds. A wall-clock deadline would then expire while the program under
/// test was doing fine; this one charges each pause with at most ten times its length, so only a
/// program that stays silent for the whole budget makes a test fail.
struct PollingTimeout {
    /// The waiting time allowed.
    let budget: Duration
    private var spent: Duration = .zero

    init(_ budget: Duration) {
        self.budget = budget
    }

    /// Whether the budget is used up.
    var isExpired: Bool { spent > budget }

    /// Starts counting again (after progress).
    mutating func restart() {
        spent = .zero
    }

    /// Sleeps `interval` and charges it to the budget.
    mutating func pause(_ interval: Duration = .milliseconds(10)) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        try await Task.sleep(for: interval)
        spent += min(clock.now - start, interval * 10)
    }
}
