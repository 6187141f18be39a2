import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The mouse on a real terminal: a whole game played by clicks, on the cells, buttons and fields
/// where the app draws them, and mouse reporting off again on every way out; `--no-mouse` and
/// `TICTACTOE_MOUSE=off` never turn it on; `--line-mode` plays line by line on a terminal.
@Suite(.serialized)
struct MouseTerminalTests {
    /// The modes SGR mouse reporting takes: button presses and releases, SGR coordinates.
    private static let mouseModes = [1000, 1006]

    /// A left click (press and release, SGR) on the first cell showing `text`.
    private func click(_ text: String, on terminal: PseudoTerminal) async throws {
        let position = try #require(terminal.screen.position(of: text), "no \"\(text)\" on:\n\(terminal.screen.text)")
        try await click(row: position.row, column: position.column, on: terminal)
    }

    /// A left click at a cell (from 0), as the terminal reports it: 1-based, press `M`, release `m`.
    private func click(row: Int, column: Int, on terminal: PseudoTerminal) async throws {
        try await terminal.type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }

    /// The screen positions of the board's cells 1-9 while they all show their numbers.
    private func cellPositions(on terminal: PseudoTerminal) throws -> [Int: (row: Int, column: Int)] {
        var positions: [Int: (row: Int, column: Int)] = [:]
        for (row, line) in terminal.screen.cellLines.enumerated() where line.contains("|") {
            for (column, character) in line.enumerated() {
                if let number = character.wholeNumberValue, (1...9).contains(number) {
                    positions[number] = (row, column)
                }
            }
        }
        #expect(positions.count == 9, "board:\n\(terminal.screen.text)")
        return positions
    }

    private func expectMouseModesOff(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
        for mode in Self.mouseModes {
            #expect(terminal.screen.privateModes[mode] == false, "mode \(mode)", sourceLocation: sourceLocation)
        }
        #expect(terminal.screen.isAlternateScreen == false, sourceLocation: sourceLocation)
    }

    @Test func aWholeGameIsPlayedByClicksAndQTurnsTheMouseOff() async throws {
        let terminal = try PseudoTerminal.launchApp(environment: ["TICTACTOE_SEED": "4"])
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Login")
        for mode in Self.mouseModes { #expect(terminal.screen.privateModes[mode] == true, "mode \(mode)") }

        // The names: click each field, type; then click Login.
        try await click("Player 2", on: terminal)
        try await terminal.type("Bob")
        try await terminal.waitForScreen(containing: "Bob_")
        try await click("Player 1", on: terminal)
        try await terminal.type("Ann")
        try await terminal.waitForScreen(containing: "Ann_")
        try await click("[ Login ]", on: terminal)
        try await terminal.waitForScreen(containing: "Score: Ann 0 - 0 Bob")

        // A game from the list, then the moves of a game Ann wins on the top row.
        try await click("[ Tic Tac Toe ]", on: terminal)
        try await terminal.waitFor("the board") { $0.screen.text.contains("---+---+---") }
        let cells = try cellPositions(on: terminal)
        for (move, cell) in [1, 4, 2, 5, 3].enumerated() {
            let position = try #require(cells[cell])
            try await click(row: position.row, column: position.column, on: terminal)
            let mark = move.isMultiple(of: 2) ? "X" : "O"
            try await terminal.waitFor("\(mark) in cell \(cell)") {
                $0.screen.cellLines[position.row].dropFirst(position.column).first == Character(mark)
            }
        }
        try await terminal.waitForScreen(containing: "Ann won!")
        // A click on the finished board focuses it, as Tab would, and places nothing.
        let corner = try #require(cells[9])
        try await click(row: corner.row, column: corner.column, on: terminal)
        try await terminal.waitForScreen(containing: "|[ ]")
        #expect(terminal.screen.text.contains("Ann won!"))
        try await click("Close Game", on: terminal)
        try await terminal.waitForScreen(containing: "Score: Ann 1 - 0 Bob")
        #expect(!terminal.screen.text.contains("Ann won!"))

        // Another entry of the list responds too.
        try await click("[ Random Win ]", on: terminal)
        try await terminal.waitForScreen(containing: "[ Magic ]")
        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
        expectMouseModesOff(terminal)
        #expect(terminal.outputText.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    }

    @Test func clicksOutsideElementsBeyondTheScreenAndBrokenReportsTypeNothing() async throws {
        let terminal = try PseudoTerminal.launchApp()
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Login")
        try await click(row: 0, column: 0, on: terminal)
        try await click(row: 500, column: 900, on: terminal)
        try await terminal.type("\u{1B}[<0;0;0M\u{1B}[<2;10;10M\u{1B}[<64;10;10M\u{1B}[<0;1")
        // Cut short: dropped whole once the input pauses (a key within 50 ms would end it).
        try await Task.sleep(for: .milliseconds(300))
        try await terminal.type("A")
        try await terminal.type("\u{1B}[M !!" + "n")
        try await terminal.waitForScreen(containing: "An_")
        #expect(terminal.screen.text.contains("Player 1 (X)  [An_"))
        try await terminal.type(Keys.ctrlC)
        #expect(try await terminal.waitForExit() == .exited(130))
        expectMouseModesOff(terminal)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aSignalTurnsTheMouseOff(signal: Int32, status: Int32) async throws {
        let terminal = try PseudoTerminal.launchApp()
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Login")
        #expect(terminal.screen.privateModes[1000] == true)
        try terminal.signal(signal)
        #expect(try await terminal.waitForExit() == .exited(status))
        expectMouseModesOff(terminal)
    }

    @Test func aSuspendGivesTheTerminalBackAndTheResumeTakesItAgain() async throws {
        let terminal = try PseudoTerminal.launchApp()
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Login")
        let before = terminal.output.count
        // The harness's process group has no shell, so the system does not stop the app: it gives
        // the terminal back and takes it again at once, as after `fg`.
        try terminal.signal(SIGTSTP)
        try await terminal.waitFor("the terminal taken again") { $0.screen.alternateScreenEntries == 2 }
        try await terminal.waitForScreen(containing: "Login")
        let suspendAndResume = String(decoding: terminal.output[before...], as: UTF8.self)
        let off = try #require(suspendAndResume.firstRange(of: "\u{1B}[?1006l\u{1B}[?1000l"))
        let normalScreen = try #require(suspendAndResume.firstRange(of: "\u{1B}[?1049l"))
        let on = try #require(suspendAndResume.firstRange(of: "\u{1B}[?1000h\u{1B}[?1006h"))
        #expect(off.upperBound <= normalScreen.lowerBound && normalScreen.upperBound <= on.lowerBound)
        for mode in Self.mouseModes { #expect(terminal.screen.privateModes[mode] == true, "mode \(mode)") }
        // Still playing: the click focuses the field, the keys go there.
        try await click("Player 2", on: terminal)
        try await terminal.type("Bo")
        try await terminal.waitForScreen(containing: "[Bo_")
        try await terminal.type(Keys.ctrlC)
        #expect(try await terminal.waitForExit() == .exited(130))
        expectMouseModesOff(terminal)
        #expect(try terminal.isInCookedMode())
    }

    @Test func aCrashTurnsTheMouseOff() async throws {
        // A trap raises SIGILL on x86_64; the crash handler runs the same way for one sent from outside.
        let terminal = try PseudoTerminal.launchApp()
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Login")
        #expect(terminal.screen.privateModes[1000] == true)
        try terminal.signal(SIGILL)
        let termination = try await terminal.waitForExit(timeout: .seconds(30))
        #expect(termination == .signaled(SIGILL), "ended with \(termination)")
        expectMouseModesOff(terminal)
    }

    @Test(arguments: [(["--no-mouse"], [:]), ([], ["TICTACTOE_MOUSE": "off"]), ([], ["TICTACTOE_MOUSE": "OFF"])])
    func withoutTheMouseReportingIsNeverOnAndClicksDoNothing(
        arguments: [String], environment: [String: String]
    ) async throws {
        let terminal = try PseudoTerminal.launchApp(arguments: arguments, environment: environment)
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Login")
        try await click("[ Login ]", on: terminal)
        try await terminal.type("A")
        try await terminal.waitForScreen(containing: "A_")
        #expect(terminal.screen.text.contains("Player 1 (X)  [A_"))
        try await terminal.type(Keys.ctrlC)
        #expect(try await terminal.waitForExit() == .exited(130))
        #expect(!terminal.outputText.contains("\u{1B}[?1000h"))
        #expect(!terminal.outputText.contains("\u{1B}[?1006h"))
        for mode in Self.mouseModes { #expect(terminal.screen.privateModes[mode] != true) }
    }

    @Test func aMisspeltMouseSettingIsAUsageError() async throws {
        let run = try await PipeRun.run(
            AppBinary.path(), input: "",
            environment: ChildProcess.baseEnvironment().merging(["TICTACTOE_MOUSE": "of"]) { $1 })
        #expect(run.termination == .exited(64))
        #expect(run.error.contains("TICTACTOE_MOUSE must be 'on' or 'off', not 'of'"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test func lineModeOnATerminalPrintsWhatAPipeDoesWithoutTheFullScreen() async throws {
        let input = ["Ann", "Bob", "", "1", "4", "2", "5", "3", "", "quit"]
        let terminal = try PseudoTerminal.launchApp(arguments: ["--line-mode"])
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "Player 1's name")
        for line in input {
            try await terminal.type(line + "\n")
            if line == "3" { try await terminal.waitForScreen(containing: "Ann won!") }
        }
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(terminal.screen.alternateScreenEntries == 0)
        #expect(terminal.screen.privateModes.isEmpty)
        // Nothing but text and line ends: no escape sequence, no cursor movement.
        #expect(!terminal.output.contains(0x1B))

        // The same screens and prompts as through a pipe, in the same order, between the lines the
        // terminal echoes.
        let pipe = try await PipeRun.run(AppBinary.path(), input: input.joined(separator: "\n") + "\n")
        #expect(pipe.termination == .exited(0))
        let shown = terminal.outputText.replacing("\r\n", with: "\n").split(separator: "\n").map(String.init)
        var remaining = shown[...]
        for line in pipe.outputLines where !line.isEmpty {
            guard let index = remaining.firstIndex(of: line) else {
                Issue.record(
                    "the pipe's line \"\(line)\" is missing, in order, on the terminal:\n\(shown.joined(separator: "\n"))"
                )
                break
            }
            remaining = remaining[(index + 1)...]
        }
    }
}
