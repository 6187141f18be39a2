/// Turns the change from one ``CellBuffer`` to the next into the bytes a terminal needs.
///
/// Only cells that changed are written: each run of changed cells starts with a cursor move,
/// and styles are set with SGR only when they change. Without a previous buffer (first frame,
/// resize) the screen is cleared and every cell written. The cursor is moved again after each
/// wide grapheme, so a terminal that disagrees about a width cannot shift the rest of the row.
package struct FrameWriter: Sendable {
    /// Whether styles use colour; without it, only bold, faint and reverse video are used.
    package var usesColor: Bool

    /// Creates a writer.
    package init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The bytes that turn the terminal from showing `previous` into showing `next`.
    ///
    /// - Parameters:
    ///   - previous: What the terminal shows now, or `nil` to redraw everything (also used when
    ///     the sizes differ).
    ///   - next: What it should show.
    /// - Returns: Escape sequences and text; empty when nothing changed.
    package func frame(from previous: CellBuffer?, to next: CellBuffer) -> String {
        let full = previous == nil || previous?.width != next.width || previous?.height != next.height
        var out = full ? "\u{1B}[0m\u{1B}[2J" : ""
        // Every frame ends with the attributes reset, so the next one starts from plain.
        var currentStyle = CellStyle.plain
        for row in 0..<next.height {
            var column = 0
            var cursorAt: Int?
            while column < next.width {
                let cell = next[row, column]
                let changed = full || cellChanged(previous!, next, row: row, column: column)
                guard changed else {
                    column += 1
                    cursorAt = nil
                    continue
                }
                var start = column
                var writeCell = cell
                if cell.isContinuation {
                    // Rewrite the wide grapheme this cell belongs to.
                    start = column - 1
                    writeCell = next[row, start]
                    if start < 0 || writeCell.width != 2 {
                        start = column
                        writeCell = .blank
                    }
                }
                if cursorAt != start { out += "\u{1B}[\(row + 1);\(start + 1)H" }
                if currentStyle != writeCell.style {
                    out += sgr(writeCell.style)
                    currentStyle = writeCell.style
                }
                out += writeCell.grapheme.isEmpty ? " " : writeCell.grapheme
                let advance = max(1, writeCell.width)
                column = start + advance
                cursorAt = advance == 1 ? column : nil
            }
        }
        if !out.isEmpty, currentStyle != .plain { out += "\u{1B}[0m" }
        return out
    }

    /// Whether the cell at `row`, `column` differs between the buffers (a wide grapheme counts
    /// as changed when either of its cells did).
    private func cellChanged(_ old: CellBuffer, _ new: CellBuffer, row: Int, column: Int) -> Bool {
        if old[row, column] != new[row, column] { return true }
        if new[row, column].width == 2, old[row, column + 1] != new[row, column + 1] { return true }
        return false
    }

    /// The SGR sequence for `style`, starting from a reset.
    package func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        switch style.text {
        case .plain: break
        case .title, .emphasis: codes.append("1")
        case .dim: codes.append("2")
        case .error: codes.append(usesColor ? "31" : "1")
        case .accent: if usesColor { codes.append("36") }
        case .secondaryAccent: if usesColor { codes.append("33") }
        }
        if style.isReversed { codes.append("7") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
