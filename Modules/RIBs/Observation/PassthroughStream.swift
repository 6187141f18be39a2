/// A stream that delivers each value to the observers subscribed at the time, with no replay.
///
/// The equivalent of Rx's `PublishSubject`: a router's lifecycle stream is one.
public final class PassthroughStream<Value>: ObservableStream {
    private let observers = ObserverList<Value>()

    /// Whether ``complete()`` has been called.
    public var isCompleted: Bool { observers.isCompleted }

    /// Creates a stream with no observers.
    public init() {}

    /// The number of active observers.
    public var observerCount: Int { observers.count }

    /// Delivers `value` to every current observer. Ignored after completion.
    public func send(_ value: Value) {
        observers.send(value)
    }

    /// Ends the stream: observers get `onCompleted` and are released.
    public func complete() {
        observers.complete()
    }

    /// Delivers the values sent from now on.
    public func subscribe(
        onValue: @escaping (Value) -> Void,
        onCompleted: @escaping () -> Void
    ) -> AnyRIBCancellable {
        observers.subscribe(onValue: onValue, onCompleted: onCompleted) ?? .cancelled()
    }
}
