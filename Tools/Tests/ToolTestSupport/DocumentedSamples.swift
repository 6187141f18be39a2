package import Foundation

/// The command outputs that the guides show, so that tests can compare each with what the command
/// prints now and a sample cannot drift from the tool.
///
/// A sample is the first fenced block after a line `<!-- sample: NAME ... -->` (the rest of the
/// comment says which test checks it). When the block's first line is `$ COMMAND ARGUMENTS`, that
/// line is the command and the others are its output.
///
/// ````
/// <!-- sample: check-summary (DocumentedOutputTests compares it with the check's output) -->
/// ```
/// $ Tools/check-architecture --skip builds,surfaces
/// check-architecture: 31 modules, ...
/// ```
/// ````
package struct DocumentedSample: Sendable {
    /// The file, relative to the repository.
    package var path: String
    /// The line of the `<!-- sample: -->` comment (1-based).
    package var line: Int
    /// The command of a `$ ` line, split at spaces (`["Tools/affected", "--files", ...]`), or `[]`.
    package var command: [String]
    /// The block's other lines.
    package var lines: [String]

    /// The command's arguments: its words after the tool's name.
    package var arguments: [String] { Array(command.dropFirst()) }

    /// The repository this source file is in.
    package static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The sample `name` of the file at `path` (relative to the repository); fails naming what is
    /// missing.
    package static func named(_ name: String, in path: String) throws -> DocumentedSample {
        let text = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marker = lines.firstIndex {
            let line = $0.drop { $0 == " " }
            return line.hasPrefix("<!-- sample: \(name) ") || line == "<!-- sample: \(name) -->"
        }
        guard let marker else { throw Missing(description: "\(path) has no line <!-- sample: \(name) -->") }
        func isFence(_ line: String) -> Bool { line.drop { $0 == " " }.hasPrefix("```") }
        guard let open = lines[(marker + 1)...].firstIndex(where: isFence),
            let close = lines[(open + 1)...].firstIndex(where: isFence)
        else { throw Missing(description: "\(path):\(marker + 1): the sample \(name) has no fenced block after it") }
        // A block inside a list item is indented as its fence is; its lines are read without that.
        let indent = lines[open].prefix { $0 == " " }.count
        var block = lines[(open + 1)..<close].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        var command: [String] = []
        if let first = block.first, first.hasPrefix("$ ") {
            command = first.dropFirst(2).split(separator: " ").map(String.init)
            block.removeFirst()
        }
        return DocumentedSample(path: path, line: marker + 1, command: command, lines: block)
    }

    /// A sample that is not where a test looks for it.
    package struct Missing: Error, CustomStringConvertible {
        package var description: String
    }
}

/// The options a guide passes to a tool in its shell blocks, so that a test can check each against
/// the tool's help.
package enum DocumentedOptions {
    /// Each `--option` on a line of a ```` ```sh ```` block of the file at `path` (relative to the
    /// repository) that runs `tool` (`Tools/affected`, also inside `$(...)`), with its line (1-based).
    package static func options(of tool: String, in path: String) throws -> [(line: Int, option: String)] {
        let text = try String(
            contentsOf: DocumentedSample.repository.appendingPathComponent(path), encoding: .utf8)
        var found: [(Int, String)] = []
        var inShell = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShell = !inShell && trimmed == "```sh"
                continue
            }
            guard inShell else { continue }
            let command = trimmed.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let words = command.split(separator: " ").map(String.init)
            guard let start = words.firstIndex(where: { $0 == tool || $0.hasSuffix("(\(tool)") }) else { continue }
            for word in words[(start + 1)...] {
                if word.hasPrefix(")") || ["|", "&&", ">", ";"].contains(word) { break }
                if word.hasPrefix("--") {
                    found.append((index + 1, String(word.prefix { $0 != "=" && $0 != ")" && $0 != "\"" })))
                }
                if word.hasSuffix(")") || word.hasSuffix(")\"") { break }
            }
        }
        return found
    }
}
