import ArchitectureCheckKit
import Foundation

/// `Tools/architecture/modules.txt`, the one description of the RIB tree and of every module's role,
/// read by the architecture check's own reader (``ArchitectureConfiguration``), and the edits that
/// add a RIB to it.
struct ModuleMapFile {
    /// The file as the architecture check reads it.
    let configuration: ArchitectureConfiguration
    /// The file's lines.
    private let lines: [String]

    /// Reads the file's text.
    ///
    /// - Throws: ``Refusal`` naming the line the check cannot read.
    init(text: String) throws(Refusal) {
        lines = text.components(separatedBy: "\n")
        do {
            configuration = try ArchitectureConfiguration.parse(text, path: Repository.moduleMapPath)
        } catch {
            throw Refusal(
                "cannot read \(error.message); fix the module map first (Tools/check-architecture reports the same)")
        }
    }

    /// The RIBs, in file order.
    var ribs: [String] { configuration.ribs }

    /// The role of every non-RIB module the file names, as its key spells it (`core`, `ui`,
    /// `test-support`, `shared`, `app`).
    var roles: [String: String] {
        var roles: [String: String] = [:]
        let keyed = [
            ("core", configuration.core), ("ui", configuration.ui), ("test-support", configuration.testSupport),
            ("shared", configuration.shared), ("app", configuration.apps),
        ]
        for (role, names) in keyed {
            for name in names { roles[name] = role }
        }
        return roles
    }

    /// Whether `name` is a RIB of the tree.
    func isRIB(_ name: String) -> Bool {
        configuration.ribChildren[name] != nil
    }

    /// The plugin points of `host` that have plugins, in file order.
    func points(of host: String) -> [String] {
        var result: [String] = []
        for child in configuration.ribChildren[host] ?? [] {
            if let point = configuration.pluginPoint[child], !result.contains(point) { result.append(point) }
        }
        return result
    }

    /// The file's text with `child` listed as the last child of `parent` (which must be a RIB), as
    /// `child @point` when it is a plugin of the parent's point `point`.
    func addingRIB(_ child: String, under parent: String, point: String? = nil) -> String {
        guard let parentIndex = lineIndex(of: parent) else { return text }
        let children = configuration.ribChildren[parent] ?? []
        let childIndent =
            children.first.flatMap(lineIndex(of:)).map(indent(ofLine:)) ?? indent(ofLine: parentIndex) + indentStep
        let insertionIndex = (subtree(of: parent).compactMap(lineIndex(of:)).max() ?? parentIndex) + 1
        var newLines = lines
        let line = String(repeating: " ", count: childIndent) + child + (point.map { " @\($0)" } ?? "")
        newLines.insert(line, at: insertionIndex)
        return newLines.joined(separator: "\n")
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

    /// The line (0-based) that names `module`.
    private func lineIndex(of module: String) -> Int? {
        configuration.lines[module].map { $0 - 1 }
    }

    /// The indentation in spaces of the line at `index`.
    private func indent(ofLine index: Int) -> Int {
        lines[index].prefix { $0 == " " }.count
    }

    /// The indentation of one level of the tree (4 unless the file uses another).
    private var indentStep: Int {
        for (child, parent) in configuration.ribParent {
            if let childIndex = lineIndex(of: child), let parentIndex = lineIndex(of: parent),
                indent(ofLine: childIndex) > indent(ofLine: parentIndex)
            {
                return indent(ofLine: childIndex) - indent(ofLine: parentIndex)
            }
        }
        return 4
    }

    /// `rib` and every RIB below it.
    private func subtree(of rib: String) -> [String] {
        [rib] + (configuration.ribChildren[rib] ?? []).flatMap(subtree(of:))
    }
}
