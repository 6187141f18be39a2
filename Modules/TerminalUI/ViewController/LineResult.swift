/// What one line of input did in line mode (see ``HeadlessWindow/sendLine(_:)``).
///
/// The line-mode driver prints ``error(_:)`` messages to standard error and asks again;
/// ``quit`` ends the program with status 0.
public enum LineResult: Sendable, Equatable {
    /// The line was used (the screen may have changed).
    case handled
    /// The line was not acceptable, or the screen showed a transient error in answer to it; the
    /// message says why.
    case error(String)
    /// The user asked to leave the program.
    case quit
}
