import Foundation
import Scaffolding
import Testing
import ToolKit
import ToolTestSupport
import mockgen

extension NewRIBSuite {
    /// The templates under `Tools/Sources/new-rib/Templates` render to Swift that compiles: each kind of RIB is
    /// rendered with `Tools/new-rib --emit-to` (which edits nothing) and compiled with `swiftc` against
    /// the modules this test run already built: the module with `-enable-testing`, then its tests,
    /// type-checked against it (a plugin's against its point's contract and its mocks too). The tests use the mocks `Tools/mockgen` would
    /// generate (`--emit-to` leaves them out, since it edits nothing): they are generated here from the
    /// module's symbol graph, as mockgen does. Fast: a few seconds a kind, no package build.
    /// (`NewRIBScaffoldTests` is the full proof: the RIBs wired into a copy of the package, built and tested.)
    struct NewRIBTemplateTests {
        /// One kind of RIB: the tool's arguments, and the folders of what it renders.
        struct Kind: CustomTestStringConvertible, Sendable {
            var arguments: [String]
            var name: String

            var testDescription: String { arguments.joined(separator: " ") }
        }

        static let kinds = [
            Kind(arguments: ["Leaderboard", "--parent", "OffGame"], name: "Leaderboard"),
            Kind(arguments: ["Settings", "--parent", "LoggedIn", "--viewless"], name: "Settings"),
            Kind(arguments: ["Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess"], name: "Chess"),
        ]

        /// The flags Package.swift gives every RIB module and the app (main actor by default).
        static let swiftFlags = [
            "-swift-version", "6", "-enable-upcoming-feature", "InternalImportsByDefault",
            "-enable-upcoming-feature", "MemberImportVisibility", "-default-isolation", "MainActor",
        ]

        @Test(arguments: kinds)
        func templatesRenderToSwiftThatCompiles(kind: Kind) async throws {
            let modules = try await Self.builtModules()
            let copy = try await RepositoryCopy.make()
            defer { copy.remove() }
            let before = try await copy.snapshot()
            let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                "new-rib-render-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: output) }

            let render = try await copy.newRIB(kind.arguments + ["--emit-to", output.path])

            try #require(render.status == 0, "\(render.combined)")
            #expect(differences(before, try await copy.snapshot()).isEmpty, "--emit-to changed the package")
            let sources = try Self.swiftFiles(in: output.appendingPathComponent("Modules/\(kind.name)"))
            let tests = try Self.swiftFiles(in: output.appendingPathComponent("Tests/\(kind.name)Tests"))
            #expect(!sources.isEmpty && !tests.isEmpty)
            for file in sources + tests {
                let text = try String(contentsOf: file, encoding: .utf8)
                #expect(!text.contains("{{"), "\(file.lastPathComponent) kept a placeholder")
                #expect(text.contains(kind.name))
            }

            // The module, with -enable-testing so its tests' `@testable import` works, and its symbol
            // graph at internal level, for its mocks.
            let built = output.appendingPathComponent("built")
            let symbols = output.appendingPathComponent("symbols")
            try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
            let module = try await CommandResult.run(
                "swiftc",
                Self.swiftFlags + [
                    "-parse-as-library", "-emit-module", "-enable-testing", "-module-name", kind.name,
                    "-I", modules.path, "-emit-module-path",
                    built.appendingPathComponent("\(kind.name).swiftmodule").path,
                    "-emit-symbol-graph", "-emit-symbol-graph-dir", symbols.path,
                    "-symbol-graph-minimum-access-level", "internal",
                ] + sources.map(\.path),
                in: output)
            try #require(module.status == 0, "the rendered \(kind.name) does not compile:\n\(module.combined)")
            #expect(!module.combined.contains("warning:"), "\(module.combined)")

            // Its mocks, as Tools/mockgen writes them: the public ones (a plugin has none: its protocols
            // are its point's contract) compiled as <Name>Mocks, the internal ones beside the tests.
            let mocks = try await Self.generateMocks(of: kind.name, symbols: symbols, modules: modules, in: output)
            #expect((mocks.public == nil) == kind.arguments.contains("--plugin-of"))
            if let publicText = mocks.public {
                let publicMocks = output.appendingPathComponent("\(kind.name)Mocks.swift")
                try publicText.write(to: publicMocks, atomically: true, encoding: .utf8)
                let mocksModule = try await CommandResult.run(
                    "swiftc",
                    Self.swiftFlags + [
                        "-parse-as-library", "-emit-module", "-module-name", "\(kind.name)Mocks", "-I", built.path,
                        "-I", modules.path, "-emit-module-path",
                        built.appendingPathComponent("\(kind.name)Mocks.swiftmodule").path, publicMocks.path,
                    ],
                    in: output)
                try #require(mocksModule.status == 0, "\(kind.name)'s mocks do not compile:\n\(mocksModule.combined)")
            }
            let internalMocks = output.appendingPathComponent("\(kind.name)InternalMocks.swift")
            try mocks.internal.write(to: internalMocks, atomically: true, encoding: .utf8)

            // Its example, against it and its mocks: the program and its first scenario, as the module its
            // snapshot test imports.
            let example = try Self.swiftFiles(in: output.appendingPathComponent("Modules/\(kind.name)Example"))
            #expect(example.map(\.lastPathComponent) == ["\(kind.name)Scenarios.swift", "main.swift"])
            let exampleModule = try await CommandResult.run(
                "swiftc",
                Self.swiftFlags + [
                    "-emit-module", "-enable-testing", "-module-name", "\(kind.name)Example", "-I", built.path, "-I",
                    modules.path, "-emit-module-path",
                    built.appendingPathComponent("\(kind.name)Example.swiftmodule").path,
                ] + example.map(\.path),
                in: output)
            try #require(
                exampleModule.status == 0, "\(kind.name)'s example does not compile:\n\(exampleModule.combined)")
            #expect(!exampleModule.combined.contains("warning:"), "\(exampleModule.combined)")

            // Its tests, against it (and its example).
            let files = tests + [internalMocks]
            let typecheck = try await CommandResult.run(
                "swiftc",
                Self.swiftFlags + ["-typecheck", "-I", built.path, "-I", modules.path] + files.map(\.path),
                in: output)
            #expect(typecheck.status == 0, "\(files.map(\.lastPathComponent)) do not compile:\n\(typecheck.combined)")
            #expect(!typecheck.combined.contains("warning:"), "\(typecheck.combined)")
        }

        /// An included template's own includes are resolved too; a template that includes itself is refused.
        @Test func includesNestAndATemplateThatIncludesItselfIsRefused() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "new-rib-includes-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in ["a": "{{> b}}\n", "b": "// {{Name}}\n{{> c}}\n", "c": "{{Words}}\n", "d": "{{> d}}\n"]
            {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let template = RIBTemplate(
                rib: try RIBName("PlayerProfile"), isViewless: false, library: TemplateLibrary(root: folder))
            #expect(try template.render(template: "a") == "// PlayerProfile\nPlayer Profile\n")
            let refusal = #expect(throws: Refusal.self) { try template.render(template: "d") }
            #expect(refusal?.message == "the template d includes itself")
        }

        /// The text of the two files Tools/mockgen writes for `module` (its public and internal mocks),
        /// from its symbol graph in `symbols` and those of the core and the test support, which
        /// `swift symbolgraph-extract` reads from the built `modules`.
        private static func generateMocks(
            of module: String, symbols: URL, modules: URL, in folder: URL
        ) async throws -> (public: String?, internal: String) {
            var index = SymbolIndex()
            try index.add(module: module, directory: symbols, packageRoot: folder)
            let triple = try Toolchain.locate().hostTriple()
            for dependency in ["RIBs", "RIBsTestSupport"] {
                let directory = folder.appendingPathComponent("symbols-\(dependency)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let extract = try await CommandResult.run(
                    "swift",
                    [
                        "symbolgraph-extract", "-module-name", dependency, "-target", triple, "-I", modules.path,
                        "-output-dir", directory.path, "-minimum-access-level", "public",
                    ],
                    in: folder)
                try #require(extract.status == 0, "\(extract.combined)")
                try index.add(module: dependency, directory: directory, packageRoot: folder)
            }
            let generator = MockGenerator(index: index, testSupportModules: ["RIBsTestSupport"])
            let publicMocks = try generator.generate(module: module, scope: .public)
            let internalMocks = try #require(try generator.generate(module: module, scope: .internal))
            return (publicMocks?.text, internalMocks.text)
        }

        /// The Swift files in `folder`.
        private static func swiftFiles(in folder: URL) throws -> [URL] {
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        }

        /// The folder of the product's compiled modules (`.build/<triple>/debug/Modules` of the package at
        /// the repository's root), built first when they are not (see ``ProductModules``).
        static func builtModules() async throws -> URL {
            try await ProductModules.shared.folder()
        }
    }
}
