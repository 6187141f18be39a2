/// Runs an action after a delay. The leak detector uses it to schedule its checks, so tests can
/// replace real time with a manual clock.
///
/// @mockable
public protocol DelayScheduler: AnyObject {
    /// Runs `action` on the main actor after `delay`, unless the returned handle is cancelled.
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any RIBCancellable
}
