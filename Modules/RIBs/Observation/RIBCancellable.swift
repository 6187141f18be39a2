/// Something that can be stopped: a subscription, a task, a timer.
///
/// The framework's replacement for Rx's `Disposable`. Cancelling twice is harmless. A cancellable
/// does not cancel itself when released: hand it to an interactor with
/// ``RIBCancellable/cancelOnDeactivate(interactor:)``, to a worker with
/// ``RIBCancellable/cancelOnStop(worker:)``, or keep it in a ``CancelBag``.
///
/// Named `RIBCancellable`, not `Cancellable`, so that a file importing both `RIBs` and Combine
/// (which declares `Cancellable` and `AnyCancellable` at top level) compiles without qualifying
/// every use: an iOS team keeps Combine next to RIBs while it migrates.
public protocol RIBCancellable: AnyObject {
    /// Stops the work. Calls after the first have no effect.
    func cancel()
}

/// A cancellable that runs a closure once, the first time it is cancelled.
///
/// Named `AnyRIBCancellable`, not `AnyCancellable`, so that it does not collide with Combine's
/// `AnyCancellable` in a file that imports both (see ``RIBCancellable``).
public final class AnyRIBCancellable: RIBCancellable {
    private var onCancel: (() -> Void)?

    /// Creates a cancellable that runs `onCancel` when first cancelled.
    public init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// A cancellable with nothing to stop; it starts out cancelled.
    public static func cancelled() -> AnyRIBCancellable {
        let cancellable = AnyRIBCancellable {}
        cancellable.cancel()
        return cancellable
    }

    /// Whether ``cancel()`` has been called.
    public var isCancelled: Bool { onCancel == nil }

    /// Runs the closure given at creation, once.
    public func cancel() {
        guard let onCancel else { return }
        self.onCancel = nil
        onCancel()
    }
}

/// A group of cancellables cancelled together, like Rx's `CompositeDisposable`.
///
/// Once the bag has been cancelled, anything inserted is cancelled at once: work handed to a
/// scope that has already ended never starts running unobserved.
public final class CancelBag {
    private var items: [any RIBCancellable] = []

    /// Whether ``cancelAll()`` has been called.
    public private(set) var isCancelled = false

    /// Creates an empty bag.
    public init() {}

    /// The number of cancellables waiting in the bag.
    public var count: Int { items.count }

    /// Adds `cancellable`, or cancels it right away when the bag was already cancelled.
    public func insert(_ cancellable: any RIBCancellable) {
        if isCancelled {
            cancellable.cancel()
        } else {
            items.append(cancellable)
        }
    }

    /// Cancels everything in the bag, in insertion order, and every later insertion.
    public func cancelAll() {
        guard !isCancelled else { return }
        isCancelled = true
        let cancelling = items
        items = []
        for item in cancelling {
            item.cancel()
        }
    }
}

extension RIBCancellable {
    /// Keeps this cancellable in `bag`.
    /// - Returns: `self`, for chaining.
    @discardableResult
    public func store(in bag: CancelBag) -> Self {
        bag.insert(self)
        return self
    }
}
