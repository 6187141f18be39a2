import RIBs

/// What every observer does with a value, in both the stream and the baseline: add it up.
final class Tally {
    var total = 0
}

/// The observation primitive against the floor: `observerCount` observers of a stream, and the
/// same closures in a plain array called in a loop.
struct StreamBenchmark {
    let observerCount: Int

    /// Sends `values` values through a ``CurrentValueStream`` with ``observerCount`` observers.
    func currentValueStream(values: Int) {
        let tally = Tally()
        let stream = CurrentValueStream(0)
        let subscriptions = (0..<observerCount).map { _ in
            stream.subscribe { tally.total &+= $0 }
        }
        for value in 0..<values {
            stream.send(value)
        }
        for subscription in subscriptions {
            subscription.cancel()
        }
        Sink.consume(tally.total)
    }

    /// Sends `values` values through a ``PassthroughStream`` with ``observerCount`` observers.
    func passthroughStream(values: Int) {
        let tally = Tally()
        let stream = PassthroughStream<Int>()
        let subscriptions = (0..<observerCount).map { _ in
            stream.subscribe { tally.total &+= $0 }
        }
        for value in 0..<values {
            stream.send(value)
        }
        for subscription in subscriptions {
            subscription.cancel()
        }
        Sink.consume(tally.total)
    }

    /// Calls the same closures, kept in an array, once per value.
    func closureArray(values: Int) {
        let tally = Tally()
        let observers: [(Int) -> Void] = (0..<observerCount).map { _ in
            { tally.total &+= $0 }
        }
        for value in 0..<values {
            for observer in observers {
                observer(value)
            }
        }
        Sink.consume(tally.total)
    }
}
