/// Text output kept in memory, for tests; can pretend to be a closed pipe.
public final class StringOutput: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""
    /// When `true`, writes fail as on a closed pipe and nothing is kept.
    public var isClosed = false

    /// Creates an empty, open output.
    public init() {}

    /// Appends `text`, or returns `false` when ``isClosed``.
    public func write(_ text: String) -> Bool {
        guard !isClosed else { return false }
        self.text += text
        return true
    }
}
