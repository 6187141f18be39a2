import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a terminal on a background thread, decodes keys, and hands them on.
///
/// A blocking `poll` waits for input or for ``stop()`` (a self-pipe). While an escape sequence
/// is incomplete, it waits only ``escapeTimeout`` milliseconds for the rest, then reports a bare
/// Escape. End of input (read returns 0) or a read error is reported once, then the thread ends.
// Nonisolated: it reads standard input on a thread of its own.
nonisolated final class KeyReader: Sendable {
    /// How long to wait for the rest of an escape sequence before taking `ESC` as Escape.
    static let escapeTimeout: Int32 = 50

    /// What the reader reports.
    enum Event: Sendable {
        /// Keys decoded from one read.
        case keys([Key])
        /// The input ended or failed.
        case endOfInput
    }

    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let deliver: @Sendable (Event) -> Void

    /// Creates a reader of `descriptor` that reports through `deliver` (called on the reader thread).
    init(descriptor: Int32, deliver: @escaping @Sendable (Event) -> Void) {
        var pipeEnds: [Int32] = [-1, -1]
        if pipe(&pipeEnds) != 0 { pipeEnds = [-1, -1] }
        self.descriptor = descriptor
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        self.deliver = deliver
    }

    /// Starts the reading thread.
    func start() {
        let thread = Thread { [self] in loop() }
        thread.name = "TerminalUI.KeyReader"
        thread.start()
    }

    /// Wakes the thread and makes it end without reporting anything more. Call it once.
    ///
    /// Closes the pipe's write end (the byte stays readable); the thread closes the read end when
    /// it ends, so no descriptor is closed twice or written after it could have been reused.
    func stop() {
        guard wakeWrite >= 0 else { return }
        var byte: UInt8 = 0
        _ = write(wakeWrite, &byte, 1)
        close(wakeWrite)
    }

    /// The thread's body.
    private func loop() {
        defer {
            if wakeRead >= 0 { close(wakeRead) }
        }
        var parser = KeyParser()
        var buffer = [UInt8](repeating: 0, count: 1024)
        var fds = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, nfds_t(wakeRead >= 0 ? 2 : 1), parser.hasPendingInput ? Self.escapeTimeout : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                deliver(.endOfInput)
                return
            }
            if ready == 0 {
                let keys = parser.flush()
                if !keys.isEmpty { deliver(.keys(keys)) }
                continue
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                deliver(.endOfInput)
                return
            }
            if count == 0 {
                let keys = parser.flush()
                if !keys.isEmpty { deliver(.keys(keys)) }
                deliver(.endOfInput)
                return
            }
            let keys = parser.parse(buffer[0..<count])
            if !keys.isEmpty { deliver(.keys(keys)) }
        }
    }
}
