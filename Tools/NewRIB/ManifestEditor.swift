import Foundation
import ToolKit

/// Edits the module table of `Package.swift`: the new RIB's line in its sorted place, and the new
/// module among the dependencies of the module that builds it. Everything else stays byte for byte,
/// unless a new value is wider than its column: then every line of the table widens with it.
struct ManifestEditor {
    /// The manifest's text.
    private(set) var text: String

    /// Edits `text`.
    init(text: String) {
        self.text = text
    }

    /// Adds `entry` to the table and `entry.name` to the dependencies of `dependent` (kept sorted,
    /// case aside, when they are).
    ///
    /// - Returns: `false` when the manifest has no table or the table has no line for `dependent`.
    mutating func add(_ entry: ModuleTable.Entry, dependencyOf dependent: String) -> Bool {
        guard let table = ModuleTable(manifest: text), table.entry(named: dependent) != nil else { return false }
        text = table.replacingEntries(in: text, adding: entry) { line in
            guard line.name == dependent else { return }
            let sorted = zip(line.dependencies, line.dependencies.dropFirst()).allSatisfy {
                !ModuleTable.sortsBefore($1, $0)
            }
            let position =
                sorted
                ? line.dependencies.firstIndex { ModuleTable.sortsBefore(entry.name, $0) } ?? line.dependencies.count
                : line.dependencies.count
            line.dependencies.insert(entry.name, at: position)
        }
        return true
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

    /// The punctuation of one line of Swift that is code: outside string literals (a line's own) and
    /// `//` comments. It reads Unicode scalars, as the compiler does, so a combining mark after a
    /// quote does not hide the quote.
    static func codeScalars(of line: String) -> [Character] {
        var result: [Character] = []
        var inString = false
        var escaped = false
        var previousSlash = false
        for scalar in line.unicodeScalars {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            if scalar == "/" {
                if previousSlash {
                    result.removeLast()
                    break
                }
                previousSlash = true
                result.append("/")
                continue
            }
            previousSlash = false
            if scalar == "\"" {
                inString = true
            } else if !scalar.properties.isWhitespace && !scalar.properties.isAlphabetic
                && scalar.properties.numericType == nil && scalar != "_"
            {
                result.append(Character(scalar))
            }
        }
        return result
    }
}
