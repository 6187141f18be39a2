import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness itself, tried on `/bin/sh`: before trusting what it says about `tictactoe`,
/// check that it gives a program what a real terminal gives it.
@Suite(.serialized)
struct PseudoTerminalHarnessTests {
    private func shell(_ script: String, rows: Int = 24, columns: Int = 80) throws -> PseudoTerminal {
        try PseudoTerminal(path: "/bin/sh", arguments: ["-c", script], rows: rows, columns: columns)
    }

    @Test func theProgramGetsTheTerminalAsItsControllingTerminal() async throws {
        let terminal = try shell(
            "tty; stty size; [ -t 0 ] && [ -t 1 ] && echo BOTH-TTY; echo /dev/tty >/dev/tty && echo CTTY-OK")
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "CTTY-OK")
        #expect(terminal.screen.lines[0] == terminal.devicePath)
        #expect(terminal.screen.lines[1] == "24 80")
        #expect(terminal.screen.text.contains("BOTH-TTY"))
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func ctrlCTypedOnTheTerminalInterruptsTheForegroundProgram() async throws {
        // A shell cannot trap a signal it inherited as ignored, so this also shows that the child
        // starts with default dispositions whatever the test runner did.
        let terminal = try shell("trap 'echo GOT-INT; exit 7' INT; echo READY; while :; do sleep 0.05; done")
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "READY")
        try await terminal.send([0x03])
        try await terminal.waitForScreen(containing: "GOT-INT")
        #expect(try await terminal.waitForExit() == .exited(7))
    }

    @Test func aResizeSetsTheSizeAndSendsSigwinch() async throws {
        let terminal = try shell("trap 'stty size' WINCH; echo READY; while :; do sleep 0.05; done")
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "READY")
        try terminal.resize(rows: 30, columns: 100)
        try await terminal.waitForScreen(containing: "30 100")
        #expect(terminal.screen.rows == 30)
        #expect(terminal.screen.columns == 100)
    }

    @Test func theTerminalModesAreReadFromTheTerminalTheProgramUses() async throws {
        let terminal = try shell("echo COOKED; read line; stty raw -echo; echo RAW; read line")
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "COOKED")
        #expect(try terminal.isInCookedMode())
        try await terminal.type("\n")
        try await terminal.waitForScreen(containing: "RAW")
        #expect(try terminal.isInCookedMode() == false)
        try terminal.signal(SIGKILL)
        #expect(try await terminal.waitForExit() == .signaled(SIGKILL))
        // Nobody restored them: the terminal stays raw after the program is gone.
        #expect(try terminal.isInCookedMode() == false)
    }

    @Test func exitStatusesAndDeathsBySignalAreToldApart() async throws {
        let exits = try shell("exit 3")
        defer { exits.close() }
        #expect(try await exits.waitForExit() == .exited(3))
        #expect(exits.termination?.shellStatus == 3)

        let dies = try shell("kill -TERM $$; sleep 5")
        defer { dies.close() }
        #expect(try await dies.waitForExit() == .signaled(SIGTERM))
        #expect(dies.termination?.shellStatus == 143)
    }

    @Test func longInputIsDeliveredWhileTheProgramReadsIt() async throws {
        let terminal = try shell("stty raw -echo; echo READY; dd bs=1 count=20000 2>/dev/null | wc -c; stty sane")
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "READY")
        try await terminal.type(String(repeating: "abcdefghij", count: 2_000))
        try await terminal.waitForScreen(containing: "20000")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func theScreenFollowsAFullScreenProgram() async throws {
        let script =
            #"printf '\033[?1049h\033[?25l\033[2J\033[5;10HHELLO'; echo; read x; printf '\033[?25h\033[?1049l'"#
        let terminal = try shell("echo BEFORE; " + script)
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "HELLO")
        #expect(terminal.screen.isAlternateScreen)
        #expect(terminal.screen.isCursorVisible == false)
        #expect(terminal.screen.position(of: "HELLO")! == (4, 9))
        #expect(terminal.screen.text.contains("BEFORE") == false)
        try await terminal.type("\n")
        #expect(try await terminal.waitForExit() == .exited(0))
        #expect(terminal.screen.isAlternateScreen == false)
        #expect(terminal.screen.alternateScreenEntries == 1)
        #expect(terminal.screen.alternateScreenExits == 1)
        #expect(terminal.screen.isCursorVisible)
        #expect(terminal.screen.text.contains("BEFORE"))
    }

    @Test func closingTheTerminalKillsAProgramThatStillRuns() async throws {
        let terminal = try shell("echo READY; sleep 100")
        try await terminal.waitForScreen(containing: "READY")
        let pid = terminal.pid
        terminal.close()
        #expect(terminal.termination == .signaled(SIGKILL))
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test func aTimeoutSaysWhatItWaitedForAndShowsTheScreen() async throws {
        let terminal = try shell("echo SOMETHING-ELSE; sleep 100")
        defer { terminal.close() }
        await #expect {
            try await terminal.waitForScreen(containing: "NEVER", timeout: .milliseconds(300))
        } throws: { error in
            "\(error)".contains("\"NEVER\"") && "\(error)".contains("SOMETHING-ELSE")
        }
    }

    @Test func pipesCarryInputOutputErrorAndStatus() async throws {
        let run = try await PipeRun.run(
            "/bin/sh",
            arguments: ["-c", "read a; read b; echo \"$b $a\"; echo oops >&2; exit 4"],
            input: "one\ntwo\n"
        )
        #expect(run.termination == .exited(4))
        #expect(run.output == "two one\n")
        #expect(run.error == "oops\n")
    }

    @Test func aClosedOutputPipeKillsAShellCommandWithSigpipe() async throws {
        let run = try await PipeRun.run(
            "/bin/sh",
            arguments: ["-c", "sleep 0.2; exec yes"],
            input: "",
            closesOutput: true
        )
        #expect(run.termination == .signaled(SIGPIPE))
    }
}
