import Foundation

extension Array where Element: Sendable {
    /// `transform` applied to every element on all processors, the results in the elements' order.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(self[index]), at: index)
        }
        return results.values
    }
}

private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
