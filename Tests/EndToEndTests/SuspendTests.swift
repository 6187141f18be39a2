import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-Z under a shell with job control, as a person uses it: the game stops and gives the
/// terminal back to the shell, and `fg` brings it back, redrawn.
///
/// The shell is an interactive `bash` in the harness's pseudo-terminal (its session, so it has job
/// control), which starts the real `tictactoe` as a job of its own.
struct SuspendTests {
    /// The shell's prompt: text the game never draws.
    private static let prompt = "shell-ready$ "

    /// An interactive shell with job control, without the user's start-up files.
    private func launchShell() throws -> PseudoTerminal {
        var environment = ChildProcess.baseEnvironment()
        environment["PS1"] = Self.prompt
        environment["TICTACTOE"] = try AppBinary.path()
        return try PseudoTerminal(
            path: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], environment: environment)
    }

    /// Waits until the shell's prompt has been shown `count` times in all (a prompt scrolls away).
    private func waitForPrompt(_ count: Int, on terminal: PseudoTerminal) async throws {
        try await terminal.waitFor("shell prompt #\(count)") {
            $0.outputText.ranges(of: Self.prompt).count >= count
        }
    }

    @Test func ctrlZStopsTheGameWithTheTerminalRestoredAndFgTakesItAgain() async throws {
        let terminal = try launchShell()
        defer { terminal.close() }
        try await waitForPrompt(1, on: terminal)
        try await terminal.type("\"$TICTACTOE\"\r")
        try await terminal.waitForScreen(containing: "Login")
        try await terminal.type("Ann")
        try await terminal.waitForScreen(containing: "[Ann_")
        let beforeSuspend = terminal.output.count

        try await terminal.send([0x1A])

        // The shell reports the stopped job and prompts again: it has the terminal.
        try await waitForPrompt(2, on: terminal)
        try await terminal.waitFor("the shell's report of the stopped job") {
            $0.screen.textWithScrollback.contains("Stopped")
        }
        let suspended = String(decoding: terminal.output[beforeSuspend...], as: UTF8.self)
        let restored = try #require(
            suspended.firstRange(of: "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
        let stopped = try #require(suspended.firstRange(of: "Stopped"))
        #expect(restored.upperBound <= stopped.lowerBound, "\(suspended.debugDescription)")
        #expect(!terminal.screen.isAlternateScreen)
        #expect(terminal.screen.isCursorVisible)
        #expect(terminal.screen.privateModes[1000] == false && terminal.screen.privateModes[1006] == false)
        #expect(!terminal.screen.text.contains("Login"))
        let beforeResume = terminal.output.count

        try await terminal.type("fg\r")

        // The game takes the terminal again and draws the whole screen, the typed name kept.
        try await terminal.waitFor("the game taken back") {
            $0.screen.alternateScreenEntries == 2 && $0.screen.text.contains("[Ann_")
        }
        #expect(terminal.screen.isAlternateScreen)
        #expect(!terminal.screen.isCursorVisible)
        #expect(terminal.screen.privateModes[1000] == true && terminal.screen.privateModes[1006] == true)
        let resumed = String(decoding: terminal.output[beforeResume...], as: UTF8.self)
        #expect(resumed.contains("Who is playing?") && resumed.contains("[ Login ]"), "\(resumed.debugDescription)")
        // Still playing, in raw mode: the keys go to the field, Enter moves on.
        try await terminal.type("ie\r")
        try await terminal.waitForScreen(containing: "[Annie")

        try await terminal.type("\u{03}")
        try await waitForPrompt(3, on: terminal)
        #expect(!terminal.screen.isAlternateScreen)
        try await terminal.type("exit 0\r")
        #expect(try await terminal.waitForExit() == .exited(0))
    }
}
