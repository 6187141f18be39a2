/// Where a driver writes text: a file descriptor, or memory in tests.
public protocol TextOutput: AnyObject {
    /// Writes `text` completely; returns `false` when the output is closed or broken (e.g. EPIPE).
    func write(_ text: String) -> Bool
}
