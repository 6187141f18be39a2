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
        references(inCodeLines: codeLines(of: source))
    }

    /// The module references in the code lines of a source (``codeLines(of:)``), in order.
    public static func references(inCodeLines lines: [String]) -> [ModuleReference] {
        var result: [ModuleReference] = []
        for (index, line) in lines.enumerated() {
            // Most lines hold neither: only those that do are taken apart.
            if line.utf8.containsASCII("import") {
                for statement in line.split(separator: ";") {
                    if let module = importedModule(in: statement) {
                        result.append(ModuleReference(module: module, line: index + 1, form: .import))
                    }
                }
            }
            guard line.utf8.containsASCII("#") else { continue }
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
        return word.contains("`") ? String(word.filter { $0 != "`" }) : String(word)
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
    /// slashes still start a comment. A line ends at a line feed (so CRLF works too). It works on
    /// the UTF-8 bytes: every delimiter is ASCII and no byte of a longer scalar is, and a blanked
    /// scalar becomes one space whatever its length.
    package static func codeLines(of source: String) -> [String] {
        enum Context {
            case code(interpolation: Int?)  // open parentheses inside a string interpolation
            case string(multiline: Bool, hashes: Int)
        }
        let newline = UInt8(ascii: "\n")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let hash = UInt8(ascii: "#")
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let open = UInt8(ascii: "(")
        let close = UInt8(ascii: ")")
        let space = UInt8(ascii: " ")
        let bytes = Array(source.utf8)
        var stack: [Context] = [.code(interpolation: nil)]
        var lines: [String] = []
        var current: [UInt8] = []
        var index = 0
        func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }
        func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
        func emit(_ byte: UInt8, blank: Bool) {
            if byte == newline {
                lines.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else if !blank {
                current.append(byte)
            } else if !isContinuation(byte) {
                current.append(space)
            }
        }
        /// Emits the whole scalar at `index`, blanked, and steps over it.
        func emitScalar() {
            emit(bytes[index], blank: true)
            index += 1
            while index < bytes.count && isContinuation(bytes[index]) { index += 1 }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch stack.last! {
            case .code(let interpolation):
                if byte == slash && peek(1) == slash {
                    while index < bytes.count && bytes[index] != newline { index += 1 }
                    continue
                }
                if byte == slash && peek(1) == star {
                    var depth = 0
                    repeat {
                        if bytes[index] == slash && peek(1) == star {
                            depth += 1
                            index += 2
                        } else if bytes[index] == star && peek(1) == slash {
                            depth -= 1
                            index += 2
                        } else {
                            emit(bytes[index], blank: true)
                            index += 1
                        }
                    } while depth > 0 && index < bytes.count
                    continue
                }
                var hashes = 0
                while peek(hashes) == hash { hashes += 1 }
                if peek(hashes) == quote {
                    let multiline = peek(hashes + 1) == quote && peek(hashes + 2) == quote
                    let opening = hashes + (multiline ? 3 : 1)
                    for _ in 0..<opening { emit(space, blank: true) }
                    index += opening
                    stack.append(.string(multiline: multiline, hashes: hashes))
                    continue
                }
                if let depth = interpolation {
                    if byte == open {
                        stack[stack.count - 1] = .code(interpolation: depth + 1)
                    } else if byte == close {
                        if depth == 0 {
                            stack.removeLast()
                            emit(byte, blank: true)
                            index += 1
                            continue
                        }
                        stack[stack.count - 1] = .code(interpolation: depth - 1)
                    }
                    emit(byte, blank: true)
                } else {
                    emit(byte, blank: false)
                }
                index += 1
            case .string(let multiline, let hashes):
                if byte == backslash {
                    var count = 0
                    while peek(1 + count) == hash && count < hashes { count += 1 }
                    if count == hashes {
                        if peek(1 + count) == open {
                            for _ in 0..<(count + 2) { emit(space, blank: true) }
                            index += count + 2
                            stack.append(.code(interpolation: 0))
                            continue
                        }
                        // An escaped character: skip it, whatever it is.
                        for _ in 0..<(count + 1) { emit(space, blank: true) }
                        index += count + 1
                        if index < bytes.count { emitScalar() }
                        continue
                    }
                }
                let quotes = multiline ? 3 : 1
                if byte == quote && (0..<quotes).allSatisfy({ peek($0) == quote })
                    && (0..<hashes).allSatisfy({ peek(quotes + $0) == hash })
                {
                    for _ in 0..<(quotes + hashes) { emit(space, blank: true) }
                    index += quotes + hashes
                    stack.removeLast()
                    continue
                }
                if byte == newline && !multiline {
                    stack.removeLast()  // an unterminated literal ends at the line's end
                }
                emit(byte, blank: true)
                index += 1
            }
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }
}

extension String.UTF8View {
    /// Whether the bytes hold `needle`, an ASCII word, anywhere: a cheap test before a line is
    /// taken apart character by character.
    package func containsASCII(_ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0 else { return true }
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: count)
        let first = pattern[0]
        var index = startIndex
        while let start = self[index...].firstIndex(of: first) {
            var candidate = start
            var matched = 0
            while matched < count && candidate != endIndex && self[candidate] == pattern[matched] {
                matched += 1
                candidate = self.index(after: candidate)
            }
            if matched == count { return true }
            index = self.index(after: start)
        }
        return false
    }
}
