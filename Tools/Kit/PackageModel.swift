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

/// One target of the package, with its declared dependencies and source files.
public struct PackageTarget: Sendable {
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

    /// Creates a target.
    public init(name: String, kind: TargetKind, path: String, dependencies: [TargetDependency], sources: [String]) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
        self.sources = sources
    }

    /// Creates a target that the check can compile by itself with `swiftFlags`.
    public init(
        name: String, kind: TargetKind, path: String, dependencies: [TargetDependency], sources: [String],
        swiftFlags: [String]?, defaultIsolation: String? = nil
    ) {
        self.init(name: name, kind: kind, path: path, dependencies: dependencies, sources: sources)
        self.swiftFlags = swiftFlags
        self.defaultIsolation = defaultIsolation
    }

    /// The module name the compiler uses (`check-architecture` becomes `check_architecture`).
    public var moduleName: String { name.contains("-") ? String(name.map { $0 == "-" ? "_" : $0 }) : name }
}

/// A package dependency (`.package(...)`) from the manifest.
public struct PackageDependency: Sendable {
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
        didSet { indexByName = Self.index(targets) }
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

    static func index(_ targets: [PackageTarget]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, target) in targets.enumerated() where index[target.name] == nil { index[target.name] = position }
        return index
    }

    /// Creates the model from `dump-package` JSON and the package's files.
    ///
    /// - Parameters:
    ///   - json: the output of `swift package dump-package`.
    ///   - root: the package root.
    ///   - manifestText: the text of `Package.swift`, to find declaration lines.
    public init(dumpPackageJSON json: Data, root: URL, manifestText: String) throws(ArchitectureCheckError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw ArchitectureCheckError("cannot read the output of `swift package dump-package`: \(error)")
        }
        guard let top = object as? [String: Any], let targets = top["targets"] as? [[String: Any]] else {
            throw ArchitectureCheckError("`swift package dump-package` printed JSON without a 'targets' list")
        }
        self.root = root
        self.name = top["name"] as? String ?? root.lastPathComponent
        self.manifest = ManifestSourceMap(text: manifestText)
        self.packageDependencies = (top["dependencies"] as? [[String: Any]] ?? []).map(Self.packageDependency)
        self.targets = []
        for entry in targets {
            guard let name = entry["name"] as? String else {
                throw ArchitectureCheckError("`swift package dump-package` printed a target without a name")
            }
            let kind = TargetKind(rawValue: entry["type"] as? String ?? "") ?? .other
            let path = Self.normalized(entry["path"] as? String ?? Self.defaultPath(for: name, kind: kind))
            let dependencies = (entry["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.dependency)
            var otherLanguages = false
            let sources = Self.swiftSources(
                root: root, targetPath: path,
                exclude: entry["exclude"] as? [String] ?? [],
                only: entry["sources"] as? [String],
                otherLanguages: &otherLanguages)
            let flags = otherLanguages ? nil : Self.swiftFlags(of: entry)
            let isolation = Self.defaultIsolation(of: entry)
            self.targets.append(
                PackageTarget(
                    name: name, kind: kind, path: path, dependencies: dependencies, sources: sources, swiftFlags: flags,
                    defaultIsolation: isolation)
            )
        }
        self.indexByName = Self.index(self.targets)
    }

    static func defaultPath(for name: String, kind: TargetKind) -> String {
        switch kind {
        case .test: "Tests/\(name)"
        case .plugin: "Plugins/\(name)"
        default: "Sources/\(name)"
        }
    }

    static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func dependency(_ entry: [String: Any]) -> TargetDependency? {
        if let values = entry["byName"] as? [Any], let name = values.first as? String {
            return TargetDependency(name: name)
        }
        if let values = entry["target"] as? [Any], let name = values.first as? String {
            return TargetDependency(name: name)
        }
        if let values = entry["product"] as? [Any], let name = values.first as? String {
            return TargetDependency(name: name, package: values.dropFirst().first as? String)
        }
        return nil
    }

    static func packageDependency(_ entry: [String: Any]) -> PackageDependency {
        let details = entry.values.compactMap { ($0 as? [Any])?.first as? [String: Any] }.first ?? [:]
        let identity = details["identity"] as? String ?? "unknown"
        var location = details["path"] as? String ?? ""
        if let remote = (details["location"] as? [String: Any])?["remote"] as? [[String: Any]],
            let url = remote.first?["urlString"] as? String
        {
            location = url
        } else if let local = (details["location"] as? [String: Any])?["local"] as? [String] {
            location = local.first ?? location
        } else if let identifier = details["identifier"] as? String {
            location = identifier
        }
        return PackageDependency(identity: identity, location: location)
    }

    /// The compiler flags of a target's manifest settings, or `nil` when it uses anything beyond
    /// the language mode, default isolation, upcoming and experimental features and plain defines, or has resources
    /// or plugins.
    static func swiftFlags(of entry: [String: Any]) -> [String]? {
        if let resources = entry["resources"] as? [Any], !resources.isEmpty { return nil }
        if let plugins = entry["pluginUsages"] as? [Any], !plugins.isEmpty { return nil }
        var flags: [String] = []
        for setting in entry["settings"] as? [[String: Any]] ?? [] {
            guard setting["condition"] == nil || setting["condition"] is NSNull,
                let kind = setting["kind"] as? [String: Any], kind.count == 1, let (name, value) = kind.first
            else { return nil }
            let argument = (value as? [String: Any])?["_0"] as? String
            switch (name, setting["tool"] as? String, argument) {
            case ("swiftLanguageMode", "swift", let mode?): flags += ["-swift-version", mode]
            case ("defaultIsolation", "swift", let isolation?): flags += ["-default-isolation", isolation]
            case ("enableUpcomingFeature", "swift", let feature?): flags += ["-enable-upcoming-feature", feature]
            case ("enableExperimentalFeature", "swift", let feature?):
                flags += ["-enable-experimental-feature", feature]
            case ("define", "swift", let name?): flags.append("-D\(name)")
            default: return nil
            }
        }
        return flags
    }

    /// The default isolation a target's unconditional manifest settings give it (`MainActor`), if any.
    static func defaultIsolation(of entry: [String: Any]) -> String? {
        for setting in entry["settings"] as? [[String: Any]] ?? []
        where setting["condition"] == nil || setting["condition"] is NSNull {
            if let value = (setting["kind"] as? [String: Any])?["defaultIsolation"] as? [String: Any] {
                return value["_0"] as? String
            }
        }
        return nil
    }

    /// The `.swift` files of a target, relative to `root`, honouring `exclude:` and `sources:`.
    static func swiftSources(root: URL, targetPath: String, exclude: [String], only: [String]?) -> [String] {
        var otherLanguages = false
        return swiftSources(
            root: root, targetPath: targetPath, exclude: exclude, only: only, otherLanguages: &otherLanguages)
    }

    /// The `.swift` files of a target; sets `otherLanguages` when it has C-family or assembly sources.
    static func swiftSources(
        root: URL, targetPath: String, exclude: [String], only: [String]?, otherLanguages: inout Bool
    ) -> [String] {
        let excluded = exclude.map { normalized("\(targetPath)/\($0)") }
        let included = only.map { $0.map { normalized("\(targetPath)/\($0)") } }
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
