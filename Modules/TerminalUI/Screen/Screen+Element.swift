public import RIBs

extension Screen {
    /// One row (or block of rows, for a grid or an embedded child's screen) of a screen.
    public enum Element: Sendable, Equatable {
        /// A line of text, made of styled spans.
        case line(Line)
        /// An editable single-line text field.
        case field(TextField)
        /// A button that carries its action.
        case button(Button)
        /// A grid of cells with a cursor, such as the TicTacToe board.
        case grid(Grid)
        /// The screen of an embedded child view controller, drawn in place (see
        /// ``ViewController/embed(_:)``).
        case child(Child)
        /// Where the view controller's transient error is drawn (see ``ViewController/showError(_:)``):
        /// an error-styled line, or an empty row while there is none.
        case errorLine(String?)
        /// An empty row, for spacing.
        case blank

        /// A line of text in one style.
        public static func text(_ text: String, style: TextStyle = .plain) -> Element {
            .line(Line(text, style: style))
        }

        /// A key hint shown on a terminal only (dim), such as `1-9 or arrows + Enter: place a mark`.
        ///
        /// Line mode leaves it out, where arrows and single keys do not exist: there the screen's
        /// ``Screen/prompt`` says what a line can be.
        public static func hint(_ text: String) -> Element {
            .line(Line([Span(text, style: .dim)], isTerminalOnly: true))
        }

        /// A line of text made of differently styled spans, e.g. a name in its player's colour.
        public static func text(_ spans: [Span]) -> Element {
            .line(Line(spans))
        }

        /// A text field; see ``Screen/TextField``.
        public static func field(
            id: ElementID, label: String, text: String = "", placeholder: String = "", maxLength: Int? = nil,
            prompt: String? = nil, onChange: Action<String>? = nil
        ) -> Element {
            .field(
                TextField(
                    id: id, label: label, text: text, placeholder: placeholder, maxLength: maxLength, prompt: prompt,
                    onChange: onChange))
        }

        /// A button; see ``Screen/Button``.
        public static func button(
            _ title: String, id: ElementID? = nil, aliases: [String] = [], acceptsAnyLine: Bool = false,
            action: @escaping Action<Void>
        ) -> Element {
            .button(Button(title, id: id, aliases: aliases, acceptsAnyLine: acceptsAnyLine, action: action))
        }

        /// The screen of `viewController`, which this view controller embeds (see
        /// ``ViewController/embed(_:)``). Nothing is drawn for a view controller that is not embedded
        /// in the one describing the screen.
        public static func child(_ viewController: any ViewControllable) -> Element {
            .child(Child(viewController))
        }

        /// The identifier of a focusable element (field, button or enabled grid), `nil` for the rest.
        public var focusID: ElementID? {
            switch self {
            case .field(let field): field.id
            case .button(let button): button.id
            case .grid(let grid): grid.isEnabled ? grid.id : nil
            case .line, .child, .errorLine, .blank: nil
            }
        }
    }

    /// What identifies a field, button or grid across descriptions, so that the focus, a field's
    /// edited text and a grid's cursor stay with it when the screen is described again.
    ///
    /// Only identity: what an element does travels with the element (a button's action, a grid's
    /// selection handler). Write it as a string literal (`"player1"`); a button without one is
    /// identified by its title.
    public struct ElementID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name given by the view controller that describes the element.
        public let name: String
        /// The embedded view controllers, outermost first, that the element belongs to, as seen
        /// from the view controller whose screen contains it (empty: its own element).
        let scope: [ObjectIdentifier]

        /// Creates an identifier.
        public init(_ name: String) {
            self.name = name
            self.scope = []
        }

        /// Creates an identifier from a string literal.
        public init(stringLiteral name: String) {
            self.init(name)
        }

        init(name: String, scope: [ObjectIdentifier]) {
            self.name = name
            self.scope = scope
        }

        /// The identifier as seen from a view controller that embeds the element's owner.
        func inside(_ owner: ObjectIdentifier) -> ElementID {
            ElementID(name: name, scope: [owner] + scope)
        }

        /// The name.
        public var description: String { name }
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
    /// what the user typed. So a view controller may store the text it gets in ``onChange`` and
    /// return it here, or ignore edits and read ``ViewController/text(inField:)`` when it needs
    /// the value.
    ///
    /// In line mode a line is the field's whole value; after it the focus moves on, and when it
    /// lands on a button of the same view (the field was the last of a form), that button is
    /// activated, as Enter in the last field of a web form submits it.
    public struct TextField: Sendable, Equatable {
        /// Identifies the field among the screen's focusable elements.
        public var id: ElementID
        /// Shown before the field, e.g. `Player 1`.
        public var label: String
        /// The value; see the type's discussion.
        public var text: String
        /// Shown (dim) while the field is empty.
        public var placeholder: String
        /// The most characters (graphemes) typing may enter; `nil` for no limit.
        public var maxLength: Int?
        /// What line mode asks while the field has the focus, instead of the screen's prompt.
        public var prompt: String?
        /// Called with the new text after each edit by the user.
        public var onChange: Handler<String>?

        /// Creates a text field.
        public init(
            id: ElementID, label: String, text: String = "", placeholder: String = "", maxLength: Int? = nil,
            prompt: String? = nil, onChange: Action<String>? = nil
        ) {
            self.id = id
            self.label = label
            self.text = text
            self.placeholder = placeholder
            self.maxLength = maxLength
            self.prompt = prompt
            self.onChange = onChange.map(Handler.init)
        }
    }

    /// A button, which carries what it does: Enter or Space activates it when it has the focus
    /// (terminal), and so does a line equal to its title or one of its aliases (line mode).
    ///
    /// ```swift
    /// .button("Start Game", aliases: ["start"]) { [weak self] in self?.listener?.startGame() }
    /// ```
    ///
    /// Capture the view controller weakly in the action: the screen is kept while it is shown.
    public struct Button: Sendable, Equatable {
        /// Identifies the button among the screen's focusable elements (by default its title).
        public var id: ElementID
        /// The label, e.g. `Start Game`.
        public var title: String
        /// Other lines that activate the button in line mode, e.g. `start`. Lines are compared
        /// ignoring case and spaces.
        public var aliases: [String]
        /// Whether, in line mode, any line the screen has no other use for activates the button
        /// (e.g. "any line closes the finished game"). The terminal ignores it.
        public var acceptsAnyLine: Bool
        /// What activating the button does.
        public var action: Handler<Void>

        /// Creates a button.
        public init(
            _ title: String, id: ElementID? = nil, aliases: [String] = [], acceptsAnyLine: Bool = false,
            action: @escaping Action<Void>
        ) {
            self.id = id ?? ElementID(title)
            self.title = title
            self.aliases = aliases
            self.acceptsAnyLine = acceptsAnyLine
            self.action = Handler { (_: Void) in action(()) }
        }
    }

    /// A grid of cells with a cursor, such as the 3x3 TicTacToe board.
    ///
    /// Cells are numbered row-major from 0 (top left). When the grid has the focus, the digits
    /// 1-9 select cell `digit - 1`, arrows and h/j/k/l move the cursor, and Enter or Space select
    /// the cursor's cell; in line mode a line `1`...`rows * columns` selects that cell. Each
    /// selection calls ``onSelect``. Like a field's text, ``cursor`` is the initial position: the
    /// base class keeps the cursor where the user moved it until a new screen gives a different
    /// value.
    public struct Grid: Sendable, Equatable {
        /// Identifies the grid among the screen's focusable elements.
        public var id: ElementID
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
        /// Called with the selected cell's index (row-major, from 0).
        public var onSelect: Handler<Int>?

        /// Creates a grid.
        public init(
            id: ElementID, rows: Int, columns: Int, cells: [String], styles: [TextStyle] = [], cursor: Int = 0,
            isEnabled: Bool = true, onSelect: Action<Int>? = nil
        ) {
            self.id = id
            self.rows = rows
            self.columns = columns
            self.cells = cells
            self.styles = styles
            self.cursor = cursor
            self.isEnabled = isEnabled
            self.onSelect = onSelect.map(Handler.init)
        }

        /// The number of cells, `rows * columns`.
        public var count: Int { max(0, rows) * max(0, columns) }
    }

    /// An embedded view controller's place in a screen (see ``Screen/Element/child(_:)-type.method``).
    public struct Child: Sendable, Equatable {
        /// The embedded view controller, when it is a TerminalUI ``ViewController``.
        public let viewController: ViewController?

        /// Creates the place of `viewController`'s screen.
        public init(_ viewController: any ViewControllable) {
            self.viewController = viewController as? ViewController
        }

        /// Two places are equal when they hold the same view controller.
        public static func == (lhs: Child, rhs: Child) -> Bool {
            lhs.viewController === rhs.viewController
        }
    }

    /// A closure an element runs when the user acts on it, on the main actor with the view
    /// controller that made it.
    // Said here: the default isolation does not reach function types, and a handler crosses into
    // the Sendable screen.
    public typealias Action<Value> = @MainActor (Value) -> Void

    /// What an element does when the user acts on it: an ``Action`` that compares equal to any other.
    ///
    /// Screens compare by what they show, so all handlers are equal to each other.
    public struct Handler<Value>: Sendable, Equatable {
        private let body: Action<Value>

        /// Wraps `body`.
        public init(_ body: @escaping Action<Value>) {
            self.body = body
        }

        /// Runs the handler.
        public func callAsFunction(_ value: Value) {
            body(value)
        }

        /// Always `true`: a handler is not part of what a screen shows.
        public static func == (lhs: Handler, rhs: Handler) -> Bool { true }
    }

    /// A transient error, as a driver sees it: its text and a number that tells each showing
    /// apart (line mode prints each one once, even when the same text is shown again).
    public struct Notice: Sendable, Equatable {
        /// The message, e.g. `Cell 5 is taken. Choose an empty cell.`
        public var text: String
        /// Increases with each ``ViewController/showError(_:)`` in the process.
        public var serial: Int
    }
}

extension Screen.Handler where Value == Void {
    /// Runs the handler.
    public func callAsFunction() {
        self(())
    }
}
