import ArchitectureCheckKit
import Foundation

/// The new module's lines in the repository's CODEOWNERS: its folder, its tests and its allowlist,
/// owned by the teams given with `--owner`, or else by its parent's owners (a plugin's: its host's).
/// They go right after the parent's last line, so that the file stays grouped by team; GitHub's
/// last-match-wins rule makes their place otherwise irrelevant, since they name the new folders
/// exactly. (`CodeOwners` is ArchitectureCheckKit's reader, which this tool links.)
struct OwnershipLines {
    /// The CODEOWNERS file, relative to the package root.
    var path: String
    /// Its text before.
    var old: String
    /// Its new text.
    var text: String
    /// The owners written.
    var owners: [String]

    /// Whether `owner` is written the way GitHub accepts it: `@user`, `@org/team` or an e-mail address.
    static func isValidOwner(_ owner: String) -> Bool {
        let nameCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        if owner.hasPrefix("@") {
            let parts = owner.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            return (1...2).contains(parts.count)
                && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(nameCharacters.contains) }
        }
        let parts = owner.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !owner.contains(where: \.isWhitespace)
    }

    /// Works out the lines for `rib` under `parent`, whose folder is `parentFolder`.
    ///
    /// - Returns: `nil` when the repository has no CODEOWNERS file and no owner was asked for.
    /// - Throws: ``Refusal`` when owners were asked for without a CODEOWNERS file, or when none was
    ///   asked for and the parent has none to inherit.
    static func plan(
        rib: RIBName, parent: String, parentFolder: String, requested: [String], allowlistPath: String,
        repository: Repository
    ) throws(Refusal) -> OwnershipLines? {
        guard let path = CodeOwners.candidatePaths.first(where: repository.exists) else {
            guard requested.isEmpty else {
                let places = CodeOwners.candidatePaths.joined(separator: ", ")
                throw Refusal(
                    "--owner needs a CODEOWNERS file to write to (\(places)); create .github/CODEOWNERS first")
            }
            return nil
        }
        let text = try repository.read(path)
        let codeOwners = CodeOwners(text: text, path: path)
        let parentFiles = repository.swiftFiles(under: parentFolder)
        let owners = requested.isEmpty ? codeOwners.owners(ofFolder: parentFolder, files: parentFiles) : requested
        guard !owners.isEmpty else {
            throw Refusal(
                "\(parent) has no owner in \(path) for \(rib.name) to inherit; pass --owner @org/team (the team that will review \(rib.name))"
            )
        }
        let patterns = ["/\(rib.modulePath)/", "/\(rib.mocksPath)/", "/\(rib.testPath)/", "/\(allowlistPath)"]
            .filter { rib.hasMocksTarget || $0 != "/\(rib.mocksPath)/" }
        // The parent's lines: its folder, its tests' folder, its allowlist.
        let parentRules = codeOwners.rules.filter { rule in
            [parentFolder + "/", "Tests/\(parent)Tests/", "public-api/\(parent).txt"].contains {
                (rule.pattern + "/").contains($0)
            }
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The owners start in the column of the parent's last line, where a pattern is short enough.
        let column =
            parentRules.last.map { rule in
                let line = lines[rule.line - 1]
                let start = line.range(of: " " + (rule.owners.first ?? ""))?.lowerBound ?? line.endIndex
                return line.distance(from: line.startIndex, to: start) + 1
            } ?? 0
        let joined = owners.joined(separator: " ")
        let newLines = patterns.map { pattern in
            (pattern.count < column ? pattern.padding(toLength: column, withPad: " ", startingAt: 0) : pattern + " ")
                + joined
        }
        if let last = parentRules.last {
            lines.insert(contentsOf: newLines, at: last.line)
        } else {
            if lines.last == "" { lines.removeLast() }
            lines += ["", "# \(rib.name), added by Tools/new-rib under \(parent)."] + newLines + [""]
        }
        return OwnershipLines(path: path, old: text, text: lines.joined(separator: "\n"), owners: owners)
    }
}
