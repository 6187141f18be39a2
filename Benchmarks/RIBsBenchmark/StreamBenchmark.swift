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
        let stream = CurrentValueStream(0)
        observe(stream, values: values, send: stream.send)
    }

    /// Sends `values` values through a ``PassthroughStream`` with ``observerCount`` observers.
    func passthroughStream(values: Int) {
        let stream = PassthroughStream<Int>()
        observe(stream, values: values, send: stream.send)
    }

    /// Subscribes ``observerCount`` observers to `stream`, sends it `values` values with `send`,
    /// then cancels the observers.
    private func observe(_ stream: some ObservableStream<Int>, values: Int, send: (Int) -> Void) {
        let tally = Tally()
        let subscriptions = (0..<observerCount).map { _ in
            stream.subscribe { tally.total &+= $0 }
        }
        for value in 0..<values {
            send(value)
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
