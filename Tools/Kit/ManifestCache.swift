public import Foundation

/// `swift package dump-package`, remembered by the manifest's text.
///
/// Evaluating a manifest costs SwiftPM a second or more (minutes the first time for a manifest of
/// a thousand targets, which it compiles), and its JSON depends only on the text of `Package.swift`
/// and on the toolchain. So the JSON is kept in `<scratch>/manifest-cache/<hash>.json`, next to the
/// exact text it came from (compared in full, so a hash collision cannot return the wrong package),
/// and reused while both are unchanged. A manifest that reads environment variables or files
/// besides itself would defeat this: delete the folder after changing what it reads.
public struct ManifestCache: Sendable {
    /// The folder of the cached descriptions.
    public var directory: URL
    /// The toolchain that evaluates manifests.
    public var toolchain: Toolchain

    /// A cache in `<scratchPath>/manifest-cache`.
    public init(scratchPath: URL, toolchain: Toolchain) {
        self.directory = scratchPath.appendingPathComponent("manifest-cache")
        self.toolchain = toolchain
    }

    /// The `dump-package` JSON of the package at `root`, whose manifest reads `manifestText`.
    ///
    /// - Parameters:
    ///   - root: the package folder, holding that `Package.swift`.
    ///   - manifestText: the manifest's text (the cache key).
    ///   - scratchPath: the scratch path SwiftPM evaluates the manifest in, on a cache miss.
    /// - Throws: ``ArchitectureCheckError`` with SwiftPM's message when the manifest is broken.
    public func dumpPackage(
        root: URL, manifestText: String, scratchPath: URL
    ) throws(ArchitectureCheckError) -> Data {
        let key = ContentHash.of(ModuleCompiler.identity(of: toolchain.swift) + "\n" + manifestText)
        let jsonURL = directory.appendingPathComponent("\(key).json")
        let textURL = directory.appendingPathComponent("\(key).manifest")
        if let cachedText = try? String(contentsOf: textURL, encoding: .utf8), cachedText == manifestText,
            let json = try? Data(contentsOf: jsonURL)
        {
            return json
        }
        let result = try toolchain.run([
            "package", "--package-path", root.path, "--scratch-path", scratchPath.path, "dump-package",
        ])
        guard result.status == 0 else {
            let details = result.errors.isEmpty ? result.output : result.errors
            throw ArchitectureCheckError(
                "cannot read Package.swift (`swift package dump-package` failed); fix the manifest first:\n"
                    + details.trimmingWhitespace())
        }
        let json = Data(result.output.utf8)
        // A cache that cannot be written only costs time next run.
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? json.write(to: jsonURL, options: .atomic)
        try? manifestText.write(to: textURL, atomically: true, encoding: .utf8)
        return json
    }
}

/// The target graph of a package as far as deciding what a change affects needs it: names, kinds,
/// folders and dependencies, without listing source files (cheap for a thousand targets).
public struct PackageGraph: Sendable {
    /// One target.
    public struct Target: Sendable, Equatable {
        /// The target name.
        public var name: String
        /// Its kind.
        public var kind: TargetKind
        /// Its folder, relative to the package root.
        public var path: String
        /// Its dependencies on other targets of the package, in manifest order.
        public var dependencies: [String]
        /// Its whole `dump-package` entry, compared to tell whether its declaration changed.
        public var declaration: String

        /// Creates a target.
        package init(name: String, kind: TargetKind, path: String, dependencies: [String], declaration: String) {
            self.name = name
            self.kind = kind
            self.path = path
            self.dependencies = dependencies
            self.declaration = declaration
        }
    }

    /// The targets, in manifest order.
    public var targets: [Target]
    private var indexByName: [String: Int]

    /// A graph of `targets` (dependencies on names that are not among them are dropped).
    public init(targets: [Target]) {
        var index: [String: Int] = [:]
        for (position, target) in targets.enumerated() where index[target.name] == nil { index[target.name] = position }
        self.indexByName = index
        self.targets = targets.map { target in
            var target = target
            target.dependencies = target.dependencies.filter { index[$0] != nil }
            return target
        }
    }

    /// Reads `swift package dump-package` JSON.
    ///
    /// - Parameters:
    ///   - json: the JSON.
    ///   - declarations: whether to keep each target's whole entry, to compare two manifests (it costs
    ///     a serialisation per target, so it is only done when a manifest changed).
    public init(dumpPackageJSON json: Data, declarations: Bool = false) throws(ArchitectureCheckError) {
        guard let top = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
            let entries = top["targets"] as? [[String: Any]]
        else {
            throw ArchitectureCheckError("`swift package dump-package` printed no JSON with a 'targets' list")
        }
        var targets: [Target] = []
        for entry in entries {
            guard let name = entry["name"] as? String else {
                throw ArchitectureCheckError("`swift package dump-package` printed a target without a name")
            }
            let kind = TargetKind(rawValue: entry["type"] as? String ?? "") ?? .other
            let path = PackageModel.normalized(
                entry["path"] as? String ?? PackageModel.defaultPath(for: name, kind: kind))
            let dependencies = (entry["dependencies"] as? [[String: Any]] ?? []).compactMap(PackageModel.dependency)
                .filter { $0.package == nil }.map(\.name)
            let declaration =
                declarations
                ? (try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]))
                    .map { String(decoding: $0, as: UTF8.self) } ?? name : name
            targets.append(
                Target(name: name, kind: kind, path: path, dependencies: dependencies, declaration: declaration))
        }
        self.init(targets: targets)
    }

    /// The target called `name`.
    public func target(named name: String) -> Target? {
        indexByName[name].map { targets[$0] }
    }

    /// The targets whose folder holds `path` (relative to the package root): the deepest folder wins,
    /// and targets sharing it all own the file.
    public func owners(of path: String) -> [String] {
        var best: [String] = []
        var bestLength = -1
        for target in targets where !target.path.isEmpty {
            guard path == target.path || path.hasPrefix(target.path + "/") else { continue }
            if target.path.count > bestLength {
                best = [target.name]
                bestLength = target.path.count
            } else if target.path.count == bestLength {
                best.append(target.name)
            }
        }
        return best
    }

    /// For each target, the targets that declare a dependency on it.
    public var dependents: [String: [String]] {
        var result: [String: [String]] = [:]
        for target in targets {
            for dependency in target.dependencies { result[dependency, default: []].append(target.name) }
        }
        return result
    }

    /// The targets in dependency order: every target after the targets it depends on, otherwise in
    /// manifest order (a cycle, which SwiftPM refuses anyway, is broken where the walk meets it).
    public var dependencyOrder: [String] {
        var order: [String] = []
        var state: [String: Bool] = [:]  // false: being visited, true: done
        func visit(_ name: String) {
            guard state[name] == nil, let target = target(named: name) else { return }
            state[name] = false
            for dependency in target.dependencies { visit(dependency) }
            state[name] = true
            order.append(name)
        }
        for target in targets { visit(target.name) }
        return order
    }
}
