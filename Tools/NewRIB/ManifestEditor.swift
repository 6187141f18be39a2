import ArchitectureCheckKit
import Foundation

/// Edits the text of `Package.swift` the way a person would: the new RIB's target and test target go
/// right before the parent's (the RIBs group lists leaves first), and the parent gets the new module
/// as a dependency, after its other children. Everything else stays byte for byte.
struct ManifestEditor {
    /// The manifest's lines.
    private(set) var lines: [String]
    /// The longest line `swift format` accepts.
    let lineLength: Int

    /// Edits `text`, keeping lines within `lineLength` columns.
    init(text: String, lineLength: Int) {
        lines = text.components(separatedBy: "\n")
        self.lineLength = lineLength
    }

    /// The edited text.
    var text: String { lines.joined(separator: "\n") }

    /// The lines (0-based, inclusive) of the `.target(name: "<name>", ...)` (or `.executableTarget`, ...)
    /// entry, if there is one, as the architecture check's manifest reader finds it.
    func targetEntry(named name: String) -> ClosedRange<Int>? {
        ManifestSourceMap(text: text).declarationLines(of: name).map { ($0.lowerBound - 1)...($0.upperBound - 1) }
    }

    /// Inserts `block` (whole lines) before the entry of `target`, above the comment lines that
    /// belong to that entry, followed by a blank line.
    mutating func insert(_ block: [String], before target: String) -> Bool {
        guard let entry = targetEntry(named: target) else { return false }
        var start = entry.lowerBound
        while start > 0, lines[start - 1].trimmingWhitespace().hasPrefix("//") { start -= 1 }
        lines.insert(contentsOf: block + [""], at: start)
        return true
    }

    /// The indentation of the entry of `target`.
    func indentation(of target: String) -> String {
        guard let entry = targetEntry(named: target) else { return "        " }
        return String(lines[entry.lowerBound].prefix { $0 == " " })
    }

    /// Adds `dependency` to the dependencies of `target`, after the last of `siblings` already
    /// listed (the target's other children), or first when it lists none.
    ///
    /// - Returns: `false` when the entry or its dependency list cannot be found.
    mutating func addDependency(_ dependency: String, to target: String, after siblings: Set<String>) -> Bool {
        guard let entry = targetEntry(named: target) else { return false }
        for index in entry {
            let line = lines[index]
            guard let listStart = line.range(of: "dependencies: [") else { continue }
            guard let listEnd = Self.closingBracket(in: line, after: listStart.upperBound) else {
                return addDependency(dependency, toListOpenedAt: index, in: entry, after: siblings)
            }
            var elements = Self.splitTopLevel(line[listStart.upperBound..<listEnd])
            let lastSibling = elements.lastIndex {
                siblings.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            }
            elements.insert("\"\(dependency)\"", at: lastSibling.map { $0 + 1 } ?? 0)
            let list = elements.joined(separator: ", ")
            let newLine = line.replacingCharacters(in: listStart.upperBound..<listEnd, with: list)
            if newLine.count < lineLength {
                lines[index] = newLine
            } else if entry.count == 1 {
                lines.replaceSubrange(entry, with: Self.unfolded(newLine))
            } else {
                let indent = String(line.prefix { $0 == " " })
                let rest = line[line.index(after: listEnd)...]
                lines.replaceSubrange(
                    index...index,
                    with: ["\(indent)dependencies: ["]
                        + elements.map { "\(indent)    \($0)," }
                        + ["\(indent)]\(rest)"])
            }
            return true
        }
        return false
    }

    /// Adds `dependency` to a dependency list that spans several lines (`dependencies: [` on the
    /// line `opening`, the elements on the lines after it, `]` alone on a line), one element per
    /// line as written back.
    private mutating func addDependency(
        _ dependency: String, toListOpenedAt opening: Int, in entry: ClosedRange<Int>, after siblings: Set<String>
    ) -> Bool {
        guard
            let closing = lines[(opening + 1)...entry.upperBound].firstIndex(where: {
                $0.trimmingWhitespace().hasPrefix("]")
            })
        else { return false }
        var elements = lines[(opening + 1)..<closing].flatMap { Self.splitTopLevel(Substring($0)) }
            .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        let lastSibling = elements.lastIndex {
            siblings.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
        }
        elements.insert("\"\(dependency)\"", at: lastSibling.map { $0 + 1 } ?? 0)
        let indent = String(lines[closing].prefix { $0 == " " })
        lines.replaceSubrange((opening + 1)..<closing, with: elements.map { "\(indent)    \($0)," })
        return true
    }

    /// `.target(name: "X", dependencies: [...], path: "P"),` on one line, as the several lines
    /// `swift format` keeps when it does not fit on one.
    static func unfolded(_ line: String) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        let trimmed = line.trimmingWhitespace()
        guard let open = trimmed.firstIndex(of: "("), let close = trimmed.lastIndex(of: ")") else { return [line] }
        let arguments = splitTopLevel(trimmed[trimmed.index(after: open)..<close])
        let call = trimmed[...open]
        let tail = trimmed[close...]
        return ["\(indent)\(call)"]
            + arguments.enumerated().map { index, argument in
                "\(indent)    \(argument)\(index == arguments.count - 1 ? "" : ",")"
            }
            + ["\(indent)\(tail)"]
    }

    /// `text` split at its top-level commas (not inside brackets or string literals), trimmed.
    static func splitTopLevel(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" {
                inString.toggle()
            } else if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
            }
            if character == "," && depth == 0 && !inString {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        parts.append(current)
        return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The index of the `]` that closes the list opened just before `start`.
    static func closingBracket(in line: String, after start: String.Index) -> String.Index? {
        var depth = 1
        var inString = false
        var index = start
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" {
                inString.toggle()
            } else if !inString {
                if character == "[" { depth += 1 }
                if character == "]" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index = line.index(after: index)
        }
        return nil
    }

    /// Opening minus closing parentheses and brackets on `line`, outside string literals and comments.
    static func bracketBalance(of line: String) -> Int {
        codeScalars(of: line).reduce(0) { balance, character in
            switch character {
            case "(", "[": balance + 1
            case ")", "]": balance - 1
            default: balance
            }
        }
    }

    /// The punctuation of `line` that is code: outside string literals and comments, as the
    /// architecture check's manifest tokenizer reads it (scalars, as the compiler does: a combining
    /// mark after a quote does not hide the quote).
    static func codeScalars(of line: String) -> [Character] {
        ManifestTokenizer.tokens(of: line).compactMap { token in
            if case .punctuation(let character) = token.kind { character } else { nil }
        }
    }
}
