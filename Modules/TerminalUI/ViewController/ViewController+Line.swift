extension ViewController {
    /// The generic line handling documented on ``handleLine(_:)``.
    func handleLineByDefault(_ line: String) -> LineResult {
        let screen = currentScreen
        let trimmed = line.trimmingSpaces()
        let focused = screen.focus.flatMap { id in screen.elements.first { $0.focusID == id } }
        switch focused {
        case .field(let field):
            var text = line
            if let limit = field.maxLength, text.count > limit { text = String(text.prefix(limit)) }
            changeText(text, inField: field.id)
            let focusable = screen.elements.compactMap(\.focusID)
            if let index = focusable.firstIndex(of: field.id), index + 1 < focusable.count {
                focus(focusable[index + 1])
            }
            return .handled
        case .grid(let grid):
            guard let number = Int(trimmed), (1...max(1, grid.count)).contains(number), grid.count > 0 else {
                return .error("Enter a cell number from 1 to \(grid.count).")
            }
            store(cursor: number - 1, inGrid: grid.id)
            didSelectCell(number - 1, inGrid: grid.id)
            setNeedsDisplay()
            return .handled
        default:
            break
        }
        if trimmed.isEmpty {
            if case .button(let button) = focused {
                didActivateButton(button.id)
                setNeedsDisplay()
            }
            return .handled
        }
        for case .button(let button) in screen.elements
        where button.title.lowercased() == trimmed.lowercased() || button.id.lowercased() == trimmed.lowercased() {
            didActivateButton(button.id)
            setNeedsDisplay()
            return .handled
        }
        return .error("Unknown input: \(trimmed)")
    }
}
