/// How a person ends the program from any screen, besides Ctrl-C and the end of input: the app
/// says it when it creates the window.
///
/// The key is used only when the screen has no use for it, so a `q` typed into a text field is
/// text. The words quit from every screen, a focused field or a button that takes any line
/// included: a line is a whole answer, and one that says `quit` means it.
///
/// ```swift
/// let window = makeWindow(quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))
/// ```
public struct QuitKeys: Sendable, Equatable {
    /// The key that quits on a terminal (either case), or `nil` for none.
    public var key: Character?
    /// The lines that quit in line mode from any screen, compared ignoring case and spaces.
    public var words: [String]

    /// Creates the quit rules.
    ///
    /// - Parameters:
    ///   - key: The key that quits on a terminal when the screen does not use it.
    ///   - words: The lines that quit in line mode, on every screen.
    public init(key: Character?, words: [String] = []) {
        self.key = key
        self.words = words
    }

    /// No quit key nor word: only Ctrl-C, signals, the end of input, or a view controller's
    /// ``ViewController/requestQuit()`` end the run.
    public static let none = QuitKeys(key: nil)

    /// Whether `key` is the quit key.
    func quits(with key: Key) -> Bool {
        guard let quitKey = self.key, case .character(let character) = key else { return false }
        return character.lowercased() == quitKey.lowercased()
    }

    /// Whether `line` is a quit word.
    func quits(withLine line: String) -> Bool {
        let command = LinePlayer.normalized(line)
        return !command.isEmpty && words.contains { LinePlayer.normalized($0) == command }
    }
}
