import ArchitectureCheckKit
import Foundation
import Testing

extension CheckArchitectureSuite {
    /// An app whose composition root is a library: its executable and tools (a benchmark) may use that
    /// library, a module may not, and nothing may use the executable.
    struct CompositionLibraryRuleTests {
        /// The miniature tree with its composition root moved into a library `Composition`, which the
        /// executable `App` and a tool `Bench` use.
        static var fixture: Fixture {
            var fixture = Fixture.tree
            fixture.change("App") {
                $0.kind = "target"
                $0.name = "Composition"
            }
            fixture.targets.append(
                Fixture.Target(
                    kind: "executableTarget", name: "App", dependencies: ["Composition"], imports: ["Composition"],
                    folder: "Apps"))
            fixture.targets.append(
                Fixture.Target(
                    kind: "executableTarget", name: "Bench", dependencies: ["Composition", "Core"],
                    imports: ["Composition", "Core"], folder: "Tools"))
            fixture.configuration = fixture.configuration.replacingOccurrences(
                of: "app: App\n", with: "app: App Composition\n")
            return fixture
        }

        @Test func theExecutableAndAToolMayUseTheCompositionLibrary() throws {
            let fixture = try Self.fixture.write()
            defer { fixture.remove() }

            #expect(try fixture.findings(staticChecks).map(\.description) == [])
        }

        @Test func aModuleMayNotUseTheCompositionLibrary() throws {
            var planted = Self.fixture
            planted.change("ChildA") {
                $0.dependencies.append("Composition")
                $0.imports.append("Composition")
            }
            let fixture = try planted.write()
            defer { fixture.remove() }

            let findings = try fixture.findings(staticChecks).filter { $0.rule == .allowedEdges }
            #expect(findings.count == 1)
            #expect(findings.first?.message.contains("'ChildA' depends on 'Composition'") == true)
            #expect(findings.first?.message.contains("nothing depends on an app") == true)
        }

        @Test func nothingMayUseTheExecutable() throws {
            var planted = Self.fixture
            planted.change("Bench") {
                $0.dependencies.append("App")
                $0.imports.append("App")
            }
            let fixture = try planted.write()
            defer { fixture.remove() }

            let findings = try fixture.findings(staticChecks).filter { $0.rule == .allowedEdges }
            #expect(findings.map(\.message).contains { $0.contains("'Bench' depends on 'App'") })
        }
    }
}
