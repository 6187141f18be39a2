/// A source of values over time that observers subscribe to: the framework's minimal replacement
/// for an Rx `Observable`.
///
/// Values are delivered synchronously on the main actor, in the order they were sent. A stream
/// may complete; after that it delivers nothing more, and a new observer is told at once.
public protocol ObservableStream<Value> {
    /// The type of the values the stream delivers.
    associatedtype Value

    /// Starts observing.
    /// - Parameters:
    ///   - onValue: Called with each value.
    ///   - onCompleted: Called once when the stream ends.
    /// - Returns: A cancellable that stops the observation.
    func subscribe(
        onValue: @escaping (Value) -> Void,
        onCompleted: @escaping () -> Void
    ) -> AnyRIBCancellable
}

extension ObservableStream {
    /// Starts observing values only.
    /// - Returns: A cancellable that stops the observation.
    public func subscribe(_ onValue: @escaping (Value) -> Void) -> AnyRIBCancellable {
        subscribe(onValue: onValue, onCompleted: {})
    }

    /// Hides the concrete stream type (for instance a stream the caller could send on).
    public func eraseToAnyStream() -> AnyObservableStream<Value> {
        AnyObservableStream(self)
    }

    /// A stream of `transform` applied to each value.
    public func map<Mapped>(_ transform: @escaping (Value) -> Mapped) -> AnyObservableStream<Mapped> {
        AnyObservableStream { onValue, onCompleted in
            subscribe(onValue: { onValue(transform($0)) }, onCompleted: onCompleted)
        }
    }

    /// A stream of the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> AnyObservableStream<Value> {
        AnyObservableStream { onValue, onCompleted in
            subscribe(onValue: { if isIncluded($0) { onValue($0) } }, onCompleted: onCompleted)
        }
    }

    /// A stream of the first `count` values; it completes after the last of them.
    public func prefix(_ count: Int) -> AnyObservableStream<Value> {
        AnyObservableStream { onValue, onCompleted in
            var remaining = count
            var subscription: AnyRIBCancellable?
            var finished = false
            if remaining <= 0 {
                onCompleted()
                return .cancelled()
            }
            subscription = subscribe(
                onValue: { value in
                    guard !finished else { return }
                    remaining -= 1
                    onValue(value)
                    if remaining == 0 {
                        finished = true
                        subscription?.cancel()
                        onCompleted()
                    }
                },
                onCompleted: {
                    guard !finished else { return }
                    finished = true
                    onCompleted()
                }
            )
            if finished { subscription?.cancel() }
            return AnyRIBCancellable { subscription?.cancel() }
        }
    }
}

extension ObservableStream where Value: Sendable {
    /// The values as an `AsyncStream`, for `for await` loops.
    ///
    /// The async sequence finishes when this stream completes; leaving the loop (or cancelling
    /// the task iterating it) ends the subscription.
    public var values: AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let subscription = subscribe(
            onValue: { continuation.yield($0) },
            onCompleted: { continuation.finish() }
        )
        continuation.onTermination = { _ in
            // Said here: the termination handler is a Sendable closure that runs on any thread.
            Task { @MainActor in subscription.cancel() }
        }
        return stream
    }
}

extension ObservableStream where Value: Equatable {
    /// A stream that skips values equal to the one delivered just before.
    public func removeDuplicates() -> AnyObservableStream<Value> {
        AnyObservableStream { onValue, onCompleted in
            var last: Value?
            return subscribe(
                onValue: { value in
                    guard value != last else { return }
                    last = value
                    onValue(value)
                },
                onCompleted: onCompleted
            )
        }
    }
}

/// A stream with its concrete type hidden.
///
/// Public APIs hand out `AnyObservableStream` so that observers cannot send values.
public struct AnyObservableStream<Value>: ObservableStream {
    private let subscribeBody: (@escaping (Value) -> Void, @escaping () -> Void) -> AnyRIBCancellable

    /// Wraps `stream`.
    public init<Stream: ObservableStream>(_ stream: Stream) where Stream.Value == Value {
        subscribeBody = { stream.subscribe(onValue: $0, onCompleted: $1) }
    }

    /// Creates a stream from its subscribe function, for writing operators.
    public init(
        subscribe:
            @escaping (
                _ onValue: @escaping (Value) -> Void, _ onCompleted: @escaping () -> Void
            ) -> AnyRIBCancellable
    ) {
        subscribeBody = subscribe
    }

    /// Starts observing the wrapped stream.
    public func subscribe(
        onValue: @escaping (Value) -> Void,
        onCompleted: @escaping () -> Void
    ) -> AnyRIBCancellable {
        subscribeBody(onValue, onCompleted)
    }
}
