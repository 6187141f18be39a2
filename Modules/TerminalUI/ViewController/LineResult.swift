/// What a view controller did with a line of input in line mode.
///
/// Returned by ``ViewController/handleLine(_:)``. The line-mode driver prints ``error(_:)``
/// messages to standard error and reads the next line; ``quit`` ends the program with status 0.
public enum LineResult: Sendable, Equatable {
    /// The line was understood (the screen may have changed).
    case handled
    /// The line was not acceptable; the message says why (printed to stderr, then ask again).
    case error(String)
    /// The user asked to leave the program.
    case quit
}
