/// Line mode's rules: how one line of input acts on a screen, from its description alone.
///
/// Shared by the line-mode window and the headless window, so tests drive screens exactly as a
/// pipe does. For the top-most view controller's current screen, in this order:
/// 1. a quit word (see ``QuitKeys``) quits, whatever has the focus;
/// 2. a focused field takes the whole line as its text (cut to its `maxLength`) and the focus
///    moves on; when it lands on a button of the same view's screen (the field was the last of a
///    form), that button is activated;
/// 3. a focused grid takes a cell number `1`...`rows * columns` (row-major) and selects that cell;
/// 4. an empty line activates the focused button (and does nothing elsewhere); a line equal to a
///    button's title or one of its aliases, ignoring case and spaces, activates that button;
/// 5. a focused button that accepts any line is activated;
/// 6. anything else is an error (for a focused grid: which numbers it takes).
///
/// A transient error shown while the line was handled (``ViewController/showError(_:)``) is the
/// step's error, printed once.
///
/// Mouse reports in a line (a terminal that a crashed program left reporting the mouse types them
/// when clicked) are removed first, whole or cut short, so they never reach a field; a line of
/// nothing else does nothing.
struct LinePlayer {
    /// The quit words.
    let quitKeys: QuitKeys
    /// The serial of the last transient error reported.
    private(set) var lastErrorSerial = 0

    /// Creates a player with the app's quit rules.
    init(quitKeys: QuitKeys) {
        self.quitKeys = quitKeys
    }

    /// Handles `line` on `viewController`'s screen.
    mutating func play(_ line: String, on viewController: ViewController) -> LineResult {
        guard let line = Self.removingMouseReports(line) else { return .handled }
        let result = apply(line, to: viewController)
        if result == .handled, let error = newError(on: viewController) {
            return .error(error)
        }
        return result
    }

    /// The transient error of `viewController`'s screen not reported yet, if any; it counts as
    /// reported from now on.
    mutating func newError(on viewController: ViewController) -> String? {
        guard let notice = viewController.currentScreen.error, notice.serial > lastErrorSerial else { return nil }
        lastErrorSerial = notice.serial
        return notice.text
    }

    /// `line` without the mouse reports in it (SGR `ESC [ < b ; x ; y M` or `m`, or X10 `ESC [ M`
    /// and three characters), whole or cut short by the end of the line; `nil` when the line had
    /// reports and nothing but spaces besides.
    nonisolated static func removingMouseReports(_ line: String) -> String? {
        guard line.utf8.contains(0x1B) else { return line }
        let scalars = Array(line.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        var removed = false
        while index < scalars.count {
            let isCSI = scalars[index] == "\u{1B}" && index + 2 < scalars.count && scalars[index + 1] == "["
            if isCSI, scalars[index + 2] == "<" {
                var end = index + 3
                while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
                if end < scalars.count, scalars[end] == "M" || scalars[end] == "m" { end += 1 }
                index = end
                removed = true
            } else if isCSI, scalars[index + 2] == "M" {
                index = min(scalars.count, index + 6)
                removed = true
            } else {
                kept.append(scalars[index])
                index += 1
            }
        }
        let rest = String(kept)
        return removed && rest.allSatisfy(\.isWhitespace) ? nil : rest
    }

    /// The line without spaces, lowercased: how lines are compared to titles and words.
    nonisolated static func normalized(_ line: String) -> String {
        line.lowercased().filter { !$0.isWhitespace }
    }

    private func apply(_ line: String, to viewController: ViewController) -> LineResult {
        if quitKeys.quits(withLine: line) { return .quit }
        let screen = viewController.currentScreen
        let trimmed = line.trimmingSpaces()
        let focused = screen.focusedElement
        var error: String?
        switch focused {
        case .field(var field):
            if let limit = field.maxLength, line.count > limit {
                field.text = String(line.prefix(limit))
            } else {
                field.text = line
            }
            viewController.changeText(field.text, in: field)
            let focusable = screen.focusableIDs
            if let index = focusable.firstIndex(of: field.id), index + 1 < focusable.count {
                viewController.moveFocus(to: focusable[index + 1])
                // A button of the same view's screen ends the form (not one of an embedded child's).
                if case .button(let button) = viewController.currentScreen.focusedElement,
                    button.id.scope == field.id.scope
                {
                    button.action()
                }
            }
            return .handled
        case .grid(let grid):
            if let number = Int(trimmed), (1...max(1, grid.count)).contains(number), grid.count > 0 {
                viewController.selectCell(number - 1, in: grid)
                return .handled
            }
            error = "Type a cell number from 1 to \(grid.count)."
        default:
            break
        }
        if trimmed.isEmpty {
            if case .button(let button) = focused { button.action() }
            if error == nil { return .handled }
        }
        let command = Self.normalized(line)
        if !command.isEmpty {
            for case .button(let button) in screen.elements
            where Self.normalized(button.title) == command
                || button.aliases.contains(where: { Self.normalized($0) == command })
            {
                button.action()
                return .handled
            }
        }
        if case .button(let button) = focused, button.acceptsAnyLine {
            button.action()
            return .handled
        }
        return .error(error ?? "Unknown input: \(trimmed)")
    }
}
