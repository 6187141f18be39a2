/// Runs an action after a delay, and tells the time. The leak detector uses it to schedule its
/// sweeps, so tests can replace real time with a manual clock.
///
/// @mockable
public protocol DelayScheduler: AnyObject {
    /// The time on the scheduler's clock: how long since it started.
    var now: Duration { get }

    /// Runs `action` on the main actor after `delay`, unless the returned handle is cancelled.
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any RIBCancellable
}
