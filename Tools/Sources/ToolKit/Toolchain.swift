public import Foundation

/// The output of one toolchain command.
public struct CommandResult: Sendable {
    /// The exit status.
    public var status: Int32
    /// What it printed on standard output.
    public var output: String
    /// What it printed on standard error.
    public var errors: String

    package init(status: Int32, output: String, errors: String) {
        self.status = status
        self.output = output
        self.errors = errors
    }

    /// Standard output and standard error together.
    public var combined: String { output + (output.isEmpty || errors.isEmpty ? "" : "\n") + errors }
}

/// Runs the `swift` driver of the toolchain: `swift package dump-package`, `swift build`,
/// `swift symbolgraph-extract`.
public struct Toolchain: Sendable {
    /// The `swift` executable.
    public var swift: URL
    /// Called with every command line before it runs, when set (for `--verbose`).
    public var trace: (@Sendable (String) -> Void)?

    /// A toolchain using the given `swift` executable.
    public init(swift: URL, trace: (@Sendable (String) -> Void)? = nil) {
        self.swift = swift
        self.trace = trace
    }

    /// The `swift` named by `$SWIFT` (a path, or a name looked up in `$PATH`), or else the first one in
    /// `$PATH`: the one toolchain variable of every tool and script of this repository.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        throws(ArchitectureCheckError) -> Toolchain
    {
        let name = environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
        if name.contains("/") {
            guard FileManager.default.isExecutableFile(atPath: name) else {
                throw ArchitectureCheckError("SWIFT is '\(name)', which is not an executable")
            }
            return Toolchain(swift: URL(fileURLWithPath: name))
        }
        guard let found = executable(name, inPath: environment["PATH"] ?? "") else {
            throw ArchitectureCheckError(
                "cannot find the `\(name)` executable in PATH; install a Swift 6 toolchain or set SWIFT")
        }
        return Toolchain(swift: found)
    }

    /// The first executable called `name` in the folders of `path` (a `PATH` value).
    static func executable(_ name: String, inPath path: String) -> URL? {
        path.split(separator: ":").lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `swift` with `arguments` and waits for it, with `environment` added to the inherited one.
    public func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws(ArchitectureCheckError) -> CommandResult {
        trace?((["swift"] + arguments).map(Self.quoted).joined(separator: " "))
        return try Self.run(executable: swift, arguments, in: directory, environment: environment)
    }

    /// Runs `executable` (a tool or script) with `arguments` and waits for it.
    package static func run(
        executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws(ArchitectureCheckError) -> CommandResult {
        let result: (status: Int32, output: Data, errors: Data)
        do {
            result = try runProcess(executable, arguments, in: directory, environment: environment)
        } catch {
            throw ArchitectureCheckError("cannot run \(executable.path) \(arguments.joined(separator: " ")): \(error)")
        }
        return CommandResult(
            status: result.status, output: String(decoding: result.output, as: UTF8.self),
            errors: String(decoding: result.errors, as: UTF8.self))
    }

    /// Runs `executable` with `arguments` (in `directory`, if given) and waits for it; returns its
    /// status and what it wrote to standard output and standard error. It inherits this process's
    /// environment without `RIBS_FOCUS` (the tools read and build the whole package, whatever focus
    /// the caller's shell has set), with `environment` added.
    ///
    /// Output goes to temporary files rather than pipes, so a chatty build or a large diff cannot
    /// fill a pipe and stall.
    static func runProcess(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: Data, errors: Data) {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent("check-architecture-\(UUID().uuidString)")
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        defer { try? fileManager.removeItem(at: scratch) }
        try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "RIBS_FOCUS" }
            .merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return (process.terminationStatus, try Data(contentsOf: outputURL), try Data(contentsOf: errorURL))
    }

    /// `sources` (Swift texts) laid out by `swift format` in one run, with the `.swift-format` at
    /// `configuration` when given: the run's result, and the laid-out texts when it succeeded.
    public func formatted(
        _ sources: [String], configuration: URL?
    ) throws(ArchitectureCheckError) -> (result: CommandResult, texts: [String]?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-format-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = sources.indices.map { folder.appendingPathComponent("\($0).swift").path }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (text, path) in zip(sources, paths) { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        } catch {
            throw ArchitectureCheckError("cannot write the files to format to \(folder.path): \(error)")
        }
        let options = ["--in-place", "--parallel"] + (configuration.map { ["--configuration", $0.path] } ?? [])
        let result = try run(["format", "format"] + options + paths)
        guard result.status == 0 else { return (result, nil) }
        do {
            return (result, try paths.map { try String(contentsOfFile: $0, encoding: .utf8) })
        } catch {
            throw ArchitectureCheckError("cannot read back the formatted files in \(folder.path): \(error)")
        }
    }

    /// The target triple of the toolchain's host, e.g. `x86_64-unknown-linux-gnu`.
    public func hostTriple() throws(ArchitectureCheckError) -> String {
        let result = try run(["-print-target-info"])
        guard result.status == 0,
            let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
            let target = object["target"] as? [String: Any],
            let triple = target["triple"] as? String
        else {
            throw ArchitectureCheckError("`swift -print-target-info` failed: \(result.combined.suffixLines(10))")
        }
        return triple
    }

    /// Deletes the lock files that SwiftPM leaves in the temporary directory for a scratch path
    /// (`/tmp/_tmp_x.lock` for `/tmp/x`), so that throwaway scratch paths leave nothing behind.
    public static func removeLockFiles(ofScratchPath scratch: URL) {
        let fileManager = FileManager.default
        let mangled = scratch.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_")
        let directory = fileManager.temporaryDirectory
        let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(mangled) && name.hasSuffix(".lock") {
            try? fileManager.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    private static func quoted(_ argument: String) -> String {
        argument.contains(where: { $0 == " " || $0 == "'" || $0 == "\"" }) ? "'\(argument)'" : argument
    }
}

/// A compiler diagnostic parsed from build output (`/path/File.swift:3:8: error: message`).
public struct CompilerDiagnostic: Sendable, Equatable {
    /// The file as printed by the compiler (usually absolute).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The message after `error: `.
    public var message: String

    /// The errors in a build log, in order, without duplicates.
    public static func errors(in log: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in log.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else { continue }
            let parts = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 2, let number = Int(parts[1]) else { continue }
            let diagnostic = CompilerDiagnostic(
                file: String(parts[0]), line: number, message: String(line[marker.upperBound...]))
            if !result.contains(diagnostic) { result.append(diagnostic) }
        }
        return result
    }
}

extension String {
    /// The last `count` non-empty lines, joined with " | " for a one-line message.
    package func suffixLines(_ count: Int) -> String {
        split(separator: "\n").suffix(count).map { $0.trimmingWhitespace() }.joined(separator: " | ")
    }
}
