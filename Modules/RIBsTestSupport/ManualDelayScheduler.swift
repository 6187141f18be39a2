public import RIBs

/// A `DelayScheduler` whose time moves only when a test calls ``advance(by:)``.
///
/// Hand it to a `LeakDetector` to run its checks deterministically:
/// ```swift
/// let scheduler = ManualDelayScheduler()
/// let detector = LeakDetector(mode: .report, scheduler: scheduler)
/// detector.expectDeallocate(object: object)
/// scheduler.advance(by: .seconds(1))
/// #expect(detector.leaks.count == 1)
/// ```
public final class ManualDelayScheduler: DelayScheduler {
    private struct Entry {
        let id: Int
        let deadline: Duration
        let action: () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// Creates a scheduler whose clock reads zero.
    public init() {}

    /// The time elapsed on this scheduler's clock.
    public private(set) var now: Duration = .zero

    /// How many times ``schedule(after:_:)`` was called.
    public private(set) var scheduleCallCount = 0

    /// The number of actions scheduled and neither run nor cancelled.
    public var pendingActionCount: Int { entries.count }

    /// Schedules `action` at ``now`` + `delay`.
    /// - Returns: A handle that removes the action if it has not run yet.
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any RIBCancellable {
        scheduleCallCount += 1
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, deadline: now + delay, action: action))
        return AnyRIBCancellable { [weak self] in
            self?.entries.removeAll { $0.id == id }
        }
    }

    /// Moves the clock forward by `duration`, running every action that falls due, in deadline
    /// order (actions due at the same time run in the order they were scheduled). An action
    /// scheduled while advancing runs too if it falls due before the end.
    public func advance(by duration: Duration) {
        let end = now + duration
        while let next = entries.filter({ $0.deadline <= end }).min(by: Self.runsBefore) {
            entries.removeAll { $0.id == next.id }
            now = max(now, next.deadline)
            next.action()
        }
        now = end
    }

    private static func runsBefore(_ lhs: Entry, _ rhs: Entry) -> Bool {
        (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id)
    }
}
