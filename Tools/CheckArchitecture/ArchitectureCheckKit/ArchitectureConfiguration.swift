/// The one checked-in description of the module map: which targets are the core, the UI toolkit,
/// test support and apps, the RIB tree (who is whose child), and the maximum graph height.
///
/// It is read from a small text file (by default `Tools/architecture/modules.txt`):
///
/// ```
/// core: RIBs
/// ui: TerminalUI
/// test-support: RIBsTestSupport
/// app: TicTacToeApp
/// tools-under: Tools
/// max-height: 5
///
/// rib-tree:
///     Root
///         LoggedOut
///         LoggedIn
///             OffGame
///             TicTacToe
/// ```
///
/// `#` starts a comment. A key may repeat or list several names separated by commas or spaces.
/// In `rib-tree`, a RIB indented under another is its child.
public struct ArchitectureConfiguration: Sendable {
    /// The configuration file's path, as used in findings (relative to the package root).
    public var path: String
    /// Core modules (the RIBs framework): they may depend only on other core modules.
    public var core: [String] = []
    /// UI toolkit modules: they may depend on core and UI modules.
    public var ui: [String] = []
    /// Test-support modules (mocks): only tests and other test support may depend on them.
    public var testSupport: [String] = []
    /// Apps (composition roots): the only modules that may depend on a root RIB.
    public var apps: [String] = []
    /// Folders (relative to the package root) whose non-test targets are developer tools,
    /// outside the RIB rules but still held to the import rules.
    public var toolsDirectories: [String] = []
    /// The maximum number of edges on the longest dependency path between modules (tests and tools aside).
    public var maxHeight: Int?
    /// Every RIB, in the order of the tree description.
    public var ribs: [String] = []
    /// The parent of each non-root RIB.
    public var ribParent: [String: String] = [:]
    /// The children of each RIB, in the order of the tree description.
    public var ribChildren: [String: [String]] = [:]
    /// The line of the configuration file that names each module.
    public var lines: [String: Int] = [:]
    /// The line of the `max-height` key.
    public var maxHeightLine = 1

    /// The RIBs at the top of the tree (normally just `Root`).
    public var rootRIBs: [String] { ribs.filter { ribParent[$0] == nil } }

    /// Creates an empty configuration; use ``parse(_:path:)`` to read one.
    public init(path: String) {
        self.path = path
    }

    /// The location of the line that names `module`, or of the first line.
    public func location(of module: String) -> SourceLocation {
        SourceLocation(path: path, line: lines[module] ?? 1)
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
        var seen: [String: Int] = [:]

        func fail(_ line: Int, _ message: String) -> ArchitectureCheckError {
            ArchitectureCheckError("\(path):\(line): error: \(message)")
        }
        func declare(_ name: String, line: Int) throws(ArchitectureCheckError) {
            guard isIdentifier(name) else {
                throw fail(line, "'\(name)' is not a valid target name")
            }
            if let earlier = seen[name] {
                throw fail(line, "'\(name)' is already described on line \(earlier); each module has one role")
            }
            seen[name] = line
            configuration.lines[name] = line
        }

        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
                guard !content.contains(":") else {
                    throw fail(lineNumber, "a rib-tree line holds one RIB name, found '\(content)'")
                }
                while let last = treeStack.last, last.indent >= indent { treeStack.removeLast() }
                try declare(content, line: lineNumber)
                configuration.ribs.append(content)
                configuration.ribChildren[content] = configuration.ribChildren[content] ?? []
                if let parent = treeStack.last {
                    configuration.ribParent[content] = parent.name
                    configuration.ribChildren[parent.name, default: []].append(content)
                }
                treeStack.append((indent, content))
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
            switch key {
            case "core", "ui", "test-support", "app", "apps":
                for value in values { try declare(value, line: lineNumber) }
                switch key {
                case "core": configuration.core += values
                case "ui": configuration.ui += values
                case "test-support": configuration.testSupport += values
                default: configuration.apps += values
                }
            case "tools-under":
                configuration.toolsDirectories += values.map { value in
                    value.hasSuffix("/") ? String(value.dropLast()) : value
                }
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

    static let knownKeys = ["core", "ui", "test-support", "app", "tools-under", "max-height", "rib-tree"]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}
