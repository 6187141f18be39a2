/// The lifecycle of an interactor, seen from outside: whether it is active, and its changes.
///
/// @mockable
// Said here: the default isolation does not reach a protocol that refines none (Swift 6.3).
@MainActor
public protocol InteractorScope: AnyObject {
    /// Whether the interactor is active (attached and running its business logic).
    var isActive: Bool { get }

    /// The active state: replays the current value to each new observer, emits only changes,
    /// and completes when the interactor is deallocated.
    var isActiveStream: AnyObservableStream<Bool> { get }
}

/// An interactor that its router can activate and deactivate.
public protocol Interactable: InteractorScope {
    /// Starts the interactor's business logic. Does nothing when already active.
    func activate()

    /// Stops the interactor's business logic. Does nothing when already inactive.
    func deactivate()
}

/// The base class of a RIB's interactor: its business logic, run while the RIB is attached.
///
/// The router activates the interactor when the RIB is attached and deactivates it when it is
/// detached. Override ``didBecomeActive()`` to start work and ``willResignActive()`` to stop it;
/// anything handed to ``RIBCancellable/cancelOnDeactivate(interactor:)`` or started with
/// ``task(priority:_:)`` is cancelled for you on deactivation.
open class Interactor: Interactable {
    // The state below is read and written on every attach and detach. Swift's exclusivity checks
    // stay on for it, so that a future overlapping access traps instead of corrupting memory.

    /// Whether the interactor is active; published through ``isActiveStream``.
    private var activeFlag = false
    /// The active state's observers; created when first observed, since most interactors are
    /// observed only by their router, which is told directly (``subtreeBinding``).
    private var activeState: CurrentValueStream<Bool>?
    /// Whether the active scope is open: work handed over now is cancelled on deactivation.
    private var isScopeOpen = false
    /// Everything to cancel on deactivation; created on first use while the scope is open.
    private var activeScope: CancelBag?
    /// Set while ``willResignActive()`` runs: a deactivation it causes (itself, or a parent that
    /// detaches this RIB in response) must not run it again nor publish `false` twice.
    private var isResigning = false

    /// The router bound to this interactor's active state, told of every change after the
    /// stream's observers. A direct call instead of a subscription: it sits on every attach and
    /// detach.
    weak var subtreeBinding: (any FrameworkRouter)?
    /// This RIB in the observed tree it is in, set by its router's tree; `nil` while none is.
    var treeNode: RIBTreeNode?

    /// Creates an inactive interactor.
    public init() {}

    /// Whether the interactor is active.
    public final var isActive: Bool { activeFlag }

    /// The active state; replays the current value, emits changes, completes on deinit.
    public final var isActiveStream: AnyObservableStream<Bool> {
        let stream = activeState ?? CurrentValueStream(activeFlag)
        activeState = stream
        return stream.eraseToAnyStream()
    }

    /// Opens a new active scope, publishes `true`, then calls ``didBecomeActive()``.
    public final func activate() {
        guard !activeFlag else { return }
        isScopeOpen = true
        publish(true)
        didBecomeActive()
    }

    /// Called after the interactor became active. Override to start business logic.
    open func didBecomeActive() {}

    /// Calls ``willResignActive()`` (the interactor is still active while it runs), cancels
    /// everything bound to the active scope, then publishes `false`.
    public final func deactivate() {
        guard activeFlag, !isResigning else { return }
        isResigning = true
        willResignActive()
        isResigning = false
        isScopeOpen = false
        let scope = activeScope
        activeScope = nil
        scope?.cancelAll()
        publish(false)
    }

    /// Called before the interactor becomes inactive. Override to stop business logic.
    open func willResignActive() {}

    /// Binds `cancellable` to the current active scope, or cancels it when inactive.
    final func cancelOnDeactivate(_ cancellable: any RIBCancellable) {
        guard isScopeOpen else {
            cancellable.cancel()
            return
        }
        if let activeScope {
            activeScope.insert(cancellable)
        } else {
            let scope = CancelBag()
            scope.insert(cancellable)
            activeScope = scope
        }
    }

    private func publish(_ isActive: Bool) {
        activeFlag = isActive
        treeNode?.send(isActive ? .activated : .deactivated)
        activeState?.send(isActive)
        subtreeBinding?.interactorDidChangeActiveState(isActive)
    }

    isolated deinit {
        if activeFlag {
            deactivate()
        }
        activeState?.complete()
    }
}

extension RIBCancellable {
    /// Cancels this when `interactor` deactivates; at once if it is inactive now.
    /// - Returns: `self`, for chaining.
    @discardableResult
    public func cancelOnDeactivate(interactor: Interactor) -> Self {
        interactor.cancelOnDeactivate(self)
        return self
    }
}
