#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys as a terminal sends them in raw mode.
enum Keys {
    static let enter = "\r"
    static let tab = "\t"
    static let backTab = "\u{1B}[Z"
    static let ctrlC = "\u{03}"
    static let ctrlU = "\u{15}"
    static let backspace = "\u{7F}"
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let left = "\u{1B}[D"
}

extension PseudoTerminal {
    /// Starts the real `tictactoe` in a new terminal of `rows` x `columns`.
    /// - Parameter environment: Added to (or replacing) the base environment.
    static func launchApp(
        rows: Int = 24,
        columns: Int = 80,
        arguments: [String] = [],
        environment: [String: String] = [:]
    ) throws -> PseudoTerminal {
        try PseudoTerminal(
            path: AppBinary.path(),
            arguments: arguments,
            environment: ChildProcess.baseEnvironment().merging(environment) { $1 },
            rows: rows,
            columns: columns
        )
    }

    /// Waits for the login screen, types both names and logs in; waits for the start screen.
    func logIn(_ player1: String, _ player2: String, expecting names: (String, String)? = nil) async throws {
        try await waitForScreen(containing: "Login")
        try await type(player1 + Keys.enter)
        try await type(player2 + Keys.enter)
        try await type(Keys.enter)
        try await waitForScreen(containing: "[ Tic Tac Toe ]")
        if let names {
            try await waitForScreen(containing: names.0)
            try await waitForScreen(containing: names.1)
        }
    }

    /// Starts a game from the start screen and waits for the board.
    func startGame() async throws {
        try await type(Keys.enter)
        try await waitFor("the board") { $0.screen.text.contains("---+---+---") && $0.screen.text.contains("turn") }
    }

    /// The current screen text with runs of spaces squeezed, for matching words across layout.
    var squeezedScreen: String {
        screen.lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            .joined(separator: "\n")
    }
}

extension termios {
    /// Whether `other` has the same modes: flags and control characters (speeds aside).
    func hasSameModes(as other: termios) -> Bool {
        var lhs = self
        var rhs = other
        let sameCharacters = withUnsafeBytes(of: &lhs.c_cc) { left in
            withUnsafeBytes(of: &rhs.c_cc) { right in left.elementsEqual(right) }
        }
        return c_iflag == other.c_iflag && c_oflag == other.c_oflag && c_cflag == other.c_cflag
            && c_lflag == other.c_lflag && sameCharacters
    }

    /// The local flags that matter to a person at a shell, for failure messages.
    var localModesDescription: String {
        let flags: [(String, Int32)] = [("ECHO", ECHO), ("ICANON", ICANON), ("ISIG", ISIG), ("IEXTEN", IEXTEN)]
        let iflags: [(String, Int32)] = [("ICRNL", ICRNL), ("IXON", IXON)]
        return
            (flags.map { "\($0.0)=\(c_lflag & tcflag_t($0.1) != 0)" }
            + iflags.map { "\($0.0)=\(c_iflag & tcflag_t($0.1) != 0)" }).joined(separator: " ")
    }
}
