import Foundation

/// The package the RIB is added to: its files, its module map and its manifest.
struct Repository {
    /// The package root.
    let root: URL
    /// How `swift` is run (for `swift package dump-package` and `swift format`).
    let toolchain: Toolchain

    static let manifestPath = "Package.swift"
    static let moduleMapPath = "Tools/architecture/modules.txt"
    static let allowlistDirectory = "Tools/architecture/public-api"
    static let formatConfigurationPath = ".swift-format"
    static let checkArchitecturePath = "Tools/check-architecture"
    static let mockgenPath = "Tools/mockgen"
    static let graphPaths = ["docs/module-graph.md", "docs/module-graph.dot"]

    /// The URL of `path`, relative to the package root.
    func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// Whether anything (file or folder) exists at `path`, relative to the package root.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    /// The text of the file at `path`, relative to the package root.
    func read(_ path: String) throws(Refusal) -> String {
        guard let text = try? String(contentsOf: url(path), encoding: .utf8) else {
            throw Refusal("cannot read \(path) in \(root.path); run this from the package root or pass --package-path")
        }
        return text
    }

    /// The names of the entries of the folder at `path` (empty when there is none).
    func entries(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []).sorted()
    }

    /// The Swift files under the folder at `path`, relative to the package root.
    func swiftFiles(under path: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: url(path).path) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".swift") { files.append("\(path)/\(next)") }
        }
        return files.sorted()
    }

    /// The manifest as `swift package dump-package` reads it.
    func loadManifest() throws(Refusal) -> ManifestModel {
        let result: CommandResult
        do {
            result = try toolchain.run([
                "package", "--package-path", root.path, "--scratch-path", url(".build-newrib").path, "dump-package",
            ])
        } catch {
            throw Refusal("cannot run `swift package dump-package`: \(error)")
        }
        guard result.status == 0, let model = ManifestModel(json: Data(result.output.utf8)) else {
            throw Refusal(
                "cannot read Package.swift (`swift package dump-package` failed); fix the manifest first:\n"
                    + (result.errors.isEmpty ? result.output : result.errors))
        }
        return model
    }

    /// The line length the project's `.swift-format` asks for (120 when it says nothing).
    func lineLength() -> Int {
        guard let text = try? read(Self.formatConfigurationPath),
            let range = text.range(of: #""lineLength"\s*:\s*[0-9]+"#, options: .regularExpression),
            let number = Int(text[range].split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        else { return 120 }
        return number
    }

    /// The names of the types that the Swift files under `path` declare, public ones only if asked.
    func declaredTypes(under path: String, publicOnly: Bool) -> [String: String] {
        let access = publicOnly ? #"(?:public|open)\s+(?:final\s+)?"# : #"(?:[a-z]+\s+)*"#
        let pattern =
            #"(?m)^\s*"# + access + #"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [:] }
        var types: [String: String] = [:]
        for file in swiftFiles(under: path) {
            guard let text = try? String(contentsOf: url(file), encoding: .utf8) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                guard let nameRange = Range(match.range(at: 1), in: text) else { continue }
                types[String(text[nameRange])] = types[String(text[nameRange])] ?? file
            }
        }
        return types
    }
}

/// What `swift package dump-package` says about the targets.
struct ManifestModel {
    /// One target: its name, kind (`regular`, `test`, `executable`, `plugin`, ...), folder and
    /// dependencies on other targets of the package.
    struct Target {
        var name: String
        var kind: String
        var path: String
        var dependencies: [String]
    }

    /// The targets, in manifest order.
    var targets: [Target]

    /// Reads the JSON that `swift package dump-package` prints.
    init?(json: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let targets = object["targets"] as? [[String: Any]]
        else { return nil }
        var result: [Target] = []
        for target in targets {
            guard let name = target["name"] as? String, let kind = target["type"] as? String else { return nil }
            let folder = kind == "test" ? "Tests" : kind == "plugin" ? "Plugins" : "Sources"
            let path = target["path"] as? String ?? "\(folder)/\(name)"
            var dependencies: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                for key in ["byName", "target"] {
                    if let value = dependency[key] as? [Any], let dependencyName = value.first as? String {
                        dependencies.append(dependencyName)
                    }
                }
            }
            result.append(Target(name: name, kind: kind, path: path, dependencies: dependencies))
        }
        self.targets = result
    }

    /// The target called `name`.
    func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }
}

/// The output of one command.
struct CommandResult {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the `swift` driver of the toolchain.
struct Toolchain {
    /// The `swift` executable.
    var swift: URL

    /// The `swift` named by `$NEW_RIB_SWIFT`, or else the first one in `$PATH`.
    static func locate() -> Toolchain? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["NEW_RIB_SWIFT"], !explicit.isEmpty {
            return Toolchain(swift: URL(fileURLWithPath: explicit))
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Toolchain(swift: candidate) }
        }
        return nil
    }

    /// Runs `swift` with `arguments`.
    func run(_ arguments: [String], input: String? = nil) throws -> CommandResult {
        try Self.run(executable: swift, arguments, input: input)
    }

    /// Runs `executable` with `arguments` and waits for it. Output goes to temporary files rather
    /// than pipes, so a chatty command cannot fill a pipe and stall.
    static func run(executable: URL, _ arguments: [String], input: String? = nil) throws -> CommandResult {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent("new-rib-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: scratch) }
        try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        let inputURL = scratch.appendingPathComponent("stdin")
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data((input ?? "").utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try inputHandle.close()
        try outputHandle.close()
        try errorHandle.close()
        return CommandResult(
            status: process.terminationStatus,
            output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
    }
}
