/// Finds RIB objects that outlive their RIB: interactors, presenters and view controllers that
/// were expected to be deallocated, and views that were expected to leave the screen.
///
/// The framework asks ``instance`` to check an object whenever a router or interactor goes away.
/// A check holds the object weakly and looks again once its time has passed, in one sweep over all
/// the checks due: one sweep at a time is scheduled on the ``DelayScheduler``, when the first check
/// is due (and not within 100 ms of the last sweep), so a burst of detaches costs one timer and the
/// sweep releases what it checked. A leak is recorded in ``leaks``, passed to `onLeak`, and, in
/// ``Mode/assert`` mode, reported once as a ``ProgrammerError`` (which stops debug builds).
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

    /// How long after a sweep the next one runs at the earliest: checks due meanwhile wait for it.
    private static let sweepInterval: Duration = .milliseconds(100)

    /// The handle of a check that was never scheduled: shared, since a disabled detector is
    /// asked on every detach.
    private static let noCheck = AnyRIBCancellable.cancelled()

    /// The detector the framework uses. Replace it to observe or silence leak checks.
    public static var instance: any LeakDetecting {
        get { installed }
        set { installed = newValue }
    }
    /// What this detector does with a leak.
    public var mode: Mode {
        get { storedMode }
        set { storedMode = newValue }
    }
    // The storage of `instance` and `mode`, read on every detach: private, and each access
    // instantaneous, so the compiler proves that no two overlap and checks none at run time.
    private static var installed: any LeakDetecting = LeakDetector()
    private var storedMode: Mode
    /// Every leak found so far.
    public private(set) var leaks: [Leak] = []

    private let scheduler: any DelayScheduler
    private let onLeak: (Leak) -> Void
    private let statusStream = CurrentValueStream(LeakDetectionStatus.didComplete)
    /// The checks not yet made (and those cancelled since the last sweep), in the order asked for.
    private var checks: [Check] = []
    /// The one sweep scheduled, and when it runs (on the scheduler's clock).
    private var sweep: (handle: any RIBCancellable, time: Duration)?

    /// Creates a detector.
    /// - Parameters:
    ///   - mode: What to do with a leak; ``Mode/assert`` by default.
    ///   - scheduler: Runs the sweeps and tells the time; real time by default.
    ///   - onLeak: Called with each leak, for logging.
    public init(
        mode: Mode = .assert,
        scheduler: any DelayScheduler = TaskDelayScheduler(),
        onLeak: @escaping (Leak) -> Void = { _ in }
    ) {
        (self.storedMode, self.scheduler, self.onLeak) = (mode, scheduler, onLeak)
    }

    /// The number of checks asked for and not yet made or cancelled.
    public private(set) var pendingCheckCount = 0 {
        didSet {
            guard (oldValue == 0) != (pendingCheckCount == 0) else { return }
            statusStream.send(pendingCheckCount == 0 ? .didComplete : .inProgress)
        }
    }

    /// Whether checks are waiting; replays the current status.
    public var status: AnyObservableStream<LeakDetectionStatus> { statusStream.eraseToAnyStream() }

    /// Checks, after `time`, that `object` has been deallocated.
    @discardableResult
    public func expectDeallocate(object: AnyObject, inTime time: Duration) -> any RIBCancellable {
        add(object, .notDeallocated, time)
    }

    /// Checks, after `time`, that `viewController` is no longer on screen.
    @discardableResult
    public func expectViewControllerDisappear(
        viewController: any ViewControllable,
        inTime time: Duration
    ) -> any RIBCancellable {
        add(viewController, .stillOnScreen, time)
    }

    /// One check, and its handle: cancelling it counts it down once, whether or not it was made
    /// (upstream counts a cancelled check down twice).
    private final class Check: RIBCancellable {
        weak var object: AnyObject?
        /// The object's type, named only when there is a leak to report (naming costs more than the rest).
        let type: any AnyObject.Type
        let kind: Leak.Kind, waited: Duration
        var due: Duration, restarted = false, isSettled = false
        weak var detector: LeakDetector?

        init(_ object: AnyObject, _ kind: Leak.Kind, _ waited: Duration, due: Duration, of detector: LeakDetector) {
            (self.object, self.type, self.kind) = (object, Swift.type(of: object), kind)
            (self.waited, self.due, self.detector) = (waited, due, detector)
        }

        /// The leak this check finds now, if any.
        var leak: Leak? {
            let leaks = kind == .notDeallocated ? object != nil : (object as? any ViewControllable)?.isOnScreen == true
            return leaks ? Leak(kind: kind, objectType: String(describing: type), waited: waited) : nil
        }

        /// Counts the check down, once; whether it had not been yet.
        func settle() -> Bool {
            defer { isSettled = true }
            if !isSettled { detector?.pendingCheckCount -= 1 }
            return !isSettled
        }

        func cancel() { _ = settle() }

        nonisolated deinit {}
    }

    private func add(_ object: AnyObject, _ kind: Leak.Kind, _ time: Duration) -> any RIBCancellable {
        // Every router and interactor asks when it goes away: do no work when disabled.
        guard storedMode != .disabled else { return Self.noCheck }
        let now = scheduler.now
        let check = Check(object, kind, time, due: now + time, of: self)
        checks.append(check)
        pendingCheckCount += 1
        if sweep == nil || check.due < sweep?.time ?? .zero {
            scheduleSweep(at: check.due, now: now)
        }
        return check
    }

    /// Schedules the one sweep at `time`, in place of the one scheduled before, if any.
    private func scheduleSweep(at time: Duration, now: Duration) {
        sweep?.handle.cancel()
        sweep = (scheduler.schedule(after: max(time - now, .zero)) { [weak self] in self?.runSweep(due: time) }, time)
    }

    /// Makes every check that is due and keeps the others (with those `onLeak` asks for); the next
    /// sweep, if a check is left, runs when the first is due, and not within `sweepInterval`. A sweep
    /// later than that found the main actor busy, which also kept the objects' owners from running:
    /// each check due gets its time once more (`restarted`), counted from now, before it reports.
    private func runSweep(due: Duration) {
        sweep = nil
        let now = scheduler.now
        if now - due > Self.sweepInterval {
            for check in checks where check.due <= now && !check.restarted {
                (check.due, check.restarted) = (now + check.waited, true)
            }
        }
        let swept = checks
        checks = []
        var kept: [Check] = []
        for check in swept where !check.isSettled {
            if check.due > now {
                kept.append(check)
            } else if check.settle(), let leak = check.leak {
                leaks.append(leak)
                onLeak(leak)
                if mode == .assert { ProgrammerError.report(leak.description) }
            }
        }
        checks = kept + checks
        if let next = checks.lazy.filter({ !$0.isSettled }).map(\.due).min() {
            scheduleSweep(at: max(next, now + Self.sweepInterval), now: now)
        }
    }
}
