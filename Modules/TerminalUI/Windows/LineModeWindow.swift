#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line-mode driver, for when standard input or output is not a terminal (pipes, scripts, CI).
///
/// It prints the top-most screen as plain text (no escape sequences, see
/// ``Renderer/plainText(of:width:)``) whenever that text changes, followed by the screen's
/// ``Screen/prompt`` if any, then reads one line per step and plays it on the top-most screen by
/// the screen's description alone:
/// - a quit word (``QuitKeys/words``) quits, from any screen;
/// - a focused field takes the whole line as its text (cut to its `maxLength`) and the focus
///   moves on; when it lands on a button of the same view (the field was the last of a form),
///   that button is activated, as Enter in a web form's last field submits it;
/// - a focused grid takes a cell number `1`...`rows * columns` (row-major) and selects that cell;
/// - an empty line activates the focused button; a line equal to a button's title or one of its
///   ``Screen/Button/aliases`` (ignoring case and spaces) activates that button;
/// - a focused button that ``Screen/Button/acceptsAnyLine`` takes any other line;
/// - anything else is an error.
///
/// Errors, and each transient error a screen shows (``ViewController/showError(_:)``), go to
/// standard error (sanitized) once, and the prompt is printed again. Screens are separated by an
/// empty line.
///
/// It ends with status 0 at end of input, on a quit word or ``ViewController/requestQuit()``, and
/// quietly (``ExitStatus/outputClosed``) when standard output is closed.
public final class LineModeWindow: ViewControllerWindow, RunnableWindow {
    private let input: LineInput
    private let output: any TextOutput
    private let errorOutput: any TextOutput
    private let width: Int
    private var lastPrinted: String?
    /// The side panel's text last printed to standard error.
    private var lastPanelText: String?
    private var lastPrompt: String?
    private var flushScheduled = false
    private var stopStatus: Int32?

    /// Awaited before the first screen is printed, then once after each line is handled, before
    /// its result is printed and the next line is read (see ``RunnableWindow/inputGate``): a screen
    /// that the gate's work replaces at once, such as the start screen a deep link's game takes
    /// over, is never printed.
    public var inputGate: (() async -> Void)?
    /// Whether the window is awaiting ``inputGate``; screen changes are printed when it opens.
    private var isSettling = false
    private var events: AsyncStream<Event>.Continuation?
    /// Line mode's rules, with the last error reported.
    private var player: LinePlayer

    /// What wakes the run loop.
    private enum Event {
        case line(String)
        case endOfInput
        case stop
    }

    /// Creates a line-mode window.
    ///
    /// - Parameters:
    ///   - input: Where lines come from (standard input by default).
    ///   - output: Where screens are printed (standard output by default).
    ///   - errorOutput: Where errors are printed (standard error by default).
    ///   - width: The width lines are cut to (very long names get an ellipsis).
    ///   - quitKeys: The words that quit from any screen (none by default).
    public init(
        input: LineInput = .standardInput, output: (any TextOutput)? = nil, errorOutput: (any TextOutput)? = nil,
        width: Int = 80, quitKeys: QuitKeys = .none
    ) {
        self.player = LinePlayer(quitKeys: quitKeys)
        self.input = input
        self.output = output ?? FileOutput.standardOutput
        self.errorOutput = errorOutput ?? FileOutput.standardError
        self.width = width
    }

    /// The side panel is printed to standard error after each step in which it changed, after a
    /// line `-- <title> --`.
    override func sidePanelDidChange() { lastPanelText = nil }

    /// Reads and handles lines until end of input or a quit; returns the exit status.
    ///
    /// Ignores SIGPIPE for the whole process, so a closed standard output shows up as a failed
    /// write (and a quiet exit) instead of killing the program.
    public func run() async -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        events = continuation
        let pump = Task {
            for await line in input.lines { continuation.yield(.line(line)) }
            continuation.yield(.endOfInput)
        }
        defer {
            pump.cancel()
            events = nil
        }
        await settle()
        flush(forcePrompt: true)
        if let status = stopStatus { return status }
        for await event in stream {
            switch event {
            case .line(let line):
                await handle(line)
            case .endOfInput:
                flush(forcePrompt: false)
                return stopStatus ?? ExitStatus.success
            case .stop:
                break
            }
            if let status = stopStatus { return status }
        }
        return stopStatus ?? ExitStatus.success
    }

    /// Awaits the input gate, if any, holding back the printing of screen changes meanwhile.
    private func settle() async {
        guard let inputGate else { return }
        isSettling = true
        await inputGate()
        isSettling = false
    }

    /// Feeds one line to the top-most view controller and prints what changed once the input gate
    /// has opened.
    private func handle(_ line: String) async {
        guard let top = topViewController else { return }
        let result = player.play(line, on: top)
        if result == .quit {
            stop(ExitStatus.success)
            return
        }
        await settle()
        if case .error(let message) = result {
            _ = errorOutput.write(TerminalText.sanitized(message) + "\n")
        }
        flush(forcePrompt: result != .handled)
    }

    /// Prints the screen if its text changed (and its prompt); ends the run on a write error.
    private func flush(forcePrompt: Bool) {
        flushScheduled = false
        guard stopStatus == nil, let top = topViewController else { return }
        var forcePrompt = forcePrompt
        if let error = player.newError(on: top) {
            // Shown outside a line step (a step's own error was printed with its result).
            _ = errorOutput.write(TerminalText.sanitized(error) + "\n")
            forcePrompt = true
        }
        let screen = top.currentScreen
        let text = Renderer(showsFocus: false).plainText(of: screen, width: width)
        var out = ""
        let textChanged = text != lastPrinted
        if textChanged {
            out += (lastPrinted == nil ? "" : "\n") + text + "\n"
            lastPrinted = text
        }
        if let prompt = screen.prompt, textChanged || forcePrompt || prompt != lastPrompt {
            out += TerminalText.sanitized(prompt) + "\n"
        }
        lastPrompt = screen.prompt
        if !out.isEmpty, !output.write(out) {
            stop(ExitStatus.outputClosed)
        }
        if let sidePanel {
            let panelText = sidePanel.lines.joined(separator: "\n")
            if panelText != lastPanelText {
                lastPanelText = panelText
                _ = errorOutput.write("-- \(TerminalText.sanitized(sidePanel.title)) --\n" + panelText + "\n")
            }
        }
    }

    /// Ends the run loop with `status`.
    private func stop(_ status: Int32) {
        guard stopStatus == nil else { return }
        stopStatus = status
        events?.yield(.stop)
    }

    /// Schedules printing the changed screen (coalesced) when it changes outside a line step; while
    /// the input gate is awaited, the step prints it when the gate opens.
    override func setNeedsDisplay() {
        guard !flushScheduled, events != nil else { return }
        flushScheduled = true
        Task {
            guard !self.isSettling else {
                self.flushScheduled = false
                return
            }
            self.flush(forcePrompt: false)
        }
    }

    /// Ends the run loop normally.
    override func requestQuit() {
        stop(ExitStatus.success)
    }
}
