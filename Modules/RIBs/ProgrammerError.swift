/// A broken contract in the use of the framework: the kind of mistake upstream RIBs traps on.
///
/// Upstream RIBs calls `assert`/`fatalError` when, for example, a child router is attached twice.
/// A trap cannot be observed by a test on Linux, so this framework reports those mistakes through
/// ``handler`` instead. The default handler stops a debug build with `assertionFailure`; a test
/// replaces it (see ``capture(_:)``) to check that a mistake is reported, and what happened next.
public enum ProgrammerError {
    /// What went wrong and where the framework noticed it.
    // Nonisolated: a report is a plain value, made and read on any thread.
    public nonisolated struct Report: Sendable, Equatable, CustomStringConvertible {
        /// A sentence naming the broken contract.
        public let message: String
        /// The source file of the framework call that detected it.
        public let file: String
        /// The line of the framework call that detected it.
        public let line: UInt

        /// Creates a report.
        public init(message: String, file: String, line: UInt) {
            self.message = message
            self.file = file
            self.line = line
        }

        /// The message followed by the place, as shown by the default handler.
        public var description: String { "\(message) (\(file):\(line))" }
    }

    /// Receives every programmer error the framework detects.
    ///
    /// The default calls `assertionFailure`, which stops debug builds and is silent in release
    /// builds, like upstream's `assert`. After the handler returns, the framework leaves its state
    /// as it was before the faulty call (it never half-applies a broken request).
    public static var handler: (Report) -> Void = defaultHandler

    /// The handler installed at launch: `assertionFailure` with the report's description.
    // Nonisolated: it touches no state, and so it can be the stored handler's initial value.
    public nonisolated static func defaultHandler(_ report: Report) {
        assertionFailure(report.description)
    }

    /// Hands a report to the current ``handler``.
    public static func report(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
        handler(Report(message: message, file: "\(file)", line: line))
    }

    /// Runs `body` with a handler that records reports instead of asserting, then restores the
    /// previous handler.
    ///
    /// ```swift
    /// let reports = ProgrammerError.capture {
    ///     router.attachChild(child)
    ///     router.attachChild(child)
    /// }
    /// #expect(reports.count == 1)
    /// ```
    /// - Returns: The reports raised while `body` ran, in order.
    public static func capture(_ body: () throws -> Void) rethrows -> [Report] {
        var reports: [Report] = []
        let previous = handler
        handler = { reports.append($0) }
        defer { handler = previous }
        try body()
        return reports
    }
}
