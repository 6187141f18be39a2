extension Screen {
    /// One row (or block of rows, for a grid) of a screen.
    public enum Element: Sendable, Equatable {
        /// A line of text, made of styled spans.
        case line(Line)
        /// An editable single-line text field.
        case field(TextField)
        /// A button that can be activated.
        case button(Button)
        /// A grid of cells with a cursor, such as the TicTacToe board.
        case grid(Grid)
        /// An empty row, for spacing.
        case blank

        /// A line of text in one style.
        public static func text(_ text: String, style: TextStyle = .plain) -> Element {
            .line(Line(text, style: style))
        }

        /// A key hint shown on a terminal only (dim), such as `1-9 or arrows + Enter: place a mark`.
        ///
        /// Line mode leaves it out, where arrows and single keys do not exist.
        public static func hint(_ text: String) -> Element {
            .line(Line([Span(text, style: .dim)], isTerminalOnly: true))
        }

        /// A line of text made of differently styled spans, e.g. a name in its player's colour.
        public static func text(_ spans: [Span]) -> Element {
            .line(Line(spans))
        }

        /// A text field; see ``Screen/TextField``.
        public static func field(
            id: String, label: String, text: String = "", placeholder: String = "", maxLength: Int? = nil
        ) -> Element {
            .field(TextField(id: id, label: label, text: text, placeholder: placeholder, maxLength: maxLength))
        }

        /// A button; see ``Screen/Button``.
        public static func button(id: String, title: String) -> Element {
            .button(Button(id: id, title: title))
        }

        /// The identifier of a focusable element (field, button or enabled grid), `nil` for text,
        /// blanks and disabled grids.
        public var focusID: String? {
            switch self {
            case .field(let field): field.id
            case .button(let button): button.id
            case .grid(let grid): grid.isEnabled ? grid.id : nil
            case .line, .blank: nil
            }
        }
    }

    /// A run of text in one style, part of a ``Screen/Line``.
    public struct Span: Sendable, Equatable {
        /// The text. It may come from users: the renderer sanitizes it before it reaches a terminal.
        public var text: String
        /// What the text means, for its look.
        public var style: TextStyle

        /// Creates a span.
        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// A line of text: spans drawn one after the other and centred as a whole.
    ///
    /// A line that is too wide is cut to fit, by display width, with an ellipsis.
    public struct Line: Sendable, Equatable {
        /// The spans, left to right.
        public var spans: [Span]
        /// Whether only the terminal shows the line; line mode leaves it out (see
        /// ``Screen/Element/hint(_:)``).
        public var isTerminalOnly: Bool

        /// Creates a line of one span.
        public init(_ text: String, style: TextStyle = .plain, isTerminalOnly: Bool = false) {
            self.spans = [Span(text, style: style)]
            self.isTerminalOnly = isTerminalOnly
        }

        /// Creates a line of several spans.
        public init(_ spans: [Span], isTerminalOnly: Bool = false) {
            self.spans = spans
            self.isTerminalOnly = isTerminalOnly
        }

        /// The text of all spans, without styles.
        public var text: String { spans.map(\.text).joined() }
    }

    /// A single-line text field with a label.
    ///
    /// The field's ``text`` is its value when the field first appears and whenever a new screen
    /// gives a different value than the previous one; in between, the base view controller keeps
    /// what the user typed. So a view controller may store the text it gets in
    /// ``ViewController/didChangeText(_:inField:)`` and return it here, or ignore edits and read
    /// ``ViewController/text(inField:)`` when it needs the value.
    public struct TextField: Sendable, Equatable {
        /// Identifies the field among the screen's focusable elements.
        public var id: String
        /// Shown before the field, e.g. `Player 1`.
        public var label: String
        /// The value; see the type's discussion.
        public var text: String
        /// Shown (dim) while the field is empty.
        public var placeholder: String
        /// The most characters (graphemes) typing may enter; `nil` for no limit.
        public var maxLength: Int?

        /// Creates a text field.
        public init(id: String, label: String, text: String = "", placeholder: String = "", maxLength: Int? = nil) {
            self.id = id
            self.label = label
            self.text = text
            self.placeholder = placeholder
            self.maxLength = maxLength
        }
    }

    /// A button: Enter or Space activates it when it has the focus.
    public struct Button: Sendable, Equatable {
        /// Identifies the button; passed to ``ViewController/didActivateButton(_:)``.
        public var id: String
        /// The label, e.g. `Start Game`.
        public var title: String

        /// Creates a button.
        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// A grid of cells with a cursor, such as the 3x3 TicTacToe board.
    ///
    /// Cells are numbered row-major from 0 (top left). When the grid has the focus, the digits
    /// 1-9 select cell `digit - 1`, arrows and h/j/k/l move the cursor, and Enter or Space select
    /// the cursor's cell; each selection calls ``ViewController/didSelectCell(_:inGrid:)``.
    /// Like a field's text, ``cursor`` is the initial position: the base class keeps the cursor
    /// where the user moved it until a new screen gives a different value.
    public struct Grid: Sendable, Equatable {
        /// Identifies the grid among the screen's focusable elements.
        public var id: String
        /// The number of rows.
        public var rows: Int
        /// The number of columns.
        public var columns: Int
        /// The cells' text, row-major, `rows * columns` of them (missing ones are empty). Each is
        /// drawn centred in a cell as wide as the widest one (at least one column).
        public var cells: [String]
        /// The cells' styles, row-major (missing ones are ``TextStyle/plain``).
        public var styles: [TextStyle]
        /// The cursor's cell index (row-major, from 0).
        public var cursor: Int
        /// Whether the grid takes part in input. A disabled grid (e.g. the board of a finished
        /// game) is skipped by focus moves, never has the focus, and is drawn without a cursor.
        public var isEnabled: Bool

        /// Creates a grid.
        public init(
            id: String, rows: Int, columns: Int, cells: [String], styles: [TextStyle] = [], cursor: Int = 0,
            isEnabled: Bool = true
        ) {
            self.id = id
            self.rows = rows
            self.columns = columns
            self.cells = cells
            self.styles = styles
            self.cursor = cursor
            self.isEnabled = isEnabled
        }

        /// The number of cells, `rows * columns`.
        public var count: Int { max(0, rows) * max(0, columns) }
    }
}
