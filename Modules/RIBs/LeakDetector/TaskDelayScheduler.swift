/// A ``DelayScheduler`` that sleeps in a task.
public final class TaskDelayScheduler: DelayScheduler {
    /// Creates the scheduler.
    public init() {}

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
