extension Renderer {
    /// Where a side panel goes at one terminal size.
    enum PanelPlacement: Equatable {
        /// Beside the screen, on the right.
        case beside
        /// Below the screen.
        case below
        /// Not shown: the screen and the panel do not both fit.
        case hidden
    }

    /// Draws `screen` with a framed panel titled `title` holding `lines`: beside the screen when
    /// the terminal is wide enough for both, else below it when it is tall enough, else only the
    /// screen, with `hiddenNotice` on the last row when the screen leaves a row free. The hit map
    /// has the screen's elements only: the panel takes no clicks.
    func render(
        _ screen: Screen,
        panelTitle title: String,
        panelLines lines: [String],
        hiddenNotice: String,
        width: Int,
        height: Int
    ) -> (buffer: CellBuffer, hitMap: HitMap) {
        var buffer = CellBuffer(width: width, height: height)
        /// The screen drawn alone in the top left `width` x `height` cells.
        func pasteScreen(width: Int, height: Int) -> HitMap {
            var part = CellBuffer(width: width, height: height)
            let hitMap = render(screen, into: &part)
            buffer.paste(part, row: 0, column: 0)
            return hitMap
        }
        let natural = layout(screen, width: Int.max / 4)
        let screenWidth = natural?.map(\.width).max() ?? 0
        let screenHeight = natural?.count ?? 0
        let titleText = " \(TerminalText.sanitized(title)) "
        let innerWidth = max(
            lines.map(TerminalText.displayWidth(of:)).max() ?? 0, TerminalText.displayWidth(of: titleText) + 2)
        let panelWidth = innerWidth + 4
        let panelHeight = lines.count + 2

        let placement = Self.placement(
            screen: (screenWidth, screenHeight), panel: (panelWidth, panelHeight), width: width, height: height
        )
        let hitMap: HitMap
        switch placement {
        case .beside:
            hitMap = pasteScreen(width: width - panelWidth - 1, height: height)
            drawPanel(
                title: titleText, lines: lines, innerWidth: innerWidth, into: &buffer,
                row: (height - panelHeight) / 2, column: width - panelWidth
            )
        case .below:
            let screenRows = height - panelHeight
            hitMap = pasteScreen(width: width, height: screenRows)
            drawPanel(
                title: titleText, lines: lines, innerWidth: innerWidth, into: &buffer,
                row: screenRows, column: (width - panelWidth) / 2
            )
        case .hidden:
            guard height > screenHeight, natural != nil, screenWidth <= width else {
                let hitMap = render(screen, into: &buffer)
                return (buffer, hitMap)
            }
            hitMap = pasteScreen(width: width, height: height - 1)
            let notice = TerminalText.truncated(TerminalText.sanitized(hiddenNotice), toWidth: width)
            let noticeWidth = TerminalText.displayWidth(of: notice)
            buffer.write(notice, row: height - 1, column: (width - noticeWidth) / 2, style: CellStyle(.dim))
        }
        return (buffer, hitMap)
    }

    /// Beside when the terminal holds both side by side (a column apart), else below when it holds
    /// both one above the other, else hidden.
    static func placement(
        screen: (width: Int, height: Int),
        panel: (width: Int, height: Int),
        width: Int,
        height: Int
    ) -> PanelPlacement {
        if width >= screen.width + 1 + panel.width + 1, height >= max(screen.height, panel.height) {
            return .beside
        }
        if height >= screen.height + panel.height, width >= max(screen.width, panel.width) {
            return .below
        }
        return .hidden
    }

    /// Draws the frame, its title and the lines.
    private func drawPanel(
        title: String,
        lines: [String],
        innerWidth: Int,
        into buffer: inout CellBuffer,
        row: Int,
        column: Int
    ) {
        let frame = CellStyle(.dim)
        let titleWidth = TerminalText.displayWidth(of: title)
        buffer.write("┌─", row: row, column: column, style: frame)
        buffer.write(title, row: row, column: column + 2, style: CellStyle(.title))
        let rest = innerWidth + 2 - 1 - titleWidth
        buffer.write(
            String(repeating: "─", count: max(0, rest)) + "┐", row: row, column: column + 2 + titleWidth, style: frame)
        for (offset, line) in lines.enumerated() {
            let y = row + 1 + offset
            buffer.write("│", row: y, column: column, style: frame)
            buffer.write(line, row: y, column: column + 2)
            buffer.write("│", row: y, column: column + innerWidth + 3, style: frame)
        }
        buffer.write(
            "└" + String(repeating: "─", count: innerWidth + 2) + "┘", row: row + lines.count + 1, column: column,
            style: frame
        )
    }
}

extension CellBuffer {
    /// Copies every cell of `other` into this buffer with its top left at `row`, `column`
    /// (cells that fall outside are dropped).
    mutating func paste(_ other: CellBuffer, row: Int, column: Int) {
        for y in 0..<other.height {
            for x in 0..<other.width where other[y, x] != .blank {
                self[row + y, column + x] = other[y, x]
            }
        }
    }
}
