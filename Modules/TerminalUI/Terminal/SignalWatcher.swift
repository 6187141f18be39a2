import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGWINCH, SIGINT, SIGTERM, SIGHUP and SIGTSTP into events, instead of their default
/// actions.
///
/// Uses the self-pipe trick: the handler only writes the signal number to a pipe (one
/// async-signal-safe `write`), and a thread reads the pipe and reports the signal as ordinary
/// code. This works whichever thread the kernel picks to run the handler, unlike dispatch signal
/// sources on Linux, which only see signals that every other thread blocks. The previous
/// handlers are put back by ``stop()``.
// Nonisolated: it waits for signals on a thread of its own.
nonisolated final class SignalWatcher: Sendable {
    /// The signals watched.
    static let signals: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP]

    /// The pipe's write end, read by the handler (-1 while nobody watches).
    nonisolated(unsafe) static let writeEnd: UnsafeMutablePointer<Int32> = {
        let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        pointer.initialize(to: -1)
        return pointer
    }()

    /// The handlers that were installed before, by signal number.
    nonisolated(unsafe) private let previous: UnsafeMutablePointer<sigaction>
    private let readEnd: Int32
    private let ownWriteEnd: Int32

    /// Starts watching; `deliver` gets the signal number on a background thread.
    init(deliver: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        readEnd = ends[0]
        ownWriteEnd = ends[1]
        // A full pipe must never block the handler: the signal is then dropped, which is harmless
        // (the reader has a backlog of the same kind to handle).
        _ = fcntl(ownWriteEnd, F_SETFL, fcntl(ownWriteEnd, F_GETFL) | O_NONBLOCK)
        previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        previous.initialize(repeating: sigaction(), count: 64)
        Self.writeEnd.pointee = ownWriteEnd
        for signalNumber in Self.signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = signalHandler
            #else
            action.__sigaction_u.__sa_handler = signalHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_RESTART)
            _ = sigaction(signalNumber, &action, previous + Int(signalNumber))
        }
        let readEnd = readEnd
        let thread = Thread {
            // Threads inherit the signal mask of their creator, which may be a dispatch thread
            // that blocks everything; this one must take process-directed signals.
            var watched = sigset_t()
            sigemptyset(&watched)
            for signalNumber in SignalWatcher.signals { sigaddset(&watched, signalNumber) }
            _ = pthread_sigmask(SIG_UNBLOCK, &watched, nil)
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count < 0, errno == EINTR { continue }
                guard count == 1, byte != 0 else { break }
                deliver(Int32(byte))
            }
            close(readEnd)
        }
        thread.name = "TerminalUI.SignalWatcher"
        thread.start()
    }

    deinit {
        // The saved handlers are only needed until stop() has put them back.
        previous.deinitialize(count: 64)
        previous.deallocate()
    }

    /// Stops the process as SIGTSTP's default action does (a shell then has the terminal, and `fg`
    /// or SIGCONT continues it), and returns once the process is continued, watching SIGTSTP again.
    ///
    /// In a process group that no shell controls (an orphaned one) the system does not stop the
    /// process, and this returns at once.
    func stopProcess() {
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        var watching = sigaction()
        _ = sigaction(SIGTSTP, &defaultAction, &watching)
        // The calling thread may block the signal (the main actor may run on a dispatch thread that
        // blocks everything): unblocked, `raise` delivers it to this thread before it returns.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var mask = sigset_t()
        _ = pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        _ = raise(SIGTSTP)
        _ = pthread_sigmask(SIG_SETMASK, &mask, nil)
        _ = sigaction(SIGTSTP, &watching, nil)
    }

    /// Puts the previous handlers back and ends the thread. Call it once.
    ///
    /// - Parameter afterHangUp: The terminal's input has ended: on a terminal in raw mode that is a
    ///   hangup, and the SIGHUP the system sends for it may arrive only now. Where SIGHUP's previous
    ///   action was the default one (die), it is ignored instead: the hangup was handled, and dying of
    ///   it after the terminal was restored would turn a clean exit into a kill.
    func stop(afterHangUp: Bool = false) {
        for signalNumber in Self.signals {
            if afterHangUp, signalNumber == SIGHUP {
                #if canImport(Glibc)
                let wasDefault = previous[Int(SIGHUP)].__sigaction_handler.sa_handler == nil  // SIG_DFL
                var ignore = sigaction()
                ignore.__sigaction_handler.sa_handler = SIG_IGN
                #else
                let wasDefault = previous[Int(SIGHUP)].__sigaction_u.__sa_handler == nil  // SIG_DFL
                var ignore = sigaction()
                ignore.__sigaction_u.__sa_handler = SIG_IGN
                #endif
                if wasDefault {
                    _ = sigaction(SIGHUP, &ignore, nil)
                    continue
                }
            }
            _ = sigaction(signalNumber, previous + Int(signalNumber), nil)
        }
        Self.writeEnd.pointee = -1
        var stopByte: UInt8 = 0
        _ = write(ownWriteEnd, &stopByte, 1)
        close(ownWriteEnd)
    }
}

/// The signal handler: report the signal through the pipe, preserving `errno`.
// Nonisolated: the kernel calls it on whatever thread the signal interrupts.
nonisolated private let signalHandler: @convention(c) (Int32) -> Void = { signalNumber in
    let savedErrno = errno
    let descriptor = SignalWatcher.writeEnd.pointee
    if descriptor >= 0 {
        var byte = UInt8(truncatingIfNeeded: signalNumber)
        _ = write(descriptor, &byte, 1)
    }
    errno = savedErrno
}
