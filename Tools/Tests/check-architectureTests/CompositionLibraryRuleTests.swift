import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// An app whose composition root is a library: its executable and tools (a benchmark) may use that
    /// library, a module may not, and nothing may use the executable.
    struct CompositionLibraryRuleTests {
        /// The miniature tree with its composition root moved into a library `Composition`, which the
        /// executable `App` and a tool `Bench` use.
        static var fixture: Fixture {
            var fixture = Fixture.tree
            fixture.change("App") {
                $0.kind = "app"
                $0.name = "Composition"
            }
            fixture.modules.append(Fixture.module("App", "exe", dependencies: ["Composition"]))
            fixture.targets.append(
                Fixture.target("Bench", .executable, dependencies: ["Composition", "Core"], folder: "Tools"))
            return fixture
        }

        @Test func theExecutableAndAToolMayUseTheCompositionLibrary() throws {
            let fixture = try Self.fixture.write()
            defer { fixture.remove() }

            #expect(try fixture.findings(staticChecks).map(\.description) == [])
        }

        @Test func aModuleMayNotUseTheCompositionLibrary() throws {
            let messages = try Self.edgeFindings(whenTarget: "ChildA", dependsOn: "Composition")

            #expect(messages.count == 1)
            #expect(messages.first?.contains("'ChildA' depends on 'Composition'") == true)
            #expect(messages.first?.contains("nothing depends on an app") == true)
        }

        @Test func nothingMayUseTheExecutable() throws {
            let messages = try Self.edgeFindings(whenTarget: "Bench", dependsOn: "App")

            #expect(messages.contains { $0.contains("'Bench' depends on 'App'") })
        }

        /// The messages of the allowed-edges findings once `target` depends on and imports `dependency`.
        static func edgeFindings(whenTarget target: String, dependsOn dependency: String) throws -> [String] {
            var planted = fixture
            planted.depend(target, on: dependency)
            let written = try planted.write()
            defer { written.remove() }
            return try written.findings(staticChecks).filter { $0.rule == .allowedEdges }.map(\.message)
        }
    }
}
