import Foundation
public import ToolKit

/// The module lines of CODEOWNERS, generated from the module table's owner column: each module's
/// folder (its API file included), its mocks, example and tests folders. They sit between two
/// marker comments at the end of the file (the last matching line wins, so module lines come after
/// the general ones written by hand); `Tools/check-architecture --graph` rewrites them and the
/// `ownership` rule reports them stale.
public enum ModuleOwners {
    /// The comment before the generated lines.
    public static let beginMarker =
        "# BEGIN MODULE OWNERS: generated from the module table of Package.swift by Tools/check-architecture --graph; do not edit"
    /// The comment after them.
    public static let endMarker = "# END MODULE OWNERS"

    /// The generated section, markers included, ending in a line break.
    public static func section(of table: ModuleTable) -> String {
        let rows = table.entries.flatMap { entry in
            entry.targets.map { (pattern: "/\($0.folder)/", owners: entry.owners.joined(separator: " ")) }
        }
        let width = (rows.map(\.pattern.count).max() ?? 0) + 1
        let lines = rows.map { $0.pattern + String(repeating: " ", count: width - $0.pattern.count) + $0.owners }
        return ([beginMarker] + lines + [endMarker]).joined(separator: "\n") + "\n"
    }

    /// The generated section of a CODEOWNERS text, markers included, or `nil` without markers.
    public static func currentSection(in text: String) -> Substring? {
        guard let begin = text.range(of: beginMarker + "\n"),
            let end = text.range(of: endMarker + "\n", range: begin.upperBound..<text.endIndex)
                ?? text.range(of: endMarker, range: begin.upperBound..<text.endIndex)
        else { return nil }
        return text[begin.lowerBound..<end.upperBound]
    }

    /// `text` with its generated section replaced by `section`, or `section` added at the end.
    public static func replacingSection(in text: String, with section: String) -> String {
        if let current = currentSection(in: text) {
            return text.replacingCharacters(in: current.startIndex..<current.endIndex, with: section)
        }
        let separator = text.isEmpty || text.hasSuffix("\n\n") ? "" : text.hasSuffix("\n") ? "\n" : "\n\n"
        return text + separator + section
    }
}
