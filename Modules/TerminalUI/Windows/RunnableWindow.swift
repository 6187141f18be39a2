public import RIBs

/// A window that owns the program's input loop: the terminal and the line-mode drivers.
///
/// The composition root creates one with ``TerminalUI/makeWindow(environment:quitKeys:usesMouse:forcesLineMode:)``, launches the root router
/// into it, then runs it until the user quits or input ends:
///
/// ```swift
/// let window = makeWindow(quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))
/// launchRouter.launch(from: window)  // the Root router, built by the composition root
/// exit(await window.run())  // in the app's main.swift, on the main actor
/// ```
public protocol RunnableWindow: RIBWindow {
    /// Runs the input loop until the program should end, and returns the exit status for it.
    ///
    /// Must be awaited from the main actor (e.g. an `async` `main`): input is read on a background
    /// thread and delivered to the main actor, so the main actor must stay free to run. The
    /// terminal is restored before this returns. See ``ExitStatus`` for the statuses.
    func run() async -> Int32

    /// Awaited once before the first screen is shown, then once after each input (a line, or the
    /// keys of one read) is handled, before the result is drawn or printed, when set.
    ///
    /// Work that an input starts asynchronously (a deep link's workflow, which goes on once the
    /// players have logged in) can finish first: the next input reaches the screen that work shows
    /// and not the one before it, and a screen that such work replaces at once is never shown.
    /// The gate should return quickly: signals wait behind it.
    var inputGate: (() async -> Void)? { get set }

    /// Text shown next to the screens (see ``SidePanel``), or `nil` for none.
    var sidePanel: SidePanel? { get set }
}

/// Creates the window the environment calls for: a full-screen ``TerminalWindow`` when standard
/// input and output are terminals, a ``LineModeWindow`` otherwise.
///
/// - Parameters:
///   - environment: The environment variables and terminal checks to decide on; the default
///     reads the current process's.
///   - quitKeys: The key (terminal) and the words (line mode) that quit when a screen does not
///     use them; none by default.
///   - usesMouse: Whether a terminal window reports the mouse, so that clicks act on elements (on
///     by default; line mode never does).
///   - forcesLineMode: Whether to play line by line even on a terminal: the same prompts and
///     transcript as through a pipe, with no alternate screen and no cursor movement.
/// - Returns: A window to launch the root router into and then ``RunnableWindow/run()``.
public func makeWindow(
    environment: TerminalEnvironment = .current, quitKeys: QuitKeys = .none, usesMouse: Bool = true,
    forcesLineMode: Bool = false
) -> any RunnableWindow {
    switch forcesLineMode ? .lineMode : environment.mode {
    case .terminal:
        TerminalWindow(usesColor: environment.usesColor, quitKeys: quitKeys, usesMouse: usesMouse)
    case .lineMode:
        LineModeWindow(quitKeys: quitKeys)
    }
}
