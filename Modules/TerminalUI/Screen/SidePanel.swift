/// Text shown next to the app's screens, such as a live inspector: a framed panel beside or below
/// the screen on a terminal, or standard error in line mode.
///
/// Give it to a window (``RunnableWindow/sidePanel``) and call ``setNeedsDisplay()`` when its
/// text may have changed; the window asks ``text`` again when it draws (a terminal) or after each
/// step (line mode), and shows it only when it changed:
/// - ``TerminalWindow`` draws it framed, with its title, beside the screen when the terminal is
///   wide enough for both, else below it when it is tall enough, else not at all, with a one-line
///   notice under the screen (``hiddenNotice``) when there is a row for it;
/// - ``LineModeWindow`` prints a line `-- <title> --` followed by the text to standard error, so
///   standard output stays as without the panel.
///
/// ```swift
/// let panel = SidePanel(title: "RIB tree") { RIBTree.text(of: launchRouter) }
/// window.sidePanel = panel
/// ```
public final class SidePanel {
    /// The panel's title, drawn in its frame (and in line mode's framing line).
    public let title: String
    private let content: () -> String
    weak var host: (any ScreenHost)?

    /// The notice shown under the screen while the panel does not fit the terminal.
    public var hiddenNotice: String { "\(title) hidden: enlarge the terminal to show it" }

    /// Creates a panel titled `title` whose text `content` returns (lines separated by newlines).
    public init(title: String, content: @escaping () -> String) {
        self.title = title
        self.content = content
    }

    /// The text now.
    public var text: String { content() }

    /// The text's lines, sanitized for the terminal.
    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized(String($0)) }
    }

    /// Tells the window showing the panel that its text may have changed.
    public func setNeedsDisplay() {
        host?.setNeedsDisplay()
    }
}
