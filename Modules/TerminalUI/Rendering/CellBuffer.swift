/// A 2-D grid of terminal cells: what the renderer draws into and the terminal driver diffs.
///
/// Rows and columns count from 0 at the top left. Writing never splits a wide grapheme: a
/// grapheme that does not fit before the right edge is not written, and overwriting half of a
/// wide grapheme blanks its other half.
public struct CellBuffer: Sendable, Equatable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row-major.
    public private(set) var cells: [Cell]

    /// Creates a buffer of blank cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at `row`, `column`; reading outside the buffer gives a blank cell, writing there
    /// does nothing.
    public subscript(row: Int, column: Int) -> Cell {
        get {
            guard contains(row: row, column: column) else { return .blank }
            return cells[row * width + column]
        }
        set {
            guard contains(row: row, column: column) else { return }
            cells[row * width + column] = newValue
        }
    }

    /// Whether `row`, `column` is inside the buffer.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// Writes `text` from `row`, `column` to the right, sanitized and grapheme by grapheme, and
    /// returns the number of columns written.
    ///
    /// Text is not wrapped: what does not fit is dropped (truncate first to get an ellipsis, see
    /// ``TerminalText/truncated(_:toWidth:)``).
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
        guard row >= 0, row < height else { return 0 }
        var x = column
        for character in TerminalText.sanitized(text) {
            let columns = TerminalText.displayWidth(of: character)
            guard columns > 0 else { continue }
            if x + columns > width { break }
            if x >= 0 {
                clearWide(row: row, column: x)
                if columns == 2 { clearWide(row: row, column: x + 1) }
                self[row, x] = Cell(String(character), width: columns, style: style)
                if columns == 2 { self[row, x + 1] = Cell("", width: 0, style: style) }
            }
            x += columns
        }
        return max(0, x - column)
    }

    /// The rows as plain text: graphemes only, no styles or escape sequences, trailing spaces
    /// removed.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width { line += self[row, column].grapheme }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The whole buffer as plain text: ``lines`` joined by newlines, for snapshot tests and
    /// line mode.
    public var plainText: String { lines.joined(separator: "\n") }

    /// Blanks both halves of a wide grapheme that covers `column`, before it is overwritten.
    private mutating func clearWide(row: Int, column: Int) {
        let cell = self[row, column]
        if cell.isContinuation {
            self[row, column - 1] = .blank
            self[row, column] = .blank
        } else if cell.width == 2 {
            self[row, column] = .blank
            self[row, column + 1] = .blank
        }
    }
}
