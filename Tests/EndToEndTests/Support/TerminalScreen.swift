/// A small model of an xterm-compatible screen: enough of VT100 and its xterm extensions to
/// reconstruct what a person sees from the bytes a full-screen program writes.
///
/// It understands cursor movement and positioning, erasing, scrolling, character attributes
/// (bold, underline, inverse, colours), the alternate screen, cursor visibility, autowrap, UTF-8
/// with wide and combining characters, and it skips the strings it does not interpret (OSC, DCS).
/// It also counts what matters to the tests: entries into and exits from the alternate screen, and
/// whether the cursor is visible.
struct TerminalScreen {
    /// Character attributes (SGR).
    struct Attributes: Equatable {
        var isBold = false
        var isDim = false
        var isUnderlined = false
        var isInverse = false
        /// The foreground colour as written (`"31"`, `"38;5;196"`, `"38;2;1;2;3"`), `nil` for default.
        var foreground: String?
        /// The background colour as written, `nil` for default.
        var background: String?
    }

    /// One cell of the screen.
    struct Cell: Equatable {
        /// The character shown (a base scalar and its combining marks), `" "` when blank, `""` in
        /// the right half of a wide character.
        var text: String = " "
        /// The attributes the character was written with.
        var attributes = Attributes()

        /// Whether this cell is the right half of the wide character to its left.
        var isContinuation: Bool { text.isEmpty }
    }

    /// The number of rows.
    private(set) var rows: Int
    /// The number of columns.
    private(set) var columns: Int
    /// The row of the cursor, from 0.
    private(set) var cursorRow = 0
    /// The column of the cursor, from 0.
    private(set) var cursorColumn = 0
    /// Whether the cursor is shown (DECTCEM, `CSI ? 25 h/l`).
    private(set) var isCursorVisible = true
    /// Whether the alternate screen is shown (`CSI ? 1049 h/l` and its older forms).
    private(set) var isAlternateScreen = false
    /// How many times the program switched to the alternate screen.
    private(set) var alternateScreenEntries = 0
    /// How many times the program switched back to the normal screen.
    private(set) var alternateScreenExits = 0
    /// Whether autowrap (DECAWM) is on.
    private(set) var isAutowrapOn = true
    /// Every private mode the program set (`true`) or reset (`false`) last, by number.
    private(set) var privateModes: [Int: Bool] = [:]
    /// Every colour the program selected (SGR foreground or background), as written.
    private(set) var coloursUsed: Set<String> = []

    /// Rows scrolled off the top of the normal screen, oldest first (as a terminal keeps them for
    /// a person to scroll back to); at most ``scrollbackLimit``.
    private(set) var scrollback: [[Cell]] = []
    /// How many rows ``scrollback`` keeps.
    let scrollbackLimit = 10_000

    private var normalCells: [[Cell]]
    private var alternateCells: [[Cell]]
    private var attributes = Attributes()
    private var pendingWrap = false
    private var scrollTop = 0
    private var scrollBottom: Int
    private var savedCursor: (row: Int, column: Int, attributes: Attributes)?
    private var parser = Parser.ground
    private var utf8Pending: [UInt8] = []
    private var utf8Expected = 0

    private enum Parser {
        case ground
        case escape(intermediates: [UInt8])
        case controlSequence(parameters: [UInt8], intermediates: [UInt8])
        /// OSC, DCS, SOS, PM, APC: skipped until BEL or ST; `sawEscape` after an ESC inside it.
        case string(sawEscape: Bool)
    }

    /// Creates a blank screen.
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        scrollBottom = rows - 1
        normalCells = Self.blank(rows: rows, columns: columns)
        alternateCells = Self.blank(rows: rows, columns: columns)
    }

    private static func blank(rows: Int, columns: Int, attributes: Attributes = Attributes()) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell(text: " ", attributes: attributes), count: columns), count: rows)
    }

    // MARK: Reading

    /// The cells of the visible screen (normal or alternate), row by row.
    var cells: [[Cell]] {
        isAlternateScreen ? alternateCells : normalCells
    }

    /// Each row as text: wide characters once, trailing blanks trimmed.
    var lines: [String] {
        cells.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows as text joined by newlines.
    var text: String { lines.joined(separator: "\n") }

    /// The scrolled-off rows, then the normal screen's rows, as text: everything a person can
    /// scroll back to once the program has left the alternate screen.
    var textWithScrollback: String {
        (scrollback + normalCells).map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// Each row with one `Character` per cell: the right half of a wide character shows as
    /// `"\u{0}"`, so the `n`-th character of a row is the `n`-th column. Alignment tests compare these.
    var cellLines: [String] {
        cells.map { row in row.map { $0.isContinuation ? "\u{0}" : $0.text }.joined() }
    }

    /// The (row, column) of the first cell whose text starts `text`, searching row by row.
    func position(of text: String) -> (row: Int, column: Int)? {
        for (rowIndex, row) in cells.enumerated() {
            let line = row.map(\.text)
            for column in line.indices where !line[column].isEmpty && line[column...].joined().hasPrefix(text) {
                return (rowIndex, column)
            }
        }
        return nil
    }

    // MARK: Size

    /// Resizes the screen like xterm: content is kept from the top left, and cut or padded.
    mutating func resize(rows newRows: Int, columns newColumns: Int) {
        func resized(_ grid: [[Cell]]) -> [[Cell]] {
            (0..<newRows).map { row in
                (0..<newColumns).map { column in
                    row < grid.count && column < grid[row].count ? grid[row][column] : Cell()
                }
            }
        }
        normalCells = resized(normalCells)
        alternateCells = resized(alternateCells)
        rows = newRows
        columns = newColumns
        scrollTop = 0
        scrollBottom = newRows - 1
        cursorRow = min(cursorRow, newRows - 1)
        cursorColumn = min(cursorColumn, newColumns - 1)
        pendingWrap = false
    }

    // MARK: Parsing

    /// Interprets bytes the program wrote.
    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            feed(byte)
        }
    }

    private mutating func feed(_ byte: UInt8) {
        switch parser {
        case .ground:
            ground(byte)
        case .escape(let intermediates):
            escape(byte, intermediates: intermediates)
        case .controlSequence(let parameters, let intermediates):
            controlSequence(byte, parameters: parameters, intermediates: intermediates)
        case .string(let sawEscape):
            if byte == 0x07 || (sawEscape && byte == UInt8(ascii: "\\")) {
                parser = .ground
            } else if byte == 0x1B {
                parser = .string(sawEscape: true)
            } else {
                parser = .string(sawEscape: false)
            }
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if utf8Expected > 0 {
            if byte & 0xC0 == 0x80 {
                utf8Pending.append(byte)
                if utf8Pending.count == utf8Expected {
                    let scalars = String(decoding: utf8Pending, as: UTF8.self).unicodeScalars
                    utf8Pending = []
                    utf8Expected = 0
                    for scalar in scalars { scalarReceived(scalar) }
                }
                return
            }
            // A truncated sequence: show a replacement character and read this byte afresh.
            utf8Pending = []
            utf8Expected = 0
            put("\u{FFFD}")
        }
        switch byte {
        case 0x1B:
            parser = .escape(intermediates: [])
        case 0x00..<0x20, 0x7F:
            control(byte)
        case 0x20..<0x7F:
            put(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            utf8Pending = [byte]
            utf8Expected = 2
        case 0xE0...0xEF:
            utf8Pending = [byte]
            utf8Expected = 3
        case 0xF0...0xF4:
            utf8Pending = [byte]
            utf8Expected = 4
        default:
            put("\u{FFFD}")
        }
    }

    private mutating func scalarReceived(_ scalar: Unicode.Scalar) {
        // C1 controls (U+0080-U+009F) arriving as UTF-8: xterm does not act on them by default;
        // neither does this model (the tests check that they are never written at all).
        if (0x80...0x9F).contains(scalar.value) { return }
        put(scalar)
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x08:  // BS
            pendingWrap = false
            cursorColumn = max(0, cursorColumn - 1)
        case 0x09:  // HT
            pendingWrap = false
            cursorColumn = min(columns - 1, (cursorColumn / 8 + 1) * 8)
        case 0x0A, 0x0B, 0x0C:  // LF, VT, FF
            lineFeed()
        case 0x0D:  // CR
            pendingWrap = false
            cursorColumn = 0
        default:
            break  // BEL and the rest do not change the screen.
        }
    }

    private mutating func escape(_ byte: UInt8, intermediates: [UInt8]) {
        switch byte {
        case 0x20...0x2F:
            parser = .escape(intermediates: intermediates + [byte])
            return
        case UInt8(ascii: "[") where intermediates.isEmpty:
            parser = .controlSequence(parameters: [], intermediates: [])
            return
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            if intermediates.isEmpty {
                parser = .string(sawEscape: false)
                return
            }
        case 0x1B:
            parser = .escape(intermediates: [])
            return
        default:
            break
        }
        parser = .ground
        guard intermediates.isEmpty else { return }  // charset designations and the like
        switch byte {
        case UInt8(ascii: "7"):
            saveCursor()
        case UInt8(ascii: "8"):
            restoreCursor()
        case UInt8(ascii: "D"):
            lineFeed()
        case UInt8(ascii: "E"):
            cursorColumn = 0
            lineFeed()
        case UInt8(ascii: "M"):
            reverseIndex()
        case UInt8(ascii: "c"):
            self = TerminalScreen(rows: rows, columns: columns)
        default:
            break
        }
    }

    private mutating func controlSequence(_ byte: UInt8, parameters: [UInt8], intermediates: [UInt8]) {
        switch byte {
        case 0x30...0x3F:
            parser = .controlSequence(parameters: parameters + [byte], intermediates: intermediates)
        case 0x20...0x2F:
            parser = .controlSequence(parameters: parameters, intermediates: intermediates + [byte])
        case 0x40...0x7E:
            parser = .ground
            execute(final: byte, parameters: parameters, intermediates: intermediates)
        case 0x1B:
            parser = .escape(intermediates: [])
        case 0x00..<0x20:
            control(byte)  // C0 controls inside a sequence are executed
        default:
            parser = .ground
        }
    }

    // MARK: Control sequences

    private mutating func execute(final: UInt8, parameters rawParameters: [UInt8], intermediates: [UInt8]) {
        var text = String(decoding: rawParameters, as: UTF8.self)
        var marker: Character?
        if let first = text.first, "?<=>".contains(first) {
            marker = first
            text.removeFirst()
        }
        let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func parameter(_ index: Int, default value: Int = 1) -> Int {
            guard index < parameters.count, let parameter = parameters[index], parameter != 0 else { return value }
            return parameter
        }
        guard intermediates.isEmpty else { return }  // DECSCUSR (`CSI n SP q`) and such
        if marker == "?" {
            if final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                for mode in parameters.compactMap({ $0 }) {
                    setPrivateMode(mode, final == UInt8(ascii: "h"))
                }
            }
            return
        }
        guard marker == nil else { return }
        switch Character(Unicode.Scalar(final)) {
        case "A":
            moveCursor(row: cursorRow - parameter(0), column: cursorColumn)
        case "B", "e":
            moveCursor(row: cursorRow + parameter(0), column: cursorColumn)
        case "C", "a":
            moveCursor(row: cursorRow, column: cursorColumn + parameter(0))
        case "D":
            moveCursor(row: cursorRow, column: cursorColumn - parameter(0))
        case "E":
            moveCursor(row: cursorRow + parameter(0), column: 0)
        case "F":
            moveCursor(row: cursorRow - parameter(0), column: 0)
        case "G", "`":
            moveCursor(row: cursorRow, column: parameter(0) - 1)
        case "d":
            moveCursor(row: parameter(0) - 1, column: cursorColumn)
        case "H", "f":
            moveCursor(row: parameter(0) - 1, column: parameter(1) - 1)
        case "J":
            eraseInDisplay(parameter(0, default: 0))
        case "K":
            eraseInLine(parameter(0, default: 0))
        case "X":
            erase(row: cursorRow, from: cursorColumn, to: min(columns, cursorColumn + parameter(0)))
        case "P":
            deleteCharacters(parameter(0))
        case "@":
            insertCharacters(parameter(0))
        case "L":
            insertLines(parameter(0))
        case "M":
            deleteLines(parameter(0))
        case "S":
            for _ in 0..<parameter(0) { scrollUp(top: scrollTop, bottom: scrollBottom) }
        case "T":
            for _ in 0..<parameter(0) { scrollDown(top: scrollTop, bottom: scrollBottom) }
        case "m":
            selectGraphicRendition(parameters)
        case "r":
            let top = parameter(0) - 1
            let bottom = parameter(1, default: rows) - 1
            if top < bottom && bottom < rows {
                scrollTop = top
                scrollBottom = bottom
                moveCursor(row: 0, column: 0)
            }
        case "s":
            saveCursor()
        case "u":
            restoreCursor()
        default:
            break  // device status reports, window operations, modes (`CSI 4 h`): no visible effect
        }
    }

    private mutating func setPrivateMode(_ mode: Int, _ isSet: Bool) {
        privateModes[mode] = isSet
        switch mode {
        case 25:
            isCursorVisible = isSet
        case 7:
            isAutowrapOn = isSet
        case 47, 1047, 1049:
            guard isSet != isAlternateScreen else { return }
            if isSet {
                if mode == 1049 { saveCursor() }
                isAlternateScreen = true
                alternateScreenEntries += 1
                if mode != 47 { alternateCells = Self.blank(rows: rows, columns: columns) }
            } else {
                isAlternateScreen = false
                alternateScreenExits += 1
                if mode == 1049 { restoreCursor() }
            }
        default:
            break
        }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int?]) {
        var values = parameters.map { $0 ?? 0 }
        if values.isEmpty { values = [0] }
        var index = 0
        while index < values.count {
            let value = values[index]
            switch value {
            case 0:
                attributes = Attributes()
            case 1:
                attributes.isBold = true
            case 2:
                attributes.isDim = true
            case 4:
                attributes.isUnderlined = true
            case 7:
                attributes.isInverse = true
            case 22:
                attributes.isBold = false
                attributes.isDim = false
            case 24:
                attributes.isUnderlined = false
            case 27:
                attributes.isInverse = false
            case 30...37, 90...97:
                attributes.foreground = "\(value)"
            case 39:
                attributes.foreground = nil
            case 40...47, 100...107:
                attributes.background = "\(value)"
            case 49:
                attributes.background = nil
            case 38, 48:
                // 38;5;n or 38;2;r;g;b
                let count = index + 1 < values.count && values[index + 1] == 2 ? 5 : 3
                let colour = values[index..<min(values.count, index + count)].map(String.init).joined(separator: ";")
                if value == 38 {
                    attributes.foreground = colour
                } else {
                    attributes.background = colour
                }
                index += count - 1
            default:
                break
            }
            index += 1
        }
        coloursUsed.formUnion([attributes.foreground, attributes.background].compactMap { $0 })
    }

    // MARK: Screen operations

    private mutating func withCells(_ body: (inout [[Cell]]) -> Void) {
        if isAlternateScreen {
            body(&alternateCells)
        } else {
            body(&normalCells)
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = DisplayWidth.of(scalar)
        if width == 0 {
            appendToPreviousCell(scalar)
            return
        }
        if pendingWrap || (width == 2 && cursorColumn == columns - 1) {
            if isAutowrapOn {
                if width == 2 && !pendingWrap {
                    // A wide character does not fit in the last column: xterm leaves it blank.
                    setCell(row: cursorRow, column: cursorColumn, Cell(text: " ", attributes: attributes))
                }
                cursorColumn = 0
                lineFeed()
            } else if width == 2 {
                cursorColumn = max(0, columns - 2)
            }
            pendingWrap = false
        }
        setCell(row: cursorRow, column: cursorColumn, Cell(text: String(scalar), attributes: attributes))
        if width == 2 && cursorColumn + 1 < columns {
            setCell(row: cursorRow, column: cursorColumn + 1, Cell(text: "", attributes: attributes))
        }
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = true
        } else {
            cursorColumn += width
        }
    }

    private mutating func appendToPreviousCell(_ scalar: Unicode.Scalar) {
        var column = pendingWrap ? cursorColumn : cursorColumn - 1
        guard column >= 0 else { return }
        if cells[cursorRow][column].isContinuation && column > 0 { column -= 1 }
        let row = cursorRow
        withCells { $0[row][column].text.unicodeScalars.append(scalar) }
    }

    /// Writes `cell`, blanking the other half of any wide character it overwrites.
    private mutating func setCell(row: Int, column: Int, _ cell: Cell) {
        let columns = columns
        withCells { grid in
            // Overwriting the right half of a wide character breaks it (unless this is the right
            // half of a new one in the same place).
            if !cell.isContinuation && grid[row][column].isContinuation && column > 0 {
                grid[row][column - 1].text = " "
            }
            // Overwriting the left half of one leaves its right half blank.
            if column + 1 < columns && grid[row][column + 1].isContinuation {
                grid[row][column + 1].text = " "
            }
            grid[row][column] = cell
        }
    }

    private mutating func moveCursor(row: Int, column: Int) {
        pendingWrap = false
        cursorRow = max(0, min(rows - 1, row))
        cursorColumn = max(0, min(columns - 1, column))
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursorRow == scrollBottom {
            scrollUp(top: scrollTop, bottom: scrollBottom)
        } else if cursorRow < rows - 1 {
            cursorRow += 1
        }
    }

    private mutating func reverseIndex() {
        pendingWrap = false
        if cursorRow == scrollTop {
            scrollDown(top: scrollTop, bottom: scrollBottom)
        } else if cursorRow > 0 {
            cursorRow -= 1
        }
    }

    private mutating func scrollUp(top: Int, bottom: Int) {
        let blankRow = Array(repeating: Cell(text: " ", attributes: attributes.backgroundOnly), count: columns)
        if top == 0 && !isAlternateScreen {
            scrollback.append(normalCells[0])
            if scrollback.count > scrollbackLimit { scrollback.removeFirst() }
        }
        withCells { grid in
            grid.remove(at: top)
            grid.insert(blankRow, at: bottom)
        }
    }

    private mutating func scrollDown(top: Int, bottom: Int) {
        let blankRow = Array(repeating: Cell(text: " ", attributes: attributes.backgroundOnly), count: columns)
        withCells { grid in
            grid.remove(at: bottom)
            grid.insert(blankRow, at: top)
        }
    }

    private mutating func erase(row: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        let blank = Cell(text: " ", attributes: attributes.backgroundOnly)
        let columns = columns
        withCells { grid in
            // Half of a wide character left behind is blanked too.
            if start > 0 && grid[row][start].isContinuation { grid[row][start - 1].text = " " }
            if end < columns && grid[row][end].isContinuation { grid[row][end].text = " " }
            for column in start..<end { grid[row][column] = blank }
        }
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        pendingWrap = false
        switch mode {
        case 0:
            erase(row: cursorRow, from: cursorColumn, to: columns)
            for row in (cursorRow + 1)..<rows { erase(row: row, from: 0, to: columns) }
        case 1:
            for row in 0..<cursorRow { erase(row: row, from: 0, to: columns) }
            erase(row: cursorRow, from: 0, to: cursorColumn + 1)
        default:
            for row in 0..<rows { erase(row: row, from: 0, to: columns) }
        }
    }

    private mutating func eraseInLine(_ mode: Int) {
        pendingWrap = false
        switch mode {
        case 0: erase(row: cursorRow, from: cursorColumn, to: columns)
        case 1: erase(row: cursorRow, from: 0, to: cursorColumn + 1)
        default: erase(row: cursorRow, from: 0, to: columns)
        }
    }

    private mutating func deleteCharacters(_ count: Int) {
        shiftCursorLine(by: count) { line, column, removed, blanks in
            line.removeSubrange(column..<(column + removed))
            line.append(contentsOf: blanks)
        }
    }

    private mutating func insertCharacters(_ count: Int) {
        shiftCursorLine(by: count) { line, column, inserted, blanks in
            line.insert(contentsOf: blanks, at: column)
            line.removeLast(inserted)
        }
    }

    /// Lets `edit` shift the cursor's line from the cursor on by `count` cells, at most to the
    /// line's end; it gets the line, the cursor's column, that number of cells and as many blanks.
    private mutating func shiftCursorLine(by count: Int, _ edit: (inout [Cell], Int, Int, [Cell]) -> Void) {
        let row = cursorRow
        let column = cursorColumn
        let shifted = min(count, columns - column)
        let blanks = Array(repeating: Cell(text: " ", attributes: attributes.backgroundOnly), count: shifted)
        withCells { grid in edit(&grid[row], column, shifted, blanks) }
    }

    private mutating func insertLines(_ count: Int) {
        guard (scrollTop...scrollBottom).contains(cursorRow) else { return }
        for _ in 0..<min(count, scrollBottom - cursorRow + 1) { scrollDown(top: cursorRow, bottom: scrollBottom) }
        cursorColumn = 0
    }

    private mutating func deleteLines(_ count: Int) {
        guard (scrollTop...scrollBottom).contains(cursorRow) else { return }
        for _ in 0..<min(count, scrollBottom - cursorRow + 1) { scrollUp(top: cursorRow, bottom: scrollBottom) }
        cursorColumn = 0
    }

    private mutating func saveCursor() {
        savedCursor = (cursorRow, cursorColumn, attributes)
    }

    private mutating func restoreCursor() {
        guard let savedCursor else {
            moveCursor(row: 0, column: 0)
            return
        }
        moveCursor(row: savedCursor.row, column: savedCursor.column)
        attributes = savedCursor.attributes
    }
}

extension TerminalScreen.Attributes {
    /// Erased cells take the current background colour only (xterm's behaviour).
    fileprivate var backgroundOnly: Self {
        var attributes = Self()
        attributes.background = background
        return attributes
    }
}
