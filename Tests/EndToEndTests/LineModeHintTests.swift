import Testing

/// Line mode says what works where it is shown: numbers, names and words, never a key that only a
/// terminal has; and `quit` or `q` leaves from every screen.
struct LineModeHintTests {
    private func run(
        _ lines: [String], arguments: [String] = [], environment: [String: String] = [:]
    ) async throws -> PipeRun {
        try await PipeRun.run(
            AppBinary.path(), arguments: arguments, input: lines.map { $0 + "\n" }.joined(),
            environment: ChildProcess.baseEnvironment().merging(environment) { $1 }
        )
    }

    /// Words that name a key or the mouse, which a line cannot carry (`Enter` in any sense: line
    /// mode says "an empty line" or "any line").
    static let keyWords: Set<String> = [
        "arrow", "arrows", "enter", "return", "tab", "ctrl", "control", "esc", "escape", "mouse", "click",
        "space", "backspace", "shift", "hjkl",
    ]

    /// The key words and key notations (`^C`, `C-z`, `h/j/k/l`) in `text`.
    static func keyNames(in text: String) -> [String] {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        var found = words.filter(keyWords.contains)
        for notation in ["^", "c-", "h/j/k/l", "←", "→", "↑", "↓"] where text.lowercased().contains(notation) {
            found.append(notation)
        }
        return found
    }

    /// The printed screens, prompts, errors and side panel of a run.
    private static func transcript(of run: PipeRun) -> String {
        run.output + run.error
    }

    /// Login, both games, their results, errors on each screen, then `quit`.
    static let wholeSession = [
        "Ann", "Bob",
        "nonsense",  // an error on the start screen
        "",  // Tic Tac Toe
        "1", "1", "0", "x", "4", "2", "5", "3",  // a taken cell, out of range, not a number; Ann wins
        "",  // Close Game
        "randomwin",
        "abracadabra",  // an error on the Magic screen
        "magic",
        "next",  // Close Game
        "1",  // Tic Tac Toe again: a draw
        "1", "2", "3", "5", "4", "6", "8", "7", "9",
        "",
        "quit",
    ]

    @Test func aWholeSessionNamesNoKey() async throws {
        let run = try await run(Self.wholeSession, environment: ["TICTACTOE_SEED": "3"])
        #expect(run.termination == .exited(0))
        let transcript = Self.transcript(of: run)
        // Every screen was shown with its prompt.
        for prompt in [
            "Player 1's name", "Player 2's name", "starts Tic Tac Toe", "cell (1-9)", "presses Magic",
            "closes the game",
        ] {
            #expect(transcript.contains(prompt), "no \(prompt) in:\n\(transcript)")
        }
        #expect(run.outputLines.contains("Ann won!"))
        #expect(run.outputLines.contains("It's a draw!"))
        #expect(run.error.split(separator: "\n").count >= 5, "\(run.error)")
        #expect(Self.keyNames(in: transcript) == [], "\(transcript)")
    }

    @Test func theNoGamesScreenNamesNoKey() async throws {
        let run = try await run(
            ["Ann", "Bob", "", "start", "quit"], arguments: ["--disable", "tictactoe", "--disable", "randomwin"])
        #expect(run.termination == .exited(0))
        let transcript = Self.transcript(of: run)
        #expect(transcript.contains("No games are enabled."))
        #expect(transcript.contains("quit leaves"), "\(transcript)")
        #expect(Self.keyNames(in: transcript) == [], "\(transcript)")
    }

    @Test(arguments: [
        ["ribs-training://launchGame?gameId=chess"], ["ribs-training://launchGame?gameId=randomwin"],
        ["--rib-tree", "--disable", "scoreboard"],
    ])
    func deepLinksAndTheRIBTreeNameNoKey(arguments: [String]) async throws {
        let run = try await run(["Ann", "Bob", "", "", "quit"], arguments: arguments)
        #expect(run.termination == .exited(0))
        let transcript = Self.transcript(of: run)
        #expect(transcript.contains("quit leaves"), "\(transcript)")
        #expect(Self.keyNames(in: transcript) == [], "\(transcript)")
    }

    @Test func theCheckFindsTheTerminalsHints() {
        // The terminal's hints, as the full-screen snapshots show them, fail the check.
        #expect(Self.keyNames(in: "1-9 or arrows + Enter: place a mark   q: quit") == ["arrows", "enter"])
        #expect(Self.keyNames(in: "Tab / Shift-Tab move, ^C quits") == ["tab", "shift", "tab", "^"])
        #expect(Self.keyNames(in: "Any line closes the game; quit leaves:") == [])
    }

    /// Lines that reach a screen, the screen's prompt, and what follows it had the program not quit.
    struct ScreenCase: CustomTestStringConvertible, Sendable {
        let name: String
        let lines: [String]
        let prompt: String
        var testDescription: String { name }
    }

    static let screens = [
        ScreenCase(name: "login, player 1", lines: [], prompt: "Player 1's name"),
        ScreenCase(name: "login, player 2", lines: ["Ann"], prompt: "Player 2's name"),
        ScreenCase(name: "start", lines: ["Ann", "Bob"], prompt: "starts Tic Tac Toe"),
        ScreenCase(name: "board", lines: ["Ann", "Bob", "", "1"], prompt: "Bob (O), cell (1-9)"),
        ScreenCase(
            name: "Tic Tac Toe's Close Game", lines: ["Ann", "Bob", "", "1", "4", "2", "5", "3"],
            prompt: "closes the game"),
        ScreenCase(name: "Magic", lines: ["Ann", "Bob", "2"], prompt: "presses Magic"),
        ScreenCase(name: "Random Win's Close Game", lines: ["Ann", "Bob", "2", ""], prompt: "closes the game"),
    ]

    @Test(arguments: screens)
    func quitAndQEndTheProgramFromEveryScreen(screen: ScreenCase) async throws {
        for word in ["quit", "q", " QUIT "] {
            // The empty line after the quit word would close a game or start one, had it been read.
            let run = try await run(screen.lines + [word, "", "", "1"], environment: ["TICTACTOE_SEED": "3"])
            #expect(run.termination == .exited(0))
            let lastPrinted = run.outputLines.last { !$0.isEmpty }
            #expect(lastPrinted?.contains(screen.prompt) == true, "\(word): \(run.output)")
            #expect(run.error.isEmpty, "\(word): \(run.error)")
        }
    }
}
