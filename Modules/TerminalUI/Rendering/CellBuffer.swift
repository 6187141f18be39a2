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
    /// For each row, the first and last column written since the buffer was created or
    /// ``blankAll()``, at `2 * row` and `2 * row + 1` (`width` and `-1` for none): all other cells
    /// are blank, so blanking the buffer again only visits these.
    private var written: [Int]

    /// Creates a buffer of blank cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
        written = Self.nothingWritten(width: self.width, height: self.height)
    }

    /// Whether both buffers have the same size and the same cells.
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }

    /// Makes every cell blank again, as a new buffer of the same size, without reallocating
    /// (used to draw a new frame into the storage of the last one).
    mutating func blankAll() {
        for row in 0..<height where written[2 * row] <= written[2 * row + 1] {
            let start = row * width
            for index in (start + written[2 * row])...(start + written[2 * row + 1]) {
                cells[index] = .blank
            }
            written[2 * row] = width
            written[2 * row + 1] = -1
        }
    }

    /// The `written` value of a buffer with nothing written.
    private static func nothingWritten(width: Int, height: Int) -> [Int] {
        var written = [Int](repeating: -1, count: 2 * height)
        for row in 0..<height { written[2 * row] = width }
        return written
    }

    /// Records that the cells from `first` through `last` of `row` were written.
    private mutating func noteWritten(row: Int, first: Int, last: Int) {
        if first < written[2 * row] { written[2 * row] = first }
        if last > written[2 * row + 1] { written[2 * row + 1] = last }
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
            noteWritten(row: row, first: column, last: column)
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
        if TerminalText.isPrintableASCII(text) { return writeASCII(text, row: row, column: column, style: style) }
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

    /// ``write(_:row:column:style:)`` for printable ASCII text: one grapheme, one column per byte,
    /// nothing to sanitize.
    private mutating func writeASCII(_ text: String, row: Int, column: Int, style: CellStyle) -> Int {
        let graphemes = Self.asciiGraphemes
        let first = max(0, column)
        let utf8 = text.utf8
        // Columns before the left edge are skipped; what passes the right edge is dropped.
        let skipped = min(utf8.count, first - column)
        let end = min(width, column + utf8.count)
        guard first < end else { return max(0, min(width, column + utf8.count) - column) }
        let rowStart = row * width
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            var x = first
            var toSkip = skipped
            for byte in utf8 {
                if toSkip > 0 {
                    toSkip -= 1
                    continue
                }
                if x == end { break }
                let index = rowStart + x
                // As clearWide(row:column:): both halves of a wide grapheme under `x` go blank.
                let old = cells[index].width
                if old == 0 {
                    if x > 0 { cells[index - 1] = .blank }
                    cells[index] = .blank
                } else if old == 2 {
                    cells[index] = .blank
                    if x + 1 < width { cells[index + 1] = .blank }
                }
                cells[index] = Cell(graphemes[Int(byte)], width: 1, style: style)
                x += 1
            }
        }
        noteWritten(row: row, first: max(0, first - 1), last: min(width - 1, end))
        return end - column
    }

    /// One-character strings for the ASCII range, so drawing ASCII text builds no strings.
    private static let asciiGraphemes: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

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
