/// How a terminal cell looks: the meaning of its text plus the attributes the toolkit adds.
public struct CellStyle: Sendable, Hashable {
    /// The style of the text drawn in the cell.
    public var text: TextStyle
    /// Reverse video, used for the focus and the grid cursor (visible without colour).
    public var isReversed: Bool

    /// Creates a cell style.
    public init(_ text: TextStyle = .plain, isReversed: Bool = false) {
        self.text = text
        self.isReversed = isReversed
    }

    /// Plain text, no attributes.
    public static let plain = CellStyle()
}

/// One column of a terminal row.
///
/// A wide grapheme (CJK, most emoji) is stored in the cell where it starts, with ``width`` 2,
/// and the next cell is a continuation cell (empty ``grapheme``, ``width`` 0) that is never
/// written on its own.
public struct Cell: Sendable, Hashable {
    /// The sanitized grapheme drawn in the cell (`" "` for blank, `""` for a continuation cell).
    public var grapheme: String
    /// How many columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    public var width: Int
    /// How the cell looks.
    public var style: CellStyle

    /// Creates a cell.
    public init(_ grapheme: String, width: Int = 1, style: CellStyle = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A blank, unstyled cell.
    public static let blank = Cell(" ")

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
