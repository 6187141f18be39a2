extension ViewController {
    /// The generic key handling documented on ``handleKey(_:)``.
    func handleKeyByDefault(_ key: Key) -> Bool {
        let screen = currentScreen
        guard let focused = screen.focus, let element = screen.element(focused) else { return false }
        switch element {
        case .field(let field):
            if handleFieldKey(key, field: field) { return true }
        case .button(let button):
            if key == .enter || key == .character(" ") {
                button.action()
                return true
            }
        case .grid(let grid):
            if handleGridKey(key, grid: grid) { return true }
        case .line, .child, .errorLine, .blank:
            break
        }
        switch key {
        case .tab, .down:
            return moveFocus(by: 1, from: focused)
        case .backTab, .up:
            return moveFocus(by: -1, from: focused)
        default:
            return false
        }
    }

    /// Moves the focus to the next (`1`) or previous (`-1`) focusable element, wrapping around.
    @discardableResult
    func moveFocus(by step: Int, from focused: Screen.ElementID) -> Bool {
        let focusable = currentScreen.focusableIDs
        guard let index = focusable.firstIndex(of: focused), focusable.count > 1 else { return !focusable.isEmpty }
        moveFocus(to: focusable[(index + step + focusable.count) % focusable.count])
        return true
    }

    /// Field editing; returns whether the key was used.
    private func handleFieldKey(_ key: Key, field: Screen.TextField) -> Bool {
        var text = field.text
        switch key {
        case .character(let character):
            // Keys never carry controls from a terminal; a test or a subclass might.
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return true
            }
            if let limit = field.maxLength, text.count >= limit { return true }
            text.append(character)
        case .backspace:
            guard !text.isEmpty else { return true }
            text.removeLast()
        case .ctrlU:
            guard !text.isEmpty else { return true }
            text = ""
        case .enter:
            return moveFocus(by: 1, from: field.id)
        case .left, .right, .home, .end, .delete:
            return true
        default:
            return false
        }
        changeText(text, in: field)
        return true
    }

    /// Stores an edit in the field's owner and tells the field's change handler.
    func changeText(_ text: String, in field: Screen.TextField) {
        store(text: text, inField: field.id)
        field.onChange?(text)
    }

    /// Grid selection and cursor movement; returns whether the key was used.
    private func handleGridKey(_ key: Key, grid: Screen.Grid) -> Bool {
        guard grid.count > 0 else { return false }
        let row = grid.cursor / grid.columns
        let column = grid.cursor % grid.columns
        var target: (row: Int, column: Int)?
        switch key {
        case .character(let character):
            if let digit = character.wholeNumberValue, character.isASCII, (1...9).contains(digit) {
                if digit <= grid.count { selectCell(digit - 1, in: grid) }
                return true
            }
            switch character {
            case " ":
                selectCell(grid.cursor, in: grid)
                return true
            case "h": target = (row, column - 1)
            case "j": target = (row + 1, column)
            case "k": target = (row - 1, column)
            case "l": target = (row, column + 1)
            default: return false
            }
        case .enter:
            selectCell(grid.cursor, in: grid)
            return true
        case .left: target = (row, column - 1)
        case .right: target = (row, column + 1)
        case .up: target = (row - 1, column)
        case .down: target = (row + 1, column)
        default: return false
        }
        guard let target else { return false }
        let clamped = (min(max(target.row, 0), grid.rows - 1), min(max(target.column, 0), grid.columns - 1))
        store(cursor: clamped.0 * grid.columns + clamped.1, inGrid: grid.id)
        return true
    }

    /// Moves the cursor to the selected cell and tells the grid's selection handler.
    func selectCell(_ index: Int, in grid: Screen.Grid) {
        store(cursor: index, inGrid: grid.id)
        grid.onSelect?(index)
    }
}

extension ViewController {
    /// Acts on a click on an element of this screen (identifiers as in ``currentScreen``): a button
    /// takes the focus and runs its action, a field takes the focus, an enabled grid takes the focus
    /// and selects the cell, as if the player had moved the cursor there and pressed Enter.
    /// Returns `false` when the screen has no such element any more.
    func click(_ target: HitTarget) -> Bool {
        let screen = currentScreen
        switch target {
        case .button(let id):
            guard case .button(let button) = screen.element(id) else { return false }
            moveFocus(to: id)
            button.action()
        case .field(let id):
            guard case .field = screen.element(id) else { return false }
            moveFocus(to: id)
        case .cell(let id, let index):
            guard case .grid(let grid) = screen.element(id), grid.isEnabled, (0..<grid.count).contains(index) else {
                return false
            }
            moveFocus(to: id)
            selectCell(index, in: grid)
        }
        return true
    }
}
