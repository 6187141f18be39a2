import Foundation

/// A module that a source file reaches for: an `import` declaration, or a `canImport(X)` condition
/// (which is true or false depending on what happens to be built already, when X is a package module).
public struct ModuleReference: Hashable, Sendable {
    /// How the file refers to the module.
    public enum Form: String, Sendable {
        /// Any form of `import` (`import X`, `public import X`, `@testable import X`, `import struct X.Y`, ...).
        case `import`
        /// A `#if canImport(X)` / `#elseif canImport(X)` condition.
        case canImport
    }

    /// The top-level module name (`X` for `import struct X.Y` or `import X.Submodule`).
    public var module: String
    /// The 1-based line.
    public var line: Int
    /// How the module is referenced.
    public var form: Form

    /// Creates a reference.
    public init(module: String, line: Int, form: Form) {
        self.module = module
        self.line = line
        self.form = form
    }
}

/// Finds the modules a Swift source file imports, without the compiler and without evaluating `#if`:
/// every branch counts, because a branch that is off today is still code the module owns.
///
/// It understands access modifiers (`public import`, `internal import`, `package import`),
/// attributes (`@testable`, `@_exported`, `@preconcurrency`, `@_implementationOnly`, `@_spi(X)`),
/// scoped imports (`import struct X.Y`), several imports on a line (`;`), `canImport(X)` conditions,
/// and it ignores comments and string literals (including multi-line and raw strings).
public enum ImportScanner {
    /// The module references in `source`, in order.
    public static func references(in source: String) -> [ModuleReference] {
        var result: [ModuleReference] = []
        for (index, line) in codeLines(of: source).enumerated() {
            for statement in line.split(separator: ";") {
                if let module = importedModule(in: statement) {
                    result.append(ModuleReference(module: module, line: index + 1, form: .import))
                }
            }
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") {
                for module in canImportModules(in: trimmed) {
                    result.append(ModuleReference(module: module, line: index + 1, form: .canImport))
                }
            }
        }
        return result
    }

    static let accessModifiers: Set = ["public", "package", "internal", "fileprivate", "private", "open"]
    static let importKinds: Set = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The module of an import declaration, if `statement` is one.
    static func importedModule(in statement: Substring) -> String? {
        var rest = statement.drop { $0.isWhitespace }
        // Attributes, possibly with arguments: @testable, @_spi(Internal), @preconcurrency ...
        while rest.first == "@" {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest.drop { $0.isWhitespace }
            if rest.first == "(" {
                guard let close = rest.firstIndex(of: ")") else { return nil }
                rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
            }
        }
        var word = nextWord(&rest)
        if accessModifiers.contains(word) { word = nextWord(&rest) }
        guard word == "import" else { return nil }
        word = nextWord(&rest)
        if importKinds.contains(word) { word = nextWord(&rest) }
        let module = word.split(separator: ".").first.map(String.init) ?? ""
        return ArchitectureConfiguration.isIdentifier(module) ? module : nil
    }

    /// Takes the next word (letters, digits, `_`, `.`, backticks dropped) off the front of `text`.
    private static func nextWord(_ text: inout Substring) -> String {
        text = text.drop { $0.isWhitespace }
        let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" }
        text = text.dropFirst(word.count)
        if let next = text.first, !next.isWhitespace && next != ";" { return "" }
        return word.replacingOccurrences(of: "`", with: "")
    }

    /// The modules named in `canImport(...)` conditions of a `#if`/`#elseif` line.
    static func canImportModules(in line: String) -> [String] {
        var result: [String] = []
        var rest = Substring(line)
        while let range = rest.range(of: "canImport") {
            rest = rest[range.upperBound...].drop { $0.isWhitespace }
            guard rest.first == "(" else { continue }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if ArchitectureConfiguration.isIdentifier(name) { result.append(name) }
        }
        return result
    }

    /// The source split into lines in which comments and string literals are blanked out, so that
    /// only code remains (line numbers unchanged).
    ///
    /// It reads Unicode scalars, as the compiler does, not characters: a combining mark right after
    /// a quote or a slash makes one character with it, yet the quote still opens a string and the
    /// slashes still start a comment. A line ends at a line feed (so CRLF works too).
    package static func codeLines(of source: String) -> [String] {
        enum Context {
            case code(interpolation: Int?)  // open parentheses inside a string interpolation
            case string(multiline: Bool, hashes: Int)
        }
        let characters = Array(source.unicodeScalars)
        var stack: [Context] = [.code(interpolation: nil)]
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var index = 0
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func emit(_ character: Unicode.Scalar, blank: Bool) {
            if character == "\n" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(blank ? " " : character)
            }
        }
        while index < characters.count {
            let character = characters[index]
            switch stack.last! {
            case .code(let interpolation):
                if character == "/" && peek(1) == "/" {
                    while index < characters.count && characters[index] != "\n" { index += 1 }
                    continue
                }
                if character == "/" && peek(1) == "*" {
                    var depth = 0
                    repeat {
                        if characters[index] == "/" && peek(1) == "*" {
                            depth += 1
                            index += 2
                        } else if characters[index] == "*" && peek(1) == "/" {
                            depth -= 1
                            index += 2
                        } else {
                            emit(characters[index], blank: true)
                            index += 1
                        }
                    } while depth > 0 && index < characters.count
                    continue
                }
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" {
                    let multiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
                    let opening = hashes + (multiline ? 3 : 1)
                    for _ in 0..<opening { emit(" ", blank: true) }
                    index += opening
                    stack.append(.string(multiline: multiline, hashes: hashes))
                    continue
                }
                if let depth = interpolation {
                    if character == "(" {
                        stack[stack.count - 1] = .code(interpolation: depth + 1)
                    } else if character == ")" {
                        if depth == 0 {
                            stack.removeLast()
                            emit(character, blank: true)
                            index += 1
                            continue
                        }
                        stack[stack.count - 1] = .code(interpolation: depth - 1)
                    }
                    emit(character, blank: true)
                } else {
                    emit(character, blank: false)
                }
                index += 1
            case .string(let multiline, let hashes):
                if character == "\\" {
                    var count = 0
                    while peek(1 + count) == "#" && count < hashes { count += 1 }
                    if count == hashes {
                        if peek(1 + count) == "(" {
                            for _ in 0..<(count + 2) { emit(" ", blank: true) }
                            index += count + 2
                            stack.append(.code(interpolation: 0))
                            continue
                        }
                        // An escaped character: skip it, whatever it is.
                        for _ in 0..<(count + 1) { emit(" ", blank: true) }
                        index += count + 1
                        if index < characters.count {
                            emit(characters[index], blank: true)
                            index += 1
                        }
                        continue
                    }
                }
                let quotes = multiline ? 3 : 1
                if character == "\"" && (0..<quotes).allSatisfy({ peek($0) == "\"" })
                    && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
                {
                    for _ in 0..<(quotes + hashes) { emit(" ", blank: true) }
                    index += quotes + hashes
                    stack.removeLast()
                    continue
                }
                if character == "\n" && !multiline {
                    stack.removeLast()  // an unterminated literal ends at the line's end
                }
                emit(character, blank: true)
                index += 1
            }
        }
        lines.append(String(current))
        return lines
    }
}
