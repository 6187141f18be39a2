public import Foundation

/// What the tools read of `swift package dump-package`: the package's name and dependencies, and per
/// target its name, kind, folder, dependencies, `exclude:`/`sources:` and the settings the check can
/// turn into compiler flags.
///
/// At 2,500 modules the JSON is about 10 MB, and parsing it with `JSONSerialization` took most of a
/// second and hundreds of megabytes on every run. So ``ManifestCache`` keeps this summary beside the
/// JSON as plain lines (``text``), read back in a few milliseconds; the JSON stays for what needs all
/// of it (comparing two manifests' declarations of a target).
public struct PackageDeclaration: Sendable, Equatable {
    /// The package name.
    public var name: String
    /// Its package dependencies.
    public var dependencies: [PackageDependency]
    /// Its targets, in the manifest's order, without their files (``PackageTarget/sources`` is empty).
    public var targets: [PackageTarget]

    /// Reads `dump-package` JSON.
    public init(dumpPackageJSON json: Data) throws(ArchitectureCheckError) {
        try self.init(dumpPackage: try Self.jsonObject(json))
    }

    /// Parses `dump-package` JSON.
    static func jsonObject(_ json: Data) throws(ArchitectureCheckError) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: json)
        } catch {
            throw ArchitectureCheckError("cannot read the output of `swift package dump-package`: \(error)")
        }
    }

    /// Reads the parsed `dump-package` JSON.
    init(dumpPackage object: Any) throws(ArchitectureCheckError) {
        guard let top = object as? [String: Any], let entries = top["targets"] as? [[String: Any]] else {
            throw ArchitectureCheckError("`swift package dump-package` printed JSON without a 'targets' list")
        }
        name = top["name"] as? String ?? ""
        dependencies = (top["dependencies"] as? [[String: Any]] ?? []).map(Self.packageDependency)
        targets = []
        for entry in entries {
            guard let name = entry["name"] as? String else {
                throw ArchitectureCheckError("`swift package dump-package` printed a target without a name")
            }
            let kind = TargetKind(rawValue: entry["type"] as? String ?? "") ?? .other
            targets.append(
                PackageTarget(
                    name: name, kind: kind,
                    path: Self.normalized(entry["path"] as? String ?? Self.defaultPath(for: name, kind: kind)),
                    dependencies: (entry["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.dependency),
                    sources: [], swiftFlags: Self.swiftFlags(of: entry),
                    defaultIsolation: Self.defaultIsolation(of: entry),
                    exclude: entry["exclude"] as? [String] ?? [], declaredSources: entry["sources"] as? [String]))
        }
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
        for key in ["byName", "target", "product"] {
            if let values = entry[key] as? [Any], let name = values.first as? String {
                return TargetDependency(
                    name: name, package: key == "product" ? values.dropFirst().first as? String : nil)
            }
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

    static func defaultIsolation(of entry: [String: Any]) -> String? {
        for setting in entry["settings"] as? [[String: Any]] ?? []
        where setting["condition"] == nil || setting["condition"] is NSNull {
            if let value = (setting["kind"] as? [String: Any])?["defaultIsolation"] as? [String: Any] {
                return value["_0"] as? String
            }
        }
        return nil
    }
}

extension PackageDeclaration {
    private static let header = "package-declaration 1"
    private static let field: Character = "\t"
    private static let item: Character = "\u{1F}"
    private static let productPackage: Character = "\u{1E}"

    /// The summary as lines: a header, the package name, one line per package dependency and one
    /// per target, fields separated by tabs and list items by the unit separator (U+001F); `nil`
    /// when they would not read back as this declaration (a name holding a separator): the cache
    /// then keeps only the JSON.
    public var text: String? {
        func list(_ items: [String]) -> String { items.joined(separator: String(Self.item)) }
        func optional(_ items: [String]?) -> String { items.map { "=" + list($0) } ?? "*" }
        var lines = [Self.header, name]
        lines += dependencies.map { "dependency\t\($0.identity)\t\($0.location)" }
        for target in targets {
            let dependencies = target.dependencies.map { dependency in
                dependency.package.map { "\(dependency.name)\(Self.productPackage)\($0)" } ?? dependency.name
            }
            let fields = [
                "target", target.name, target.kind.rawValue, target.path, list(dependencies), list(target.exclude),
                optional(target.declaredSources), optional(target.swiftFlags),
                optional(target.defaultIsolation.map { [$0] }),
            ]
            lines.append(fields.joined(separator: String(Self.field)))
        }
        let text = lines.joined(separator: "\n") + "\n"
        // Written only when it reads back the same: no separator inside a field, no empty list item.
        guard PackageDeclaration(text: text) == self else { return nil }
        return text
    }

    /// Reads ``text``; `nil` when it is not such a summary. It splits the UTF-8 bytes (every
    /// separator is ASCII), which is much faster than splitting characters.
    public init?(text: String) {
        typealias Bytes = ArraySlice<UInt8>
        let bytes = Array(text.utf8)
        func string(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }
        func list(_ field: Bytes) -> [String] {
            field.isEmpty ? [] : field.split(separator: 0x1F, omittingEmptySubsequences: false).map(string)
        }
        func optional(_ field: Bytes) -> [String]?? {
            field.elementsEqual("*".utf8)
                ? .some(nil) : field.first == UInt8(ascii: "=") ? list(field.dropFirst()) : nil
        }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 3, string(lines[0]) == Self.header, lines.last?.isEmpty == true else { return nil }
        name = string(lines[1])
        dependencies = []
        targets = []
        for line in lines[2..<(lines.count - 1)] {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            if fields.count == 3, string(fields[0]) == "dependency" {
                dependencies.append(PackageDependency(identity: string(fields[1]), location: string(fields[2])))
                continue
            }
            guard fields.count == 9, string(fields[0]) == "target", let kind = TargetKind(rawValue: string(fields[2])),
                case .some(let sources) = optional(fields[6]), case .some(let flags) = optional(fields[7]),
                case .some(let isolation) = optional(fields[8]), (isolation?.count ?? 1) == 1
            else { return nil }
            let dependencies = list(fields[4]).map { text in
                let parts = text.split(separator: Self.productPackage, maxSplits: 1).map(String.init)
                return TargetDependency(name: parts[0], package: parts.count == 2 ? parts[1] : nil)
            }
            targets.append(
                PackageTarget(
                    name: string(fields[1]), kind: kind, path: string(fields[3]), dependencies: dependencies,
                    sources: [], swiftFlags: flags, defaultIsolation: isolation?.first, exclude: list(fields[5]),
                    declaredSources: sources))
        }
    }
}
