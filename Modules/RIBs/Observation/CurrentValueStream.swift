/// A stream that holds a current value and replays it to every new observer.
///
/// The equivalent of Rx's `BehaviorSubject`: an interactor's `isActiveStream` is one. The owner
/// sends values and completes it; hand observers ``ObservableStream/eraseToAnyStream()``.
public final class CurrentValueStream<Value>: ObservableStream {
    private let observers = ObserverList<Value>()

    /// The latest value sent (or the initial one).
    public private(set) var value: Value

    /// Whether ``complete()`` has been called.
    public var isCompleted: Bool { observers.isCompleted }

    /// Creates a stream whose current value is `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// The number of active observers (useful to check that subscriptions were cancelled).
    public var observerCount: Int { observers.count }

    /// Makes `value` current and delivers it to every observer. Ignored after completion.
    public func send(_ value: Value) {
        guard !isCompleted else { return }
        self.value = value
        observers.send(value)
    }

    /// Ends the stream: observers get `onCompleted` and are released.
    public func complete() {
        observers.complete()
    }

    /// Delivers the current value to `onValue` at once, then every later value.
    public func subscribe(
        onValue: @escaping (Value) -> Void,
        onCompleted: @escaping () -> Void
    ) -> AnyRIBCancellable {
        guard let subscription = observers.subscribe(onValue: onValue, onCompleted: onCompleted) else {
            return .cancelled()
        }
        onValue(value)
        return subscription
    }
}
