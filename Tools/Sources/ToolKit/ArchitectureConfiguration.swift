/// The module map: which targets are the core, the UI toolkit, shared modules, test support and
/// apps, the RIB tree (who is whose child, which children are plugins of a plugin point), and the
/// settings that are about no one module (the maximum graph height, the tools' folders).
///
/// In a package with a module table (``ModuleTable``), every module's role and place come from its
/// table line (``adopt(_:manifestPath:)``) and the settings from a small text file (by default
/// `Tools/architecture/modules.txt`):
///
/// ```
/// tools-under: Tools
/// mocks-suffix: Mocks
/// max-height: 7
/// ```
///
/// A package whose manifest declares its targets in Swift describes its modules in that file instead:
///
/// ```
/// core: RIBs
/// ui: TerminalUI
/// test-support: RIBsTestSupport
/// shared: Scores
/// app: TicTacToeApp
/// tools-under: Tools
/// mocks-suffix: Mocks
/// max-height: 5
///
/// rib-tree:
///     Root
///         LoggedOut
///         LoggedIn
///             OffGame
///             TicTacToe @games
/// ```
///
/// `#` starts a comment. A key may repeat or list several names separated by commas or spaces.
/// In `rib-tree`, a RIB indented under another is its child; `@point` after a name makes the RIB a
/// plugin of its parent's plugin point `point` (the parent hosts it but never depends on it).
public struct ArchitectureConfiguration: Sendable {
    /// The configuration file's path, as used in findings (relative to the package root).
    public var path: String
    /// Core modules (the RIBs framework): they may depend only on other core modules.
    public var core: [String] = []
    /// UI toolkit modules: they may depend on core and UI modules.
    public var ui: [String] = []
    /// Test-support modules (mocks): only tests and other test support may depend on them.
    public var testSupport: [String] = []
    /// Modules that keep Swift's nonisolated default on purpose (values and pure functions that
    /// other isolation domains use), exempt from rule `main-actor-default`.
    public var nonisolated: [String] = []
    /// Shared non-RIB modules (models, services): RIBs may depend on them; they depend on no RIB.
    public var shared: [String] = []
    /// Apps (composition roots): the only modules that may depend on a root RIB.
    public var apps: [String] = []
    /// Folders (relative to the package root) whose non-test targets are developer tools,
    /// outside the RIB rules but still held to the import rules.
    public var toolsDirectories: [String] = []
    /// The suffix that names a module's mocks target (`Mocks`: `OffGameMocks` holds OffGame's
    /// generated mocks): such a target may depend only on its module, that module's dependencies
    /// (and their mocks) and test support, and only tests and other mocks may depend on it.
    public var mocksSuffix: String?
    /// The maximum number of edges on the longest dependency path between modules (tests and tools aside).
    public var maxHeight: Int?
    /// Every RIB, in the order of the tree description.
    public var ribs: [String] = []
    /// The parent of each non-root RIB.
    public var ribParent: [String: String] = [:]
    /// The children of each RIB, in the order of the tree description.
    public var ribChildren: [String: [String]] = [:]
    /// The plugin point of each RIB that is a plugin of its parent (`TicTacToe @games` gives
    /// `TicTacToe: games`).
    public var pluginPoint: [String: String] = [:]
    /// The line of the configuration file that names each module.
    public var lines: [String: Int] = [:]
    /// The line of the `max-height` key.
    public var maxHeightLine = 1
    /// The manifest, for modules described by its module table.
    public var manifestPath = "Package.swift"
    /// The line of the module table that describes each module.
    public var tableLines: [String: Int] = [:]
    /// Modules described both in this file and in the module table, with this file's line.
    public var describedTwice: [String: Int] = [:]

    /// The RIBs at the top of the tree (normally just `Root`).
    public var rootRIBs: [String] { ribs.filter { ribParent[$0] == nil } }

    /// `Host.point` for a plugin RIB (`LoggedIn.games`), `nil` for any other module.
    public func hostedPoint(of plugin: String) -> String? {
        guard let point = pluginPoint[plugin], let host = ribParent[plugin] else { return nil }
        return "\(host).\(point)"
    }

    /// Creates an empty configuration; use ``parse(_:path:)`` to read one.
    public init(path: String) {
        self.path = path
    }

    /// The location of the line that names `module` (its table line, if it has one), or of the first
    /// line of this file.
    public func location(of module: String) -> SourceLocation {
        if let line = tableLines[module] { return SourceLocation(path: manifestPath, line: line) }
        return SourceLocation(path: path, line: lines[module] ?? 1)
    }

    /// Where modules are described: the module table when the package has one, else this file.
    public var modulesSource: String { tableLines.isEmpty ? path : "the module table of \(manifestPath)" }

    /// Takes every module's role and place in the RIB tree from the module table. A module that this
    /// file describes too is noted in ``describedTwice``; the table's line wins.
    public mutating func adopt(_ table: ModuleTable, manifestPath: String) {
        self.manifestPath = manifestPath
        for entry in table.entries {
            if let line = lines[entry.name] { describedTwice[entry.name] = line }
            for list in Self.roleLists.values { self[keyPath: list].removeAll { $0 == entry.name } }
            tableLines[entry.name] = entry.line
            if entry.extras.contains("nonisolated"), !nonisolated.contains(entry.name) {
                nonisolated.append(entry.name)
            }
            if let list = Self.roleLists[entry.kind == "exe" ? "app" : entry.kind] {
                self[keyPath: list].append(entry.name)
            }
        }
        // The tree, parents before children whatever the table's order.
        let ribEntries = table.entries.filter(\.isRIB)
        let names = Set(ribEntries.map(\.name))
        ribs.removeAll { names.contains($0) }
        for parent in Array(ribChildren.keys) { ribChildren[parent]?.removeAll { names.contains($0) } }
        for entry in ribEntries {
            ribs.append(entry.name)
            ribChildren[entry.name] = ribChildren[entry.name] ?? []
            ribParent[entry.name] = entry.parent
            pluginPoint[entry.name] = entry.pluginPoint
            if let parent = entry.parent { ribChildren[parent, default: []].append(entry.name) }
        }
    }

    /// Reads a configuration from the text of its file.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - path: the file's path relative to the package root, for messages.
    /// - Throws: ``ArchitectureCheckError`` naming the line of the first malformed entry.
    public static func parse(_ text: String, path: String) throws(ArchitectureCheckError) -> ArchitectureConfiguration {
        var configuration = ArchitectureConfiguration(path: path)
        var inTree = false
        var treeStack: [(indent: Int, name: String)] = []

        func fail(_ line: Int, _ message: String) -> ArchitectureCheckError {
            ArchitectureCheckError("\(path):\(line): error: \(message)")
        }
        func declare(_ name: String, line: Int) throws(ArchitectureCheckError) {
            guard isIdentifier(name) else {
                throw fail(line, "'\(name)' is not a valid target name")
            }
            if let earlier = configuration.lines[name] {
                throw fail(line, "'\(name)' is already described on line \(earlier); each module has one role")
            }
            configuration.lines[name] = line
        }

        for (index, rawLine) in text.lines.enumerated() {
            let lineNumber = index + 1
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            if line.allSatisfy(\.isWhitespace) { continue }
            if line.contains("\t") {
                throw fail(lineNumber, "use spaces, not tabs, in the architecture description")
            }
            let indent = line.prefix { $0 == " " }.count
            let content = line.trimmingWhitespace()

            if inTree && indent > 0 {
                let words = content.split(separator: " ").map(String.init)
                guard !content.contains(":"), words.count <= 2, words.count == 1 || words[1].hasPrefix("@") else {
                    throw fail(
                        lineNumber,
                        "a rib-tree line holds one RIB name, optionally followed by @point, found '\(content)'")
                }
                let name = words[0]
                while let last = treeStack.last, last.indent >= indent { treeStack.removeLast() }
                try declare(name, line: lineNumber)
                configuration.ribs.append(name)
                configuration.ribChildren[name] = configuration.ribChildren[name] ?? []
                if let parent = treeStack.last {
                    configuration.ribParent[name] = parent.name
                    configuration.ribChildren[parent.name, default: []].append(name)
                }
                if words.count == 2 {
                    let point = String(words[1].dropFirst())
                    guard isIdentifier(point) else {
                        throw fail(lineNumber, "'\(words[1])' is not a plugin point name (@ followed by a name)")
                    }
                    guard treeStack.last != nil else {
                        throw fail(
                            lineNumber,
                            "'\(name)' is at the top of the tree, so there is no host for its point '\(point)'")
                    }
                    configuration.pluginPoint[name] = point
                }
                treeStack.append((indent, name))
                continue
            }
            inTree = false
            guard indent == 0, let colon = content.firstIndex(of: ":") else {
                throw fail(lineNumber, "expected 'key: value' (keys: \(knownKeys.joined(separator: ", ")))")
            }
            let key = content[..<colon].trimmingWhitespace()
            let values = content[content.index(after: colon)...]
                .split(whereSeparator: { $0 == "," || $0 == " " })
                .map(String.init)
            if let list = roleLists[key == "apps" ? "app" : key] {
                for value in values { try declare(value, line: lineNumber) }
                configuration[keyPath: list] += values
                continue
            }
            switch key {
            case "nonisolated":
                configuration.nonisolated += values
            case "tools-under":
                configuration.toolsDirectories += values.map { value in
                    value.hasSuffix("/") ? String(value.dropLast()) : value
                }
            case "mocks-suffix":
                guard values.count == 1, isIdentifier(values[0]) else {
                    throw fail(lineNumber, "mocks-suffix takes one name, found '\(values.joined(separator: " "))'")
                }
                configuration.mocksSuffix = values[0]
            case "max-height":
                guard values.count == 1, let height = Int(values[0]), height >= 0 else {
                    throw fail(
                        lineNumber, "max-height takes one whole number, found '\(values.joined(separator: " "))'")
                }
                configuration.maxHeight = height
                configuration.maxHeightLine = lineNumber
            case "rib-tree":
                guard values.isEmpty else {
                    throw fail(lineNumber, "list the RIB tree on the lines below 'rib-tree:', one indented RIB a line")
                }
                inTree = true
                treeStack = []
            default:
                throw fail(lineNumber, "unknown key '\(key)' (keys: \(knownKeys.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    /// The list of modules each role key of the file (and kind of the module table) adds to.
    static var roleLists: [String: WritableKeyPath<ArchitectureConfiguration, [String]>] {
        ["core": \.core, "ui": \.ui, "test-support": \.testSupport, "shared": \.shared, "app": \.apps]
    }

    static let knownKeys = [
        "core", "ui", "test-support", "shared", "app", "nonisolated", "tools-under", "mocks-suffix", "max-height",
        "rib-tree",
    ]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, line breaks): the one trim
    /// helper of the tools.
    package func trimmingWhitespace() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}

extension String {
    /// The text's lines, whatever ends them: `\n`, `\r\n` (one `Character` in Swift, so splitting on
    /// `"\n"` alone would leave a file saved with Windows line endings as one line) or `\r`. Empty
    /// lines stay in place, so a line's index plus one is its line number.
    package var lines: [Substring] {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
}
