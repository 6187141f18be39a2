import Foundation
import ToolTestSupport

/// A copy of this repository in a temporary folder, without its build folders, for `Tools/new-rib` to
/// change freely.
struct RepositoryCopy {
    /// The repository these tests belong to.
    static let source = DocumentedSample.repository

    /// The copy's root folder, named like the repository's (the package name, which the compiler
    /// is given, comes from it), inside a temporary folder of its own.
    let root: URL

    /// What `Tools/check-architecture` keeps by content, not by path, so that a copy can start from
    /// this repository's: the compiled tool and the modules it compiled alone (not the clang module
    /// cache beside them, whose files name each other by absolute path).
    static var architectureCaches: [String] {
        let modules = ".build-arch/module-cache"
        let entries =
            (try? FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent(modules).path))
        return [".build-arch/tools"]
            + (entries ?? []).filter { $0 != "clang-module-cache" && !$0.hasPrefix("work-") }.sorted().map {
                "\(modules)/\($0)"
            }
    }

    /// Copies the repository, leaving out `.build*` folders (the Tools package's too), `.git` and
    /// `.swiftpm`.
    ///
    /// The file work runs in child processes (`cp`, `find`, `cksum`) that the test awaits, so that
    /// many tests copying at once do not hold the threads Swift Testing runs the other tests on.
    ///
    /// - Parameter seedingArchitectureCaches: Also copy ``architectureCaches`` where they exist, so
    ///   that the copy's architecture check compiles only what differs from this repository.
    static func make(seedingArchitectureCaches: Bool = false) async throws -> RepositoryCopy {
        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory.appendingPathComponent("new-rib-tests-\(UUID().uuidString)")
        let root = folder.appendingPathComponent(source.lastPathComponent)
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        func entries(of folder: String) throws -> [String] {
            try fileManager.contentsOfDirectory(atPath: source.appendingPathComponent(folder).path).sorted().filter {
                !$0.hasPrefix(".build") && $0 != ".git" && $0 != ".swiftpm"
            }.map { folder.isEmpty ? $0 : folder + "/" + $0 }
        }
        // The Tools package's own build folder is inside Tools: its entries are copied one by one.
        try fileManager.createDirectory(at: root.appendingPathComponent("Tools"), withIntermediateDirectories: true)
        for (entries, destination) in [
            (try entries(of: "").filter { $0 != "Tools" }, root),
            (try entries(of: "Tools"), root.appendingPathComponent("Tools")),
        ] {
            let copy = try await CommandResult.run(
                "cp", ["-R", "-p"] + entries.map { source.appendingPathComponent($0).path } + [destination.path],
                in: root)
            guard copy.status == 0 else { throw CommandFailure(result: copy) }
        }
        if seedingArchitectureCaches {
            for cache in architectureCaches
            where fileManager.fileExists(atPath: source.appendingPathComponent(cache).path) {
                let destination = root.appendingPathComponent(cache).deletingLastPathComponent()
                try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
                let seed = try await CommandResult.run(
                    "cp", ["-R", "-p", source.appendingPathComponent(cache).path, destination.path], in: root)
                guard seed.status == 0 else { throw CommandFailure(result: seed) }
            }
        }
        return RepositoryCopy(root: root)
    }

    /// Deletes the copy.
    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// The URL of `path`, relative to the copy's root.
    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// The text of the file at `path`, relative to the copy's root.
    func read(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// A checksum of every file and the list of every folder, build folders aside: two snapshots
    /// are equal exactly when nothing was created, deleted or changed. Keys are paths relative to
    /// the root (folders end in `/`), values the file's `cksum` (CRC and size).
    func snapshot() async throws -> [String: String] {
        let findArguments = [
            ".", "-name", ".build*", "-prune",
            "-o", "-type", "d", "-print",
            "-o", "-type", "f", "-exec", "cksum", "{}", "+",
        ]
        let listing = try await CommandResult.run("find", findArguments, in: root)
        guard listing.status == 0 else { throw CommandFailure(result: listing) }
        var result: [String: String] = [:]
        for line in listing.output.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            if fields.count == 3, let crc = UInt64(fields[0]), let size = UInt64(fields[1]),
                fields[2].hasPrefix("./")
            {
                result[String(fields[2].dropFirst(2))] = "\(crc) \(size)"
            } else if line.hasPrefix("./") {
                result[String(line.dropFirst(2)) + "/"] = "folder"
            }
        }
        guard result["Package.swift"] != nil else {
            throw CommandFailure(message: "the snapshot of \(root.path) lists no Package.swift:\n\(listing.output)")
        }
        return result
    }

    /// Runs `Tools/new-rib` of this repository on the copy.
    func newRIB(_ arguments: [String]) async throws -> CommandResult {
        try await NewRIBTool.shared.run(arguments + ["--package-path", root.path], in: root)
    }

    /// Runs `executable` (a path, or a command looked up in `PATH`) in the copy.
    func run(_ executable: String, _ arguments: [String]) async throws -> CommandResult {
        try await CommandResult.run(executable, arguments, in: root)
    }
}

/// Compares two snapshots and names what differs, for a readable failure.
func differences(_ before: [String: String], _ after: [String: String]) -> [String] {
    let created = after.keys.filter { before[$0] == nil }.map { "created \($0)" }
    let deleted = before.keys.filter { after[$0] == nil }.map { "deleted \($0)" }
    let changed = before.keys.filter { after[$0] != nil && after[$0] != before[$0] }.map { "changed \($0)" }
    return (created + deleted + changed).sorted()
}

/// This repository's `Tools/new-rib`, compiled once for all the tests of the process.
actor NewRIBTool {
    static let shared = NewRIBTool()

    /// The script.
    nonisolated let script = RepositoryCopy.source.appendingPathComponent("Tools/new-rib").path

    /// The first run, which builds the tools when their sources changed (the script keeps them in
    /// `.build-arch/tools`); the others wait for it, so tests running in parallel never build them at
    /// the same time.
    private var compilation: Task<Void, any Error>?

    /// Compiles the tool unless that is done or under way.
    func compile() async throws {
        if compilation == nil {
            let script = script
            compilation = Task {
                let result = try await CommandResult.run(script, ["--help"], in: RepositoryCopy.source)
                if result.status != 0 { throw CommandFailure(result: result) }
            }
        }
        try await compilation?.value
    }

    /// Runs the tool with `arguments` in `directory`.
    func run(_ arguments: [String], in directory: URL) async throws -> CommandResult {
        try await compile()
        return try await CommandResult.run(script, arguments, in: directory)
    }
}

/// The product's modules (the package at the repository's root, which the tools' package does not
/// build), compiled for debugging: the template tests compile generated code against them. The first
/// call runs `swift build` there, once for all the tests of the process: nothing to do when the product
/// was built already (CI builds it first), about two minutes on a fresh clone.
actor ProductModules {
    static let shared = ProductModules()

    private var build: Task<URL, any Error>?

    /// The folder of the compiled modules.
    func folder() async throws -> URL {
        if build == nil {
            build = Task {
                let root = RepositoryCopy.source
                let arguments = ["build", "--package-path", root.path]
                let result = try await CommandResult.run("swift", arguments, in: root)
                guard result.status == 0 else { throw CommandFailure(result: result) }
                let binPath = try await CommandResult.run("swift", arguments + ["--show-bin-path"], in: root)
                guard binPath.status == 0 else { throw CommandFailure(result: binPath) }
                let bin = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
                return bin.appendingPathComponent("Modules")
            }
        }
        return try await build!.value
    }
}

/// A command that could not be run or failed.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String

    init(message: String) {
        self.message = message
    }

    init(result: CommandResult) {
        message = "`\(result.command)` exited with \(result.status):\n\(result.output)\n\(result.errors)"
    }

    var description: String { message }
}

/// What a command printed and how it ended.
struct CommandResult: Sendable {
    var command: String
    var status: Int32
    var output: String
    var errors: String
    /// How long it took.
    var duration: Duration

    /// Standard output and standard error together.
    var combined: String { output + errors }

    /// Runs `executable` with `arguments` in `directory` until it exits. Output goes to files, not
    /// pipes, so a chatty build cannot fill a pipe and stall. The wait suspends instead of blocking a
    /// thread: Swift Testing runs the tests on a pool of as many threads as there are cores, and a
    /// build that held one for minutes would slow every test beside it. The child never runs the slow
    /// tests itself (`RIBS_SLOW_TESTS` is unset for it) and builds the whole copy (`RIBS_FOCUS` too).
    static func run(_ executable: String, _ arguments: [String], in directory: URL) async throws -> CommandResult {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent("new-rib-tests-run-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: scratch) }
        try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["RIBS_SLOW_TESTS"] = nil
        environment["RIBS_FOCUS"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let start = ContinuousClock.now
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { process in
                continuation.resume(returning: process.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        try errors.close()
        return CommandResult(
            command: ([executable] + arguments).joined(separator: " "),
            status: status,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8),
            duration: ContinuousClock.now - start)
    }
}
