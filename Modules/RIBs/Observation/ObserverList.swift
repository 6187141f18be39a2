/// The observers of a stream, in subscription order. Shared by the stream types.
///
/// Every router observes its interactor, so this sits on every attach and detach: it keeps the
/// observers in one array (no dictionary to allocate and hash), in subscription order, which is
/// also ascending id order.
final class ObserverList<Value> {
    private struct Observer {
        let id: Int
        let onValue: (Value) -> Void
        let onCompleted: () -> Void
    }

    private var observers: [Observer] = []
    private var nextID = 0
    /// Counts additions and removals, so a delivery can tell whether the list changed under it.
    private var version = 0

    var count: Int { observers.count }

    /// Whether ``complete()`` has run: later values are dropped, later observers told at once.
    private(set) var isCompleted = false

    /// Adds an observer and returns what cancels it, or, once completed, calls `onCompleted` at
    /// once and returns nil.
    func subscribe(onValue: @escaping (Value) -> Void, onCompleted: @escaping () -> Void) -> AnyRIBCancellable? {
        guard !isCompleted else {
            onCompleted()
            return nil
        }
        let id = add(onValue: onValue, onCompleted: onCompleted)
        return AnyRIBCancellable { [weak self] in self?.remove(id) }
    }

    private func add(onValue: @escaping (Value) -> Void, onCompleted: @escaping () -> Void) -> Int {
        let id = nextID
        nextID += 1
        version += 1
        observers.append(Observer(id: id, onValue: onValue, onCompleted: onCompleted))
        return id
    }

    func remove(_ id: Int) {
        guard let index = index(of: id) else { return }
        version += 1
        observers.remove(at: index)
    }

    /// Delivers `value` to the observers subscribed now; one removed during delivery is skipped.
    /// Nothing after completion.
    func send(_ value: Value) {
        guard !isCompleted else { return }
        let delivering = observers
        let deliveringVersion = version
        for observer in delivering {
            // Only when an observer changed the list does each next one need looking up.
            if version != deliveringVersion, index(of: observer.id) == nil { continue }
            observer.onValue(value)
        }
    }

    /// Tells every observer that the stream ended and releases them; once only.
    func complete() {
        guard !isCompleted else { return }
        isCompleted = true
        let completing = observers
        observers = []
        version += 1
        for observer in completing {
            observer.onCompleted()
        }
    }

    /// The position of the observer `id`: a binary search, since ids ascend in the array.
    private func index(of id: Int) -> Int? {
        var low = 0
        var high = observers.count
        while low < high {
            let middle = (low + high) / 2
            if observers[middle].id < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < observers.count && observers[low].id == id ? low : nil
    }
}
