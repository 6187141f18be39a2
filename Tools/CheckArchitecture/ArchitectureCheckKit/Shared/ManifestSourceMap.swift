/// Where targets, their dependencies and package dependencies are declared in `Package.swift`, so
/// findings about the manifest point at the line to edit.
///
/// `dump-package` says what the manifest declares but not where; this reads the manifest's tokens
/// (skipping comments, understanding string literals) and matches `.target(name: "X", ...)` calls.
/// A manifest that builds targets in loops still works: anything not found points at the first line
/// that mentions the name, or at line 1.
public struct ManifestSourceMap: Sendable {
    /// The manifest path used in findings.
    public var path = "Package.swift"
    private var targetLines: [String: Int] = [:]
    private var targetSpans: [String: ClosedRange<Int>] = [:]
    private var dependencyLines: [String: [String: Int]] = [:]
    private var packageLines: [Int] = []
    private var stringLines: [String: Int] = [:]

    /// Reads the manifest's text.
    public init(text: String) {
        let tokens = ManifestTokenizer.tokens(of: text)
        for token in tokens {
            if case .string(let value) = token.kind, stringLines[value] == nil { stringLines[value] = token.line }
        }
        let factories: Set = [
            "target", "executableTarget", "testTarget", "plugin", "macro", "systemLibrary", "binaryTarget",
        ]
        // Calls inside `products: [...]` (a `.plugin` product) or inside a target are not declarations.
        var productSpans: [Range<Int>] = []
        for start in tokens.indices.dropLast(2)
        where tokens[start].kind == .identifier("products") && tokens[start + 1].kind == .punctuation(":")
            && tokens[start + 2].kind == .punctuation("[")
        {
            productSpans.append(start..<Self.matching(tokens, open: start + 2))
        }
        // Target declarations come one after another, so the walk skips a whole declaration at
        // once: everything before `insideTargetUntil` is inside the last target found.
        var insideTargetUntil = 0
        func inSpan(_ index: Int) -> Bool {
            index < insideTargetUntil || productSpans.contains { $0.contains(index) }
        }
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .punctuation("."), case .identifier(let factory) = tokens[index + 1].kind,
                tokens[index + 2].kind == .punctuation("(")
            else { continue }
            let close = Self.matching(tokens, open: index + 2)
            if factory == "package" {
                if !inSpan(index) { packageLines.append(tokens[index].line) }
                continue
            }
            guard factories.contains(factory), !inSpan(index),
                let (name, nameLine) = Self.argument("name", in: tokens, range: (index + 3)..<close),
                targetLines[name] == nil
            else { continue }
            targetLines[name] = nameLine
            // An unclosed call (a manifest cut short) ends at the last token.
            targetSpans[name] = tokens[index].line...tokens[min(close, tokens.count - 1)].line
            insideTargetUntil = max(insideTargetUntil, close)
            dependencyLines[name] = Self.dependencyNames(in: tokens, range: (index + 3)..<close)
        }
    }

    /// The line that declares target `name`.
    public func targetLocation(_ name: String) -> SourceLocation {
        SourceLocation(path: path, line: targetLines[name] ?? stringLines[name] ?? 1)
    }

    /// The lines (1-based) of the declaration of target `name`, from `.target(` to its `)`, if the
    /// manifest spells it out (the lines that `Tools/new-rib` edits).
    package func declarationLines(of name: String) -> ClosedRange<Int>? {
        targetSpans[name]
    }

    /// The line where `target` lists `dependency`, or the target's own line.
    public func dependencyLocation(target: String, dependency: String) -> SourceLocation {
        if let line = dependencyLines[target]?[dependency] { return SourceLocation(path: path, line: line) }
        return targetLocation(target)
    }

    /// The line of the `index`-th `.package(...)` entry.
    public func packageDependencyLocation(index: Int) -> SourceLocation {
        SourceLocation(path: path, line: index < packageLines.count ? packageLines[index] : 1)
    }

    /// The string value and line of `label: "value"` directly inside `range`.
    private static func argument(
        _ label: String, in tokens: [ManifestTokenizer.Token], range: Range<Int>
    ) -> (String, Int)? {
        let found = labelled(label, in: tokens, range: range) { value in
            if case .string = value.kind { true } else { false }
        }
        guard let index = found, case .string(let value) = tokens[index + 2].kind else { return nil }
        return (value, tokens[index + 2].line)
    }

    /// The names listed in `dependencies: [...]` directly inside `range`, with their lines.
    private static func dependencyNames(in tokens: [ManifestTokenizer.Token], range: Range<Int>) -> [String: Int] {
        var result: [String: Int] = [:]
        guard
            let index = labelled("dependencies", in: tokens, range: range, where: { $0.kind == .punctuation("[") })
        else { return result }
        let close = matching(tokens, open: index + 2)
        for inner in (index + 3)..<close {
            guard case .string(let value) = tokens[inner].kind else { continue }
            if inner >= 2, tokens[inner - 1].kind == .punctuation(":"),
                case .identifier(let label) = tokens[inner - 2].kind, label != "name"
            {
                continue
            }
            if result[value] == nil { result[value] = tokens[inner].line }
        }
        return result
    }

    /// The index of the first `label` directly inside `range` (not nested in brackets) that is
    /// followed by `:` and a token `value` accepts.
    private static func labelled(
        _ label: String, in tokens: [ManifestTokenizer.Token], range: Range<Int>,
        where value: (ManifestTokenizer.Token) -> Bool
    ) -> Int? {
        var depth = 0
        for index in range where index + 2 < range.upperBound {
            switch tokens[index].kind {
            case .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(")"), .punctuation("]"): depth -= 1
            case .identifier(label) where depth == 0 && tokens[index + 1].kind == .punctuation(":"):
                if value(tokens[index + 2]) { return index }
            default: break
            }
        }
        return nil
    }

    /// The index of the bracket closing the one at `open` (or the end).
    private static func matching(_ tokens: [ManifestTokenizer.Token], open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            switch tokens[index].kind {
            case .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(")"), .punctuation("]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return tokens.count
    }
}

/// Splits Swift source into identifiers, string literals and punctuation, dropping comments.
/// Enough for a manifest; not a Swift parser.
///
/// It reads Unicode scalars, as the compiler does, not characters: a combining mark right after a
/// quote makes one character with it, yet the quote still opens a string. A line ends at a line
/// feed (so CRLF works too).
package enum ManifestTokenizer {
    package struct Token: Equatable {
        package enum Kind: Equatable {
            case identifier(String)
            case string(String)
            case punctuation(Character)
        }
        package var kind: Kind
        package var line: Int
    }

    package static func tokens(of text: String) -> [Token] {
        let characters = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var line = 1
        var index = 0
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                index += 1
            } else if character == "/" && peek(1) == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && peek(1) == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/" && peek(1) == "*" {
                        depth += 1
                        index += 2
                    } else if characters[index] == "*" && peek(1) == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        if characters[index] == "\n" { line += 1 }
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if character == "\"" || (character == "#" && (peek(1) == "\"" || peek(1) == "#")) {
                var hashes = 0
                while index < characters.count && characters[index] == "#" {
                    hashes += 1
                    index += 1
                }
                guard index < characters.count, characters[index] == "\"" else { continue }
                let startLine = line
                let multiline = peek(1) == "\"" && peek(2) == "\""
                index += multiline ? 3 : 1
                var value = String.UnicodeScalarView()
                let closing = Array(
                    (String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes))
                        .unicodeScalars)
                while index < characters.count {
                    if Array(characters[index..<min(index + closing.count, characters.count)]) == closing {
                        index += closing.count
                        break
                    }
                    // An escaped character (a backslash before a line break continues the line,
                    // and that break is counted below).
                    if characters[index] == "\\" && hashes == 0 && index + 1 < characters.count
                        && characters[index + 1] != "\n"
                    {
                        value.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    if characters[index] == "\n" {
                        // An unterminated literal ends at its line's end; the loop above counts
                        // that line break.
                        if !multiline { break }
                        line += 1
                    }
                    value.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .string(String(value)), line: startLine))
            } else if isIdentifierHead(character) {
                var name = String.UnicodeScalarView()
                while index < characters.count && isIdentifierBody(characters[index]) {
                    name.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .identifier(String(name)), line: line))
            } else {
                if !character.properties.isWhitespace {
                    tokens.append(Token(kind: .punctuation(Character(character)), line: line))
                }
                index += 1
            }
        }
        return tokens
    }

    /// Whether `scalar` may start an identifier: a letter or `_`.
    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    /// Whether `scalar` may continue an identifier: also digits and combining marks.
    private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierHead(scalar) || scalar.properties.numericType != nil { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
