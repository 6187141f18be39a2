import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import docs

extension DocsSuite {
    /// `Tools/docs` on a fixture package: the gates of the documentation build (undocumented public
    /// symbols of the core and the UI toolkit, docc warnings such as a broken symbol link, article
    /// code that does not compile, a translation that drops a cited source path) and the site it
    /// writes. It runs `dump-package`, `swiftc` and `docc`, so the sanitized runs leave it out.
    struct DocumentationBuildTests {
        static let coreSource = """
            /// A thing of the core; see ``NoSuchSymbol`` for more.
            public final class Thing {
                /// Creates a thing.
                public init() {}
            }

            public func undocumentedHelper() {}
            """

        static let article = """
            # A guide

            How to make things.

            ## Overview

            ```swift
            import Core

            func makeThing() -> Thing { Thing() }
            ```

            Then:

            ```swift
            func broken() -> Thing { makeThing(42) }
            ```
            """

        struct Outcome: Sendable {
            var problems: [String]
            var articleLine: Int
            var helperLine: Int
            var linkLine: Int
            var siteFiles: Set<String>
            var index: String
            var problemsAfterFixing: [String]
            var convertedAfterFixing: Int
        }

        /// Builds the documentation of a small package twice: as written, then with every problem fixed.
        static let outcome = Task<Outcome, any Error> {
            try await onOwnThread {
                let fixture = try Fixture(
                    modules: [Fixture.module("Core", "core"), Fixture.module("Leaf", "rib", dependencies: ["Core"])],
                    bodies: ["Core": coreSource, "Leaf": "/// The leaf's entry.\npublic func makeLeaf() {}\n"],
                    files: [
                        "Modules/Core/Core.docc/Guide.md": article,
                        "docs/tutorial.md": "See [Core](../Modules/Core/Core.swift) and `Modules/Leaf/Leaf.swift`.\n",
                        "docs/ko/tutorial.md": "[Core](../../Modules/Core/Core.swift)를 보세요.\n",
                        "docs/notes.md": brokenLinkNotes,
                    ]
                ).write()
                defer { fixture.remove() }
                var options = ArchitectureCheckOptions(packageRoot: fixture.root)
                options.scratchPath = fixture.root.appendingPathComponent(".build-arch")
                let site = fixture.root.appendingPathComponent("site")
                let build = DocumentationBuild(
                    options: options, toolchain: try Toolchain.locate(), outputDirectory: site)
                let problems = try build.run().problems
                let articleLine = try fixture.line(of: "makeThing(42)", in: "Modules/Core/Core.docc/Guide.md")
                let helperLine = try fixture.line(of: "undocumentedHelper", in: "Modules/Core/Core.swift")
                let linkLine = try fixture.line(of: "NoSuchSymbol", in: "Modules/Core/Core.swift")

                try fixture.write(
                    coreSource.replacingOccurrences(of: "``NoSuchSymbol``", with: "``Thing/init()``")
                        .replacingOccurrences(
                            of: "public func undocumentedHelper", with: "/// Helps.\npublic func undocumentedHelper"),
                    to: "Modules/Core/Core.swift")
                try fixture.write(
                    article.replacingOccurrences(of: "makeThing(42)", with: "makeThing()"),
                    to: "Modules/Core/Core.docc/Guide.md")
                try fixture.write(
                    "[Core](../../Modules/Core/Core.swift), `Modules/Leaf/Leaf.swift`.\n", to: "docs/ko/tutorial.md")
                try fixture.write(
                    brokenLinkNotes.replacingOccurrences(of: "Core/Gone.swift", with: "Core/Core.swift"),
                    to: "docs/notes.md")
                let fixed = try build.run()
                let files = FileManager.default.enumerator(atPath: site.path)?.compactMap { $0 as? String } ?? []
                return Outcome(
                    problems: problems, articleLine: articleLine, helperLine: helperLine, linkLine: linkLine,
                    siteFiles: Set(files), index: (try? fixture.read("site/index.html")) ?? "",
                    problemsAfterFixing: fixed.problems, convertedAfterFixing: fixed.convertedCount)
            }
        }

        @Test func aBrokenSymbolLinkFailsNamingTheSymbol() async throws {
            let outcome = try await Self.outcome.value
            // Column 32: where the link starts in `/// A thing of the core; see ``NoSuchSymbol`` ...`.
            #expect(
                outcome.problems.filter { $0.contains("[docc]") } == [
                    "Modules/Core/Core.swift:\(outcome.linkLine):32: error: [docc] 'NoSuchSymbol' doesn't exist at '/Core/Thing'"
                ])
        }

        @Test func anUndocumentedPublicSymbolOfTheCoreFailsNamingIt() async throws {
            let outcome = try await Self.outcome.value
            #expect(
                outcome.problems.filter { $0.contains("[undocumented]") } == [
                    "Modules/Core/Core.swift:\(outcome.helperLine): error: [undocumented] public func 'undocumentedHelper()' of Core has no doc comment; add a /// comment"
                ])
        }

        @Test func articleCodeThatDoesNotCompileFailsAtItsLine() async throws {
            let outcome = try await Self.outcome.value
            let code = outcome.problems.filter { $0.contains("[article-code]") }
            #expect(code.count == 1)
            #expect(code.first?.contains("Modules/Core/Core.docc/Guide.md:\(outcome.articleLine):") == true)
        }

        @Test func aSourcePathTheTranslationDropsIsNamed() async throws {
            let problems = try await Self.outcome.value.problems
            #expect(
                problems.filter { $0.contains("[translation]") } == [
                    "docs/ko/tutorial.md:1: error: [translation] docs/tutorial.md cites Modules/Leaf/Leaf.swift, the translation does not; translate the passage that cites it"
                ])
        }

        /// A guide whose relative link lost its file: named at its line; links inside code, to the
        /// web and to anchors are left alone.
        static let brokenLinkNotes = """
            # Notes
            See [the tutorial](tutorial.md#step-1) and [Apple](https://swift.org/x.md).
            [Gone](../Modules/Core/Gone.swift) was moved.
            ```
            [in code](nowhere.md)
            ```

            """

        @Test func aLinkToAFileThatIsGoneIsNamedAtItsLine() async throws {
            let problems = try await Self.outcome.value.problems
            #expect(
                problems.filter { $0.contains("[broken-link]") } == [
                    "docs/notes.md:3: error: [broken-link] ../Modules/Core/Gone.swift leads nowhere (Modules/Core/Gone.swift does not exist); point it at the file's new place"
                ])
        }

        @Test func theFixedPackageBuildsASiteOfEveryModuleWithAnIndex() async throws {
            let outcome = try await Self.outcome.value
            #expect(outcome.problemsAfterFixing == [])
            // Leaf was unchanged, so only Core was converted again.
            #expect(outcome.convertedAfterFixing == 1)
            for module in ["Core", "Leaf"] {
                #expect(outcome.siteFiles.contains("\(module)/index.html"))
                #expect(outcome.siteFiles.contains("\(module)/data/documentation/\(module.lowercased()).json"))
                #expect(outcome.index.contains("<a href=\"\(module)/documentation/\(module.lowercased())/\">"))
            }
            #expect(outcome.siteFiles.contains("Core/data/documentation/core/guide.json"))
        }

    }

    /// The parts of `Tools/docs` that run in-process, and the Korean guide of this repository.
    struct DocumentationTests {
        @Test func citedSourcePathsAreResolvedFromTheGuidesFolder() {
            let text = """
                [a](../Modules/A/A.swift#L3), [b](../../Tests/BTests), [web](https://example.com/Modules/X),
                [other doc](architecture.md), `Tools/new-rib`, `swift test`, `Modules/C/C.swift`
                """
            #expect(
                DocumentationBuild.citedSourcePaths(in: text, at: "docs/guide.md")
                    == ["Modules/A/A.swift", "Modules/C/C.swift", "Tools/new-rib"])
            #expect(
                DocumentationBuild.citedSourcePaths(in: text, at: "docs/ko/guide.md")
                    == ["Modules/C/C.swift", "Tests/BTests", "Tools/new-rib"])
        }

        @Test func codeBlocksKeepTheirLinesInTheArticle() {
            // The last block is fenced `swift upstream` (another framework's code): it is left out.
            let blocks = DocumentationBuild.swiftCodeBlocks(
                in: "# T\n\n```swift\nlet a = 1\n```\n\n```sh\nls\n```\n  ```swift\n  let b = 2\n  ```\n"
                    + "```swift upstream\nimport RxSwift\n```\n")
            #expect(blocks.map(\.line) == [4, 11])
            #expect(blocks.map(\.code) == ["let a = 1", "  let b = 2"])
            #expect(
                DocumentationBuild.checkableSource(blocks, path: "A.md")
                    == "#sourceLocation(file: \"A.md\", line: 4)\nlet a = 1\n#sourceLocation()\n"
                    + "#sourceLocation(file: \"A.md\", line: 11)\n  let b = 2\n#sourceLocation()\n")
        }

        /// The Korean guide cites every source path the English one does (the check `Tools/docs` runs).
        @Test func theKoreanTutorialCitesEverySourcePathOfTheEnglishOne() throws {
            let root = DocumentedSample.repository
            let english = try String(contentsOf: root.appendingPathComponent("docs/tutorial.md"), encoding: .utf8)
            let korean = try String(contentsOf: root.appendingPathComponent("docs/ko/tutorial.md"), encoding: .utf8)
            let englishPaths = DocumentationBuild.citedSourcePaths(in: english, at: "docs/tutorial.md")
            #expect(englishPaths.count > 30)
            #expect(
                englishPaths.subtracting(DocumentationBuild.citedSourcePaths(in: korean, at: "docs/ko/tutorial.md"))
                    == [])
        }
    }
}
