/// The observers of a stream, in subscription order. Shared by the stream types.
@MainActor
final class ObserverList<Value> {
    private struct Observer {
        let onValue: @MainActor (Value) -> Void
        let onCompleted: @MainActor () -> Void
    }

    private var observers: [Int: Observer] = [:]
    private var order: [Int] = []
    private var nextID = 0

    var count: Int { observers.count }

    func add(onValue: @escaping @MainActor (Value) -> Void, onCompleted: @escaping @MainActor () -> Void) -> Int {
        let id = nextID
        nextID += 1
        observers[id] = Observer(onValue: onValue, onCompleted: onCompleted)
        order.append(id)
        return id
    }

    func remove(_ id: Int) {
        guard observers.removeValue(forKey: id) != nil else { return }
        order.removeAll { $0 == id }
    }

    /// Delivers `value` to the observers subscribed now; one removed during delivery is skipped.
    func send(_ value: Value) {
        for id in order {
            observers[id]?.onValue(value)
        }
    }

    func complete() {
        let completing = order.compactMap { observers[$0] }
        observers = [:]
        order = []
        for observer in completing {
            observer.onCompleted()
        }
    }
}
