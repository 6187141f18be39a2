import Foundation

/// Which changed files affect every module, which affect none, and which belong to a target
/// although no target's folder holds them. `Tools/affected` applies them in this order:
///
/// 1. a path matching an `always` pattern affects every target;
/// 2. a path inside a target's folder affects that target (the deepest folder wins), and a path
///    matching an `owner` rule affects the targets it names;
/// 3. a path matching a `never` pattern affects nothing;
/// 4. any other path is owned by no target: it is reported and affects every target.
///
/// A `package` line names packages nested in the root package (folders relative to the root, each
/// with its own `Package.swift`): their targets are analysed with the root's, their folders prefixed
/// with the package's, so a file in one of their folders belongs to that target like any other.
///
/// They are read from `Tools/architecture/affected.txt` when it exists (replacing the defaults):
///
/// ```
/// always: Package.swift Tools/architecture/** .ci/**
/// never: docs/** *.md
/// owner: Tools/new-rib Tools/Sources/Scaffolding/** -> new-ribTests
/// package: Tools
/// ```
///
/// Patterns are relative to the package root: `*` and `?` match within one path component, `**`
/// matches any number of components, and a pattern without `/` matches a file name in any folder.
public struct PathRules: Sendable, Equatable {
    /// One `owner:` rule: files matching the patterns belong to the targets.
    public struct OwnerRule: Sendable, Equatable {
        /// The patterns.
        public var patterns: [String]
        /// The targets.
        public var targets: [String]
    }

    /// Patterns of paths that affect every target.
    public var always: [String]
    /// Patterns of paths that affect no target (unless a target's folder holds them).
    public var never: [String]
    /// Files outside the targets' folders that belong to targets.
    public var owners: [OwnerRule] = []
    /// The folders (relative to the root, without `./` or a trailing `/`) of the packages nested in
    /// the root package whose targets are analysed with the root's, in the order given.
    public var packages: [String] = []

    /// The rules when no file says otherwise: the manifest, the architecture description and CI
    /// affect everything; documentation outside the targets' folders affects nothing.
    public static let defaults = PathRules(
        always: ["Package.swift", "Tools/architecture/**", ".ci/**"], never: ["docs/**", "*.md"])

    /// Where the rules are read from, relative to the package root.
    public static let defaultPath = "Tools/architecture/affected.txt"

    /// Reads rules from the text of their file.
    ///
    /// - Throws: ``ArchitectureCheckError`` naming the line of the first malformed entry.
    public static func parse(_ text: String, path: String) throws(ArchitectureCheckError) -> PathRules {
        var rules = PathRules(always: [], never: [])
        for (number, line) in text.settingsLines {
            func fail(_ message: String) -> ArchitectureCheckError {
                ArchitectureCheckError("\(path):\(number): error: \(message)")
            }
            let content = line.trimmingWhitespace()
            guard let colon = content.firstIndex(of: ":") else {
                throw fail("expected 'always:', 'never:', 'owner:' or 'package:', found '\(content)'")
            }
            let key = content[..<colon].trimmingWhitespace()
            let value = String(content[content.index(after: colon)...])
            let words = value.split(separator: " ").map(String.init)
            switch key {
            case "always": rules.always += words
            case "never": rules.never += words
            case "owner":
                let sides = value.components(separatedBy: "->").map { $0.split(separator: " ").map(String.init) }
                guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
                    throw fail("an owner rule reads 'owner: PATTERN... -> TARGET...'")
                }
                rules.owners.append(OwnerRule(patterns: sides[0], targets: sides[1]))
            case "package":
                guard !words.isEmpty else {
                    throw fail("a package line reads 'package: FOLDER...' (folders relative to the root)")
                }
                for word in words {
                    guard let folder = packageFolder(word) else {
                        throw fail(
                            "'\(word)' is no folder inside the root package (a package line names folders relative to the root, without `..`, `*` or `?`; the root itself is always analysed)"
                        )
                    }
                    if !rules.packages.contains(folder) { rules.packages.append(folder) }
                }
            default: throw fail("unknown key '\(key)' (keys: always, never, owner, package)")
            }
        }
        return rules
    }

    /// `folder` as a package line keeps it (without `./` and a trailing `/`), or `nil` when it is
    /// not a folder strictly inside the root: absolute, empty, the root itself, with `..` or a glob.
    public static func packageFolder(_ folder: String) -> String? {
        let parts = folder.split(separator: "/").filter { $0 != "." }
        guard !folder.hasPrefix("/"), !parts.isEmpty, !parts.contains(".."),
            !folder.contains(where: { "*?[]".contains($0) })
        else { return nil }
        return parts.joined(separator: "/")
    }

    /// The nested package (a folder of ``packages``) whose folder holds `path`, the deepest first.
    public func package(holding path: String) -> String? {
        packages.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }

    /// The targets that `owner` rules give `path`.
    public func extraOwners(of path: String) -> [String] {
        owners.filter { rule in rule.patterns.contains { Self.matches($0, path) } }.flatMap(\.targets)
    }

    /// Whether `path` (relative, `/`-separated) matches the glob `pattern`.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        var patternParts = pattern.split(separator: "/").map(String.init)
        if !pattern.contains("/") { patternParts.insert("**", at: 0) }
        if pattern.hasSuffix("/") { patternParts.append("**") }
        let pathParts = path.split(separator: "/").map(String.init)
        return Glob.matchParts(patternParts[...], pathParts[...])
    }
}
