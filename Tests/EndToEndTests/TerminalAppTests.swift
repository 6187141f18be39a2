import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `tictactoe` in a pseudo-terminal, as a person at a terminal uses it: the full-screen
/// UI, every way out of it, resizes, and what is left of the terminal afterwards.
///
/// The app's promise (TerminalUI's `TerminalWindow`): it *exits* with 0 after `q` and at end of
/// input, 130 after Ctrl-C, 143 after SIGTERM and 129 after SIGHUP (128 + the signal's number,
/// through `exit`, not death by the signal), and restores the terminal every time.
@Suite(.serialized)
struct TerminalAppTests {
    /// Checks everything a person expects back after the program ends: the terminal modes exactly
    /// as before, the normal screen, a visible cursor, attributes reset.
    private func expectTerminalRestored(
        _ terminal: PseudoTerminal,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let modes = try terminal.attributes()
        #expect(
            modes.hasSameModes(as: terminal.initialAttributes),
            "modes not restored: \(modes.localModesDescription), before: \(terminal.initialAttributes.localModesDescription)",
            sourceLocation: sourceLocation
        )
        #expect(try terminal.isInCookedMode(), sourceLocation: sourceLocation)
        #expect(terminal.screen.alternateScreenEntries == 1, sourceLocation: sourceLocation)
        #expect(terminal.screen.alternateScreenExits == 1, sourceLocation: sourceLocation)
        #expect(terminal.screen.isAlternateScreen == false, sourceLocation: sourceLocation)
        #expect(terminal.screen.isCursorVisible, sourceLocation: sourceLocation)
        // Mouse reporting (buttons, SGR coordinates) was on while the program ran, and is off.
        #expect(terminal.screen.privateModes[1000] == false, sourceLocation: sourceLocation)
        #expect(terminal.screen.privateModes[1006] == false, sourceLocation: sourceLocation)
    }

    /// Launches the app and waits until it owns the terminal: raw mode, alternate screen, login drawn.
    private func launchToLogin(
        rows: Int = 24,
        columns: Int = 80,
        environment: [String: String] = [:]
    ) async throws -> PseudoTerminal {
        let terminal = try PseudoTerminal.launchApp(rows: rows, columns: columns, environment: environment)
        try await terminal.waitForScreen(containing: "Login")
        return terminal
    }

    /// Sends `signal` to the app at its login screen; expects it to end with `termination`, the
    /// terminal restored.
    private func expectSignal(
        _ signal: Int32, atTheLoginToEndWith termination: Termination,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try terminal.signal(signal)
        #expect(try await terminal.waitForExit() == termination, sourceLocation: sourceLocation)
        try expectTerminalRestored(terminal, sourceLocation: sourceLocation)
    }

    /// Logs Ann and Bob in, starts a game and has Ann place her X in the centre.
    private func playTheCentre(on terminal: PseudoTerminal) async throws {
        try await terminal.logIn("Ann", "Bob")
        try await terminal.startGame()
        try await terminal.type("5")
        try await terminal.waitForScreen(containing: "Bob's turn")
    }

    // MARK: Leaving the program

    @Test func entersTheAlternateScreenInRawModeAndQRestoresEverything() async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        #expect(terminal.screen.isAlternateScreen)
        #expect(terminal.screen.isCursorVisible == false)
        #expect(try terminal.isInCookedMode() == false)
        #expect(terminal.screen.text.contains("Player 1"))

        // `q` in a name field is a letter; on the Login button it quits.
        try await terminal.type(Keys.tab + Keys.tab)
        try await terminal.waitFor("focus on Login") { $0.screen.text.contains("> [ Login ] <") }
        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
        try expectTerminalRestored(terminal)
        #expect(terminal.outputText.hasSuffix("\u{1B}[?1049l"))
    }

    @Test func ctrlCExitsWith130AndRestoresTheTerminal() async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try await terminal.type("An")  // in a text field: Ctrl-C still quits
        try await terminal.waitForScreen(containing: "An_")
        try await terminal.type(Keys.ctrlC)
        #expect(try await terminal.waitForExit() == .exited(130))
        try expectTerminalRestored(terminal)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGINT, Int32(130))])
    func aSignalExitsWithItsConventionalStatusAndRestoresTheTerminal(signal: Int32, status: Int32) async throws {
        try await expectSignal(signal, atTheLoginToEndWith: .exited(status))
    }

    @Test func aSignalDuringAGameRestoresTheTerminalToo() async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try await playTheCentre(on: terminal)
        try terminal.signal(SIGTERM)
        #expect(try await terminal.waitForExit() == .exited(143))
        try expectTerminalRestored(terminal)
    }

    @Test func endOfInputExitsWith0AndRestoresTheScreen() async throws {
        // A terminal's input only ends when it is hung up, which also sends SIGHUP (next test).
        // To see end of input alone, the program reads from a second terminal, which is closed.
        let terminal = try PseudoTerminal(
            path: AppBinary.path(),
            environment: ChildProcess.baseEnvironment(),
            separateInput: true
        )
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Login")
        try await terminal.type("Ann")
        try await terminal.waitForScreen(containing: "Ann_")
        terminal.closeInput()
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(terminal.screen.isAlternateScreen == false)
        #expect(terminal.screen.isCursorVisible)
        #expect(terminal.screen.alternateScreenExits == 1)
        #expect(terminal.screen.privateModes[1000] == false && terminal.screen.privateModes[1006] == false)
        // The modes it changed were those of its input terminal; the one it drew on is untouched.
        #expect(try terminal.attributes().hasSameModes(as: terminal.initialAttributes))
    }

    @Test func closingTheTerminalEndsTheProgramCleanly() async throws {
        // Hangup: SIGHUP and end of input arrive together; whichever the program sees first, it
        // exits (129 or 0) promptly instead of dying, spinning, or waiting forever.
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        terminal.hangUp()
        let termination = try await terminal.waitForExit()
        #expect(termination == .exited(129) || termination == .exited(0), "ended with \(termination)")
    }

    // MARK: Playing

    @Test func aWholeGameIsPlayedWithTheKeyboard() async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try await terminal.logIn("Ann", "Bob", expecting: ("Ann (X)", "Bob (O)"))
        #expect(terminal.screen.text.contains("> [ Tic Tac Toe ] <"))
        try await terminal.startGame()
        #expect(terminal.screen.text.contains("Ann's turn (X)"))

        // Digits place marks; arrows / h j k l move the cursor and Enter places there.
        try await terminal.type("1")
        try await terminal.waitForScreen(containing: "Bob's turn (O)")
        try await terminal.type("4")
        try await terminal.waitForScreen(containing: "Ann's turn (X)")
        try await terminal.type("2")
        try await terminal.waitForScreen(containing: "Bob's turn (O)")
        try await terminal.type("j" + Keys.enter)  // the cursor follows the last move: cell 2, then down to 5
        try await terminal.waitForScreen(containing: "Ann's turn (X)")
        let board = terminal.squeezedScreen
        #expect(board.contains("X | X |"), "\(board)")
        #expect(board.contains("O | O |") || board.contains("O |[O]|"), "\(board)")

        try await terminal.type("3")
        try await terminal.waitForScreen(containing: "Ann won!")
        #expect(terminal.screen.text.contains("> [ Close Game ] <"))
        try await terminal.type("7")  // no move after the end
        try await terminal.type(Keys.enter)
        try await terminal.waitForScreen(containing: "[ Tic Tac Toe ]")
        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
        try expectTerminalRestored(terminal)
    }

    @Test func aDrawIsAnnouncedAndClosed() async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try await terminal.logIn("", "")  // empty names become the defaults
        try await terminal.waitForScreen(containing: "Player 1 (X)")
        try await terminal.startGame()
        for cell in ["1", "2", "3", "5", "4", "6", "8", "7", "9"] {
            try await terminal.type(cell)
        }
        try await terminal.waitForScreen(containing: "It's a draw!")
        try await terminal.type(Keys.enter)
        try await terminal.waitForScreen(containing: "[ Tic Tac Toe ]")
        try await terminal.type(Keys.ctrlC)
        #expect(try await terminal.waitForExit() == .exited(130))
        try expectTerminalRestored(terminal)
    }

    @Test func anOccupiedCellIsRefusedWithAMessageAndTheTurnStays() async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try await playTheCentre(on: terminal)
        try await terminal.type("5")
        try await terminal.waitFor("a message about the taken cell") { $0.screen.text.lowercased().contains("taken") }
        #expect(terminal.screen.text.contains("Bob's turn"))
        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func xAndODifferInColourUnlessNoColorIsSet() async throws {
        func marks(
            _ environment: [String: String]
        ) async throws -> (PseudoTerminal, TerminalScreen.Cell, TerminalScreen.Cell) {
            let terminal = try await launchToLogin(environment: environment)
            try await terminal.logIn("Ann", "Bob")
            try await terminal.startGame()
            try await terminal.type("1")
            try await terminal.waitForScreen(containing: "Bob's turn")
            try await terminal.type("9")
            try await terminal.waitForScreen(containing: "Ann's turn")
            try await terminal.type("5")  // the board's cursor (reverse video) follows: off the O at 9
            try await terminal.waitForScreen(containing: "Bob's turn")
            // The marks on the board (rows with cell separators), not the "(X)" of the header.
            let cells = terminal.screen.cells.filter { row in row.contains { $0.text == "|" } }.joined()
            let x = try #require(cells.first { $0.text == "X" && !$0.attributes.isInverse })
            let o = try #require(cells.first { $0.text == "O" && !$0.attributes.isInverse })
            return (terminal, x, o)
        }

        let (colour, x, o) = try await marks([:])
        defer { colour.close() }
        #expect(x.attributes.foreground != nil)
        #expect(x.attributes.foreground != o.attributes.foreground)
        #expect(colour.screen.coloursUsed.isEmpty == false)

        for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let (plain, plainX, plainO) = try await marks(environment)
            defer { plain.close() }
            #expect(plainX.attributes.foreground == nil && plainO.attributes.foreground == nil, "\(environment)")
            #expect(plain.screen.coloursUsed.isEmpty, "colours \(plain.screen.coloursUsed) with \(environment)")
        }
    }

    // MARK: Size

    @Test func aResizeRedrawsTheScreenAsAFreshStartAtThatSizeWould() async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try await terminal.type("Ann")
        try await terminal.waitForScreen(containing: "Ann_")

        for (rows, columns) in [(30, 100), (16, 50), (24, 80)] {
            let fresh = try await launchToLogin(rows: rows, columns: columns)
            defer { fresh.close() }
            try await fresh.type("Ann")
            let expected = try await fresh.waitForScreen(containing: "Ann_").lines

            try terminal.resize(rows: rows, columns: columns)
            try await terminal.waitFor("the \(columns)x\(rows) redraw") { $0.screen.lines == expected }
        }
        try await terminal.type(Keys.ctrlC)
        #expect(try await terminal.waitForExit() == .exited(130))
        try expectTerminalRestored(terminal)
    }

    @Test func aTooSmallTerminalShowsItsNoticeAndStillQuits() async throws {
        let tiny = try PseudoTerminal.launchApp(rows: 6, columns: 24)
        defer { tiny.close() }
        try await tiny.waitForScreen(containing: "Terminal too small")
        try await tiny.type(Keys.ctrlC)
        #expect(try await tiny.waitForExit() == .exited(130))
        try expectTerminalRestored(tiny)

        // Shrunk while playing, the notice replaces the screen; grown back, the screen returns; and
        // `q` quits from the notice too.
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try await terminal.logIn("Ann", "Bob")
        try terminal.resize(rows: 5, columns: 30)
        try await terminal.waitForScreen(containing: "Terminal too small")
        #expect(terminal.screen.text.contains("Tic Tac Toe") == false)
        try terminal.resize(rows: 24, columns: 80)
        try await terminal.waitForScreen(containing: "[ Tic Tac Toe ]")
        try terminal.resize(rows: 3, columns: 20)
        try await terminal.waitForScreen(containing: "Terminal too small")
        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
        try expectTerminalRestored(terminal)
    }

    // MARK: Crash

    @Test(arguments: [SIGABRT, SIGSEGV])
    func aCrashSignalRestoresTheTerminalAndStillEndsAsACrash(signal: Int32) async throws {
        // `kill -ABRT` (to get a core dump of a program that hangs) or a crash signal from outside:
        // the app's crash handler restores the terminal, and the signal still kills the program
        // (after the Swift runtime's crash report), as TerminalUI documents.
        try await expectSignal(signal, atTheLoginToEndWith: .signaled(signal))
    }

    // A trap in the program (a failed precondition, `fatalError`) raises SIGILL on x86_64 and SIGTRAP
    // on arm64, synchronously, in the thread that trapped. The same handler runs when the signal
    // comes from outside, so the test sends it: the program carries no crash switch for tests.
    @Test(arguments: [SIGILL, SIGTRAP])
    func aTrapRestoresTheTerminalAndLeavesAReadableMessage(signal: Int32) async throws {
        let terminal = try await launchToLogin()
        defer { terminal.close() }
        try terminal.signal(signal)
        let termination = try await terminal.waitForExit(timeout: .seconds(30))
        // The signal, re-raised after the terminal is restored: a crash still ends as a crash.
        #expect(termination == .signaled(signal), "ended with \(termination)")
        try expectTerminalRestored(terminal)
        // What a person finds on the normal screen and above it.
        let shown = terminal.screen.textWithScrollback
        #expect(
            shown.lowercased().contains("crash"),
            "nothing readable about the crash on the normal screen or in its scrollback:\n\(shown)"
        )
    }
}
