#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Restores the terminal when the process crashes while the UI runs.
///
/// Handlers for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP (Swift runtime traps) use
/// only async-signal-safe calls (`write`, `tcsetattr`, `sigaction`, `raise`) on memory prepared in
/// advance. They write the restore sequence and put the saved terminal settings back, write a short
/// line saying what happened (a `fatalError` message was printed on the alternate screen, which is
/// gone now), then call the handler that was there before (e.g. the Swift backtracer, which prints
/// its report), and finally re-raise the signal with its default action, so the process dies of it
/// even when the signal was sent with `kill` and the previous handler returned.
// Nonisolated: its state is read by signal handlers, on whatever thread a signal arrives.
nonisolated enum CrashRestore {
    /// The signals a crash raises.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
    /// Room for each signal's message.
    static let messageCapacity = 64

    /// Everything the handler reads, in memory that lives for the whole process.
    // Nonisolated: the signal handler reads it on whatever thread the signal arrives.
    nonisolated struct State {
        var settings = TerminalSettings()
        var hasSettings = false
        var inputDescriptor: Int32 = 0
        var outputDescriptor: Int32 = 1
        var sequence: UnsafeMutablePointer<UInt8>?
        var sequenceCount = 0
        /// 64 messages of ``messageCapacity`` bytes, by signal number.
        var messages: UnsafeMutablePointer<UInt8>?
        var messageCounts: UnsafeMutablePointer<Int>?
        /// The previous handlers, by signal number.
        var previous: UnsafeMutablePointer<sigaction>?
        /// Whether the handlers are installed (installing twice would make them their own
        /// "previous" handlers).
        var isInstalled = false
    }

    /// The handler's state, allocated once before any handler is installed.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        let bytes = Array(TerminalMode.restoreSequence.utf8)
        let sequence = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        sequence.initialize(from: bytes, count: bytes.count)
        state.pointee.sequence = sequence
        state.pointee.sequenceCount = bytes.count
        let messages = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 * messageCapacity)
        messages.initialize(repeating: 0, count: 64 * messageCapacity)
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        counts.initialize(repeating: 0, count: 64)
        let names = [SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE", SIGABRT: "SIGABRT"]
        for signal in signals {
            let name = names[signal] ?? (signal == SIGTRAP ? "SIGTRAP" : "signal \(signal)")
            let message = Array("\nCrashed (\(name)); the terminal was restored.\n".utf8.prefix(messageCapacity))
            (messages + Int(signal) * messageCapacity).update(from: message, count: message.count)
            counts[Int(signal)] = message.count
        }
        state.pointee.messages = messages
        state.pointee.messageCounts = counts
        state.pointee.previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        state.pointee.previous?.initialize(repeating: sigaction(), count: 64)
        return state
    }()

    /// Stores what the handler must restore.
    static func prepare(termios settings: TerminalSettings?, inputDescriptor: Int32, outputDescriptor: Int32) {
        state.pointee.hasSettings = settings != nil
        if let settings { state.pointee.settings = settings }
        state.pointee.inputDescriptor = inputDescriptor
        state.pointee.outputDescriptor = outputDescriptor
    }

    /// Installs the crash handlers, remembering the previous ones.
    static func install() {
        guard !state.pointee.isInstalled else { return }
        state.pointee.isInstalled = true
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = crashHandler
            #else
            action.__sigaction_u.__sa_sigaction = crashHandler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_SIGINFO)
            _ = sigaction(signal, &action, state.pointee.previous! + Int(signal))
        }
    }

    /// Puts the previous handlers back.
    static func uninstall() {
        guard state.pointee.isInstalled else { return }
        state.pointee.isInstalled = false
        for signal in signals {
            _ = sigaction(signal, state.pointee.previous! + Int(signal), nil)
        }
    }
}

/// The crash handler: restore the terminal, say so, run the previous handler, die of the signal.
// Nonisolated: the kernel calls it on whatever thread crashed.
nonisolated private let crashHandler:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, context in
        let state = CrashRestore.state
        if let sequence = state.pointee.sequence {
            _ = write(state.pointee.outputDescriptor, sequence, state.pointee.sequenceCount)
        }
        if state.pointee.hasSettings {
            _ = tcsetattr(state.pointee.inputDescriptor, TCSAFLUSH, &state.pointee.settings)
        }
        if let messages = state.pointee.messages, let counts = state.pointee.messageCounts, signal >= 0, signal < 64 {
            _ = write(2, messages + Int(signal) * CrashRestore.messageCapacity, counts[Int(signal)])
        }
        if let previous = state.pointee.previous, signal >= 0, signal < 64 {
            var action = previous[Int(signal)]
            // Put the previous handler back first: if it faults or re-raises, it handles that itself.
            _ = sigaction(signal, &action, nil)
            callPreviousHandler(action, signal: signal, info: info, context: context)
        }
        // Whatever the previous handler did, die of the signal (a `kill -ABRT` does not fault again).
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        _ = sigaction(signal, &defaultAction, nil)
        _ = raise(signal)
    }

/// Calls a saved handler unless it is `SIG_DFL` or `SIG_IGN` (async-signal-safe: no allocation).
nonisolated private func callPreviousHandler(
    _ action: sigaction, signal: Int32, info: UnsafeMutablePointer<siginfo_t>?, context: UnsafeMutableRawPointer?
) {
    #if canImport(Glibc)
    let usesInfo = action.sa_flags & Int32(SA_SIGINFO) != 0
    if usesInfo {
        guard let handler = action.__sigaction_handler.sa_sigaction else { return }
        guard unsafeBitCast(handler, to: Int.self) > 1 else { return }
        handler(signal, info, context)
    } else {
        guard let handler = action.__sigaction_handler.sa_handler else { return }
        guard unsafeBitCast(handler, to: Int.self) > 1 else { return }
        handler(signal)
    }
    #else
    let usesInfo = action.sa_flags & Int32(SA_SIGINFO) != 0
    if usesInfo {
        guard let handler = action.__sigaction_u.__sa_sigaction else { return }
        guard unsafeBitCast(handler, to: Int.self) > 1 else { return }
        handler(signal, info, context)
    } else {
        guard let handler = action.__sigaction_u.__sa_handler else { return }
        guard unsafeBitCast(handler, to: Int.self) > 1 else { return }
        handler(signal)
    }
    #endif
}

/// The platform's terminal settings type (`struct termios`), named so that a property can be
/// called `settings` without shadowing it.
typealias TerminalSettings = termios
