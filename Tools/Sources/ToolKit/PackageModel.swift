public import Foundation

/// The kind of a SwiftPM target, as `swift package dump-package` names it.
public enum TargetKind: String, Sendable {
    /// `.target`: a library module.
    case regular
    /// `.executableTarget`.
    case executable
    /// `.testTarget`.
    case test
    /// `.plugin`.
    case plugin
    /// `.macro`.
    case macro
    /// `.systemLibrary`.
    case system
    /// `.binaryTarget`.
    case binary
    /// Anything newer than this tool.
    case other
}

/// A dependency of a target as the manifest declares it.
public struct TargetDependency: Hashable, Sendable {
    /// The target or product name.
    public var name: String
    /// The package of a product dependency from another package; `nil` for targets of this package.
    public var package: String?

    /// Creates a dependency on `name`, optionally a product of another `package`.
    public init(name: String, package: String? = nil) {
        self.name = name
        self.package = package
    }
}

/// One target of the package as the manifest declares it, with its source files once listed.
public struct PackageTarget: Sendable, Equatable {
    /// The target (module) name.
    public var name: String
    /// What kind of target it is.
    public var kind: TargetKind
    /// Its folder, relative to the package root.
    public var path: String
    /// Its declared dependencies, in manifest order.
    public var dependencies: [TargetDependency]
    /// Its Swift source files, relative to the package root, sorted.
    public var sources: [String]
    /// The compiler flags its manifest settings amount to (language mode, features, defines), or
    /// `nil` when it has something that only SwiftPM can build: another language's sources,
    /// resources, plugins, conditional or unsafe settings.
    public var swiftFlags: [String]?
    /// The default isolation its manifest settings give it (`MainActor`), or `nil` for Swift's
    /// nonisolated default.
    public var defaultIsolation: String?
    /// `exclude:`, relative to ``path``.
    public var exclude: [String]
    /// `sources:`, relative to ``path``; `nil` when the target takes every file of its folder.
    public var declaredSources: [String]?
    /// The folder of the package that declares it, relative to the root package: `.` for the
    /// root (see ``PackageGraph/merging(_:nestedIn:)``).
    public var package = "."

    /// Creates a target; with `swiftFlags`, one that the check can compile by itself.
    public init(
        name: String, kind: TargetKind, path: String, dependencies: [TargetDependency], sources: [String],
        swiftFlags: [String]? = nil, defaultIsolation: String? = nil, exclude: [String] = [],
        declaredSources: [String]? = nil
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
        self.sources = sources
        self.swiftFlags = swiftFlags
        self.defaultIsolation = defaultIsolation
        self.exclude = exclude
        self.declaredSources = declaredSources
    }

    /// The module name the compiler uses (`check-architecture` becomes `check_architecture`).
    public var moduleName: String { name.contains("-") ? String(name.map { $0 == "-" ? "_" : $0 }) : name }
}

/// A package dependency (`.package(...)`) from the manifest.
public struct PackageDependency: Sendable, Equatable {
    /// Its identity, e.g. `swift-argument-parser`.
    public var identity: String
    /// Its URL or path, as far as the manifest tells.
    public var location: String
}

/// What the check knows about the package: read with `swift package dump-package`, which (unlike
/// `describe`) still answers when the target graph has a cycle.
public struct PackageModel: Sendable {
    /// The package root (absolute).
    public var root: URL
    /// What the manifest declares, as read: every dependency of every target, products of other
    /// packages too, and the package dependencies (without source files).
    public let declaration: PackageDeclaration
    /// The targets with their Swift source files listed, each with only its dependencies on targets
    /// of this package.
    public let graph: PackageGraph
    /// Where things are declared in `Package.swift`.
    public var manifest: ManifestSourceMap

    /// Every target, in manifest order (see ``graph``).
    public var targets: [PackageTarget] { graph.targets }

    /// The target named `name`.
    public func target(named name: String) -> PackageTarget? { graph.target(named: name) }

    /// Creates the model from what the manifest declares and the package's files, which it lists;
    /// `manifestText`, the text of `Package.swift`, tells where things are declared.
    public init(declaration: PackageDeclaration, root: URL, manifestText: String) {
        self.root = root
        self.declaration = declaration
        self.manifest = ManifestSourceMap(text: manifestText)
        var listed = declaration
        // Thousands of folders to list: on every processor.
        listed.targets = declaration.targets.concurrentMap { declared in
            var target = declared
            var otherLanguages = false
            target.sources = Self.swiftSources(
                root: root, targetPath: declared.path, exclude: declared.exclude, only: declared.declaredSources,
                otherLanguages: &otherLanguages)
            if otherLanguages { target.swiftFlags = nil }
            return target
        }
        self.graph = PackageGraph(declaration: listed)
    }

    /// The `.swift` files of a target, relative to `root`, honouring `exclude:` and `sources:`; sets
    /// `otherLanguages` when it has C-family or assembly sources.
    static func swiftSources(
        root: URL, targetPath: String, exclude: [String], only: [String]?, otherLanguages: inout Bool
    ) -> [String] {
        let excluded = exclude.map { PackageDeclaration.normalized("\(targetPath)/\($0)") }
        let included = only.map { $0.map { PackageDeclaration.normalized("\(targetPath)/\($0)") } }
        var result: [String] = []
        let otherExtensions: Set<String> = ["c", "cc", "cpp", "cxx", "m", "mm", "s", "S", "h", "hpp"]
        for relative in FileTree.files(in: root.appendingPathComponent(targetPath).path, followLinkedFolders: false) {
            let path = "\(targetPath)/\(relative)"
            func within(_ prefix: String) -> Bool { path == prefix || path.hasPrefix(prefix + "/") }
            if excluded.contains(where: within) { continue }
            if let included, !included.contains(where: within) { continue }
            if let dot = relative.lastIndex(of: "."),
                otherExtensions.contains(String(relative[relative.index(after: dot)...]))
            {
                otherLanguages = true
            }
            if relative.hasSuffix(".swift") { result.append(path) }
        }
        return result.sorted()
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
    /// The position of each target by name (the first, should a name repeat), so that looking a
    /// target up costs the same at a thousand targets as at ten.
    package private(set) var indexByName: [String: Int]

    /// The graph that `declaration` describes (dependencies on names that are not among its targets
    /// are dropped).
    public init(declaration: PackageDeclaration) {
        let index = Dictionary(
            declaration.targets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
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
        let holding = targets.filter { !$0.path.isEmpty && (path == $0.path || path.hasPrefix($0.path + "/")) }
        let deepest = holding.map(\.path.count).max()
        return holding.filter { $0.path.count == deepest }.map(\.name)
    }

    /// The target that test target `name` is the unit tests of (`LoggedOutTests` tests `LoggedOut`).
    public func testedTarget(of name: String) -> PackageTarget? {
        guard name.hasSuffix("Tests"), let tested = target(named: String(name.dropLast(5))), tested.kind != .test
        else { return nil }
        return tested
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
        var seen: Set<String> = []
        func visit(_ name: String) {
            guard let target = target(named: name), seen.insert(name).inserted else { return }
            for dependency in target.dependencies { visit(dependency.name) }
            order.append(name)
        }
        for target in targets { visit(target.name) }
        return order
    }
}
