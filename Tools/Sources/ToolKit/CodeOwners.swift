public import Foundation

/// A GitHub `CODEOWNERS` file: who reviews which paths.
///
/// GitHub reads the first of `.github/CODEOWNERS`, `CODEOWNERS` and `docs/CODEOWNERS`. Each line is
/// a pattern and its owners (`@user`, `@org/team` or an e-mail address); `#` starts a comment; for a
/// path, the **last** line whose pattern matches wins, and a matching line without owners leaves the
/// path unowned. Patterns follow `.gitignore` with GitHub's exceptions:
///
/// - a pattern that starts with `/`, or has a `/` in the middle, is relative to the repository root;
///   any other matches at any depth (`*.md`, `logs/`);
/// - a pattern that matches a folder owns everything inside it (`/Modules/OffGame/`,
///   `/Modules/OffGame`), and one ending in `/` matches folders only;
/// - `*` and `?` stay within one path component and `**` spans any number, except that a last
///   component of exactly `*` matches the files directly in that folder and not deeper
///   (`docs/*` owns `docs/a.md`, not `docs/guides/b.md`);
/// - `!` (negation) and `[...]` (character ranges) are not supported: GitHub skips such lines.
public struct CodeOwners: Sendable {
    /// One line with a pattern.
    public struct Rule: Sendable, Equatable {
        /// The pattern as written.
        public var pattern: String
        /// The owners, possibly none.
        public var owners: [String]
        /// The 1-based line in the file.
        public var line: Int
        /// Why GitHub skips this line, when it does.
        public var unsupported: String?
        /// The pattern, read once.
        var compiled: Pattern?
    }

    /// A pattern split into components, as matching needs it.
    struct Pattern: Sendable, Equatable {
        /// The components, `**` first for a pattern that matches at any depth.
        var parts: [String]
        /// A pattern ending in `/`: folders only.
        var foldersOnly: Bool
        /// The leading components without wildcards, joined (empty for a pattern that matches at any
        /// depth): a path can match only if it starts with them, which lets a file skip most lines.
        var literalPrefix: String

        init?(_ pattern: String) {
            let components = pattern.split(separator: "/").map(String.init)
            guard !components.isEmpty else { return nil }
            foldersOnly = pattern.hasSuffix("/")
            // Relative to the root with a `/` first or between two components.
            parts = pattern.hasPrefix("/") || components.count > 1 ? components : ["**"] + components
            literalPrefix = parts.prefix { !$0.contains("*") && !$0.contains("?") }.joined(separator: "/")
        }

        /// Whether the file whose path components are `path` matches: the file itself, or a folder
        /// that holds it (but a last component of exactly `*` matches files directly in its folder).
        func matches(_ path: [String]) -> Bool {
            if !foldersOnly && Glob.matchParts(parts[...], path[...]) { return true }
            if parts.last == "*" && !foldersOnly { return false }
            return path.indices.dropFirst().contains { Glob.matchParts(parts[...], path.prefix($0)) }
        }
    }

    /// Where GitHub looks for the file, in its order.
    public static let candidatePaths = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"]

    /// The file's path relative to the package root.
    public var path: String
    /// The lines with a pattern, in file order.
    public var rules: [Rule]
    /// The positions in `rules` of the lines with a pattern, by its literal prefix (empty for the lines
    /// that any path may match).
    private var byPrefix: [String: [Int]] = [:]

    /// Reads the text of a CODEOWNERS file at `path` (relative to the package root, for messages).
    public init(text: String, path: String) {
        self.path = path
        var rules: [Rule] = []
        for (index, var line) in text.lines.enumerated() {
            // `#` starts a comment unless escaped (`\#` in a pattern).
            if line.utf8.contains(UInt8(ascii: "#")),
                let hash = line.indices.first(where: {
                    line[$0] == "#" && ($0 == line.startIndex || line[line.index(before: $0)] != "\\")
                })
            {
                line = line[..<hash]
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            let pattern = first.replacingOccurrences(of: "\\#", with: "#")
            var unsupported: String?
            if pattern.hasPrefix("!") {
                unsupported = "GitHub does not support negated patterns ('!') in CODEOWNERS"
            } else if pattern.contains("[") || pattern.contains("]") {
                unsupported = "GitHub does not support character ranges ('[...]') in CODEOWNERS"
            }
            let compiled = unsupported == nil ? Pattern(pattern) : nil
            if let compiled { byPrefix[compiled.literalPrefix, default: []].append(rules.count) }
            rules.append(
                Rule(
                    pattern: pattern, owners: Array(words.dropFirst()), line: index + 1, unsupported: unsupported,
                    compiled: compiled))
        }
        self.rules = rules
    }

    /// The positions of the lines that `path` may match, last line first.
    private func candidates(for path: [String]) -> [Int] {
        var result = byPrefix[""] ?? []
        var prefix = ""
        for component in path {
            prefix = prefix.isEmpty ? component : prefix + "/" + component
            result += byPrefix[prefix] ?? []
        }
        return result.sorted(by: >)
    }

    /// The indices of the rules that match at least one of `files`. A rule whose pattern starts
    /// with a literal folder only needs the files in it: in the sorted list they are one run, found
    /// by bisection, so this costs a search per rule rather than every rule for every file.
    public func matchedRules(in files: [String]) -> Set<Int> {
        let files = files.sorted()
        var matched: Set<Int> = []
        for (index, rule) in rules.enumerated() {
            guard let compiled = rule.compiled else { continue }
            let prefix = compiled.literalPrefix
            let candidates = prefix.isEmpty ? files[...] : Self.files(under: prefix, in: files)
            let matches = { (file: String) in compiled.matches(file.split(separator: "/").map(String.init)) }
            if candidates.contains(where: matches)
                || (!prefix.isEmpty && files[Self.firstIndex(notBefore: prefix, in: files)...].first == prefix
                    && matches(prefix))
            {
                matched.insert(index)
            }
        }
        return matched
    }

    /// The files of sorted `files` inside `folder`: one run of the list, found by bisection.
    public static func files(under folder: String, in files: [String]) -> ArraySlice<String> {
        let prefix = folder + "/"
        return files[firstIndex(notBefore: prefix, in: files)...].prefix { $0.hasPrefix(prefix) }
    }

    private static func firstIndex(notBefore text: String, in files: [String]) -> Int {
        var low = 0
        var high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle] < text { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Reads the file GitHub would use in the package at `root`, or returns `nil` when there is none.
    public static func load(root: URL) -> CodeOwners? {
        for path in candidatePaths {
            if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
                return CodeOwners(text: text, path: path)
            }
        }
        return nil
    }

    /// The line that decides who owns `path` (relative, `/`-separated): the last matching one.
    public func rule(for path: String) -> Rule? {
        let components = path.split(separator: "/").map(String.init)
        return candidates(for: components).first { rules[$0].compiled?.matches(components) == true }.map { rules[$0] }
    }

    /// The owners of `path`: those of the last matching line (none when no line or an owner-less
    /// line matches).
    public func owners(of path: String) -> [String] {
        rule(for: path)?.owners ?? []
    }

    /// The owners of the files `files` (package-relative paths) under `folder`, in order of first
    /// appearance: who owns a module is who owns the files in its folder.
    public func owners(ofFolder folder: String, files: [String]) -> [String] {
        var result: [String] = []
        for file in files where file.hasPrefix(folder + "/") {
            for owner in owners(of: file) where !result.contains(owner) { result.append(owner) }
        }
        return result
    }

    /// The files of the package at `root`, relative to it and sorted, without build folders
    /// (`.build*`), `.git` and `.swiftpm`: what CODEOWNERS patterns are matched against.
    public static func packageFiles(root: URL) -> [String] {
        FileTree.files(in: root.path, followLinkedFolders: true) { name in
            name.hasPrefix(".build") || name == ".git" || name == ".swiftpm"
        }.sorted()
    }
}
