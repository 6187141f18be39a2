/// What a view controller shows, as plain data: lines of text, text fields, buttons and a grid.
///
/// A ``ViewController`` describes its screen in ``ViewController/makeScreen()``; the toolkit lays it
/// out (centred, one element per row, top to bottom), draws it, and turns keys and lines into
/// callbacks. Because a screen is a value, tests can read it and drive it without a terminal.
///
/// ```swift
/// Screen(
///     [
///         .text("TicTacToe", style: .title),
///         .blank,
///         .field(id: "player1", label: "Player 1", text: player1, placeholder: "Player 1"),
///         .field(id: "player2", label: "Player 2", text: player2, placeholder: "Player 2"),
///         .button(id: "login", title: "Login"),
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
    public var focus: String?

    /// A short request shown in line mode each time a line is read, such as `Cell (1-9):`.
    ///
    /// Terminal mode ignores it. `nil` prints no prompt.
    public var prompt: String?

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - elements: The elements from top to bottom.
    ///   - focus: The element that has the focus when the screen is first shown (`nil`: the first
    ///     focusable element).
    ///   - prompt: What line mode asks for before reading a line (`nil`: nothing).
    public init(_ elements: [Element] = [], focus: String? = nil, prompt: String? = nil) {
        self.elements = elements
        self.focus = focus
        self.prompt = prompt
    }
}
