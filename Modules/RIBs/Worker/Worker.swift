/// A unit of business logic that runs alongside an interactor: a poller, a stream observer.
public protocol Working: AnyObject {
    /// Starts the worker within `interactorScope`: it runs while the scope is active, and stops
    /// and restarts with it. Does nothing when already started.
    func start(_ interactorScope: any InteractorScope)

    /// Stops the worker and unbinds it from its scope. Does nothing when not started.
    func stop()

    /// Whether the worker has been started (and not stopped).
    var isStarted: Bool { get }

    /// The started state: replays the current value, emits changes, completes on deinit.
    var isStartedStream: AnyObservableStream<Bool> { get }
}

/// The base class of a worker.
///
/// `start(scope)` marks the worker started and binds it to the scope: each time the scope
/// becomes active the worker calls ``didStart(_:)``, and each time it becomes inactive (or the
/// worker is stopped) it calls ``didStop()`` and cancels what was handed to
/// ``RIBCancellable/cancelOnStop(worker:)``.
open class Worker: Working {
    private let startedState = CurrentValueStream(false)
    private var scopeBinding: AnyRIBCancellable?
    /// Cancelled when the worker stops running; `nil` while it is not running.
    private var runningScope: CancelBag?

    /// Creates a stopped worker.
    public init() {}

    /// Whether the worker has been started (and not stopped).
    public final var isStarted: Bool { startedState.value }

    /// The started state.
    public final var isStartedStream: AnyObservableStream<Bool> { startedState.eraseToAnyStream() }

    /// Starts the worker within `interactorScope`.
    public final func start(_ interactorScope: any InteractorScope) {
        guard !isStarted else { return }
        startedState.send(true)
        scopeBinding?.cancel()
        scopeBinding = interactorScope.isActiveStream.subscribe { [weak self, weak interactorScope] isActive in
            guard let self else { return }
            if isActive {
                if self.isStarted, let interactorScope {
                    self.run(in: interactorScope)
                }
            } else {
                self.halt()
            }
        }
    }

    /// Called each time the worker starts running in an active scope. Override to do the work.
    open func didStart(_ interactorScope: any InteractorScope) {}

    /// Stops the worker and unbinds it from its scope.
    public final func stop() {
        guard isStarted else { return }
        startedState.send(false)
        scopeBinding?.cancel()
        scopeBinding = nil
        halt()
    }

    /// Called each time the worker stops running. Override to release what `didStart` set up.
    open func didStop() {}

    /// Binds `cancellable` to the current run, or cancels it when the worker is not running.
    final func cancelOnStop(_ cancellable: any RIBCancellable) {
        if let runningScope {
            runningScope.insert(cancellable)
        } else {
            cancellable.cancel()
        }
    }

    private func run(in interactorScope: any InteractorScope) {
        guard runningScope == nil else { return }
        runningScope = CancelBag()
        didStart(interactorScope)
    }

    private func halt() {
        guard let runningScope else { return }
        self.runningScope = nil
        runningScope.cancelAll()
        didStop()
    }

    isolated deinit {
        stop()
        startedState.complete()
    }
}

extension RIBCancellable {
    /// Cancels this when `worker` stops running; at once if it is not running now.
    /// - Returns: `self`, for chaining.
    @discardableResult
    public func cancelOnStop(worker: Worker) -> Self {
        worker.cancelOnStop(self)
        return self
    }
}
