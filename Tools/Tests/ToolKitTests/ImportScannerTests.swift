import Testing
import ToolKit
import ToolTestSupport

extension ToolKitSuite {
    /// The import scan finds every form of import, with its line, and nothing in comments or strings.
    struct ImportScannerTests {
        private func modules(_ source: String) -> [String] {
            ImportScanner.references(in: source).map { "\($0.line):\($0.module)\($0.form == .canImport ? "?" : "")" }
        }

        @Test func everyFormOfImportIsFound() {
            let source = """
                import Foundation
                public import RIBs
                internal import TerminalUI
                package import Shared
                @testable import LoggedOut
                @_exported import Reexported
                @preconcurrency import Dispatch
                @_spi(Internal) @testable import Spied
                import struct OffGame.Scoreboard
                import func Helpers.help
                import Sub.Module
                private import `Escaped`
                import A; import B
                #if canImport(Glibc)
                import Glibc
                #elseif canImport(Darwin)
                import Darwin
                #endif
                #if DEBUG && canImport(RIBsTestSupport, _version: 1.0)
                import RIBsTestSupport
                #endif
                """
            #expect(
                modules(source) == [
                    "1:Foundation", "2:RIBs", "3:TerminalUI", "4:Shared", "5:LoggedOut", "6:Reexported", "7:Dispatch",
                    "8:Spied", "9:OffGame", "10:Helpers", "11:Sub", "12:Escaped", "13:A", "13:B", "14:Glibc?",
                    "15:Glibc",
                    "16:Darwin?", "17:Darwin", "19:RIBsTestSupport?", "20:RIBsTestSupport",
                ])
        }

        @Test func commentsAndStringsAreNotImports() {
            let source = #"""
                // import Commented
                /* import Block
                   /* nested */ import StillComment */
                let text = "import InString"
                let multi = """
                    import InMultilineString \(value("import InInterpolation"))
                    """
                let raw = #"import InRaw " still raw"#
                import Real // import Trailing
                let imports = [1]; import AfterStatement
                func importer() { let importance = 1 }
                """#
            #expect(modules(source) == ["9:Real", "10:AfterStatement"])
        }

        @Test func anImportAfterAnAttributeLineStillCounts() {
            #expect(modules("@preconcurrency\nimport Dispatch\n") == ["2:Dispatch"])
        }

        @Test func anUnterminatedStringDoesNotSwallowTheFile() {
            #expect(modules("let broken = \"oops\nimport Later\n") == ["2:Later"])
        }

        // Found by the ImportScanner fuzz target (Tools/FuzzTargets/ImportScanner): Swift reads "\r\n" as
        // one character, so a CRLF file was one long line and every import was on line 1.
        @Test func windowsLineEndingsKeepTheLineNumbers() {
            #expect(modules("import A\r\n// import Commented\r\nimport B\r\n") == ["1:A", "3:B"])
        }

        // Found by the fuzz target: a combining mark after `//` or a quote forms one character with
        // it, and hid the comment or the string from the scanner, though not from the compiler.
        @Test func aCombiningMarkAfterACommentOrAQuoteChangesNothing() {
            #expect(modules("//\u{301} \"\"\"\nimport Real\n") == ["2:Real"])
            #expect(modules("let s = \"\u{301}; import InString; \"\nimport Real\n") == ["2:Real"])
        }

        // Found by the fuzz target: `canImport(2x)` named a module that cannot exist.
        @Test func aCanImportConditionNamesOnlyIdentifiers() {
            #expect(modules("#if canImport(2x) || canImport(Glibc)\n#endif\n") == ["1:Glibc?"])
        }
    }
}

extension ToolKitSuite {
    /// Findings about a target declared in Swift point at the line of its `name:` or the line that
    /// lists the dependency (a module of the table: its table line, see ModuleTableTests).
    struct ManifestSourceMapTests {
        @Test func dependenciesAreFoundOnTheirOwnLines() {
            let map = ManifestSourceMap(
                text: """
                    // swift-tools-version: 6.1
                    import PackageDescription
                    let package = Package(
                        name: "P",  // .target(name: "Commented", dependencies: ["Nope"])
                        products: [.plugin(name: "Tool", targets: ["Tool"])],
                        dependencies: [
                            .package(url: "https://example.com/a.git", from: "1.0.0"),
                        ],
                        targets: [
                            .target(name: "A", dependencies: [.target(name: "B"), "C"]),
                            .target(
                                name: "B",
                                dependencies: [
                                    .product(name: "Thing", package: "a"),
                                    "C",
                                ]
                            ),
                            .target(name: "C"),
                            .plugin(name: "Tool", capability: .command(intent: .custom(verb: "t", description: "\\"d\\"")))
                        ]
                    )
                    """)
            #expect(map.targetLocation("A").line == 10)
            #expect(map.dependencyLocation(target: "A", dependency: "B").line == 10)
            #expect(map.targetLocation("B").line == 12)
            #expect(map.dependencyLocation(target: "B", dependency: "Thing").line == 14)
            #expect(map.dependencyLocation(target: "B", dependency: "C").line == 15)
            #expect(map.dependencyLocation(target: "B", dependency: "a").line == 12)  // a package, not a dependency
            #expect(map.targetLocation("C").line == 18)
            #expect(map.targetLocation("Tool").line == 19)
            #expect(map.targetLocation("Commented").line == 1)
            #expect(map.packageDependencyLocation(index: 0).line == 7)
        }

        // Found by the ManifestReader fuzz target (Tools/FuzzTargets/ManifestReader) in the reader's earlier,
        // tokenizing form: odd strings and CRLF line endings put every later line off. Kept for the
        // line-based reader, which counts a CRLF as one line break.
        @Test func linesStayRightAfterOddStringsAndWithWindowsLineEndings() {
            let unterminated = ManifestSourceMap(text: "let x = \"open\n.target(name: \"A\")\n")
            #expect(unterminated.targetLocation("A").line == 2)
            let continued = ManifestSourceMap(text: "let x = \"\"\"\n a \\\n b\n \"\"\"\n.target(name: \"A\")\n")
            #expect(continued.targetLocation("A").line == 5)
            let crlf = ManifestSourceMap(text: "// header\r\n\r\n.target(name: \"A\")\r\n")
            #expect(crlf.targetLocation("A").line == 3)
        }
    }
}
