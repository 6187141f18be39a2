import Testing

/// Player names are the one thing a user types that the app writes back. Whatever a name holds
/// (escape sequences, control characters, bidi overrides, 10,000 characters, wide CJK, emoji and
/// combining marks), none of it reaches the terminal raw, layouts stay aligned by display width,
/// and the game goes on: in line mode and in the full-screen UI.
@Suite(.serialized)
struct HostileNameTests {
    /// A hostile name and a word of it that must still be shown.
    struct HostileName: CustomTestStringConvertible, Sendable {
        let name: String
        let visible: String
        /// Byte sequences of the name that must never appear in the output.
        let forbidden: [String]

        var testDescription: String { visible }
    }

    static let hostileNames: [HostileName] = [
        HostileName(name: "\u{1B}[31;1mRed\u{1B}[0m", visible: "Red", forbidden: ["\u{1B}[31;1m"]),
        HostileName(name: "\u{1B}]0;PWNED\u{07}Title", visible: "Title", forbidden: ["\u{1B}]0;", "PWNED\u{07}"]),
        HostileName(name: "\u{1B}[2J\u{1B}[1;1HClear", visible: "Clear", forbidden: ["\u{1B}[2J\u{1B}[1;1HC"]),
        HostileName(name: "\u{1B}P+q544e\u{1B}\\Dcs", visible: "Dcs", forbidden: ["\u{1B}P"]),
        HostileName(name: "Bell\u{07}\u{08}\u{08}\u{7F}Ctl", visible: "Ctl", forbidden: ["\u{07}", "\u{08}\u{08}"]),
        HostileName(name: "\u{9B}31mCsi8\u{9D}0;x\u{9C}", visible: "Csi8", forbidden: ["\u{9B}", "\u{9D}", "\u{9C}"]),
        HostileName(
            name: "\u{202E}Bidi\u{2066}x\u{2069}\u{200F}", visible: "Bidi", forbidden: ["\u{202E}", "\u{2066}"]),
        HostileName(name: "Cr\rLf\u{0B}Tab\t\u{0}", visible: "Tab", forbidden: ["Cr\rLf", "\u{0B}", "\u{0}"]),
    ]

    /// Escape, C1 controls, bidi controls: never in the output of line mode, whatever the name.
    static let neverInLineMode = [
        "\u{1B}", "\u{9B}", "\u{9D}", "\u{9C}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}",
    ]

    // MARK: Line mode

    @Test(arguments: hostileNames)
    func lineModeShowsAHostileNameSafelyAndPlaysOn(hostile: HostileName) async throws {
        // (A name with a newline arrives as two lines in line mode: that is player 2's name.)
        let run = try await PipeRun.run(
            AppBinary.path(),
            input: LineModeTests.input(hostile.name, "Bob", games: [LineModeTests.player1Wins])
        )
        #expect(run.termination == .exited(0))
        for sequence in Self.neverInLineMode + hostile.forbidden {
            #expect(run.output.contains(sequence) == false, "\(sequence.debugDescription) in the output")
            #expect(run.error.contains(sequence) == false, "\(sequence.debugDescription) on standard error")
        }
        let result = try #require(run.outputLines.first { $0.hasSuffix(" won!") })
        #expect(result.contains(hostile.visible), "\(result.debugDescription)")
    }

    @Test func lineModeCutsA10000CharacterNameToFitByDisplayWidth() async throws {
        for (long, other) in [
            (String(repeating: "A", count: 10_000), "Bob"), ("Bob", String(repeating: "漢", count: 10_000)),
        ] {
            let run = try await PipeRun.run(
                AppBinary.path(),
                input: LineModeTests.input(long, other, games: [LineModeTests.player1Wins, LineModeTests.player2Wins])
            )
            #expect(run.termination == .exited(0))
            #expect(run.error.isEmpty, "\(run.error.prefix(300))")
            let widest = run.outputLines.map { DisplayWidth.of($0) }.max() ?? 0
            #expect(widest <= 80, "a line of \(widest) columns")
            #expect(run.outputLines.filter { $0.hasSuffix(" won!") }.count == 2)
            #expect(run.output.contains("\u{FFFD}") == false)  // no wide character cut in half
        }
    }

    @Test func lineModeLayoutsAreAlignedByDisplayWidth() async throws {
        // Names of the same display width must give the same layout, character for character.
        for (name, sameWidth) in Self.sameWidthNames {
            let games = [LineModeTests.player1Wins, LineModeTests.draw]
            let hostile = try await PipeRun.run(AppBinary.path(), input: LineModeTests.input(name, "Bob", games: games))
            let plain = try await PipeRun.run(
                AppBinary.path(), input: LineModeTests.input(sameWidth, "Bob", games: games))
            #expect(hostile.termination == .exited(0))
            #expect(hostile.output.replacing(name, with: sameWidth) == plain.output, "\(name)")
        }
    }

    /// Names and ASCII names of the same display width.
    static let sameWidthNames = [
        ("山田太郎", "Yamada_T"),  // 4 wide characters: 8 columns
        ("e\u{301}mile\u{323}", "Emile"),  // combining marks take no column
        ("🎉Zoë🎉", "P_Zoe_P"),  // emoji take two
        ("한글🙂\u{301}", "HANGUL"),  // an emoji with a combining mark
    ]

    // MARK: Full-screen UI

    @Test func theTerminalNeverGetsANamesEscapeSequencesRaw() async throws {
        let terminal = try PseudoTerminal.launchApp()
        defer { terminal.close() }
        // Typed into the name fields, escape sequences are keys to the app; C1 and bidi controls
        // are characters. Either way, none may be echoed raw.
        let name1 = "\u{1B}]0;PWNED\u{07}Ti\u{9B}31mC1\u{202E}Bidi"
        let name2 = "\u{1B}[31mRe\u{1B}[2Jd\u{1B}P1$r\u{1B}\\Dc"
        try await terminal.logIn(name1, name2)
        try await terminal.startGame()
        for cell in LineModeTests.player1Wins {
            try await terminal.type(cell)
        }
        try await terminal.waitForScreen(containing: "won!")
        let output = terminal.outputText
        for sequence in ["\u{1B}]", "\u{9B}", "\u{202E}", "PWNED\u{07}", "\u{1B}[31mRe", "\u{1B}[2Jd", "\u{1B}P"] {
            #expect(output.contains(sequence) == false, "\(sequence.debugDescription) reached the terminal")
        }
        #expect(terminal.screen.text.contains("Bidi"))
        try await terminal.type(Keys.enter + "q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func aTenThousandCharacterNameIsCutAndTheLayoutHolds() async throws {
        let terminal = try PseudoTerminal.launchApp()
        defer { terminal.close() }
        let baseline = try PseudoTerminal.launchApp()
        defer { baseline.close() }

        try await terminal.waitForScreen(containing: "Login")
        try await terminal.type(String(repeating: "W", count: 10_000))
        try await terminal.waitFor("the field to fill up") { $0.screen.text.contains("WWWWWWWWWW") }
        try await terminal.type(Keys.enter + "Bob" + Keys.enter + Keys.enter)
        try await terminal.waitForScreen(containing: "[ Tic Tac Toe ]")
        try await terminal.startGame()
        try await baseline.logIn("Ann", "Bob")
        try await baseline.startGame()

        // The name field takes what fits (or the name is cut); nothing wraps: every row other
        // than the names' is where it is with a short name.
        for (row, (long, short)) in zip(terminal.screen.lines, baseline.screen.lines).enumerated()
        where !short.contains("Ann") {
            #expect(long == short, "row \(row)")
        }
        #expect(terminal.screen.lines.allSatisfy { DisplayWidth.of($0) <= 80 })

        for cell in LineModeTests.player1Wins {
            try await terminal.type(cell)
        }
        try await terminal.waitForScreen(containing: "won!")
        try await terminal.type(Keys.enter + "q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test(arguments: sameWidthNames.map { [$0.0, $0.1] })
    func wideAndCombiningNamesKeepTheLayoutAligned(names: [String]) async throws {
        let (name, sameWidth) = (names[0], names[1])
        let hostile = try PseudoTerminal.launchApp()
        defer { hostile.close() }
        let plain = try PseudoTerminal.launchApp()
        defer { plain.close() }

        // How the screen model stores the name: a wide character, then an empty cell.
        let rendered = name.map { DisplayWidth.of(String($0)) == 2 ? "\($0)\u{0}" : "\($0)" }.joined()
        func expectAligned(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            // Both programs may still be drawing: compare until they agree, or time out.
            var waiting = PollingTimeout(.seconds(10))
            var hostileCells: [String] = []
            while !waiting.isExpired {
                hostile.drain()
                plain.drain()
                hostileCells = hostile.screen.cellLines.map { $0.replacing(rendered, with: sameWidth) }
                if hostileCells == plain.screen.cellLines { return }
                try await waiting.pause(.milliseconds(20))
            }
            let differences = zip(hostileCells, plain.screen.cellLines).enumerated().filter {
                $0.element.0 != $0.element.1
            }
            .map { "row \($0.offset):\n  \($0.element.0.debugDescription)\n  \($0.element.1.debugDescription)" }
            Issue.record(
                "\(what) is not aligned with \(name.debugDescription):\n\(differences.joined(separator: "\n"))",
                sourceLocation: sourceLocation
            )
        }

        for terminal in [hostile, plain] {
            try await terminal.logIn(terminal === hostile ? name : sameWidth, "Bob")
        }
        try await expectAligned("the start screen")
        for terminal in [hostile, plain] {
            try await terminal.startGame()
        }
        try await expectAligned("the board")
        for terminal in [hostile, plain] {
            for cell in LineModeTests.player1Wins {
                try await terminal.type(cell)
            }
            try await terminal.waitForScreen(containing: "won!")
        }
        try await expectAligned("the result")
        for terminal in [hostile, plain] {
            try await terminal.type(Keys.enter + "q")
            #expect(try await terminal.waitForExit() == .exited(0))
        }
    }
}
