/// The architecture check's settings that are about no one module (the maximum graph height, the
/// tools' folders, the mocks' suffix); every module's role and place come from its line in the module
/// table of `Package.swift` (``ModuleTable``). They are read from a small text file (by default
/// `Tools/architecture/modules.txt`):
///
/// ```
/// tools-under: Tools
/// mocks-suffix: Mocks
/// max-height: 7
/// ```
///
/// `#` starts a comment; `tools-under` may repeat or list several folders separated by commas or
/// spaces.
public struct ArchitectureConfiguration: Sendable {
    /// The configuration file's path, as used in findings (relative to the package root).
    public var path: String
    /// Folders (relative to the package root) whose non-test targets are developer tools,
    /// outside the RIB rules but still held to the import rules.
    public var toolsDirectories: [String] = []
    /// The suffix that names a module's mocks target (`Mocks`: `OffGameMocks` holds OffGame's
    /// generated mocks): such a target may depend only on its module, that module's dependencies
    /// (and their mocks) and test support, and only tests and other mocks may depend on it.
    public var mocksSuffix: String?
    /// The maximum number of edges on the longest dependency path between modules (tests and tools aside).
    public var maxHeight: Int?
    /// The line of the `max-height` key.
    public var maxHeightLine = 1

    /// Reads a configuration from the text of its file.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - path: the file's path relative to the package root, for messages.
    /// - Throws: ``ArchitectureCheckError`` naming the line of the first malformed entry, or of a key
    ///   that described modules here before the module table did.
    public static func parse(_ text: String, path: String) throws(ArchitectureCheckError) -> ArchitectureConfiguration {
        var configuration = ArchitectureConfiguration(path: path)
        func fail(_ line: Int, _ message: String) -> ArchitectureCheckError {
            ArchitectureCheckError("\(path):\(line): error: \(message)")
        }
        for (lineNumber, line) in text.settingsLines {
            let content = line.trimmingWhitespace()
            let key = content.firstIndex(of: ":").map { content[..<$0].trimmingWhitespace() }
            if let key, Self.moduleKeys.contains(key) {
                throw fail(
                    lineNumber,
                    "'\(key):' no longer describes modules here: every module is described by its line in the module table of Package.swift (its kind, its place in the RIB tree or at a plugin point, its owner); move it there and remove it here"
                )
            }
            guard line.first?.isWhitespace == false, let key, let colon = content.firstIndex(of: ":") else {
                throw fail(lineNumber, "expected 'key: value' (keys: \(knownKeys.joined(separator: ", ")))")
            }
            let values = content[content.index(after: colon)...]
                .split(whereSeparator: { $0 == "," || $0 == " " })
                .map(String.init)
            switch key {
            case "tools-under":
                configuration.toolsDirectories += values.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
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
            default:
                throw fail(lineNumber, "unknown key '\(key)' (keys: \(knownKeys.joined(separator: ", ")))")
            }
        }
        return configuration
    }

    static let knownKeys = ["tools-under", "mocks-suffix", "max-height"]

    /// The keys with which this file described modules before the module table did.
    static let moduleKeys: Set<String> = [
        "core", "ui", "test-support", "shared", "app", "apps", "nonisolated", "rib-tree",
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
    /// The lines of a settings file that hold something, without their comments (`#` to the end of
    /// the line), each with its 1-based number: how the tools read `modules.txt` and `affected.txt`.
    package var settingsLines: [(number: Int, line: Substring)] {
        lines.enumerated().compactMap { index, line in
            let code = line.prefix { $0 != "#" }
            return code.allSatisfy(\.isWhitespace) ? nil : (index + 1, code)
        }
    }

    /// The text's lines, as the compiler counts them: ended by `\n`, `\r\n` (one `Character` in
    /// Swift, so splitting on `"\n"` alone would leave a file saved with Windows line endings as one
    /// line) or `\r`. Empty lines stay in place, so a line's index plus one is its line number.
    package var lines: [Substring] {
        split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
