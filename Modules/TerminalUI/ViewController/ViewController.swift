public import RIBs

/// The base of every view controller shown by TerminalUI: a screen described as data, plus
/// presentation and embedding of child view controllers.
///
/// Subclass it, describe the screen in ``makeScreen()`` and call ``setNeedsDisplay()`` when the
/// data behind it changed. What the screen's elements do travels with them: a button carries its
/// action, a grid its selection handler, a field its change handler. The base class keeps the
/// user's state (focus, edited text, grid cursor) across descriptions, and the drivers play the
/// screen: keys on a terminal, lines in line mode. A view controller contains no driver code.
///
/// ```swift
/// final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
///     weak var listener: (any OffGamePresentableListener)?
///
///     override func makeScreen() -> Screen {
///         Screen([
///             .text("Alice vs Bob"),
///             .blank,
///             .button("Start Game", aliases: ["start"]) { [weak self] in self?.listener?.startGame() },
///         ])
///     }
/// }
/// ```
///
/// Presentation works like UIKit's: ``present(_:)`` puts a view controller on top of the
/// top-most one, the window shows the top-most view controller of its root's chain, and
/// ``dismiss(_:)`` removes a presented view controller together with everything above it.
/// Embedding works like UIKit's child view controllers: ``embed(_:)`` makes a child's screen part
/// of this one's, where the description places it with ``Screen/Element/child(_:)-type.method``.
open class ViewController: ViewControllable {
    /// The view controller this one is presented on, if any.
    public internal(set) weak var presentingViewController: ViewController?

    /// The view controller presented on this one, if any.
    public internal(set) var presentedViewController: ViewController?

    /// The view controller whose screen embeds this one's, if any (see ``embed(_:)``).
    public internal(set) weak var embeddingViewController: ViewController?

    /// The view controllers embedded in this one, in embedding order.
    public internal(set) var embeddedViewControllers: [ViewController] = []

    /// The window (or other host) showing this view controller's chain; set while on screen.
    weak var host: (any ScreenHost)?

    /// Whether the screen must be described again before it is next read.
    private var needsScreen = true
    /// The resolved screen, valid while `needsScreen` is false.
    private var resolvedScreen = Screen()
    /// The user's edits, cursors and focus, and the transient error, put back into each description.
    private var reconciliation = ScreenReconciliation()

    /// Creates a view controller that is not on screen and presents nothing.
    public init() {}

    /// Whether this view controller is in a window's visible chain: the window's root view
    /// controller, one presented (directly or not) on it, or one embedded in any of those.
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
    /// after focus, text or cursor changes. An embedded view controller's change redraws the
    /// screen that embeds it.
    public func setNeedsDisplay() {
        needsScreen = true
        if let embeddingViewController {
            embeddingViewController.setNeedsDisplay()
        } else {
            host?.setNeedsDisplay()
        }
    }

    /// The screen as it is shown: the description from ``makeScreen()`` with embedded children's
    /// screens in place, the user's edits, cursor moves and the focus in effect, the prompt in
    /// effect and the transient error.
    public var currentScreen: Screen {
        if needsScreen {
            resolvedScreen = resolve(makeScreen())
            needsScreen = false
        }
        return resolvedScreen
    }

    /// The identifier of the field, button or grid that has the focus (`nil` if none can).
    public var focusedElementID: Screen.ElementID? { currentScreen.focus }

    /// Moves the focus to the element `id`, if the screen has such a focusable element.
    ///
    /// An embedded view controller moves the focus of the screen that embeds it.
    public func focus(_ id: Screen.ElementID) {
        if let embeddingViewController {
            embeddingViewController.focus(id.inside(ObjectIdentifier(self)))
            return
        }
        guard currentScreen.focusableIDs.contains(id), reconciliation.moveFocus(to: id) else { return }
        setNeedsDisplay()
    }

    /// The text of the field `id` as shown (`""` if no such field).
    public func text(inField id: Screen.ElementID) -> String {
        for case .field(let field) in currentScreen.elements where field.id == id { return field.text }
        return ""
    }

    /// Replaces the text of the field `id` without calling its change handler.
    public func setText(_ text: String, inField id: Screen.ElementID) {
        _ = currentScreen
        store(text: text, inField: id)
    }

    /// The cursor of the grid `id` as shown (0 if no such grid).
    public func cursor(inGrid id: Screen.ElementID) -> Int {
        for case .grid(let grid) in currentScreen.elements where grid.id == id { return grid.cursor }
        return 0
    }

    // MARK: Transient errors

    /// Shows `message` as a transient error, e.g. why the last input was refused.
    ///
    /// The terminal draws it in the error style where the screen has an
    /// ``Screen/Element/errorLine(_:)`` (at the end when it has none) until ``clearError()`` or
    /// the next error; line mode prints it once on standard error and asks again, without
    /// printing the screen again. Each call is a new error, even with the same text.
    public func showError(_ message: String) {
        reconciliation.showError(message)
        setNeedsDisplay()
    }

    /// Removes the transient error, if any.
    public func clearError() {
        guard reconciliation.clearError() else { return }
        setNeedsDisplay()
    }

    // MARK: Input

    /// Handles a key press on this view controller's screen; returns whether the key was used.
    ///
    /// The default implements the toolkit's generic behaviour from the screen description:
    /// - Tab / Down and Shift-Tab / Up move the focus to the next / previous field, button or grid
    ///   (wrapping around, into and out of embedded children's screens); on a grid Up and Down
    ///   move its cursor instead.
    /// - In a field: printable characters are appended (up to its `maxLength`), Backspace removes
    ///   the last character (a whole grapheme), Ctrl-U clears it, Enter moves the focus on.
    /// - On a button: Enter or Space runs its action.
    /// - On a grid: `1`-`9` select that cell (row-major, `1` is the top left cell); arrows and
    ///   h/j/k/l move the cursor; Enter or Space select the cursor's cell.
    ///
    /// Override it to add keys, and call `super` for the rest. Keys it leaves unused go to the
    /// window, which quits on its quit key (see ``QuitKeys``). Ctrl-C never gets here: the window
    /// quits with status 130 first.
    @discardableResult
    open func handleKey(_ key: Key) -> Bool {
        handleKeyByDefault(key)
    }

    // MARK: Leaving

    /// Asks the window showing this view controller to end its run loop with status 0.
    ///
    /// Does nothing while the view controller is not on screen.
    public func requestQuit() {
        host?.requestQuit()
    }

    // MARK: Resolution

    /// Applies the user's state (edits, cursors, focus, error) and the embedded children's screens
    /// to a fresh description.
    private func resolve(_ description: Screen) -> Screen {
        let (screen, childError) = embedChildren(in: reconciliation.applyUserState(to: description))
        return reconciliation.settle(screen, describedAs: description, childError: childError)
    }

    /// Forgets the resolved screen (and the handlers it holds) until it is needed again.
    func discardScreen() {
        needsScreen = true
        resolvedScreen = Screen()
    }

    /// Updates the owner's copy of the user's text and redraws (used by input handling).
    func store(text: String, inField id: Screen.ElementID) {
        guard let (owner, name) = owner(of: id) else { return }
        owner.reconciliation.store(text: text, inField: name)
        owner.setNeedsDisplay()
    }

    /// Moves a grid's cursor in its owner's state (used by input handling).
    func store(cursor: Int, inGrid id: Screen.ElementID) {
        guard let (owner, name) = owner(of: id) else { return }
        owner.reconciliation.store(cursor: cursor, inGrid: name)
        owner.setNeedsDisplay()
    }

    /// Moves the focus of this screen (used by input handling, with identifiers as seen here).
    func moveFocus(to id: Screen.ElementID) {
        guard reconciliation.moveFocus(to: id) else { return }
        setNeedsDisplay()
    }
}
