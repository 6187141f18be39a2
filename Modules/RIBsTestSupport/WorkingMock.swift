public import RIBs

/// A mock `Working` that counts starts and stops.
///
/// By default ``start(_:)`` and ``stop()`` set ``isStarted``; set the handlers to replace that.
open class WorkingMock: Working {
    /// The started state behind ``isStarted`` and ``isStartedStream``.
    public let isStartedSubject = CurrentValueStream(false)

    /// Creates a stopped mock.
    public init() {}

    /// Whether the mock is started. Setting a different value publishes it on ``isStartedStream``.
    public var isStarted: Bool {
        get { isStartedSubject.value }
        set {
            guard newValue != isStartedSubject.value else { return }
            isStartedSubject.send(newValue)
        }
    }

    /// The started state: replays the current value and emits changes.
    public var isStartedStream: AnyObservableStream<Bool> { isStartedSubject.eraseToAnyStream() }

    /// How many times ``start(_:)`` was called.
    public private(set) var startCallCount = 0
    /// The scope of the last ``start(_:)`` call, held weakly so the mock does not keep an
    /// interactor alive.
    public private(set) weak var startScope: (any InteractorScope)?
    /// Replaces the default behaviour of ``start(_:)`` (setting ``isStarted`` to `true`).
    public var startHandler: ((any InteractorScope) -> Void)?

    /// Counts the call, remembers the scope, then runs ``startHandler`` or sets ``isStarted``.
    open func start(_ interactorScope: any InteractorScope) {
        startCallCount += 1
        startScope = interactorScope
        if let startHandler {
            startHandler(interactorScope)
        } else {
            isStarted = true
        }
    }

    /// How many times ``stop()`` was called.
    public private(set) var stopCallCount = 0
    /// Replaces the default behaviour of ``stop()`` (setting ``isStarted`` to `false`).
    public var stopHandler: (() -> Void)?

    /// Counts the call, then runs ``stopHandler`` or sets ``isStarted`` to `false`.
    open func stop() {
        stopCallCount += 1
        if let stopHandler {
            stopHandler()
        } else {
            isStarted = false
        }
    }

    isolated deinit {
        isStartedSubject.complete()
    }
}
