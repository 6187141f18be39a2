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
    ///   - prepare: what to do before SwiftPM evaluates the manifest, on a cache miss only (write
    ///     the files it looks at).
    /// - Throws: ``ArchitectureCheckError`` with SwiftPM's message when the manifest is broken.
    public func dumpPackage(
        root: URL, manifestText: String, scratchPath: URL,
        prepare: () throws(ArchitectureCheckError) -> Void = {}
    ) throws(ArchitectureCheckError) -> Data {
        let key = Self.key(manifestText, toolchain: toolchain)
        let jsonURL = directory.appendingPathComponent("\(key).json")
        let textURL = directory.appendingPathComponent("\(key).manifest")
        if let cachedText = try? String(contentsOf: textURL, encoding: .utf8), cachedText == manifestText,
            let json = try? Data(contentsOf: jsonURL)
        {
            return json
        }
        try prepare()
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

    /// What the manifest at `root` declares (see ``PackageDeclaration``): read from the summary kept
    /// beside the cached JSON, or from the JSON (evaluating the manifest on a miss), then kept.
    public func declaration(
        root: URL, manifestText: String, scratchPath: URL
    ) throws(ArchitectureCheckError) -> PackageDeclaration {
        let key = Self.key(manifestText, toolchain: toolchain)
        let summaryURL = directory.appendingPathComponent("\(key).declaration")
        if let text = try? String(contentsOf: summaryURL, encoding: .utf8),
            let cachedText = try? String(
                contentsOf: directory.appendingPathComponent("\(key).manifest"), encoding: .utf8),
            cachedText == manifestText, let declaration = PackageDeclaration(text: text)
        {
            return declaration
        }
        let declaration = try PackageDeclaration(
            dumpPackageJSON: try dumpPackage(root: root, manifestText: manifestText, scratchPath: scratchPath))
        if let text = declaration.text { try? text.write(to: summaryURL, atomically: true, encoding: .utf8) }
        return declaration
    }

    static func key(_ manifestText: String, toolchain: Toolchain) -> String {
        ContentHash.of(ModuleCompiler.identity(of: toolchain.swift) + "\n" + manifestText)
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
    }

    /// The targets, in manifest order.
    public var targets: [Target]
    private var indexByName: [String: Int]

    /// The graph that `declaration` describes (dependencies on names that are not among its targets
    /// are dropped); each target's ``Target/declaration`` is its name.
    public init(declaration: PackageDeclaration) {
        let index = PackageModel.index(declaration.targets.map(\.name))
        indexByName = index
        targets = declaration.targets.map { target in
            Target(
                name: target.name, kind: target.kind, path: target.path,
                dependencies: target.dependencies.filter { $0.package == nil && index[$0.name] != nil }.map(\.name),
                declaration: target.name)
        }
    }

    /// Reads `dump-package` JSON; with `declarations`, each target's ``Target/declaration`` is its
    /// whole entry in the JSON (keys sorted), so that two manifests' declarations can be compared.
    public init(dumpPackageJSON json: Data, declarations: Bool = false) throws(ArchitectureCheckError) {
        let declared = try PackageDeclaration(dumpPackageJSON: json)
        guard declarations else {
            self.init(declaration: declared)
            return
        }
        let entries =
            ((try? JSONSerialization.jsonObject(with: json)) as? [String: Any])?["targets"] as? [[String: Any]]
        self.init(declaration: declared)
        for (index, entry) in (entries ?? []).enumerated() where index < targets.count {
            if let data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]) {
                targets[index].declaration = String(decoding: data, as: UTF8.self)
            }
        }
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
