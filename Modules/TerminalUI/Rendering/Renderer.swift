/// Draws a ``Screen`` into a ``CellBuffer``: centred layout, visible focus and grid cursor, and a
/// "terminal too small" notice when the screen does not fit.
///
/// Layout: one element per row (a grid takes `2 * rows - 1` rows), each row centred on its own,
/// the whole block centred vertically. The focus is visible without colour: a focused field or
/// button is framed by `>` and `<` and drawn in reverse video, a field shows a `_` cursor after
/// its text, and the cursor cell of a focused grid is drawn as `[X]` in reverse video.
///
/// ```
///               > [ Start Game ] <          X | O |
///                                          ---+---+---
///                                             |[X]|
/// ```
public struct Renderer: Sendable {
    /// The notice drawn instead of a screen that does not fit.
    public static let tooSmallNotice = "Terminal too small"

    /// Whether to draw focus markers and the grid cursor (off for line mode).
    public var showsFocus: Bool

    /// The width of a text field's box, inside its brackets, when there is room.
    public var fieldWidth: Int

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - showsFocus: Whether to draw focus markers and the grid cursor.
    ///   - fieldWidth: The preferred inner width of text fields.
    public init(showsFocus: Bool = true, fieldWidth: Int = 20) {
        self.showsFocus = showsFocus
        self.fieldWidth = fieldWidth
    }

    /// Draws `screen` centred in a buffer of `width` x `height` cells, or the too-small notice
    /// when it does not fit.
    public func render(_ screen: Screen, width: Int, height: Int) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        render(screen, into: &buffer)
        return buffer
    }

    /// Draws `screen` as ``render(_:width:height:)`` does, into `buffer`, which must be blank;
    /// its size is the size drawn at. Returns where the drawn elements take clicks (none on the
    /// too-small notice).
    @discardableResult
    func render(_ screen: Screen, into buffer: inout CellBuffer) -> HitMap {
        let width = buffer.width
        let height = buffer.height
        var hitMap = HitMap()
        guard let rows = layout(screen, width: width), rows.count <= height else {
            drawTooSmall(into: &buffer, screen: screen)
            return hitMap
        }
        let top = (height - rows.count) / 2
        for (offset, row) in rows.enumerated() {
            let column = (width - row.width) / 2
            draw(row, into: &buffer, row: top + offset, column: column)
            hitMap.add(row, row: top + offset, column: column)
        }
        return hitMap
    }

    /// The screen as plain text for line mode: rows left-aligned, trailing spaces trimmed, one
    /// element per line, no escape sequences; lines are cut to `width` columns, terminal-only
    /// lines (``Screen/Element/hint(_:)``) are left out, and the transient error's line is empty
    /// (line mode prints the error on standard error instead).
    public func plainText(of screen: Screen, width: Int = 80) -> String {
        var screen = screen
        screen.elements = screen.elements.compactMap { element in
            switch element {
            case .line(let line) where line.isTerminalOnly: nil
            case .errorLine: .errorLine(nil)
            default: element
            }
        }
        let rows = layout(screen, width: max(width, 1)) ?? layout(screen, width: Int.max / 4) ?? []
        var buffer = CellBuffer(width: max(width, rows.map(\.width).max() ?? 0), height: rows.count)
        for (offset, row) in rows.enumerated() {
            draw(row, into: &buffer, row: offset, column: 0)
        }
        return buffer.plainText
    }

    // MARK: Drawing

    /// Writes a laid-out row.
    private func draw(_ row: Row, into buffer: inout CellBuffer, row y: Int, column x: Int) {
        var column = x
        for segment in row.segments {
            column += buffer.write(segment.text, row: y, column: column, style: segment.style)
        }
    }

    /// Draws the too-small notice (and the size the screen needs when there is room).
    private func drawTooSmall(into buffer: inout CellBuffer, screen: Screen) {
        guard buffer.width > 0, buffer.height > 0 else { return }
        var lines = [Self.tooSmallNotice]
        if let needed = layout(screen, width: Int.max / 4) {
            let neededWidth = needed.map(\.width).max() ?? 0
            lines.append("Need \(neededWidth)x\(needed.count)")
        }
        lines = Array(lines.prefix(buffer.height))
        let top = (buffer.height - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            let text = TerminalText.truncated(line, toWidth: buffer.width)
            let width = TerminalText.displayWidth(of: text)
            buffer.write(text, row: top + offset, column: (buffer.width - width) / 2, style: CellStyle(.emphasis))
        }
    }
}
