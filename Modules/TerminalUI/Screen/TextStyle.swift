/// The meaning of a piece of text, which the terminal maps to an attribute or a colour.
///
/// Screens say what text *is* (a title, an error, one of two sides), not how it looks: the
/// terminal driver turns that into bold, faint, or a colour, and drops the colours when colour is
/// off (`NO_COLOR`, `TERM=dumb`, not a terminal). Line mode and plain-text dumps ignore styles.
/// An app gives its own meanings one of these, e.g. a game maps its two players to ``accent``
/// and ``secondaryAccent``.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Ordinary text.
    case plain
    /// A screen's heading (bold).
    case title
    /// Text that deserves attention, such as whose turn it is (bold).
    case emphasis
    /// Secondary text, such as hints and placeholders (faint).
    case dim
    /// A problem the user should fix, such as an occupied cell (red, or bold without colour).
    case error
    /// Text to tell apart at a glance from ordinary text and from ``secondaryAccent`` (cyan).
    case accent
    /// Text to tell apart at a glance from ordinary text and from ``accent`` (yellow).
    case secondaryAccent
}
