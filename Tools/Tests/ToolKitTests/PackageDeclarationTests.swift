import Foundation
import Testing
import ToolKit
import ToolTestSupport

extension ToolKitSuite {
    /// What the tools keep of `swift package dump-package`: read from its JSON, and written as lines
    /// that read back the same.
    struct PackageDeclarationTests {
        static let json = """
            {
              "name": "Game",
              "dependencies": [
                { "fileSystem": [{ "identity": "kit", "path": "/src/kit" }] }
              ],
              "targets": [
                {
                  "name": "Core", "type": "regular", "path": "./Modules/Core/", "dependencies": [],
                  "exclude": ["README.md", "Old"], "settings": [
                    { "tool": "swift", "kind": { "swiftLanguageMode": { "_0": "6" } } },
                    { "tool": "swift", "kind": { "defaultIsolation": { "_0": "MainActor" } } }
                  ]
                },
                {
                  "name": "Board", "type": "regular", "dependencies": [
                    { "byName": ["Core", null] }, { "product": ["Kit", "kit", null, null] }
                  ],
                  "sources": ["Board.swift"], "resources": [{ "rule": "process", "path": "x.json" }]
                },
                { "name": "BoardTests", "type": "test", "dependencies": [{ "target": ["Board", null] }] }
              ]
            }
            """

        @Test func theJSONIsReadWithTheConventionsOfSwiftPM() throws {
            let declaration = try PackageDeclaration(dumpPackageJSON: Data(Self.json.utf8))

            #expect(declaration.name == "Game")
            #expect(declaration.dependencies.map(\.location) == ["/src/kit"])
            #expect(declaration.targets.map(\.path) == ["Modules/Core", "Sources/Board", "Tests/BoardTests"])
            let core = declaration.targets[0]
            #expect(core.swiftFlags == ["-swift-version", "6", "-default-isolation", "MainActor"])
            #expect(
                core.defaultIsolation == "MainActor" && core.exclude == ["README.md", "Old"]
                    && core.declaredSources == nil)
            let board = declaration.targets[1]
            #expect(
                board.dependencies == [TargetDependency(name: "Core"), TargetDependency(name: "Kit", package: "kit")])
            #expect(board.swiftFlags == nil && board.declaredSources == ["Board.swift"])
            #expect(declaration.targets[2].kind == .test)
        }

        @Test func itsLinesReadBackAsTheSameDeclaration() throws {
            let declaration = try PackageDeclaration(dumpPackageJSON: Data(Self.json.utf8))
            let text = try #require(declaration.text)

            #expect(PackageDeclaration(text: text) == declaration)
            #expect(PackageDeclaration(text: text.replacingOccurrences(of: "target\t", with: "tarjet\t")) == nil)
            #expect(PackageDeclaration(text: String(text.dropLast())) == nil)
            #expect(PackageDeclaration(text: "") == nil)
        }

        @Test func aNameHoldingASeparatorIsKeptOnlyAsJSON() throws {
            let tab = Self.json.replacingOccurrences(of: "\"Old\"", with: "\"Old\\tFiles\"")
            let declaration = try PackageDeclaration(dumpPackageJSON: Data(tab.utf8))

            #expect(declaration.targets[0].exclude == ["README.md", "Old\tFiles"])
            #expect(declaration.text == nil)
        }
    }
}
