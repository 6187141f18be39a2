import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process ended: with an exit status, or killed by a signal.
///
/// A shell reports both as one number (`128 + n` for signal `n`); the tests keep them apart,
/// because "exits with 130" and "dies of SIGINT" are different promises.
enum Termination: Equatable, CustomStringConvertible {
    /// The process called `exit` with this status.
    case exited(Int32)
    /// The process was killed by this signal.
    case signaled(Int32)

    /// The status as a shell shows it in `$?`.
    var shellStatus: Int32 {
        switch self {
        case .exited(let status): status
        case .signaled(let signal): 128 + signal
        }
    }

    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
    }

    /// Decodes a `waitpid` status.
    init(waitStatus status: Int32) {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        if signal == 0 {
            self = .exited((status >> 8) & 0xFF)
        } else {
            self = .signaled(signal)
        }
    }
}

/// An error of the test harness itself (not of the program under test).
struct HarnessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// An error naming a failed system call and `errno`.
    static func system(_ call: String, _ code: Int32 = errno) -> HarnessError {
        HarnessError("\(call) failed: \(String(cString: strerror(code))) (errno \(code))")
    }
}

/// What a spawned child's standard file descriptors are.
enum ChildStandardIO {
    /// Open this terminal device (it becomes the controlling terminal of the new session) for fds
    /// 0, 1 and 2; or for 1 and 2 only, when another terminal device is given for input.
    case terminal(devicePath: String, inputDevicePath: String? = nil)
    /// Duplicate these descriptors of the parent to fds 0, 1 and 2.
    case descriptors(input: Int32, output: Int32, error: Int32)
}

/// Starts processes the way a shell would: in a clean state, whatever the test runner did to its
/// own signal mask and dispositions.
enum ChildProcess {
    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later); the macro is not imported into Swift.
    #if os(Linux)
    private static let spawnSetSID: Int32 = 0x80
    #else
    private static let spawnSetSID: Int32 = 0x400
    #endif

    /// Spawns `path` with `arguments` and exactly `environment`.
    ///
    /// The child gets an empty signal mask and the default disposition of every signal (a test
    /// runner may ignore SIGPIPE or block signals, and a spawned child would inherit that). With a
    /// ``ChildStandardIO/terminal(devicePath:)`` the child starts a new session (`setsid`) and then
    /// opens the terminal, which makes it the session's controlling terminal with the child's
    /// process group in the foreground: Ctrl-C typed on it sends SIGINT to the child.
    static func spawn(
        path: String,
        arguments: [String],
        environment: [String: String],
        standardIO: ChildStandardIO
    ) throws -> pid_t {
        #if os(Linux)
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #else
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)

        switch standardIO {
        case .terminal(let devicePath, let inputDevicePath):
            // glibc runs setsid() before the file actions, so this first open (without O_NOCTTY)
            // by a session leader with no controlling terminal acquires it.
            flags |= spawnSetSID
            posix_spawn_file_actions_addopen(&actions, 1, devicePath, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            if let inputDevicePath {
                posix_spawn_file_actions_addopen(&actions, 0, inputDevicePath, O_RDWR | O_NOCTTY, 0)
            } else {
                posix_spawn_file_actions_adddup2(&actions, 1, 0)
            }
        case .descriptors(let input, let output, let error):
            posix_spawn_file_actions_adddup2(&actions, input, 0)
            posix_spawn_file_actions_adddup2(&actions, output, 1)
            posix_spawn_file_actions_adddup2(&actions, error, 2)
        }
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))

        let argv = ([path] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { envp.forEach { free($0) } }

        var pid: pid_t = 0
        let result = withDescriptorsLocked {
            (argv + [nil]).withUnsafeBufferPointer { argvPointer in
                (envp + [nil]).withUnsafeBufferPointer { envpPointer in
                    posix_spawn(&pid, path, &actions, &attributes, argvPointer.baseAddress!, envpPointer.baseAddress!)
                }
            }
        }
        guard result == 0 else { throw HarnessError.system("posix_spawn \(path)", result) }
        return pid
    }

    /// Runs `body`, which creates descriptors and marks them close-on-exec, or spawns a child,
    /// while no other test of this target does either: a child spawned between the creation of a
    /// descriptor and its `FD_CLOEXEC` would inherit it (and hold a pipe or a terminal open).
    static func withDescriptorsLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        descriptorLock.lock()
        defer { descriptorLock.unlock() }
        return try body()
    }

    private static let descriptorLock = NSLock()

    /// Reaps `pid` if it has ended; `nil` while it runs.
    static func reap(_ pid: pid_t) throws -> Termination? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return Termination(waitStatus: status) }
            if result == 0 { return nil }
            if errno == EINTR { continue }
            throw HarnessError.system("waitpid")
        }
    }

    /// Kills `pid` with SIGKILL and reaps it (for cleanup; never fails).
    static func killAndReap(_ pid: pid_t) -> Termination? {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return nil }
        }
        return Termination(waitStatus: status)
    }

    /// A minimal environment for the program under test, independent of the test runner's.
    static func baseEnvironment(term: String = "xterm-256color") -> [String: String] {
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": "/tmp",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "TERM": term,
        ]
        // The Swift runtime's backtracer is on by default on Linux, and on a terminal it waits for
        // a key after a crash report: keep the report, not the wait (unless the runner chose).
        environment["SWIFT_BACKTRACE"] = getenv("SWIFT_BACKTRACE").map { String(cString: $0) } ?? "interactive=no"
        return environment
    }
}

extension Int32 {
    /// Sets `O_NONBLOCK` on this file descriptor.
    func setNonBlocking() {
        let flags = fcntl(self, F_GETFL)
        _ = fcntl(self, F_SETFL, flags | O_NONBLOCK)
    }

    /// Sets `FD_CLOEXEC` on this file descriptor, so spawned children do not inherit it.
    func setCloseOnExec() {
        let flags = fcntl(self, F_GETFD)
        _ = fcntl(self, F_SETFD, flags | FD_CLOEXEC)
    }
}
