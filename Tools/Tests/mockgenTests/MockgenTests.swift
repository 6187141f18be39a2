import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import mockgen

/// Modules compiled from the fixtures in `Mockgen/` with swiftc, as the architecture check compiles
/// the package's modules: Swift 6, main-actor default isolation, symbol graphs at internal level.
struct MockgenFixtures {
    let folder: URL
    let swiftc: Toolchain

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Mockgen")

    // The tests below run synchronously, one at a time (CheckArchitectureSuite is serialised): each
    // waits a second or two for swiftc, and an expectation inside `onOwnThread` would not be
    // attributed to its test.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swift = try Toolchain.locate().swift
        swiftc = Toolchain(swift: swift.deletingLastPathComponent().appendingPathComponent("swiftc"))
    }

    /// Compiles `sources` as `module` (its interface and symbol graph) into the folder; `nil` when it
    /// compiled, else the compiler's output.
    @discardableResult
    func compile(_ module: String, sources: [URL], testing: Bool = false) throws -> String? {
        let symbols = folder.appendingPathComponent("\(module)-symbols")
        try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
        var arguments = [
            "-swift-version", "6", "-default-isolation", "MainActor", "-parse-as-library",
            "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature",
            "MemberImportVisibility",
            "-module-name", module, "-emit-module", "-emit-module-path",
            folder.appendingPathComponent("\(module).swiftmodule").path,
            "-emit-symbol-graph", "-emit-symbol-graph-dir", symbols.path,
            "-symbol-graph-minimum-access-level", "internal", "-symbol-graph-skip-synthesized-members",
            "-I", folder.path, "-module-cache-path", folder.appendingPathComponent("clang-cache").path,
            "-emit-library", "-static", "-o", folder.appendingPathComponent("lib\(module).a").path,
        ]
        if testing { arguments.append("-enable-testing") }
        let result = try swiftc.run(arguments + sources.map(\.path))
        return result.status == 0 ? nil : result.combined
    }

    /// Copies fixture `name` (`Mockgen/<name>.swift.fixture`) to a Swift file and compiles it.
    func compileFixture(_ name: String) throws {
        let source = folder.appendingPathComponent("\(name).swift")
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("\(name).swift.fixture"), to: source)
        if let errors = try compile(name, sources: [source], testing: true) {
            Issue.record("the fixture \(name) does not compile:\n\(errors)")
        }
    }

    /// The index of the compiled `modules`.
    func index(_ modules: [String]) throws -> SymbolIndex {
        var index = SymbolIndex()
        for module in modules {
            try index.add(
                module: module, directory: folder.appendingPathComponent("\(module)-symbols"), packageRoot: folder)
        }
        return index
    }

    /// Writes `text` to a Swift file in the folder.
    func write(_ text: String, as name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

extension MockgenSuite {
    @Suite struct MockgenTests {
        /// Core, Support (a hand-written fake) and Shapes (one protocol per shape), compiled.
        static func shapes() throws -> (MockgenFixtures, MockGenerator) {
            let fixtures = try MockgenFixtures()
            for name in ["Core", "Support", "Shapes"] { try fixtures.compileFixture(name) }
            let generator = MockGenerator(
                index: try fixtures.index(["Core", "Support", "Shapes"]), testSupportModules: ["Support"])
            return (fixtures, generator)
        }

        /// Each shape's mock equals its golden file, `Mockgen/<Protocol>Mock.golden` (run with
        /// MOCKGEN_RECORD=1 to rewrite them after a deliberate change, and review the diff).
        @Test func eachShapeMatchesItsGoldenFile() throws {
            let (fixtures, generator) = try Self.shapes()
            defer { fixtures.remove() }
            let record = ProcessInfo.processInfo.environment["MOCKGEN_RECORD"] == "1"
            var imports: Set<String> = []
            var checked: [String] = []
            for scope in [MockGenerator.Scope.public, .internal] {
                for proto in generator.mockableProtocols(of: "Shapes", scope: scope) {
                    let text = try generator.mockClass(of: proto, scope: scope, imports: &imports)
                    let golden = MockgenFixtures.fixtures.appendingPathComponent("\(proto.title)Mock.golden")
                    if record { try text.write(to: golden, atomically: true, encoding: .utf8) }
                    let expected = try String(contentsOf: golden, encoding: .utf8)
                    #expect(text == expected, "\(proto.title)Mock differs from \(golden.lastPathComponent)")
                    checked.append(proto.title)
                }
            }
            #expect(
                checked.sorted() == [
                    "GameBuildable", "GameInteractable", "GameListener", "GameRouting", "Loader", "Navigator",
                    "Observer", "Player", "Screen", "Settings",
                ])
        }

        /// The shape's essentials, stated directly (the golden files hold the rest).
        @Test func theShapeIsMockolos() throws {
            let (fixtures, generator) = try Self.shapes()
            defer { fixtures.remove() }
            let file = try #require(try generator.generate(module: "Shapes", scope: .public))
            let text = file.text
            #expect(text.hasPrefix("// @generated by Tools/mockgen. Do not edit.\n"))
            #expect(!text.contains("Unmarked"), "a protocol without @mockable gets no mock")
            #expect(!text.contains("GameRoutingMock"), "internal protocols go to the test target's file")
            #expect(text.contains("public import CoreMocks\npublic import Shapes\npublic import Support\n"))
            // Overloads are told apart by their labels.
            for name in ["routeCallCount", "routeToCallCount", "routeToAnimatedCallCount"] {
                #expect(text.contains("public private(set) var \(name) = 0"))
            }
            // async/throws are kept in the handler and the call.
            #expect(text.contains("public var loadHandler: ((String) async throws -> String?)?"))
            #expect(text.contains("return try await loadHandler(path)"))
            // The back-reference is weak; the fake and the core's @mockable mock are the bases.
            #expect(text.contains("public weak var listener: (any GameListener)?"))
            #expect(text.contains("open class GameInteractableMock: InteractableMock, GameInteractable {"))
            #expect(text.contains("open class GameBuildableMock: BuildableMock, GameBuildable {"))
            #expect(text.contains("open class ScreenMock: View, Screen {"))
            #expect(
                file.classNames == [
                    "GameBuildableMock", "GameInteractableMock", "GameListenerMock", "LoaderMock", "NavigatorMock",
                    "ObserverMock", "PlayerMock", "ScreenMock", "SettingsMock",
                ])
            let internalFile = try #require(try generator.generate(module: "Shapes", scope: .internal))
            #expect(internalFile.text.contains("@testable import Shapes"))
            #expect(internalFile.classNames == ["GameRoutingMock"])
        }

        /// The generated files compile with swiftc in Swift 6 mode with main-actor default isolation,
        /// next to the modules they mock, and the mocks behave as documented when a program uses them.
        @Test func generatedFilesCompileInSwift6WithMainActorIsolation() throws {
            let (fixtures, generator) = try Self.shapes()
            defer { fixtures.remove() }
            let core = try #require(try generator.generate(module: "Core", scope: .public))
            let coreMocks = try fixtures.write(core.text, as: "CoreMocks.swift")
            #expect(try fixtures.compile("CoreMocks", sources: [coreMocks]) == nil)
            let shapes = try #require(try generator.generate(module: "Shapes", scope: .public))
            let shapesMocks = try fixtures.write(shapes.text, as: "ShapesMocks.swift")
            let shapesErrors = try fixtures.compile("ShapesMocks", sources: [shapesMocks])
            #expect(shapesErrors == nil, "\(shapesErrors ?? "")")
            // The internal mocks, in a "test target" that imports the module @testable, used by a program.
            let internalMocks = try #require(try generator.generate(module: "Shapes", scope: .internal))
            let internalFile = try fixtures.write(internalMocks.text, as: "ShapesInternalMocks.swift")
            let use = try fixtures.write(
                """
                import Core
                import ShapesMocks
                import Support

                @testable import Shapes

                func exercise() async throws -> [String] {
                    var seen: [String] = []
                    let navigator = NavigatorMock()
                    navigator.route(to: "a", animated: true)
                    navigator.routeToAnimatedHandler = { screen, animated in seen.append("\\(screen) \\(animated)") }
                    navigator.route(to: "b", animated: false)
                    seen.append("\\(navigator.routeToAnimatedCallCount) \\(navigator.routeCallCount)")
                    let loader = LoaderMock()
                    seen.append("\\(try await loader.load("x") ?? "nil")")
                    loader.loadHandler = { path in path + "!" }
                    seen.append("\\(try await loader.load("x") ?? "nil")")
                    let settings = SettingsMock()
                    settings.volume = 3
                    seen.append("\\(settings.volume) \\(settings.volumeSetCallCount) \\(settings.name.isEmpty)")
                    let interactable = GameInteractableMock()
                    do {
                        let listener = GameListenerMock()
                        interactable.listener = listener
                        seen.append("\\(interactable.listener != nil)")
                    }
                    seen.append("\\(interactable.listener == nil)")
                    interactable.activate()
                    seen.append("\\(interactable.isActive)")
                    let routing = GameRoutingMock()
                    seen.append("\\(routing.routeToGame(withId: "t")) \\(routing.routeToGameCallCount)")
                    return seen
                }

                @main
                enum Main {
                    static func main() async throws {
                        print(try await exercise().joined(separator: "|"))
                    }
                }
                """, as: "Use.swift")
            let program = fixtures.folder.appendingPathComponent("use")
            let result = try fixtures.swiftc.run(
                [
                    "-swift-version", "6", "-default-isolation", "MainActor", "-module-name", "Use",
                    "-I", fixtures.folder.path, "-o", program.path,
                    "-module-cache-path", fixtures.folder.appendingPathComponent("clang-cache").path,
                    "-L", fixtures.folder.path,
                ] + ["ShapesMocks", "CoreMocks", "Support", "Shapes", "Core"].map { "-l\($0)" }
                    + [internalFile, use].map(\.path))
            #expect(result.status == 0, "\(result.combined)")
            guard result.status == 0 else { return }
            let run = try Toolchain(swift: program).run([])
            #expect(run.output == "b false|2 0|nil|x!|3 1 true|true|true|true|false 1\n")
        }

        /// What mockgen cannot mock is refused, each with a message naming the declaration.
        @Test func refusalsNameTheDeclaration() throws {
            let fixtures = try MockgenFixtures()
            defer { fixtures.remove() }
            try fixtures.compileFixture("Refused")
            let generator = MockGenerator(index: try fixtures.index(["Refused"]))
            var message = ""
            do {
                _ = try generator.generate(module: "Refused", scope: .public)
                Issue.record("the refused protocols were mocked")
            } catch {
                message = error.message
            }
            let expected = [
                "Refused.swift:4: Stream: mockgen cannot mock a protocol with associated types (Value)",
                "Refused.swift:11: Converter.convert(_:): mockgen does not mock generic methods",
                "Refused.swift:16: Registry.shared: mockgen does not mock static requirements",
                "Refused.swift:21: Table.subscript(_:): mockgen does not mock subscripts",
                "Sorter: the overloads sort(_:) and sort(_:) have the same argument labels",
                "Refused.swift:32: Logger.log(_:): mockgen does not mock variadic parameters ('parts')",
                "Refused.swift:36: Score: refines Swift.Equatable, whose requirements the symbol graphs do not show",
            ]
            for line in expected { #expect(message.contains(line), "missing: \(line)\nin: \(message)") }
        }
        /// `Tools/mockgen` on a package: `--check` names each stale file and exits 1, a run writes
        /// them and `--check` then passes, a hand edit is caught, an unknown module is refused by
        /// name with nothing written.
        @Test func theCommandWritesChecksAndRefuses() throws {
            var tree = Fixture.mocksTree
            tree.bodies["ChildA"] =
                "/// Told when ChildA is done.\n///\n/// @mockable\npublic protocol ChildAListener: AnyObject {\n    func childDidFinish()\n}\n"
            tree.changeTarget("ChildAMocks") { $0.dependencies = [TargetDependency(name: "ChildA")] }
            tree.imports["ChildAMocks"] = ["ChildA"]
            let fixture = try tree.write()
            defer { fixture.remove() }
            let generated = "Modules/ChildAMocks/ChildAMocks.swift"
            func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
                let output = Lines()
                let errors = Lines()
                let status = MockgenCommand.run(
                    arguments: arguments + ["--package-path", fixture.root.path], currentDirectory: fixture.root,
                    output: { output.append($0) }, errors: { errors.append($0) })
                return (status, output.all, errors.all)
            }
            let handWritten = try fixture.read(generated)

            let unknown = run(["ChildA", "Nowhere"])
            #expect(unknown.status == 2)
            #expect(unknown.errors.contains { $0.contains("unknown module 'Nowhere'") }, "\(unknown.errors)")
            #expect(try fixture.read(generated) == handWritten, "nothing is written when a module is unknown")

            let stale = run(["--check"])
            #expect(stale.status == 1)
            #expect(stale.output.contains("\(generated): error: [stale-mocks] is not what mockgen writes"))
            #expect(try fixture.read(generated) == handWritten, "--check writes nothing")

            let write = run([])
            #expect(write.status == 0, "\(write.errors)")
            #expect(write.output.contains("wrote \(generated) (1 mocks)"))
            let text = try fixture.read(generated)
            #expect(text.hasPrefix("// @generated by Tools/mockgen. Do not edit.\n"))
            #expect(text.contains("open class ChildAListenerMock: ChildAListener {"))

            let clean = run(["--check"])
            #expect(clean.status == 0, "\(clean.output)")
            #expect(clean.output.last == "mockgen: 1 generated files, 1 mocks, all up to date")

            try fixture.write(text.replacingOccurrences(of: "childDidFinishCallCount += 1", with: ""), to: generated)
            let edited = run(["--check", "ChildA"])
            #expect(edited.status == 1)
            #expect(edited.output.contains("\(generated): error: [stale-mocks] is not what mockgen writes"))
            #expect(edited.output.last?.contains("run Tools/mockgen ChildA and commit the result") == true)

            let help = run(["--help"])
            #expect(help.status == 0)
            #expect(help.output.joined().contains("USAGE: Tools/mockgen [--check] [MODULE...]"))
        }
    }
}
