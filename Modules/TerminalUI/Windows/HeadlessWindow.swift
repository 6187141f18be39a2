/// A window without a terminal, for tests: it shows a view controller chain, draws the top-most
/// screen into a buffer of a given size, and lets a test send keys and lines.
///
/// ```swift
/// let window = HeadlessWindow(width: 80, height: 24)
/// launchRouter.launch(from: window)
/// window.type("Alice")
/// window.send(.enter)
/// #expect(window.text.contains("Player 1"))
/// ```
///
/// Keys follow the terminal driver's rules (Ctrl-C and an unused quit key set ``exitStatus``;
/// Ctrl-Z, the terminal's suspend key, reaches no screen), and
/// lines the line-mode driver's (a quit word sets ``exitStatus`` to 0).
public final class HeadlessWindow: ViewControllerWindow {
    /// The number of columns the screen is drawn in.
    public var width: Int
    /// The number of rows the screen is drawn in.
    public var height: Int
    /// The renderer used for ``buffer`` and ``text``.
    public var renderer = Renderer()

    /// The status the program would exit with, once a key or line asked to quit; `nil` until then.
    public private(set) var exitStatus: Int32?
    /// How many times something on screen asked for a redraw (for tests of redraw requests).
    public private(set) var redrawRequestCount = 0
    /// The key that quits when the screen does not use it, and the words that quit from any screen.
    public let quitKeys: QuitKeys
    /// Line mode's rules, with what it reported so far.
    private var linePlayer: LinePlayer
    /// The mouse button's state between a press and its release.
    private var mouse = MouseRouting()

    /// Creates a headless window of `width` x `height` cells (80 x 24 by default).
    ///
    /// - Parameters:
    ///   - width: The number of columns.
    ///   - height: The number of rows.
    ///   - quitKeys: The key that quits when the screen does not use it and the words that quit
    ///     from any screen, as the app would give them to its window (none by default).
    public init(width: Int = 80, height: Int = 24, quitKeys: QuitKeys = .none) {
        self.width = width
        self.height = height
        self.quitKeys = quitKeys
        self.linePlayer = LinePlayer(quitKeys: quitKeys)
    }

    /// The top-most screen drawn at the window's size (focus and cursor shown).
    ///
    /// Reading it is what a person at a terminal does when looking at the screen: mouse clicks sent
    /// with ``send(_:)->Bool`` hit what was last drawn here (see ``click(row:column:)``).
    public var buffer: CellBuffer {
        guard let top = topViewController else { return CellBuffer(width: width, height: height) }
        let screen = top.currentScreen
        if let drawn, drawn.screen == screen, drawn.top == ObjectIdentifier(top), drawn.width == width,
            drawn.height == height, drawn.showsFocus == renderer.showsFocus, drawn.fieldWidth == renderer.fieldWidth
        {
            return drawn.buffer
        }
        var buffer: CellBuffer
        if let last = drawn?.buffer, last.width == max(0, width), last.height == max(0, height) {
            // Draw into the last frame's storage (not copied when nobody else holds that frame).
            drawn = nil
            buffer = last
            buffer.blankAll()
        } else {
            buffer = CellBuffer(width: width, height: height)
        }
        let hitMap = renderer.render(screen, into: &buffer)
        drawn = Drawn(
            screen: screen, top: ObjectIdentifier(top), width: width, height: height, showsFocus: renderer.showsFocus,
            fieldWidth: renderer.fieldWidth, buffer: buffer, hitMap: hitMap)
        return buffer
    }

    /// The last buffer drawn and what it was drawn from: drawing is a function of these alone,
    /// so reading ``buffer`` again for an equal screen reuses it.
    private struct Drawn {
        var screen: Screen
        /// The view controller whose screen it is.
        var top: ObjectIdentifier
        var width: Int
        var height: Int
        var showsFocus: Bool
        var fieldWidth: Int
        var buffer: CellBuffer
        /// Where the drawn elements take clicks.
        var hitMap: HitMap
    }

    /// The last drawing, if any.
    private var drawn: Drawn?

    /// The drawn screen as plain text (trailing spaces trimmed), as a snapshot test reads it.
    public var text: String { buffer.plainText }

    /// The top-most screen as line mode prints it (no centring, no focus markers).
    public var lineModeText: String {
        guard let screen = topViewController?.currentScreen else { return "" }
        return Renderer(showsFocus: false).plainText(of: screen, width: width)
    }

    /// Sends a key as the terminal driver would; returns whether the top-most view controller used it.
    ///
    /// A ``Key/mouse(_:)`` event is hit-tested against the screen last drawn in ``buffer`` (``text``),
    /// as the terminal driver tests it against the frame on the terminal: when the top-most screen
    /// changed since, or nothing was drawn, the click does nothing.
    @discardableResult
    public func send(_ key: Key) -> Bool {
        if case .mouse(let event) = key {
            return mouse.handle(event, on: topViewController, hitMap: drawnHitMap)
        }
        switch KeyRouting.route(key, to: topViewController, quitKeys: quitKeys) {
        case .handled:
            return true
        case .ignored:
            return false
        case .quit(let status):
            exitStatus = status
            return false
        }
    }

    /// Looks at the screen (draws ``buffer``) and clicks the left button at `row`, `column` (from 0 at
    /// the top left): a press and a release there, as a terminal reports a click. Returns whether
    /// the click acted on an element (a button, a field, a grid's cell).
    @discardableResult
    public func click(row: Int, column: Int) -> Bool {
        _ = buffer
        send(.mouse(MouseEvent(.left, .press, row: row, column: column)))
        return send(.mouse(MouseEvent(.left, .release, row: row, column: column)))
    }

    /// The hit map of the last drawing, while it still shows the top-most view controller's screen.
    private var drawnHitMap: HitMap? {
        guard let drawn, let top = topViewController, drawn.top == ObjectIdentifier(top),
            drawn.screen == top.currentScreen,
            drawn.width == width, drawn.height == height
        else { return nil }
        return drawn.hitMap
    }

    /// Sends several keys in order.
    public func send(_ keys: Key...) {
        for key in keys { send(key) }
    }

    /// Types `text`: sends each character as a ``Key/character(_:)`` key, except that a line
    /// break (`\n`, `\r` or `\r\n`) is sent as ``Key/enter`` and a tab as ``Key/tab``.
    public func type(_ text: String) {
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": send(.enter)
            case "\t": send(.tab)
            default: send(.character(character))
            }
        }
    }

    /// Sends a line to the top-most view controller's screen as the line-mode driver would (see
    /// ``LineModeWindow``); returns what it did, with the error line mode would print.
    @discardableResult
    public func sendLine(_ line: String) -> LineResult {
        guard let top = topViewController else { return .handled }
        let result = linePlayer.play(line, on: top)
        if result == .quit { exitStatus = ExitStatus.success }
        return result
    }

    /// Counts a redraw request; the buffer is drawn when read.
    override func setNeedsDisplay() {
        redrawRequestCount += 1
    }

    /// Records a normal quit.
    override func requestQuit() {
        exitStatus = ExitStatus.success
    }
}
