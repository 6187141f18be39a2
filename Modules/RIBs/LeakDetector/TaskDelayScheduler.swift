/// A ``DelayScheduler`` that sleeps in a task, on the continuous clock.
public final class TaskDelayScheduler: DelayScheduler {
    private let start = ContinuousClock.now

    /// Creates the scheduler; its clock starts now.
    public init() {}

    /// The time since the scheduler was created.
    public var now: Duration { ContinuousClock.now - start }

    /// Runs `action` after `delay` in a main-actor task.
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any RIBCancellable {
        let task = Task {
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            action()
        }
        return AnyRIBCancellable { task.cancel() }
    }
}
