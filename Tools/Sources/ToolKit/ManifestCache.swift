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
    ///   - nestedIn: for a package nested in the root package, its folder relative to the root: part
    ///     of the key, so that two nested packages whose manifests read alike (or one that reads
    ///     like the root's) are told apart; `nil` for the root package (and the base's copy of it).
    /// - Throws: ``ArchitectureCheckError`` with SwiftPM's message when the manifest is broken.
    public func dumpPackage(
        root: URL, manifestText: String, scratchPath: URL, nestedIn folder: String? = nil,
        prepare: () throws(ArchitectureCheckError) -> Void = {}
    ) throws(ArchitectureCheckError) -> Data {
        let keyText = Self.keyText(manifestText, nestedIn: folder)
        let key = Self.key(keyText, toolchain: toolchain)
        let jsonURL = directory.appendingPathComponent("\(key).json")
        let textURL = directory.appendingPathComponent("\(key).manifest")
        if let cachedText = try? String(contentsOf: textURL, encoding: .utf8), cachedText == keyText,
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
        try? keyText.write(to: textURL, atomically: true, encoding: .utf8)
        return json
    }

    /// What the manifest at `root` declares (see ``PackageDeclaration``): read from the summary kept
    /// beside the cached JSON, or from the JSON (evaluating the manifest on a miss), then kept.
    /// `folder` is a nested package's folder, as for ``dumpPackage(root:manifestText:scratchPath:nestedIn:prepare:)``.
    public func declaration(
        root: URL, manifestText: String, scratchPath: URL, nestedIn folder: String? = nil
    ) throws(ArchitectureCheckError) -> PackageDeclaration {
        let keyText = Self.keyText(manifestText, nestedIn: folder)
        let key = Self.key(keyText, toolchain: toolchain)
        let summaryURL = directory.appendingPathComponent("\(key).declaration")
        if let text = try? String(contentsOf: summaryURL, encoding: .utf8),
            let cachedText = try? String(
                contentsOf: directory.appendingPathComponent("\(key).manifest"), encoding: .utf8),
            cachedText == keyText, let declaration = PackageDeclaration(text: text)
        {
            return declaration
        }
        let declaration = try PackageDeclaration(
            dumpPackageJSON: try dumpPackage(
                root: root, manifestText: manifestText, scratchPath: scratchPath, nestedIn: folder))
        if let text = declaration.text { try? text.write(to: summaryURL, atomically: true, encoding: .utf8) }
        return declaration
    }

    /// What the cache is keyed by and compares in full: the manifest's text, after a first line
    /// naming the folder of a nested package (the root's text is its own key, as it always was).
    static func keyText(_ manifestText: String, nestedIn folder: String?) -> String {
        folder.map { "nested package: \($0)\n" + manifestText } ?? manifestText
    }

    static func key(_ manifestText: String, toolchain: Toolchain) -> String {
        ContentHash.of(ModuleCompiler.identity(of: toolchain.swift) + "\n" + manifestText)
    }
}

/// The target graph of a package as far as deciding what a change affects needs it: names, kinds,
/// folders and dependencies, without listing source files (cheap for a thousand targets).
public struct PackageGraph: Sendable {
    /// The targets, in manifest order; each keeps only its dependencies on targets of its own package.
    public var targets: [PackageTarget]
    /// Each target's whole `dump-package` entry (keys sorted), by name, compared to tell whether its
    /// declaration changed; empty for a graph read from a ``PackageDeclaration``.
    public var declarations: [String: String] = [:]
    private var indexByName: [String: Int]

    /// The graph that `declaration` describes (dependencies on names that are not among its targets
    /// are dropped).
    public init(declaration: PackageDeclaration) {
        let index = PackageModel.index(declaration.targets.map(\.name))
        indexByName = index
        targets = declaration.targets.map { target in
            var target = target
            target.dependencies = target.dependencies.filter { $0.package == nil && index[$0.name] != nil }
            return target
        }
    }

    /// Reads `dump-package` JSON, with each target's ``declarations`` entry, so that two manifests'
    /// declarations can be compared.
    public init(dumpPackageJSON json: Data) throws(ArchitectureCheckError) {
        let object = try PackageDeclaration.jsonObject(json)
        self.init(declaration: try PackageDeclaration(dumpPackage: object))
        for entry in (object as? [String: Any])?["targets"] as? [[String: Any]] ?? [] {
            if let name = entry["name"] as? String,
                let data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys])
            {
                declarations[name] = String(decoding: data, as: UTF8.self)
            }
        }
    }

    /// The target called `name`.
    public func target(named name: String) -> PackageTarget? {
        indexByName[name].map { targets[$0] }
    }

    /// This graph with the targets of `nested`, the graph of the package in `folder` (relative to
    /// this package's root): their folders become relative to this root (prefixed with `folder/`)
    /// and each knows its ``PackageTarget/package``. Dependencies between packages are not followed (a
    /// graph keeps only those on its own targets).
    ///
    /// - Throws: ``ArchitectureCheckError`` naming both packages when a target name is already taken.
    public func merging(_ nested: PackageGraph, nestedIn folder: String) throws(ArchitectureCheckError) -> PackageGraph
    {
        var merged = self
        for var target in nested.targets {
            if let existing = merged.target(named: target.name) {
                let manifest = existing.package == "." ? "Package.swift" : "\(existing.package)/Package.swift"
                throw ArchitectureCheckError(
                    "the target '\(target.name)' is declared by two packages analysed together, \(manifest) and \(folder)/Package.swift: target names must be unique across them (rename one)"
                )
            }
            target.path = target.path.isEmpty ? folder : "\(folder)/\(target.path)"
            target.package = folder
            merged.indexByName[target.name] = merged.targets.count
            merged.targets.append(target)
        }
        return merged
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
            for dependency in target.dependencies { result[dependency.name, default: []].append(target.name) }
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
            for dependency in target.dependencies { visit(dependency.name) }
            state[name] = true
            order.append(name)
        }
        for target in targets { visit(target.name) }
        return order
    }
}
