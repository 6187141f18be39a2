extension Renderer {
    /// A run of sanitized text in one style, part of a laid-out row.
    struct Segment {
        /// Sanitized text that fits the row.
        var text: String
        /// Its look.
        var style: CellStyle
        /// Its width in columns, computed once.
        var width: Int
    }

    /// One laid-out row of the screen.
    struct Row {
        /// The segments left to right.
        var segments: [Segment] = []

        /// The row's width in columns.
        private(set) var width = 0

        /// The columns of the row (from its start) that a click acts on, and what it acts on.
        private(set) var targets: [(columns: Range<Int>, target: HitTarget)] = []

        /// Appends a segment; a click on its columns acts on `target`, when given.
        mutating func append(_ text: String, _ style: CellStyle = .plain, target: HitTarget? = nil) {
            if segments.capacity == 0 { segments.reserveCapacity(12) }
            let clean = TerminalText.sanitized(text)
            let columns = TerminalText.displayWidth(of: clean)
            segments.append(Segment(text: clean, style: style, width: columns))
            if let target, columns > 0 {
                if let last = targets.last, last.target == target, last.columns.upperBound == width {
                    targets[targets.count - 1].columns = last.columns.lowerBound..<(width + columns)
                } else {
                    targets.append((width..<(width + columns), target))
                }
            }
            width += columns
        }
    }

    /// Lays out the screen as rows no wider than `width`, or `nil` if some element cannot fit.
    func layout(_ screen: Screen, width: Int) -> [Row]? {
        let labels = screen.elements.compactMap { element -> Int? in
            if case .field(let field) = element { return TerminalText.displayWidth(of: field.label) }
            return nil
        }
        let labelWidth = labels.max() ?? 0
        var rows: [Row] = []
        for element in screen.elements {
            let focused = showsFocus && element.focusID != nil && element.focusID == screen.focus
            switch element {
            case .line(let line):
                rows.append(layoutLine(line, width: width))
            case .errorLine(let message):
                guard let message else {
                    rows.append(Row())
                    continue
                }
                rows.append(layoutLine(Screen.Line(message, style: .error), width: width))
            case .blank, .child:
                // A resolved screen has its children's elements in place of `.child`.
                rows.append(Row())
            case .button(let button):
                guard let row = layoutButton(button, focused: focused, width: width) else { return nil }
                rows.append(row)
            case .field(let field):
                guard let row = layoutField(field, focused: focused, labelWidth: labelWidth, width: width) else {
                    return nil
                }
                rows.append(row)
            case .grid(let grid):
                guard let gridRows = layoutGrid(grid, focused: focused, width: width) else { return nil }
                rows.append(contentsOf: gridRows)
            }
        }
        return rows
    }

    /// A text line, cut with an ellipsis to `width`.
    private func layoutLine(_ line: Screen.Line, width: Int) -> Row {
        var row = Row()
        let total = line.spans.reduce(0) { $0 + TerminalText.displayWidth(of: $1.text) }
        var remaining = total <= width ? Int.max : width
        for span in line.spans {
            let spanWidth = TerminalText.displayWidth(of: span.text)
            // A span that leaves no column for a later span's ellipsis is cut itself.
            if spanWidth < remaining {
                row.append(span.text, CellStyle(span.style))
                remaining -= spanWidth
            } else {
                row.append(TerminalText.truncated(span.text, toWidth: remaining), CellStyle(span.style))
                break
            }
        }
        return row
    }

    /// `[ Title ]`, framed by `> ... <` and reversed when focused.
    private func layoutButton(_ button: Screen.Button, focused: Bool, width: Int) -> Row? {
        let margin = showsFocus ? 2 : 0
        let title = TerminalText.truncated(button.title, toWidth: max(1, width - 4 - 2 * margin))
        var row = Row()
        if showsFocus { row.append(focused ? "> " : "  ") }
        row.append("[ \(title) ]", CellStyle(.plain, isReversed: focused), target: .button(button.id))
        if showsFocus { row.append(focused ? " <" : "  ") }
        return row.width <= width ? row : nil
    }

    /// `Label  [text_      ]`, labels padded to the same width so fields line up.
    private func layoutField(_ field: Screen.TextField, focused: Bool, labelWidth: Int, width: Int) -> Row? {
        let margin = showsFocus ? 2 : 0
        let minimumBox = 6
        var labelColumns = labelWidth
        var boxColumns = fieldWidth
        let fixed = 2 * margin + 2 + 2  // markers, gap between label and box, brackets
        if labelColumns + boxColumns + fixed > width {
            boxColumns = max(minimumBox, width - fixed - labelColumns)
        }
        if labelColumns + boxColumns + fixed > width {
            labelColumns = max(4, width - fixed - boxColumns)
        }
        guard labelColumns + boxColumns + fixed <= width || labelWidth == 0 && boxColumns + fixed - 2 <= width
        else { return nil }
        var row = Row()
        if showsFocus { row.append(focused ? "> " : "  ") }
        let label = TerminalText.truncated(field.label, toWidth: labelColumns)
        // The label and the box take the click.
        let target = HitTarget.field(field.id)
        if labelWidth > 0 {
            row.append(label, CellStyle(.emphasis), target: target)
            row.append(
                String(repeating: " ", count: labelColumns - TerminalText.displayWidth(of: label) + 2), target: target)
        }
        let style = CellStyle(.plain, isReversed: focused)
        row.append("[", style, target: target)
        let cursorColumns = focused ? 1 : 0
        var contentColumns = 0
        if field.text.isEmpty && !field.placeholder.isEmpty && !focused {
            let placeholder = TerminalText.truncated(field.placeholder, toWidth: boxColumns)
            row.append(placeholder, CellStyle(.dim, isReversed: focused), target: target)
            contentColumns = TerminalText.displayWidth(of: placeholder)
        } else {
            let text = TerminalText.truncatedHead(field.text, toWidth: boxColumns - cursorColumns)
            row.append(text, style, target: target)
            contentColumns = TerminalText.displayWidth(of: text)
        }
        if focused {
            row.append("_", style, target: target)
            contentColumns += 1
        }
        row.append(String(repeating: " ", count: max(0, boxColumns - contentColumns)) + "]", style, target: target)
        if showsFocus { row.append(focused ? " <" : "  ") }
        return row
    }

    /// The grid with `|` and `---+---` separators; the cursor cell is `[X]` and reversed when focused.
    private func layoutGrid(_ grid: Screen.Grid, focused: Bool, width: Int) -> [Row]? {
        guard grid.rows > 0, grid.columns > 0 else { return [] }
        let contentWidth = max(1, grid.cells.prefix(grid.count).map { TerminalText.displayWidth(of: $0) }.max() ?? 1)
        let cellWidth = min(contentWidth, 8) + 2
        let totalWidth = grid.columns * cellWidth + grid.columns - 1
        guard totalWidth <= width else { return nil }
        var rows: [Row] = []
        for rowIndex in 0..<grid.rows {
            if rowIndex > 0 {
                var separator = Row()
                separator.append(
                    Array(repeating: String(repeating: "-", count: cellWidth), count: grid.columns)
                        .joined(separator: "+"),
                    CellStyle(.dim)
                )
                rows.append(separator)
            }
            var row = Row()
            for columnIndex in 0..<grid.columns {
                let index = rowIndex * grid.columns + columnIndex
                if columnIndex > 0 { row.append("|", CellStyle(.dim)) }
                let cell = TerminalText.truncated(
                    index < grid.cells.count ? grid.cells[index] : "", toWidth: cellWidth - 2)
                let style = index < grid.styles.count ? grid.styles[index] : .plain
                let padding = cellWidth - 2 - TerminalText.displayWidth(of: cell)
                let left = String(repeating: " ", count: padding / 2)
                let right = String(repeating: " ", count: padding - padding / 2)
                // A disabled grid (a finished game's board) takes no click.
                let target = grid.isEnabled ? HitTarget.cell(grid.id, index) : nil
                if focused && index == grid.cursor {
                    let cursor = CellStyle(style, isReversed: true)
                    row.append("[" + left, cursor, target: target)
                    row.append(cell, cursor, target: target)
                    row.append(right + "]", cursor, target: target)
                } else {
                    row.append(" " + left, target: target)
                    row.append(cell, CellStyle(style), target: target)
                    row.append(right + " ", target: target)
                }
            }
            rows.append(row)
        }
        return rows
    }
}
