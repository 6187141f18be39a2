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
    /// The package name.
    public var name: String
    /// Every target, in manifest order.
    public var targets: [PackageTarget] {
        didSet { indexByName = Self.index(targets.map(\.name)) }
    }
    /// The position of each target by name (the first, should a name repeat), so that looking a
    /// target up costs the same at a thousand targets as at ten.
    private var indexByName: [String: Int] = [:]
    /// The package dependencies.
    public var packageDependencies: [PackageDependency]
    /// Where things are declared in `Package.swift`.
    public var manifest: ManifestSourceMap

    /// The target named `name`.
    public func target(named name: String) -> PackageTarget? {
        indexByName[name].map { targets[$0] }
    }

    static func index(_ names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
        return index
    }

    /// Creates the model from what the manifest declares and the package's files, which it lists;
    /// `manifestText`, the text of `Package.swift`, tells where things are declared.
    public init(declaration: PackageDeclaration, root: URL, manifestText: String) {
        self.root = root
        self.name = declaration.name.isEmpty ? root.lastPathComponent : declaration.name
        self.manifest = ManifestSourceMap(text: manifestText)
        self.packageDependencies = declaration.dependencies
        // Thousands of folders to list: on every processor.
        self.targets = declaration.targets.concurrentMap { declared in
            var target = declared
            var otherLanguages = false
            target.sources = Self.swiftSources(
                root: root, targetPath: declared.path, exclude: declared.exclude, only: declared.declaredSources,
                otherLanguages: &otherLanguages)
            if otherLanguages { target.swiftFlags = nil }
            return target
        }
        self.indexByName = Self.index(self.targets.map(\.name))
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
