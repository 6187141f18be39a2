#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program running in a fresh pseudo-terminal, driven the way a person at a terminal would:
/// it types keys, reads the screen, resizes the window and sends signals.
///
/// The program gets the terminal as its controlling terminal (a new session, like a login
/// shell's), so Ctrl-C typed here sends it SIGINT, and a resize sends it SIGWINCH. Everything it
/// writes is kept in ``output`` and fed to a ``TerminalScreen``, which reconstructs what a person
/// would see.
///
/// Waits poll for a condition with a generous timeout instead of sleeping a fixed time, so the
/// tests hold on a loaded machine. The program is killed when the terminal is closed or
/// deallocated, so a failing test never leaves it running.
///
/// ```swift
/// let terminal = try PseudoTerminal(path: binary, rows: 24, columns: 80)
/// defer { terminal.close() }
/// try await terminal.waitForScreen(containing: "Player 1")
/// try await terminal.type("q")
/// #expect(try await terminal.waitForExit() == .exited(0))
/// ```
final class PseudoTerminal {
    /// The process id of the program.
    let pid: pid_t
    /// The path of the terminal device the program uses (`/dev/pts/N`).
    let devicePath: String
    /// Every byte the program wrote to the terminal, in order.
    private(set) var output: [UInt8] = []
    /// The screen as a person would see it.
    private(set) var screen: TerminalScreen
    /// How the program ended, once it has.
    private(set) var termination: Termination?
    /// The terminal's modes before the program started: what it must leave behind.
    let initialAttributes: termios

    /// A second terminal the program reads from, when it was started with a separate input.
    private var input: (master: Int32, replica: Int32)?

    private var master: Int32
    /// Kept open so the terminal outlives the program: its modes can be read after it exits, and
    /// the last output is not lost to a hangup.
    private var replica: Int32

    /// Starts `path` in a new pseudo-terminal of `rows` x `columns`.
    /// - Parameters:
    ///   - environment: The program's whole environment (see ``ChildProcess/baseEnvironment(term:)``).
    ///   - separateInput: Give the program a second terminal as standard input (not its controlling
    ///     terminal), which ``closeInput()`` can end without hanging up the terminal it draws on.
    init(
        path: String,
        arguments: [String] = [],
        environment: [String: String] = ChildProcess.baseEnvironment(),
        rows: Int = 24,
        columns: Int = 80,
        separateInput: Bool = false
    ) throws {
        let terminal = try Self.openTerminal(rows: rows, columns: columns)
        var input: (master: Int32, replica: Int32, devicePath: String)?
        do {
            if separateInput { input = try Self.openTerminal(rows: rows, columns: columns) }
        } catch {
            closeDescriptor(terminal.master)
            closeDescriptor(terminal.replica)
            throw error
        }
        var attributes = termios()
        tcgetattr(terminal.replica, &attributes)
        initialAttributes = attributes
        master = terminal.master
        replica = terminal.replica
        devicePath = terminal.devicePath
        self.input = input.map { ($0.master, $0.replica) }
        screen = TerminalScreen(rows: rows, columns: columns)
        do {
            pid = try ChildProcess.spawn(
                path: path,
                arguments: arguments,
                environment: environment,
                standardIO: .terminal(devicePath: terminal.devicePath, inputDevicePath: input?.devicePath)
            )
        } catch {
            for descriptor in [terminal.master, terminal.replica, input?.master, input?.replica].compactMap({ $0 }) {
                closeDescriptor(descriptor)
            }
            throw error
        }
    }

    /// Opens a pseudo-terminal pair of the given size; the master side is non-blocking.
    private static func openTerminal(
        rows: Int, columns: Int
    ) throws -> (master: Int32, replica: Int32, devicePath: String) {
        var master: Int32 = -1
        var replica: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        // Not inherited by the program (which opens the terminal by name) nor by other tests' children.
        let opened = ChildProcess.withDescriptorsLocked {
            guard openpty(&master, &replica, nil, nil, &size) == 0 else { return false }
            master.setCloseOnExec()
            replica.setCloseOnExec()
            return true
        }
        guard opened else { throw HarnessError.system("openpty") }
        var name = [CChar](repeating: 0, count: 256)
        guard ttyname_r(replica, &name, name.count) == 0 else {
            let error = HarnessError.system("ttyname_r")
            closeDescriptor(master)
            closeDescriptor(replica)
            throw error
        }
        master.setNonBlocking()
        let devicePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (master, replica, devicePath)
    }

    deinit {
        close()
    }

    /// Kills the program if it still runs and closes the terminal. Safe to call more than once.
    func close() {
        if termination == nil {
            termination = ChildProcess.killAndReap(pid)
        }
        if master >= 0 {
            closeDescriptor(master)
            master = -1
        }
        if replica >= 0 {
            closeDescriptor(replica)
            replica = -1
        }
        closeInput()
    }

    /// Ends the program's input: with ``init(path:arguments:environment:rows:columns:separateInput:)``'s
    /// separate input, its standard input reaches end of file (a hangup of that terminal only).
    func closeInput() {
        guard let input else { return }
        closeDescriptor(input.master)
        closeDescriptor(input.replica)
        self.input = nil
    }

    /// Closes the terminal as a terminal emulator does when its window is closed: the kernel hangs
    /// it up, which sends SIGHUP to the program and ends its input. The screen and modes can no
    /// longer be read afterwards.
    func hangUp() {
        drain()
        closeDescriptor(master)
        master = -1
        closeDescriptor(replica)
        replica = -1
    }

    // MARK: Input

    /// Types `text` (its UTF-8 bytes) as if on the keyboard.
    func type(_ text: String) async throws {
        try await send(Array(text.utf8))
    }

    /// Sends raw bytes to the program (escape sequences of special keys, control characters).
    ///
    /// A terminal's input queue is small; when it is full this waits for the program to read,
    /// draining its output meanwhile so neither side blocks.
    func send(_ bytes: [UInt8], timeout: Duration = .seconds(20)) async throws {
        var offset = 0
        var waiting = PollingTimeout(timeout)
        while offset < bytes.count {
            let target = input?.master ?? master
            let written = bytes[offset...].withUnsafeBytes { write(target, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
                waiting.restart()
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EINTR else { throw HarnessError.system("write to terminal") }
            drain()
            if waiting.isExpired {
                throw HarnessError("the program read none of its input for \(timeout)")
            }
            try await waiting.pause(.milliseconds(5))
        }
    }

    // MARK: Window and signals

    /// Resizes the terminal as a terminal emulator does: sets the size (TIOCSWINSZ), which makes
    /// the kernel send SIGWINCH to the foreground process group.
    func resize(rows: Int, columns: Int) throws {
        drain()
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw HarnessError.system("TIOCSWINSZ") }
        screen.resize(rows: rows, columns: columns)
    }

    /// Sends `signal` to the program.
    func signal(_ signal: Int32) throws {
        guard kill(pid, signal) == 0 else { throw HarnessError.system("kill") }
    }

    /// The terminal's current modes, as the program left them.
    func attributes() throws -> termios {
        var attributes = termios()
        guard tcgetattr(replica, &attributes) == 0 else { throw HarnessError.system("tcgetattr") }
        return attributes
    }

    /// Whether the terminal echoes input and reads it by lines (the modes a shell expects back).
    func isInCookedMode() throws -> Bool {
        let attributes = try attributes()
        return attributes.c_lflag & tcflag_t(ECHO) != 0 && attributes.c_lflag & tcflag_t(ICANON) != 0
    }

    // MARK: Output

    /// Reads whatever the program has written so far and updates ``screen``; reaps the program if
    /// it has ended.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while master >= 0 {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                let chunk = buffer[..<count]
                output.append(contentsOf: chunk)
                screen.feed(chunk)
                continue
            }
            if count < 0 && errno == EINTR { continue }
            break
        }
        if termination == nil {
            termination = try? ChildProcess.reap(pid)
        }
    }

    /// Everything written so far, decoded as UTF-8 (invalid bytes become U+FFFD).
    var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Waits until `condition` holds for the screen, draining output meanwhile.
    /// - Throws: A ``HarnessError`` with the screen's contents when the time runs out.
    @discardableResult
    func waitFor(
        _ what: @autoclosure () -> String,
        timeout: Duration = .seconds(20),
        until condition: (PseudoTerminal) -> Bool
    ) async throws -> TerminalScreen {
        var waiting = PollingTimeout(timeout)
        while true {
            drain()
            if condition(self) { return screen }
            if waiting.isExpired {
                let state = termination.map { "the program ended with \($0)" } ?? "the program still runs"
                throw HarnessError(
                    "timed out after \(timeout) waiting for \(what()); \(state); the screen shows:\n\(screen.text)"
                )
            }
            try await waiting.pause()
        }
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitForScreen(containing text: String, timeout: Duration = .seconds(20)) async throws -> TerminalScreen {
        try await waitFor("the screen to show \"\(text)\"", timeout: timeout) { $0.screen.text.contains(text) }
    }

    /// Waits until the program has ended, and returns how.
    @discardableResult
    func waitForExit(timeout: Duration = .seconds(20)) async throws -> Termination {
        try await waitFor("the program to end", timeout: timeout) { $0.termination != nil }
        // The program may have written its last bytes just before it ended.
        drain()
        return termination!
    }
}

/// Closes `descriptor` (a free function, because ``PseudoTerminal/close()`` hides `close`).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
