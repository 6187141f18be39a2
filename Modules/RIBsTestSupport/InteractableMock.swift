public import RIBs

/// A mock `Interactable` that counts activations and deactivations.
///
/// By default ``activate()`` and ``deactivate()`` set ``isActive`` the way a real interactor
/// would, so a real router above or below the mock sees its state change. Set
/// ``activateHandler`` or ``deactivateHandler`` to replace that behaviour (for instance to record
/// the order of calls); the counters go up either way.
///
/// Subclass it to add a RIB's own interactable protocol:
/// ```swift
/// final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
///     var router: LoggedInRouting?
///     var listener: LoggedInListener?
/// }
/// ```
open class InteractableMock: Interactable {
    /// The active state behind ``isActive`` and ``isActiveStream``; send on it to simulate changes.
    public let isActiveSubject = CurrentValueStream(false)

    /// Creates an inactive mock.
    public init() {}

    /// Whether the mock is active. Setting a different value publishes it on ``isActiveStream``.
    public var isActive: Bool {
        get { isActiveSubject.value }
        set {
            guard newValue != isActiveSubject.value else { return }
            isActiveSubject.send(newValue)
        }
    }

    /// The active state: replays the current value and emits changes, like a real interactor.
    public var isActiveStream: AnyObservableStream<Bool> { isActiveSubject.eraseToAnyStream() }

    /// How many times ``activate()`` was called.
    public private(set) var activateCallCount = 0
    /// Replaces the default behaviour of ``activate()`` (setting ``isActive`` to `true`).
    public var activateHandler: (() -> Void)?

    /// Counts the call, then runs ``activateHandler`` or sets ``isActive`` to `true`.
    open func activate() {
        activateCallCount += 1
        if let activateHandler {
            activateHandler()
        } else {
            isActive = true
        }
    }

    /// How many times ``deactivate()`` was called.
    public private(set) var deactivateCallCount = 0
    /// Replaces the default behaviour of ``deactivate()`` (setting ``isActive`` to `false`).
    public var deactivateHandler: (() -> Void)?

    /// Counts the call, then runs ``deactivateHandler`` or sets ``isActive`` to `false`.
    open func deactivate() {
        deactivateCallCount += 1
        if let deactivateHandler {
            deactivateHandler()
        } else {
            isActive = false
        }
    }

    isolated deinit {
        isActiveSubject.complete()
    }
}
