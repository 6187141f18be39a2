import Foundation
import Testing

/// Every `swift` example in the doc comments of the core, the UI toolkit, the test support, the
/// shared and RIB modules and the app's test support is compiled: it appears, line for line, in a
/// file of examples that a test target builds (`DocCommentExamples.swift` here, in TerminalUITests,
/// ScoresTests and IntegrationTests). A doc example that drifts from today's API fails here, and
/// its compiled copy fails the build.
struct DocCommentExampleTests {
    /// The modules whose doc examples are checked, and the files that hold their compiled copies.
    static let checked: [(module: String, copies: String)] = [
        ("Modules/RIBs", "Tests/RIBsTests/DocCommentExamples.swift"),
        ("Modules/RIBsTestSupport", "Tests/RIBsTests/DocCommentExamples.swift"),
        ("Modules/TerminalUI", "Tests/TerminalUITests/DocCommentExamples.swift"),
        ("Modules/Scores", "Tests/ScoresTests/DocCommentExamples.swift"),
        ("Modules/Games", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/LoggedIn", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/LoggedOut", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/OffGame", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/ScoreBoard", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/TicTacToe", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/RandomWin", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/Root", "Tests/IntegrationTests/DocCommentExamples.swift"),
        ("Modules/TicTacToeTestSupport", "Tests/IntegrationTests/DocCommentExamples.swift"),
    ]

    /// The package root, three folders up from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyDocCommentExampleIsCompiledInATestTarget() throws {
        for (module, copies) in Self.checked {
            let compiled = try String(contentsOf: Self.root.appendingPathComponent(copies), encoding: .utf8)
            let examples = try DocCommentExample.all(in: Self.root.appendingPathComponent(module), root: Self.root)
            #expect(!examples.isEmpty, "no doc comment example found in \(module)")
            for example in examples {
                #expect(
                    example.appears(in: compiled),
                    "\(example.place): this doc comment example is not in \(copies); copy it there, where it compiles")
            }
        }
    }

    @Test func anExampleMatchesLineForLineWithItsGapsAnywhere() {
        let example = DocCommentExample(place: "x", lines: ["let a = 1", "...", "print(a)"])
        #expect(example.appears(in: "func f() {\n    let a = 1\n    let b = 2\n    print(a)\n}"))
        #expect(example.appears(in: "let a = 1\nprint(a)"))
        #expect(!example.appears(in: "let a = 2\nprint(a)"))
        #expect(!DocCommentExample(place: "x", lines: ["f()", "g()"]).appears(in: "f()\nh()\ng()"))
    }

    @Test func examplesAreReadFromDocCommentsOnly() {
        let source = """
            /// Summary.
            ///
            /// ```swift
            /// let a = 1
            ///
            /// print(a)
            /// ```
            ///
            /// ```
            /// plain text
            /// ```
            // ```swift
            // not a doc comment
            // ```
            """
        let examples = DocCommentExample.examples(in: source, path: "F.swift")
        #expect(examples == [DocCommentExample(place: "F.swift:4", lines: ["let a = 1", "print(a)"])])
    }
}

/// A `swift` code block of a doc comment: its place and its non-blank lines, trimmed.
struct DocCommentExample: Equatable {
    /// `path:line` of the block's first code line.
    var place: String
    /// The code's non-blank lines without indentation; a line `...` stands for any lines.
    var lines: [String]

    /// The examples of every Swift file under `folder`, with paths relative to `root`.
    static func all(in folder: URL, root: URL) throws -> [DocCommentExample] {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        return try files.flatMap { file in
            let path = String(file.path.dropFirst(root.path.count + 1))
            return examples(in: try String(contentsOf: file, encoding: .utf8), path: path)
        }
    }

    /// The examples in the doc comments (`///` lines) of `source`.
    static func examples(in source: String, path: String) -> [DocCommentExample] {
        var examples: [DocCommentExample] = []
        var open: DocCommentExample?
        var inOtherBlock = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else {
                open = nil
                inOtherBlock = false
                continue
            }
            let text = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            if var example = open {
                if text == "```" {
                    examples.append(example)
                    open = nil
                } else if !text.isEmpty {
                    example.lines.append(text)
                    open = example
                }
            } else if inOtherBlock {
                inOtherBlock = text != "```"
            } else if text == "```swift" {
                open = DocCommentExample(place: "\(path):\(index + 2)", lines: [])
            } else if text.hasPrefix("```") {
                inOtherBlock = true
            }
        }
        return examples
    }

    /// Whether the lines appear in `source` in order, each a whole line (indentation aside), next
    /// to each other except where the example says `...`.
    func appears(in source: String) -> Bool {
        let sourceLines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return (0..<max(sourceLines.count, 1)).contains { Self.matches(lines[...], sourceLines[$0...]) }
    }

    private static func matches(_ example: ArraySlice<String>, _ source: ArraySlice<String>) -> Bool {
        guard let first = example.first else { return true }
        if first == "..." {
            let rest = example.dropFirst()
            return (source.startIndex...source.endIndex).contains { matches(rest, source[$0...]) }
        }
        guard source.first == first else { return false }
        return matches(example.dropFirst(), source.dropFirst())
    }
}
