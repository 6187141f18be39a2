import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The rules that need the compiler, on one small fixture built once and shared by these tests:
    /// a RIB module with a widened public surface and a stale allowlist entry, and a module that
    /// compiles only when something else built its dependency first.
    struct ToolchainRuleTests {
        struct Outcome: Sendable {
            var findings: [Finding]
            var lines: [String: Int]
            var updatedAllowlist: String
            var findingsAfterUpdate: [Finding]
        }

        static let childASource = """
            public import Core

            public protocol ChildADependency: AnyObject {}

            public protocol ChildAListener: AnyObject {
                func childADidFinish()
            }

            public protocol ChildABuildable: Buildable {
                func build(withListener listener: any ChildAListener) -> any Routing
            }

            final class ChildARouter: Routing {}

            public final class ChildABuilder: Builder<any ChildADependency>, ChildABuildable {
                public override init(dependency: any ChildADependency) {
                    super.init(dependency: dependency)
                }

                public func build(withListener listener: any ChildAListener) -> any Routing {
                    ChildARouter()
                }
            }

            extension Array where Element == Int {
                public func childATotal() -> Int { reduce(0, +) }
            }

            public func makeChildAName() -> String { "ChildA" }

            public final class ChildAInteractor {
                public init() {}
            }
            """

        static let allowlist = """
            # ChildA's public API.
            class ChildABuilder
            init ChildABuilder.init(dependency:)
            method ChildABuilder.build(withListener:)
            protocol ChildABuildable
            method ChildABuildable.build(withListener:)
            protocol ChildADependency
            protocol ChildAListener
            method ChildAListener.childADidFinish()
            method Swift.Array.childATotal()
            func makeChildAName()
            method ChildABuilder.cancel()
            """

        /// Builds the fixture once: the check with surfaces and builds, then `--update-allowlists`,
        /// then the surfaces check again.
        static let outcome = Task<Outcome, any Error> {
            try await onOwnThread {
                let fixture = try Fixture(
                    targets: [
                        Fixture.Target(
                            name: "Core", dependencies: [], imports: [],
                            body: """
                                open class Builder<Dependency> {
                                    public let dependency: Dependency
                                    public init(dependency: Dependency) { self.dependency = dependency }
                                }
                                public protocol Routing: AnyObject {}
                                public protocol Buildable: AnyObject {}
                                extension Buildable {
                                    public func describe() -> String { "buildable" }
                                }
                                """, module: "core"),
                        Fixture.Target(
                            name: "ChildA", dependencies: ["Core"], imports: [], body: childASource, module: "rib"),
                        // Imports Core without declaring it: fine in a warm build folder, not alone.
                        Fixture.Target(
                            name: "Loner", dependencies: [], imports: ["Core"],
                            body: "public func lonerIsRouting(_ value: AnyObject) -> Bool { value is any Routing }\n",
                            module: "ui"),
                    ],
                    files: ["Tools/architecture/public-api/ChildA.txt": allowlist]
                ).write()
                defer { fixture.remove() }
                var lines: [String: Int] = [:]
                for (key, text, file) in [
                    ("interactor", "public final class ChildAInteractor", "Modules/ChildA/ChildA.swift"),
                    ("interactorInit", "public init() {}", "Modules/ChildA/ChildA.swift"),
                    ("stale", "ChildABuilder.cancel()", "Tools/architecture/public-api/ChildA.txt"),
                ] {
                    lines[key] = try fixture.line(of: text, in: file)
                }
                var check = try fixture.check([.surfaces, .builds])
                check.options.buildTargets = ["Loner", "ChildA"]
                let findings = try check.run().findings
                _ = try check.updateAllowlists()
                check.options.checks = [.surfaces]
                return Outcome(
                    findings: findings, lines: lines,
                    updatedAllowlist: try fixture.read("Tools/architecture/public-api/ChildA.txt"),
                    findingsAfterUpdate: try check.run().findings)
            }
        }

        @Test func aWidenedPublicSurfaceIsReportedAtTheDeclaration() async throws {
            let outcome = try await Self.outcome.value
            let surface = outcome.findings.filter { $0.rule == .publicSurface }
            #expect(
                surface.map(\.location) == [
                    SourceLocation(path: "Modules/ChildA/ChildA.swift", line: outcome.lines["interactor"]!),
                    SourceLocation(path: "Modules/ChildA/ChildA.swift", line: outcome.lines["interactorInit"]!),
                ])
            #expect(
                surface.first?.message.hasPrefix(
                    "ChildA makes 'class ChildAInteractor' public, but Tools/architecture/public-api/ChildA.txt does not list it; make it internal"
                ) == true)
            #expect(surface.last?.message.contains("'init ChildAInteractor.init()'") == true)
        }

        @Test func aStaleAllowlistEntryIsReportedAtItsLine() async throws {
            let outcome = try await Self.outcome.value
            let stale = outcome.findings.filter { $0.rule == .staleAllowlist }
            #expect(
                stale.map(\.location) == [
                    SourceLocation(path: "Tools/architecture/public-api/ChildA.txt", line: outcome.lines["stale"]!)
                ])
            #expect(
                stale.first?.message.contains("'method ChildABuilder.cancel()' is listed as public API of ChildA")
                    == true)
        }

        @Test func extensionsAndFreeFunctionsCountButInheritedMembersDoNot() async throws {
            let outcome = try await Self.outcome.value
            let entries = Allowlist(text: outcome.updatedAllowlist).entries.map(\.entry)
            #expect(
                entries
                    == [
                        "class ChildABuilder",
                        "method ChildABuildable.build(withListener:)",
                        "protocol ChildABuildable",
                        "method ChildABuilder.build(withListener:)",
                        "init ChildABuilder.init(dependency:)",
                        "protocol ChildADependency",
                        "class ChildAInteractor",
                        "init ChildAInteractor.init()",
                        "method ChildAListener.childADidFinish()",
                        "protocol ChildAListener",
                        "method Swift.Array.childATotal()",
                        "func makeChildAName()",
                    ].sorted { ($0.split(separator: " ")[1], $0) < ($1.split(separator: " ")[1], $1) })
            #expect(!outcome.updatedAllowlist.contains("dependency\n"))  // Builder's, declared in Core
            #expect(!outcome.updatedAllowlist.contains("describe()"))  // Buildable's default, declared in Core
            #expect(outcome.updatedAllowlist.hasPrefix("# The public API of the ChildA RIB module"))
            #expect(outcome.findingsAfterUpdate == [])
        }

        @Test func aModuleThatDoesNotBuildAloneIsReported() async throws {
            let outcome = try await Self.outcome.value
            let builds = outcome.findings.filter { $0.rule == .buildsAlone }
            #expect(builds.map(\.location) == [SourceLocation(path: "Modules/Loner/Loner.swift", line: 1)])
            #expect(builds.first?.message.contains("'Loner' does not build alone") == true)
            #expect(builds.first?.message.contains("no such module 'Core'") == true)
        }

        /// Slow: two `swift build`s of a fixture package.
        @Test(.enabled(if: SlowTests.areEnabled, "builds a package: set \(SlowTests.variable)=1"))
        func changingAChildsListenerBreaksTheParentsBuild() async throws {
            // The two builds block; they run on their own thread (see CheckArchitectureSuite).
            let (before, after) = try await onOwnThread { () throws -> (CommandResult, CommandResult) in
                let fixture = try Fixture(
                    targets: [
                        Fixture.Target(
                            name: "Child", dependencies: [], imports: [],
                            body: "public protocol ChildListener: AnyObject {\n    func childDidFinish()\n}\n",
                            module: "rib", place: "Parent"),
                        Fixture.Target(
                            name: "Parent", dependencies: ["Child"], imports: ["Child"],
                            body: "final class ParentInteractor: ChildListener {\n    func childDidFinish() {}\n}\n",
                            module: "rib"),
                    ]
                ).write()
                defer { fixture.remove() }
                let toolchain = try Toolchain.locate()
                // Each build gets its own scratch path, so the second cannot be fooled by what the first left.
                func build(_ scratch: String) throws -> CommandResult {
                    try toolchain.run([
                        "build", "--package-path", fixture.root.path, "--scratch-path",
                        fixture.root.appendingPathComponent(scratch).path, "--target", "Parent",
                    ])
                }
                let before = try build(".build-before")
                try fixture.write(
                    "public protocol ChildListener: AnyObject {\n    func childDidFinish()\n    func childDidCancel()\n}\n",
                    to: "Modules/Child/Child.swift")
                return (before, try build(".build-after"))
            }
            #expect(before.status == 0, "\(before.combined)")
            #expect(after.status != 0)
            let errors = CompilerDiagnostic.errors(in: after.combined)
            #expect(errors.first?.file.hasSuffix("Modules/Parent/Parent.swift") == true, "\(after.combined)")
            #expect(errors.first?.message.contains("does not conform to protocol 'ChildListener'") == true)
        }
    }
}
