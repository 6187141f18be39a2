/// What the user did to a view controller's screen (edited field texts, moved grid cursors, the
/// focus) and its transient error, kept across descriptions and put back into each new one.
///
/// A view controller describes its screen from its data in ``ViewController/makeScreen()``;
/// this value decides, for each new description, which of the user's changes still hold: an
/// edited text or a moved cursor stays while the description keeps saying the same value there,
/// and the focus stays while the description keeps the same initial focus. Embedding children's
/// screens is not its business: ``ViewController`` resolves a description in three steps,
/// ``applyUserState(to:)``, then the children's elements in place of their
/// ``Screen/Element/child(_:)-type.method`` elements, then ``settle(_:describedAs:childError:)``.
struct ScreenReconciliation {
    /// What a description said of the values the user can change.
    private struct Described {
        var focus: Screen.ElementID?
        var texts: [String: String] = [:]
        var cursors: [String: Int] = [:]
    }

    /// What the last description said, to notice which values the view controller changed since
    /// (its focus is updated last, by ``settle(_:describedAs:childError:)``).
    private var described = Described()
    /// The element with the focus.
    private(set) var focusID: Screen.ElementID?
    /// Field texts as edited by the user, by field name.
    private var fieldTexts: [String: String] = [:]
    /// Grid cursors as moved by the user, by grid name.
    private var gridCursors: [String: Int] = [:]
    /// The transient error shown, if any.
    private(set) var notice: Screen.Notice?

    /// Makes `message` the transient error, newer than every error shown before.
    mutating func showError(_ message: String) {
        Self.lastNoticeSerial += 1
        notice = Screen.Notice(text: message, serial: Self.lastNoticeSerial)
    }

    /// Removes the transient error; returns whether there was one.
    mutating func clearError() -> Bool {
        guard notice != nil else { return false }
        notice = nil
        return true
    }

    /// Records the user's text in the field `name`.
    mutating func store(text: String, inField name: String) {
        fieldTexts[name] = text
    }

    /// Records the user's cursor in the grid `name`.
    mutating func store(cursor: Int, inGrid name: String) {
        gridCursors[name] = cursor
    }

    /// Moves the focus to `id`; returns whether it moved.
    mutating func moveFocus(to id: Screen.ElementID) -> Bool {
        guard focusID != id else { return false }
        focusID = id
        return true
    }

    /// The last serial given to a transient error, process-wide, so that errors of different view
    /// controllers (an embedded child's, say) compare by age.
    private static var lastNoticeSerial = 0

    /// `description` with the user's edits and cursors in its fields and grids and the transient
    /// error in its error line; its ``Screen/Element/child(_:)-type.method`` elements are left for
    /// embedding.
    mutating func applyUserState(to description: Screen) -> Screen {
        var screen = description
        let previous = described
        described.texts = [:]
        described.cursors = [:]
        var texts: [String: String] = [:]
        var cursors: [String: Int] = [:]
        screen.elements = description.elements.map { element in
            switch element {
            case .field(var field):
                let name = field.id.name
                described.texts[name] = field.text
                if let edited = fieldTexts[name], previous.texts[name] == field.text {
                    field.text = edited
                }
                texts[name] = field.text
                return .field(field)
            case .grid(var grid):
                let name = grid.id.name
                described.cursors[name] = grid.cursor
                if let moved = gridCursors[name], previous.cursors[name] == grid.cursor {
                    grid.cursor = moved
                }
                grid.cursor = grid.count == 0 ? 0 : min(max(grid.cursor, 0), grid.count - 1)
                cursors[name] = grid.cursor
                return .grid(grid)
            case .errorLine:
                return .errorLine(notice?.text)
            case .line, .button, .blank, .child:
                return element
            }
        }
        fieldTexts = texts
        gridCursors = cursors
        return screen
    }

    /// Finishes `screen` (``applyUserState(to:)``'s result with the children embedded): the
    /// transient error (at the end, terminal only, when the description has no error line; the
    /// later of this and `childError` as the screen's error), the focus and the prompt in effect.
    mutating func settle(
        _ screen: Screen, describedAs description: Screen, childError: Screen.Notice?
    ) -> Screen {
        var screen = screen
        let hasErrorLine = description.elements.contains { if case .errorLine = $0 { true } else { false } }
        if !hasErrorLine, let notice {
            // No place for it: at the end, on a terminal only (line mode prints errors apart).
            screen.elements.append(
                .line(Screen.Line([Screen.Span(notice.text, style: .error)], isTerminalOnly: true)))
        }
        screen.error = Screen.Notice.later(notice, childError)

        let focusable = screen.focusableIDs
        let describedFocus = description.focus.flatMap { focusable.contains($0) ? $0 : nil } ?? focusable.first
        if let current = focusID, focusable.contains(current), described.focus == description.focus {
            screen.focus = current
        } else {
            screen.focus = describedFocus
        }
        focusID = screen.focus
        described.focus = description.focus
        if case .field(let field) = screen.focusedElement, let prompt = field.prompt {
            screen.prompt = prompt
        }
        return screen
    }
}

extension Screen.Notice {
    /// The later of two transient errors.
    static func later(_ first: Self?, _ second: Self?) -> Self? {
        guard let first else { return second }
        guard let second else { return first }
        return second.serial > first.serial ? second : first
    }
}
