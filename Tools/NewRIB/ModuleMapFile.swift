import Foundation
import ToolKit

/// What describes the modules: the module table of `Package.swift` (every module's kind, place and
/// owner, read by the architecture check's own reader, ``ModuleTable``) and
/// `Tools/architecture/modules.txt` (the settings about no one module, such as `max-height`), and the
/// edit that raises `max-height`.
struct ModuleMapFile {
    /// The module map as the architecture check sees it: the file's settings and the table's modules.
    let configuration: ArchitectureConfiguration
    /// The module table.
    let table: ModuleTable
    /// The lines of modules.txt.
    private let lines: [String]

    /// Reads modules.txt's text and the manifest's table.
    ///
    /// - Throws: ``Refusal`` naming the line the check cannot read, or for a manifest without a table.
    init(text: String, manifest: String) throws(Refusal) {
        lines = text.components(separatedBy: "\n")
        guard let table = ModuleTable(manifest: manifest) else {
            throw Refusal(
                "Package.swift has no module table (between `\(ModuleTable.beginMarker)` and `\(ModuleTable.endMarker)`), so there is no line to add the RIB to"
            )
        }
        self.table = table
        do {
            var configuration = try ArchitectureConfiguration.parse(text, path: Repository.moduleMapPath)
            configuration.adopt(table, manifestPath: Repository.manifestPath)
            self.configuration = configuration
        } catch {
            throw Refusal(
                "cannot read \(error.message); fix the module map first (Tools/check-architecture reports the same)")
        }
    }

    /// The RIBs, in table order.
    var ribs: [String] { configuration.ribs }

    /// The kind of every module that is no RIB, as the table spells it (`core`, `ui`, `test-support`,
    /// `shared`, `app`, `exe`).
    var roles: [String: String] {
        var roles: [String: String] = [:]
        for entry in table.entries where !entry.isRIB { roles[entry.name] = entry.kind }
        return roles
    }

    /// Whether `name` is a RIB of the tree.
    func isRIB(_ name: String) -> Bool {
        table.entry(named: name)?.isRIB == true
    }

    /// Whether `host` has a plugin point with plugins.
    func hostsPlugins(_ host: String) -> Bool {
        (configuration.ribChildren[host] ?? []).contains { configuration.pluginPoint[$0] != nil }
    }

    /// The file's text with `max-height` raised to `height`, and the comment above it that spells
    /// out the longest path (`# A -> B -> C is 2.`) brought up to date.
    func raisingMaxHeight(to height: Int, longestPath: [String]) -> String {
        guard let maxHeight = configuration.maxHeight else { return text }
        var newLines = lines
        let maxHeightIndex = configuration.maxHeightLine - 1
        newLines[maxHeightIndex] = newLines[maxHeightIndex].replacingOccurrences(
            of: "max-height: \(maxHeight)", with: "max-height: \(height)")
        // The comment right above says which path is the longest.
        var index = maxHeightIndex - 1
        while index >= 0, newLines[index].hasPrefix("#") {
            let line = newLines[index]
            if line.contains(" -> "), line.hasSuffix(" is \(maxHeight).") {
                newLines[index] = "# " + longestPath.joined(separator: " -> ") + " is \(height)."
                break
            }
            index -= 1
        }
        return newLines.joined(separator: "\n")
    }

    /// The file's text.
    var text: String { lines.joined(separator: "\n") }
}
