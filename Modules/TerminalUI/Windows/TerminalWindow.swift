#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen terminal driver: raw mode, alternate screen, keys, resize, diffed drawing,
/// and a restored terminal on every exit path.
///
/// Created by ``TerminalUI/makeWindow(environment:quitKeys:usesMouse:forcesLineMode:)`` when standard input and output are terminals. While
/// ``run()`` runs: the terminal is in raw mode (no echo, no canonical mode, no signal keys) in the
/// alternate screen with the cursor hidden; keys are read and decoded on a background thread and
/// delivered to the main actor; only changed cells are written (everything after a resize).
/// Ctrl-C ends the run with 130, an unused quit key with 0 (see ``QuitKeys``),
/// end of input with 0, SIGTERM with 143, SIGHUP with 129. The terminal is restored before
/// ``run()`` returns, and crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) restore it
/// before the process dies. Ctrl-Z, which raw mode delivers as a key, suspends the program as the
/// terminal's suspend key would outside raw mode, and so does SIGTSTP (a shell's `kill -TSTP`): the
/// terminal is restored, the process stops as SIGTSTP's default action stops it (the shell gets the
/// terminal), and once continued (`fg`) the window takes the terminal again and redraws everything.
///
/// With ``usesMouse``, the terminal reports mouse buttons (`?1000h`, SGR coordinates `?1006h`)
/// while the UI runs, and a left click acts on the element under it, found in the layout the
/// renderer drew (a button is pressed, a field takes the focus, a grid's cell is selected); the
/// side panel takes no clicks. Every way the terminal is restored turns the reporting off again.
public final class TerminalWindow: ViewControllerWindow, RunnableWindow {
    /// Whether styles are drawn in colour (otherwise with bold, faint and reverse video only).
    public let usesColor: Bool
    /// The key that quits when the screen does not use it.
    public let quitKeys: QuitKeys
    /// Whether the terminal reports the mouse while the UI runs, so that clicks act on elements.
    public let usesMouse: Bool
    let inputDescriptor: Int32
    let outputDescriptor: Int32

    /// What wakes the run loop.
    private enum Event: Sendable {
        case keys([Key])
        case endOfInput
        case signal(Int32)
        case redraw
    }

    private var events: AsyncStream<Event>.Continuation?
    private var previousFrame: CellBuffer?
    /// The screen `previousFrame` was drawn from.
    private var previousScreen: Screen?
    /// The side panel's lines `previousFrame` was drawn with.
    private var previousPanelLines: [String]?
    /// The view controller `previousScreen` is the screen of.
    private var previousTop: ObjectIdentifier?
    /// Where `previousFrame` shows the elements that take clicks.
    private var previousHitMap = HitMap()
    /// The mouse button's state between a press and its release.
    private var mouse = MouseRouting()
    private var redrawPending = false
    private var stopStatus: Int32?

    /// Awaited before the first screen is drawn, then once after each batch of keys is handled,
    /// before the screen is drawn (see ``RunnableWindow/inputGate``).
    public var inputGate: (() async -> Void)?

    /// Called with every key, on the main actor, before the window routes it (Ctrl-C included).
    ///
    /// For the composition root's own needs, such as a test-only crash trigger; the screens get
    /// keys through ``ViewController/handleKey(_:)`` regardless.
    public var willHandleKey: ((Key) -> Void)?

    /// Creates a terminal window.
    ///
    /// - Parameters:
    ///   - usesColor: Whether to use colour (see ``TerminalEnvironment/usesColor``).
    ///   - inputDescriptor: The terminal to read keys from (standard input by default).
    ///   - outputDescriptor: The terminal to draw on (standard output by default).
    ///   - quitKeys: The key that quits when the screen does not use it (none by default).
    ///   - usesMouse: Whether the terminal reports the mouse, so that clicks act on elements (on by
    ///     default).
    public init(
        usesColor: Bool, inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1, quitKeys: QuitKeys = .none,
        usesMouse: Bool = true
    ) {
        self.usesColor = usesColor
        self.quitKeys = quitKeys
        self.usesMouse = usesMouse
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
    }

    /// The side panel is a framed panel beside or below the screen, as the terminal's size allows.
    override func sidePanelDidChange() { previousFrame = nil }

    /// Runs the terminal UI until the user quits or input ends; returns the exit status.
    ///
    /// Ignores SIGPIPE for the whole process; a failed write to the terminal (closed output)
    /// ends the run quietly with ``ExitStatus/outputClosed``.
    public func run() async -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        var mode = TerminalMode(
            inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor, reportsMouse: usesMouse)
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        events = continuation
        // Handlers first, so that no signal finds the terminal changed and nobody to restore it.
        let signals = SignalWatcher { continuation.yield(.signal($0)) }
        CrashRestore.install()
        var status: Int32? = mode.enter() ? nil : ExitStatus.outputClosed
        let reader = KeyReader(descriptor: inputDescriptor) { event in
            switch event {
            case .keys(let keys): continuation.yield(.keys(keys))
            case .endOfInput: continuation.yield(.endOfInput)
            }
        }
        reader.start()
        if status == nil, let inputGate {
            await inputGate()
            status = stopStatus
        }
        if status == nil { status = draw() }
        var inputEnded = false
        if status == nil {
            for await event in stream {
                switch event {
                case .keys(let keys):
                    status = handle(keys, mode: &mode, signals: signals)
                case .signal(SIGTSTP):
                    status = suspend(&mode, signals: signals)
                case .endOfInput:
                    inputEnded = true
                    status = ExitStatus.success
                case .signal(let number):
                    status = handle(signal: number)
                case .redraw:
                    break
                }
                if status == nil { status = stopStatus }
                // Work the keys started (a deep link's game once the players log in) ends before
                // the screen is drawn, so a screen that it replaces at once never flashes by, and
                // before the next keys are handled, so they reach the screen that work shows.
                if status == nil, case .keys = event, let inputGate {
                    await inputGate()
                    status = stopStatus
                }
                if status == nil { status = draw() }
                if status != nil { break }
            }
        }
        reader.stop()
        events = nil
        // Restore before giving the signals their default actions back (reverse order of setup).
        mode.restore()
        CrashRestore.uninstall()
        signals.stop(afterHangUp: inputEnded)
        previousFrame = nil
        previousScreen = nil
        previousTop = nil
        return status ?? ExitStatus.success
    }

    /// Suspends the program, for Ctrl-Z or SIGTSTP: gives the terminal back as the shell expects it
    /// (mouse reporting off, cursor shown, main screen, the modes from before), stops the process as
    /// SIGTSTP's default action does, and once it is continued (`fg`) takes the terminal again
    /// (raw mode, alternate screen, cursor hidden, mouse reporting when on) for a full redraw.
    /// Returns ``ExitStatus/outputClosed`` when the terminal cannot be written to.
    private func suspend(_ mode: inout TerminalMode, signals: SignalWatcher) -> Int32? {
        mode.restore()
        signals.stopProcess()
        previousFrame = nil
        return mode.enter() ? nil : ExitStatus.outputClosed
    }

    /// Applies keys in order; returns an exit status when the run should end.
    ///
    /// Ctrl-Z suspends the program before anyone sees it (see ``suspend(_:signals:)``); the keys
    /// after it are handled once the program is continued.
    private func handle(_ keys: [Key], mode: inout TerminalMode, signals: SignalWatcher) -> Int32? {
        for key in keys {
            willHandleKey?(key)
            if key == .ctrlZ {
                if let status = suspend(&mode, signals: signals) { return status }
                continue
            }
            if case .mouse(let event) = key {
                if usesMouse { _ = mouse.handle(event, on: topViewController, hitMap: shownHitMap) }
                continue
            }
            if case .quit(let status) = KeyRouting.route(key, to: topViewController, quitKeys: quitKeys) {
                return status
            }
        }
        return nil
    }

    /// Applies a signal other than SIGTSTP; returns an exit status when the run should end.
    private func handle(signal number: Int32) -> Int32? {
        switch number {
        case SIGWINCH:
            previousFrame = nil
            return nil
        case SIGINT: return ExitStatus.interrupted
        case SIGHUP: return ExitStatus.hangUp
        default: return ExitStatus.terminated
        }
    }

    /// The hit map of the frame on the terminal, while that frame shows the top-most view
    /// controller's current screen (not after a resize that is not drawn yet).
    private var shownHitMap: HitMap? {
        guard previousFrame != nil, let top = topViewController, previousTop == ObjectIdentifier(top),
            previousScreen == top.currentScreen
        else { return nil }
        return previousHitMap
    }

    /// Draws the top-most screen at the terminal's current size, writing only what changed.
    /// Returns ``ExitStatus/outputClosed`` when the terminal cannot be written to.
    private func draw() -> Int32? {
        redrawPending = false
        let size = TerminalMode(inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor).size()
        let top = topViewController
        let screen = top?.currentScreen ?? Screen()
        let panelLines = sidePanel?.lines
        // The same screen at the same size draws the same frame (and hit map): nothing would be
        // written, even for another view controller showing an equal screen.
        if let previousFrame, previousFrame.width == size.width, previousFrame.height == size.height,
            previousScreen == screen, previousPanelLines == panelLines
        {
            previousTop = top.map(ObjectIdentifier.init)
            return nil
        }
        var frame: CellBuffer
        if let sidePanel, let panelLines {
            (frame, previousHitMap) = Renderer().render(
                screen, panelTitle: sidePanel.title, panelLines: panelLines, hiddenNotice: sidePanel.hiddenNotice,
                width: size.width, height: size.height
            )
        } else {
            frame = CellBuffer(width: size.width, height: size.height)
            previousHitMap = Renderer().render(screen, into: &frame)
        }
        previousPanelLines = panelLines
        previousTop = top.map(ObjectIdentifier.init)
        let bytes = FrameWriter(usesColor: usesColor).frame(from: previousFrame, to: frame)
        previousFrame = frame
        previousScreen = screen
        guard !bytes.isEmpty else { return nil }
        return FileOutput.writeAll(Array(bytes.utf8), to: outputDescriptor) ? nil : ExitStatus.outputClosed
    }

    /// Schedules a redraw (coalesced) while running.
    override func setNeedsDisplay() {
        guard let events, !redrawPending else { return }
        redrawPending = true
        events.yield(.redraw)
    }

    /// Ends the run loop normally.
    override func requestQuit() {
        guard stopStatus == nil else { return }
        stopStatus = ExitStatus.success
        events?.yield(.redraw)
    }
}
