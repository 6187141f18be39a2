/// Finds RIB objects that outlive their RIB: interactors, presenters and view controllers that
/// were expected to be deallocated, and views that were expected to leave the screen.
///
/// The framework asks ``instance`` to check an object whenever a router or interactor goes away.
/// Each check holds the object weakly and looks again after a delay. A leak is recorded in
/// ``leaks``, passed to `onLeak`, and, in ``Mode/assert`` mode, reported as a
/// ``ProgrammerError`` (which stops debug builds).
public final class LeakDetector: LeakDetecting {
    /// What to do with a leak besides recording it.
    public enum Mode: Sendable {
        /// Report leaks as programmer errors (debug builds stop), like upstream.
        case assert
        /// Only record leaks and call `onLeak`.
        case report
        /// Schedule no checks at all.
        case disabled
    }

    /// The handle of a check that was never scheduled: shared, since a disabled detector is
    /// asked on every detach.
    private static let noCheck = AnyRIBCancellable.cancelled()

    /// The detector the framework uses. Replace it to observe or silence leak checks.
    public static var instance: any LeakDetecting = LeakDetector()

    /// What this detector does with a leak.
    public var mode: Mode
    /// Every leak found so far.
    public private(set) var leaks: [Leak] = []

    private let scheduler: any DelayScheduler
    private let onLeak: (Leak) -> Void
    private let statusStream = CurrentValueStream(LeakDetectionStatus.didComplete)

    /// Creates a detector.
    /// - Parameters:
    ///   - mode: What to do with a leak; ``Mode/assert`` by default.
    ///   - scheduler: Runs the delayed checks; real time by default.
    ///   - onLeak: Called with each leak, for logging.
    public init(
        mode: Mode = .assert,
        scheduler: any DelayScheduler = TaskDelayScheduler(),
        onLeak: @escaping (Leak) -> Void = { _ in }
    ) {
        self.mode = mode
        self.scheduler = scheduler
        self.onLeak = onLeak
    }

    /// The number of checks scheduled and not yet run or cancelled.
    public private(set) var pendingCheckCount = 0 {
        didSet { statusStream.send(pendingCheckCount == 0 ? .didComplete : .inProgress) }
    }

    /// Whether checks are waiting; replays the current status.
    public var status: AnyObservableStream<LeakDetectionStatus> { statusStream.removeDuplicates() }

    /// Checks, after `time`, that `object` has been deallocated.
    @discardableResult
    public func expectDeallocate(object: AnyObject, inTime time: Duration) -> any RIBCancellable {
        // Every router and interactor calls this when it goes away: do no work when disabled,
        // and name the type (which costs more than the rest) only when there is a leak to report.
        guard mode != .disabled else { return Self.noCheck }
        let objectType: any AnyObject.Type = type(of: object)
        weak let weakObject = object
        return schedule(after: time) {
            guard weakObject != nil else { return nil }
            return Leak(kind: .notDeallocated, objectType: String(describing: objectType), waited: time)
        }
    }

    /// Checks, after `time`, that `viewController` is no longer on screen.
    @discardableResult
    public func expectViewControllerDisappear(
        viewController: any ViewControllable,
        inTime time: Duration
    ) -> any RIBCancellable {
        guard mode != .disabled else { return Self.noCheck }
        let objectType: any ViewControllable.Type = type(of: viewController)
        weak let weakViewController = viewController
        return schedule(after: time) {
            guard let viewController = weakViewController, viewController.isOnScreen else { return nil }
            return Leak(kind: .stillOnScreen, objectType: String(describing: objectType), waited: time)
        }
    }

    /// Schedules `check`; the pending count goes down exactly once, whether the check runs or
    /// its handle is cancelled first (upstream counts a cancelled check down twice).
    private func schedule(after time: Duration, _ check: @escaping () -> Leak?) -> any RIBCancellable {
        guard mode != .disabled else { return Self.noCheck }
        pendingCheckCount += 1
        var settled = false
        let settle: () -> Bool = { [weak self] in
            guard !settled else { return false }
            settled = true
            self?.pendingCheckCount -= 1
            return true
        }
        let scheduled = scheduler.schedule(after: time) { [weak self] in
            guard settle() else { return }
            if let leak = check() {
                self?.record(leak)
            }
        }
        return AnyRIBCancellable {
            guard settle() else { return }
            scheduled.cancel()
        }
    }

    private func record(_ leak: Leak) {
        leaks.append(leak)
        onLeak(leak)
        if mode == .assert {
            ProgrammerError.report(leak.description)
        }
    }
}
