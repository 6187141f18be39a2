import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The rules that need the compiler, on one small fixture built once and shared by these tests:
    /// a RIB module whose API file lacks a public class, still lists a method it no longer declares and
    /// has a declaration's old signature, and a module that compiles only when something else built its
    /// dependency first.
    struct ToolchainRuleTests {
        struct Outcome: Sendable {
            var findings: [Finding]
            var lines: [String: Int]
            var updatedAPI: String
            var findingsAfterUpdate: [Finding]
        }

        static let childASource = """
            public import Core

            public protocol ChildADependency: AnyObject {}

            public protocol ChildAListener: AnyObject {
                func childADidFinish()
                func childADidCancel()
            }

            extension ChildAListener {
                public func childADidCancel() {}
                public func childAWillFinish() {}
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

            extension Other: ChildADependency {
                public func childAName() -> String { "" }
            }

            public func makeChildAName() -> String { "ChildA" }

            public func + (lhs: ChildABuilder, rhs: Int) -> Int { rhs }

            @_spi(Testing) public func childAReset() {}

            public final class ChildAInteractor {
                public init() {}
            }
            """

        /// ChildA's API file: without the interactor, with a method the builder no longer declares
        /// and with the builder entry's old result type.
        static let api = """
            # ChildA's public API.
            ChildABuilder final class ChildABuilder : Builder
            ChildABuilder.cancel() func cancel()
            makeChildAName() func makeChildAName() -> Int

            """

        /// Builds the fixture once: the check with surfaces and builds, then `--update-api`, then the
        /// surfaces check again.
        static let outcome = Task<Outcome, any Error> {
            try await onOwnThread {
                let fixture = try Fixture(
                    modules: [
                        Fixture.module("Core", "core"), Fixture.module("ChildA", "rib", dependencies: ["Core"]),
                        // Imports Core without declaring it: fine in a warm build folder, not alone.
                        Fixture.module("Loner", "test-support"),
                    ],
                    imports: ["ChildA": [], "Loner": ["Core"]],
                    bodies: [
                        "Core": """
                        open class Builder<Dependency> {
                            public let dependency: Dependency
                            public init(dependency: Dependency) { self.dependency = dependency }
                        }
                        public protocol Routing: AnyObject {}
                        public protocol Buildable: AnyObject {}
                        extension Buildable {
                            public func describe() -> String { "buildable" }
                        }
                        public final class Other {}
                        """,
                        "ChildA": childASource,
                        "Loner": "public func lonerIsRouting(_ value: AnyObject) -> Bool { value is any Routing }\n",
                    ],
                    files: ["Modules/ChildA/ChildA.api": api]
                ).write()
                defer { fixture.remove() }
                var lines: [String: Int] = [:]
                for (key, text, file) in [
                    ("interactor", "public final class ChildAInteractor", "Modules/ChildA/ChildA.swift"),
                    ("stale", "ChildABuilder.cancel()", "Modules/ChildA/ChildA.api"),
                    ("changed", "makeChildAName()", "Modules/ChildA/ChildA.api"),
                ] {
                    lines[key] = try fixture.line(of: text, in: file)
                }
                var check = try fixture.check([.surfaces, .builds])
                check.options.buildTargets = ["Loner", "ChildA"]
                let findings = try check.run().findings
                _ = try check.updateAPIFiles()
                check.options.checks = [.surfaces]
                return Outcome(
                    findings: findings, lines: lines, updatedAPI: try fixture.read("Modules/ChildA/ChildA.api"),
                    findingsAfterUpdate: try check.run().findings)
            }
        }

        /// ChildA's findings: those at its API file.
        static func childAFindings(_ outcome: Outcome) -> [Finding] {
            outcome.findings.filter { $0.rule == .publicSurface && $0.location.path == "Modules/ChildA/ChildA.api" }
        }

        @Test func aDeclarationTheFileLacksIsReportedAtTheLineItWouldTakeNamingTheSource() async throws {
            let outcome = try await Self.outcome.value
            let lacking = Self.childAFindings(outcome).filter { $0.message.contains("does not list it") }
            #expect(lacking.count > 2)
            let interactor = try #require(lacking.first { $0.message.contains("class ChildAInteractor`") })
            #expect(interactor.location.line == outcome.lines["changed"]!)  // sorted: before makeChildAName()
            #expect(
                interactor.message.contains(
                    "publicly (Modules/ChildA/ChildA.swift:\(outcome.lines["interactor"]!)), but Modules/ChildA/ChildA.api does not list it; make it internal"
                ))
            #expect(interactor.message.contains("run Tools/check-architecture --update-api"))
        }

        @Test func aLineTheModuleNoLongerDeclaresOrDeclaresOtherwiseIsReportedAtItsLine() async throws {
            let outcome = try await Self.outcome.value
            let findings = Self.childAFindings(outcome)
            let stale = try #require(findings.first { $0.message.hasPrefix("ChildA no longer declares") })
            #expect(stale.location.line == outcome.lines["stale"]!)
            #expect(
                stale.message.hasPrefix("ChildA no longer declares `ChildABuilder.cancel() func cancel()` publicly"))
            let changed = try #require(
                findings.first {
                    $0.location.line == outcome.lines["changed"]! && $0.message.contains("as this line says")
                })
            #expect(changed.message.contains("-> String`"))
            #expect(changed.message.contains("not `makeChildAName() func makeChildAName() -> Int`"))
        }

        /// What a client can reach is in the file: a public extension of another module's type and a
        /// conformance of one, a free function and an operator, a protocol's requirements with whether
        /// they have a default and its extension's other members, and an `@_spi` declaration; what
        /// another module declares (a superclass's property, a default of its protocol) is not.
        @Test func whatAClientCanReachIsInTheFileAndWhatOthersDeclareIsNot() async throws {
            let outcome = try await Self.outcome.value
            let lines = PublicAPI.parse(outcome.updatedAPI).map(\.declaration.line)
            func expectLine(_ path: String, _ ending: String) {
                #expect(
                    lines.contains { $0.hasPrefix(path + " ") && $0.hasSuffix(ending) },
                    "no line \(path) ... \(ending) in\n\(outcome.updatedAPI)")
            }
            expectLine("Swift.Array.childATotal()", "func childATotal() -> Int where Element == Int")
            expectLine("Core.Other.childAName()", "func childAName() -> String")
            expectLine("Core.Other", "extension Core.Other : ChildADependency")
            expectLine("makeChildAName()", "func makeChildAName() -> String")
            expectLine("+(_:_:)", "func + (lhs: ChildABuilder, rhs: Int) -> Int")
            expectLine("childAReset()", "func childAReset()")
            #expect(lines.contains { $0.hasPrefix("childAReset() @_spi ") })
            expectLine("ChildAListener.childADidFinish() [requirement]", "func childADidFinish()")
            expectLine("ChildAListener.childADidCancel() [requirement, default]", "func childADidCancel()")
            expectLine("ChildAListener.childAWillFinish()", "func childAWillFinish()")
            #expect(lines.filter { $0.hasPrefix("ChildAListener.childADidCancel()") }.count == 1)
            expectLine("ChildABuilder", "final class ChildABuilder : Core.Builder")
            #expect(!lines.contains { $0.contains(".dependency ") })  // Builder's, declared in Core
            #expect(!lines.contains { $0.contains("describe()") })  // Buildable's default, declared in Core
            #expect(outcome.updatedAPI.hasPrefix("# The public API of ChildA"))
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
                    modules: [
                        Fixture.module("Child", "rib", place: "Parent"),
                        Fixture.module("Parent", "rib", dependencies: ["Child"]),
                    ],
                    bodies: [
                        "Child": "public protocol ChildListener: AnyObject {\n    func childDidFinish()\n}\n",
                        "Parent": "final class ParentInteractor: ChildListener {\n    func childDidFinish() {}\n}\n",
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
