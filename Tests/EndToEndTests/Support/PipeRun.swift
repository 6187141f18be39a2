#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outcome of running a program with pipes for its standard input, output and error.
struct PipeRun {
    /// How the program ended.
    let termination: Termination
    /// Everything it wrote to standard output.
    let outputBytes: [UInt8]
    /// Everything it wrote to standard error.
    let errorBytes: [UInt8]

    /// Standard output as text.
    var output: String { String(decoding: outputBytes, as: UTF8.self) }
    /// Standard error as text.
    var error: String { String(decoding: errorBytes, as: UTF8.self) }
    /// Standard output split into lines (without their terminators).
    var outputLines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Runs `path` with `input` on standard input (closed after it: end of input), and collects
    /// its output until it ends.
    ///
    /// Input is written while output is read, so a program that answers long input as it reads it
    /// never blocks on a full pipe.
    /// - Parameters:
    ///   - closesOutput: Close the read end of standard output before the program starts, so its
    ///     first write fails (EPIPE/SIGPIPE), as with `tictactoe | true`.
    ///   - holdsInputOpen: How long to keep standard input open after the last byte of `input`
    ///     (a person who stops typing for a while) before ending it.
    ///   - timeout: The program is killed and an error thrown if it shows no progress (output, end)
    ///     for this long (see ``PollingTimeout``).
    static func run(
        _ path: String,
        arguments: [String] = [],
        input: String,
        environment: [String: String] = ChildProcess.baseEnvironment(),
        closesOutput: Bool = false,
        holdsInputOpen: Duration = .zero,
        timeout: Duration = .seconds(30)
    ) async throws -> PipeRun {
        _ = ignoreSigpipeOnce
        let standardInput = try makePipe()
        let standardOutput = try makePipe()
        let standardError = try makePipe()
        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(
                path: path,
                arguments: arguments,
                environment: environment,
                standardIO: .descriptors(
                    input: standardInput.read,
                    output: standardOutput.write,
                    error: standardError.write
                )
            )
        } catch {
            for descriptor in [standardInput, standardOutput, standardError].flatMap({ [$0.read, $0.write] }) {
                close(descriptor)
            }
            throw error
        }
        close(standardInput.read)
        close(standardOutput.write)
        close(standardError.write)
        if closesOutput {
            close(standardOutput.read)
        }

        var inputFile: Int32 = standardInput.write
        var outputFile: Int32 = closesOutput ? -1 : standardOutput.read
        var errorFile: Int32 = standardError.read
        defer {
            for descriptor in [inputFile, outputFile, errorFile] where descriptor >= 0 {
                close(descriptor)
            }
        }
        inputFile.setNonBlocking()
        if outputFile >= 0 { outputFile.setNonBlocking() }
        errorFile.setNonBlocking()

        let bytes = Array(input.utf8)
        var written = 0
        var outputBytes: [UInt8] = []
        var errorBytes: [UInt8] = []
        var termination: Termination?
        let clock = ContinuousClock()
        var inputEnd: ContinuousClock.Instant?
        var waiting = PollingTimeout(timeout)
        let hardDeadline = clock.now + holdsInputOpen + timeout * 10  // even for a program that never stops writing
        while true {
            var progressed = false
            if inputFile >= 0 && written < bytes.count {
                let count = bytes[written...].withUnsafeBytes {
                    write(inputFile, $0.baseAddress, min($0.count, 65_536))
                }
                if count > 0 {
                    written += count
                    progressed = true
                } else if count < 0 && errno != EAGAIN && errno != EINTR {
                    written = bytes.count  // the program closed its input (EPIPE): it reads no more
                }
            }
            if inputFile >= 0 && written == bytes.count {
                let end = inputEnd ?? clock.now + holdsInputOpen
                inputEnd = end
                if clock.now >= end {
                    close(inputFile)
                    inputFile = -1
                }
            }
            progressed = readAvailable(&outputFile, into: &outputBytes) || progressed
            progressed = readAvailable(&errorFile, into: &errorBytes) || progressed
            if termination == nil {
                termination = try ChildProcess.reap(pid)
            }
            // Done once the program ended and both pipes reached end of file.
            if let termination, outputFile < 0, errorFile < 0 {
                return PipeRun(termination: termination, outputBytes: outputBytes, errorBytes: errorBytes)
            }
            if progressed { waiting.restart() }
            if waiting.isExpired || clock.now > hardDeadline {
                let killed = termination ?? ChildProcess.killAndReap(pid)
                throw HarnessError(
                    """
                    \(path) did not finish within \(timeout) (\(killed.map(\.description) ?? "?")); \
                    it wrote:\n\(String(decoding: outputBytes.suffix(2_000), as: UTF8.self))
                    """
                )
            }
            if !progressed {
                try await waiting.pause(.milliseconds(termination == nil ? 5 : 1))
            }
        }
    }

    /// Reads what `descriptor` has; closes it and sets it to -1 at end of file.
    /// - Returns: Whether anything happened.
    private static func readAvailable(_ descriptor: inout Int32, into bytes: inout [UInt8]) -> Bool {
        guard descriptor >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var progressed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[..<count])
                progressed = true
            } else if count == 0 {
                close(descriptor)
                descriptor = -1
                return true
            } else {
                if errno == EINTR { continue }
                return progressed
            }
        }
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        // (pipe2 with O_CLOEXEC is not imported into Swift: the lock closes the window instead.)
        let created = ChildProcess.withDescriptorsLocked {
            guard pipe(&descriptors) == 0 else { return false }
            descriptors[0].setCloseOnExec()
            descriptors[1].setCloseOnExec()
            return true
        }
        guard created else { throw HarnessError.system("pipe") }
        return (descriptors[0], descriptors[1])
    }

    /// Writing to a pipe whose reader has gone raises SIGPIPE in the writer, which would end the
    /// whole test process; the tests want EPIPE instead. (Children get default dispositions.)
    private static let ignoreSigpipeOnce: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}
