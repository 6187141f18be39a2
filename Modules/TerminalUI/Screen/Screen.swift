/// What a view controller shows, as plain data: lines of text, text fields, buttons, a grid,
/// embedded children's screens, the focus, the line-mode prompt and a transient error.
///
/// A ``ViewController`` describes its screen in ``ViewController/makeScreen()``; a driver plays it
/// from the description alone: the terminal window lays it out (centred, one element per row),
/// draws it and turns keys into the elements' actions; the line-mode window prints it as text and
/// turns lines into the same actions. Because a screen is a value, tests can read it and drive it
/// without a terminal.
///
/// ```swift
/// Screen(
///     [
///         .text("TicTacToe", style: .title),
///         .blank,
///         .field(id: "player1", label: "Player 1", placeholder: "Player 1"),
///         .field(id: "player2", label: "Player 2", placeholder: "Player 2"),
///         .button("Login") { [weak self] in self?.login() },
///     ],
///     focus: "player1"
/// )
/// ```
public struct Screen: Sendable, Equatable {
    /// The elements from top to bottom.
    public var elements: [Element]

    /// The identifier of the focused field, button or grid.
    ///
    /// In the screen a view controller returns from ``ViewController/makeScreen()`` this is the
    /// *initial* focus: the base class uses it when the screen is first shown, when it differs
    /// from the previous description's (e.g. the game ended and "Close Game" should take the
    /// focus), and when the focused element disappears; otherwise it keeps the focus where the
    /// user moved it.
    /// `nil` means the first focusable element. In ``ViewController/currentScreen`` it is the focus
    /// in effect.
    public var focus: ElementID?

    /// A short request shown in line mode each time a line is read, such as `Cell (1-9):`.
    ///
    /// Terminal mode ignores it. `nil` prints no prompt. In ``ViewController/currentScreen`` it is
    /// the prompt in effect: the focused field's own ``TextField/prompt`` when it has one.
    ///
    /// It is line mode's hint: say there what a line can be (a number, a name, a word such as
    /// `quit`), never a key, and leave the keys and the mouse to a terminal-only
    /// ``Element/hint(_:)``.
    public var prompt: String?

    /// The transient error in effect (see ``ViewController/showError(_:)``); set by the base class
    /// in ``ViewController/currentScreen``, ignored in a description.
    ///
    /// The terminal draws it where the screen has an ``Element/errorLine(_:)`` (at the end when it
    /// has none); line mode prints each one once on standard error and asks again.
    public var error: Notice?

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - elements: The elements from top to bottom.
    ///   - focus: The element that has the focus when the screen is first shown (`nil`: the first
    ///     focusable element).
    ///   - prompt: What line mode asks for before reading a line (`nil`: nothing).
    public init(_ elements: [Element] = [], focus: ElementID? = nil, prompt: String? = nil) {
        self.elements = elements
        self.focus = focus
        self.prompt = prompt
    }

    /// The element whose identifier is `id`, if the screen has it.
    public func element(_ id: ElementID) -> Element? {
        elements.first { $0.focusID == id }
    }

    /// The focused element, if any.
    public var focusedElement: Element? {
        focus.flatMap(element(_:))
    }

    /// The identifiers of the focusable elements, top to bottom.
    var focusableIDs: [ElementID] {
        elements.compactMap(\.focusID)
    }
}
