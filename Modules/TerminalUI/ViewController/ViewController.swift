public import RIBs

/// The base of every view controller shown by TerminalUI: a screen described as data, plus
/// presentation of child view controllers.
///
/// Subclass it, describe the screen in ``makeScreen()``, call ``setNeedsDisplay()`` when the data
/// behind it changed, and react to ``didActivateButton(_:)``, ``didChangeText(_:inField:)`` and
/// ``didSelectCell(_:inGrid:)``. The base class owns the generic input handling (focus, editing,
/// grid cursor; see ``handleKey(_:)``) and a default line-mode handler (``handleLine(_:)``).
///
/// ```swift
/// final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
///     weak var listener: OffGamePresentableListener?
///     private let names: (String, String)
///
///     override func makeScreen() -> Screen {
///         Screen(
///             [
///                 .text([.init(names.0, style: .player1), .init(" vs "), .init(names.1, style: .player2)]),
///                 .blank,
///                 .button(id: "start", title: "Start Game"),
///             ],
///             focus: "start"
///         )
///     }
///
///     override func didActivateButton(_ id: String) { listener?.startTicTacToe() }
/// }
/// ```
///
/// Presentation works like UIKit's: ``present(_:)`` puts a view controller on top of the
/// top-most one, the window shows the top-most view controller of its root's chain, and
/// ``dismiss(_:)`` removes a presented view controller together with everything above it.
@MainActor
open class ViewController: ViewControllable {
    /// The view controller this one is presented on, if any.
    public internal(set) weak var presentingViewController: ViewController?

    /// The view controller presented on this one, if any.
    public internal(set) var presentedViewController: ViewController?

    /// The window (or other host) showing this view controller's chain; set while on screen.
    weak var host: (any ScreenHost)?

    /// Whether the screen must be described again before it is next read.
    private var needsScreen = true
    /// The resolved screen, valid while `needsScreen` is false.
    private var resolvedScreen = Screen()
    /// What the last `makeScreen()` said, to notice which described values changed.
    private var lastDescribed: Screen?
    /// The element with the focus.
    private var focusID: String?
    /// Field texts as edited by the user, by field id.
    private var fieldTexts: [String: String] = [:]
    /// Grid cursors as moved by the user, by grid id.
    private var gridCursors: [String: Int] = [:]

    /// Creates a view controller that is not on screen and presents nothing.
    public init() {}

    /// Whether this view controller is in a window's visible chain: the window's root view
    /// controller or one presented (directly or not) on it.
    ///
    /// Only the top-most one of the chain is drawn, but all of them count as on screen, as in UIKit.
    public var isOnScreen: Bool { host != nil }

    /// The last view controller of the chain that starts here: this one when it presents nothing.
    public var topMostViewController: ViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }

    // MARK: Describing the screen

    /// Describes what this view controller shows. Override it; the default is an empty screen.
    ///
    /// Called again after ``setNeedsDisplay()``, only when the screen is needed. Keep it free of
    /// side effects: it may be called at any time, or not at all while the view is hidden.
    open func makeScreen() -> Screen {
        Screen()
    }

    /// Marks the screen as out of date, so it is described again and redrawn.
    ///
    /// Call it whenever the data behind ``makeScreen()`` changed. The base class calls it itself
    /// after each input callback and after focus, text or cursor changes.
    public func setNeedsDisplay() {
        needsScreen = true
        host?.setNeedsDisplay()
    }

    /// The screen as it is shown: the description from ``makeScreen()`` with the user's edits,
    /// cursor moves and the focus in effect applied.
    public var currentScreen: Screen {
        if needsScreen {
            resolvedScreen = resolve(makeScreen())
            needsScreen = false
        }
        return resolvedScreen
    }

    /// The identifier of the field, button or grid that has the focus (`nil` if none can).
    public var focusedElementID: String? { currentScreen.focus }

    /// Moves the focus to the element with the identifier `id`, if the screen has such a
    /// focusable element.
    public func focus(_ id: String) {
        let screen = currentScreen
        guard screen.elements.contains(where: { $0.focusID == id }) else { return }
        focusID = id
        setNeedsDisplay()
    }

    /// The text of the field `id` as shown, including the user's edits ("" if no such field).
    public func text(inField id: String) -> String {
        for case .field(let field) in currentScreen.elements where field.id == id { return field.text }
        return ""
    }

    /// Replaces the text of the field `id` without calling ``didChangeText(_:inField:)``.
    public func setText(_ text: String, inField id: String) {
        _ = currentScreen
        fieldTexts[id] = text
        setNeedsDisplay()
    }

    /// The cursor of the grid `id` as shown (0 if no such grid).
    public func cursor(inGrid id: String) -> Int {
        for case .grid(let grid) in currentScreen.elements where grid.id == id { return grid.cursor }
        return 0
    }

    // MARK: Callbacks for subclasses

    /// Called when the button `id` is activated (Enter or Space with the focus on it, or a line in
    /// line mode). The default does nothing.
    open func didActivateButton(_ id: String) {}

    /// Called after the user changed the text of the field `id` to `text`. The default does nothing;
    /// the base class keeps the edited text either way (see ``Screen/TextField``).
    open func didChangeText(_ text: String, inField id: String) {}

    /// Called when the user selects the cell `index` (row-major, from 0) of the grid `id`: with a
    /// digit (`1` selects 0), with Enter/Space on the cursor, or with a line in line mode.
    /// The default does nothing.
    open func didSelectCell(_ index: Int, inGrid id: String) {}

    // MARK: Input

    /// Handles a key press on this view controller's screen; returns whether the key was used.
    ///
    /// The default implements the toolkit's generic behaviour from the screen description:
    /// - Tab / Down and Shift-Tab / Up move the focus to the next / previous field, button or grid
    ///   (wrapping around); on a grid Up and Down move its cursor instead.
    /// - In a field: printable characters are appended (up to its `maxLength`), Backspace removes
    ///   the last character (a whole grapheme), Ctrl-U clears it, Enter moves the focus on.
    /// - On a button: Enter or Space activates it.
    /// - On a grid: `1`-`9` select that cell (row-major, `1` is the top left cell); arrows and
    ///   h/j/k/l move the cursor; Enter or Space select the cursor's cell.
    ///
    /// Override it to add keys, and call `super` for the rest. Keys it leaves unused go to the
    /// window: there `q` quits (so `q` quits everywhere except in a text field). Ctrl-C never gets
    /// here: the window quits with status 130 first.
    @discardableResult
    open func handleKey(_ key: Key) -> Bool {
        handleKeyByDefault(key)
    }

    /// Handles one line of input in line mode (stdin or stdout is not a terminal).
    ///
    /// The default follows the focus:
    /// - a focused field takes the whole line as its text (cut to its `maxLength`), then the
    ///   focus moves on;
    /// - a focused grid takes a cell number `1`...`rows * columns` (row-major) and selects that
    ///   cell; anything else is an error;
    /// - otherwise an empty line activates the focused button, and a line equal to a button's
    ///   title or identifier (ignoring case and surrounding spaces) activates that button;
    ///   anything else is an error.
    ///
    /// Override it for screen-specific rules (e.g. "any line closes the result screen"), calling
    /// `super` for the rest.
    ///
    /// - Parameter line: The line without its line terminator.
    /// - Returns: What happened; errors are printed to standard error by the line-mode driver.
    @discardableResult
    open func handleLine(_ line: String) -> LineResult {
        handleLineByDefault(line)
    }

    // MARK: Leaving

    /// Asks the window showing this view controller to end its run loop with status 0.
    ///
    /// Does nothing while the view controller is not on screen.
    public func requestQuit() {
        host?.requestQuit()
    }

    // MARK: Resolution

    /// Applies the base class's state (edits, cursors, focus) to a fresh description.
    private func resolve(_ described: Screen) -> Screen {
        let previous = lastDescribed
        lastDescribed = described
        var previousFields: [String: String] = [:]
        var previousCursors: [String: Int] = [:]
        for element in previous?.elements ?? [] {
            if case .field(let field) = element { previousFields[field.id] = field.text }
            if case .grid(let grid) = element { previousCursors[grid.id] = grid.cursor }
        }
        var screen = described
        var texts: [String: String] = [:]
        var cursors: [String: Int] = [:]
        for index in screen.elements.indices {
            switch screen.elements[index] {
            case .field(var field):
                if let edited = fieldTexts[field.id], previousFields[field.id] == field.text {
                    field.text = edited
                }
                texts[field.id] = field.text
                screen.elements[index] = .field(field)
            case .grid(var grid):
                if let moved = gridCursors[grid.id], previousCursors[grid.id] == grid.cursor {
                    grid.cursor = moved
                }
                grid.cursor = grid.count == 0 ? 0 : min(max(grid.cursor, 0), grid.count - 1)
                cursors[grid.id] = grid.cursor
                screen.elements[index] = .grid(grid)
            case .line, .button, .blank:
                break
            }
        }
        fieldTexts = texts
        gridCursors = cursors
        let focusable = screen.elements.compactMap(\.focusID)
        let describedFocus = described.focus.flatMap { focusable.contains($0) ? $0 : nil } ?? focusable.first
        if let current = focusID, focusable.contains(current), previous?.focus == described.focus {
            screen.focus = current
        } else {
            screen.focus = describedFocus
        }
        focusID = screen.focus
        return screen
    }

    /// Updates the base class's copy of the user's state and redraws (used by input handling).
    func store(text: String, inField id: String) {
        fieldTexts[id] = text
        setNeedsDisplay()
    }

    /// Moves a grid's cursor (used by input handling).
    func store(cursor: Int, inGrid id: String) {
        gridCursors[id] = cursor
        setNeedsDisplay()
    }
}
