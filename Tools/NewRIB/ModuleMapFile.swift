import Foundation

/// `Tools/architecture/modules.txt`, the one description of the RIB tree and of every module's role,
/// read the way `Tools/check-architecture` reads it, and the edits that add a RIB to it.
struct ModuleMapFile {
    /// One RIB of the `rib-tree:` section.
    struct TreeEntry {
        /// The RIB's name.
        var name: String
        /// Its indentation in spaces.
        var indent: Int
        /// Its line, 0-based.
        var lineIndex: Int
        /// Its parent RIB, `nil` for the root.
        var parent: String?
        /// The plugin point of the parent that hosts it (`games` for `TicTacToe @games`), if it is a plugin.
        var point: String?
    }

    /// The file's lines.
    private(set) var lines: [String]
    /// The RIB tree, in file order.
    private(set) var tree: [TreeEntry] = []
    /// The role of every non-RIB module it names: `core`, `ui`, `test-support` or `app`.
    private(set) var roles: [String: String] = [:]
    /// Folders whose non-test targets are developer tools.
    private(set) var toolsDirectories: [String] = []
    /// The suffix of the mocks targets (`Mocks`: `OffGameMocks` holds OffGame's generated mocks).
    private(set) var mocksSuffix: String?
    /// The `max-height` value and its line (0-based).
    private(set) var maxHeight: (value: Int, lineIndex: Int)?

    /// Reads the file's text.
    ///
    /// - Throws: ``Refusal`` naming the line the tool cannot read.
    init(text: String) throws(Refusal) {
        lines = text.components(separatedBy: "\n")
        var inTree = false
        var stack: [TreeEntry] = []
        for (index, rawLine) in lines.enumerated() {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let content = line.trimmingCharacters(in: .whitespaces)
            if content.isEmpty { continue }
            let indent = line.prefix { $0 == " " }.count
            if inTree && indent > 0 {
                while let last = stack.last, last.indent >= indent { stack.removeLast() }
                // `Name` or `Name @point`.
                let words = content.split(separator: " ", omittingEmptySubsequences: true)
                let point = words.dropFirst().first { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
                let entry = TreeEntry(
                    name: String(words[0]), indent: indent, lineIndex: index, parent: stack.last?.name, point: point)
                tree.append(entry)
                stack.append(entry)
                continue
            }
            inTree = false
            guard let colon = content.firstIndex(of: ":") else {
                throw Refusal(
                    "cannot read \(Repository.moduleMapPath):\(index + 1): expected 'key: value'; fix the module map first (Tools/check-architecture reports the same)"
                )
            }
            let key = content[..<colon].trimmingCharacters(in: .whitespaces)
            let values = content[content.index(after: colon)...]
                .split(whereSeparator: { $0 == "," || $0 == " " })
                .map(String.init)
            switch key {
            case "rib-tree":
                inTree = true
                stack = []
            case "tools-under":
                toolsDirectories += values.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            case "mocks-suffix":
                mocksSuffix = values.first
            case "max-height":
                if let value = values.first.flatMap({ Int($0) }) { maxHeight = (value, index) }
            case "apps":
                for value in values { roles[value] = "app" }
            default:
                for value in values { roles[value] = key }
            }
        }
    }

    /// The RIBs, in file order.
    var ribs: [String] { tree.map(\.name) }

    /// The modules with the role `role` (`core`, `ui`, `test-support`, `app`).
    func modules(withRole role: String) -> [String] {
        roles.filter { $0.value == role }.map(\.key).sorted()
    }

    /// The RIB called `name`.
    func entry(_ name: String) -> TreeEntry? {
        tree.first { $0.name == name }
    }

    /// The plugin points of `host` that have plugins, in file order.
    func points(of host: String) -> [String] {
        var result: [String] = []
        for entry in tree where entry.parent == host {
            if let point = entry.point, !result.contains(point) { result.append(point) }
        }
        return result
    }

    /// The file's text with `child` listed as the last child of `parent` (which must be a RIB), as
    /// `child @point` when it is a plugin of the parent's point `point`.
    func addingRIB(_ child: String, under parent: String, point: String? = nil) -> String {
        guard let parentEntry = entry(parent) else { return text }
        let descendants = tree.drop { $0.lineIndex <= parentEntry.lineIndex }.prefix { $0.indent > parentEntry.indent }
        let childIndent = descendants.first?.indent ?? parentEntry.indent + indentStep
        let insertionIndex = (descendants.last?.lineIndex ?? parentEntry.lineIndex) + 1
        var newLines = lines
        let line = String(repeating: " ", count: childIndent) + child + (point.map { " @\($0)" } ?? "")
        newLines.insert(line, at: insertionIndex)
        return newLines.joined(separator: "\n")
    }

    /// The file's text with `max-height` raised to `height`, and the comment above it that spells
    /// out the longest path (`# A -> B -> C is 2.`) brought up to date.
    func raisingMaxHeight(to height: Int, longestPath: [String]) -> String {
        guard let maxHeight else { return text }
        var newLines = lines
        newLines[maxHeight.lineIndex] = newLines[maxHeight.lineIndex].replacingOccurrences(
            of: "max-height: \(maxHeight.value)", with: "max-height: \(height)")
        // The comment right above says which path is the longest.
        var index = maxHeight.lineIndex - 1
        while index >= 0, newLines[index].hasPrefix("#") {
            let line = newLines[index]
            if line.contains(" -> "), line.hasSuffix(" is \(maxHeight.value).") {
                newLines[index] = "# " + longestPath.joined(separator: " -> ") + " is \(height)."
                break
            }
            index -= 1
        }
        return newLines.joined(separator: "\n")
    }

    /// The file's text.
    var text: String { lines.joined(separator: "\n") }

    /// The indentation of one level of the tree (4 unless the file uses another).
    private var indentStep: Int {
        for entry in tree {
            if let parent = entry.parent, let parentEntry = self.entry(parent), entry.indent > parentEntry.indent {
                return entry.indent - parentEntry.indent
            }
        }
        return 4
    }
}
