import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The rules that read only the manifest, the sources and the module map: each violation planted in
    /// the miniature tree is reported with its rule, at the file and line to fix.
    struct GraphRuleTests {
        @Test func theMiniatureTreeIsClean() throws {
            let report = try Fixture.tree.staticReport()
            #expect(report.findings.map(\.description) == [])
            // Height 5: App -> Parent -> ChildB -> Grandchild -> UI -> Core.
            #expect(report.summary.contains(": 8 modules, 1 test target, 19 edges, height 5"))
        }

        /// A planted violation and where it must be reported.
        struct Violation: CustomTestStringConvertible, Sendable {
            var name: String
            /// The tree the violation is planted in.
            var tree = Fixture.tree
            var plant: @Sendable (inout Fixture) -> Void
            var rule: Rule
            /// The file, and a piece of text on the line the finding must point at (in the manifest,
            /// a module's table line or a Swift target's declaration: ``manifestLine(of:)``).
            var file = "Package.swift"
            var lineText: String
            var messageParts: [String]

            var testDescription: String { name }

            /// The text on the manifest's line of the target called `name`: its table line for a module,
            /// its declaration for a tests or mocks target (the fixtures declare those in Swift).
            static func manifestLine(of name: String) -> String {
                name.hasSuffix("Tests") || name.hasSuffix("Mocks") ? "name: \"\(name)\"" : Fixture.tableLine(of: name)
            }

            /// The violation of making `target` depend on `module` (and import it), reported at
            /// `target`'s line in the manifest.
            static func dependency(
                _ name: String, tree: Fixture = .tree, _ target: String, on module: String, rule: Rule = .allowedEdges,
                messageParts: [String]
            ) -> Violation {
                Violation(
                    name: name, tree: tree, plant: { $0.depend(target, on: module) }, rule: rule,
                    lineText: manifestLine(of: target), messageParts: messageParts)
            }
        }

        static let violations: [Violation] = [
            .dependency(
                "a RIB depending on its sibling", "ChildA", on: "ChildB",
                messageParts: ["'ChildA' depends on 'ChildB'", "its sibling", "remove \"ChildB\""]),
            Violation(
                name: "a RIB that is not main actor by default", plant: { $0.nonisolatedTargets = ["ChildA"] },
                rule: .mainActorDefault, lineText: Violation.manifestLine(of: "ChildA"),
                messageParts: ["'ChildA' (a RIB) is not main actor by default", ".defaultIsolation(MainActor.self)"]),
            Violation(
                name: "a shared module that is not main actor by default",
                plant: {
                    $0.modules.append(Fixture.module("Models", "shared", dependencies: ["Core"]))
                    $0.nonisolatedTargets = ["Models"]
                },
                rule: .mainActorDefault, lineText: Violation.manifestLine(of: "Models"),
                messageParts: ["'Models' (a shared module) is not main actor by default"]),
            Violation(
                name: "a child importing its parent",
                plant: { $0.changeImports("Grandchild") { $0.append("ChildB") } },
                rule: .allowedEdges, file: "Modules/Grandchild/Grandchild.swift", lineText: "import ChildB",
                messageParts: ["'Grandchild' imports 'ChildB'", "its parent", "Listener", "remove the import"]),
            .dependency(
                "a RIB depending on its grandchild", "Parent", on: "Grandchild",
                messageParts: ["its grandchild", "'ChildB' builds 'Grandchild'"]),
            // Test support may hold a whole app for tests to drive, so the plant is a shared module.
            Violation(
                name: "a module other than an app depending on the root RIB",
                plant: {
                    $0.modules.append(Fixture.module("Models", "shared", dependencies: ["Core", "Parent"]))
                },
                rule: .sharedModule, lineText: Violation.manifestLine(of: "Models"),
                messageParts: ["'Models' depends on 'Parent'", "but 'Parent' is the root RIB"]),
            .dependency(
                "a RIB depending on test support", "ChildA", on: "Support",
                messageParts: ["test support (mocks), for test targets only"]),
            .dependency(
                "unit tests depending on a module they do not test", "ParentTests", on: "Grandchild",
                messageParts: ["'ParentTests' tests 'Parent'", "its children in the RIB tree (not its plugins)"]),
            Violation(
                name: "an implicit import of a transitive dependency",
                plant: { $0.change("ChildA") { $0.dependencies.removeAll { $0 == "Core" } } },
                rule: .implicitImport, file: "Modules/ChildA/ChildA.swift", lineText: "import Core",
                messageParts: [
                    "'ChildA' imports 'Core', which is not a declared dependency of target 'ChildA'",
                    "only through 'UI'", "add \"Core\" to the dependencies of 'ChildA'",
                ]),
            Violation(
                name: "an implicit import hidden in a canImport condition",
                plant: {
                    $0.bodies["ChildA"] = "#if canImport(Support)\nlet hasSupport = true\n#endif\n"
                },
                rule: .allowedEdges, file: "Modules/ChildA/ChildA.swift", lineText: "canImport(Support)",
                messageParts: ["checks canImport(Support)", "remove the condition"]),
            Violation(
                name: "an unused declared dependency",
                plant: { $0.changeImports("ChildA") { $0.removeAll { $0 == "UI" } } },
                rule: .unusedDependency, lineText: Violation.manifestLine(of: "ChildA"),
                messageParts: ["'ChildA' declares a dependency on 'UI', but none of its source files imports it"]),
            Violation(
                name: "a package dependency",
                plant: {
                    $0.packageDependencies =
                        "        .package(url: \"https://example.com/swift-thing.git\", from: \"1.0.0\"),"
                },
                rule: .packageDependency, lineText: ".package(url:",
                messageParts: ["'swift-thing'", "https://example.com/swift-thing.git", "toolchain only"]),
            Violation(
                name: "a graph taller than the maximum",
                plant: {
                    $0.configuration = $0.configuration.replacingOccurrences(of: "max-height: 6", with: "max-height: 4")
                },
                rule: .maxHeight, lineText: Violation.manifestLine(of: "App"),
                messageParts: [
                    "5 levels tall (App -> Parent -> ChildB -> Grandchild -> UI -> Core)",
                    "maximum of 4 set in Tools/architecture/modules.txt:3",
                ]),
            Violation(
                name: "a target missing from the module map",
                plant: { $0.targets.append(Fixture.target("Stray")) },
                rule: .moduleMap, lineText: "name: \"Stray\"",
                messageParts: [
                    "'Stray' (Modules/Stray) is not described in the module table of Package.swift",
                    "make it a line of the table",
                ]),
        ]

        @Test(arguments: violations + pluginViolations + mocksViolations + exampleViolations)
        func plantedViolationIsReported(_ violation: Violation) throws {
            var tree = violation.tree
            violation.plant(&tree)
            let fixture = try tree.write()
            defer { fixture.remove() }
            let findings = try fixture.findings(staticChecks)
            let line = try fixture.line(of: violation.lineText, in: violation.file)
            let matching = findings.filter { $0.rule == violation.rule }
            #expect(matching.count == 1, "findings: \(findings.map(\.description))")
            let finding = try #require(matching.first)
            #expect(finding.location == SourceLocation(path: violation.file, line: line))
            for part in violation.messageParts {
                #expect(finding.message.contains(part), "\(finding.message) should contain \(part)")
            }
            #expect(findings.count == 1, "only the planted violation: \(findings.map(\.description))")
        }

        @Test func aCycleIsReportedWithItsPathThoughSwiftPMCannotDescribeThePackage() throws {
            var tree = Fixture.tree
            tree.depend("Grandchild", on: "Parent")
            let fixture = try tree.write()
            defer { fixture.remove() }

            // `describe` refuses the package; the check reads it all the same.
            let describe = try Toolchain.locate().run([
                "package", "--package-path", fixture.root.path, "--scratch-path",
                fixture.root.appendingPathComponent(".build-arch").path, "describe", "--type", "json",
            ])
            #expect(describe.status != 0)
            #expect(describe.combined.contains("cyclic dependency"))

            let report = try fixture.check(staticChecks).run()
            let cycles = report.findings.filter { $0.rule == .cycle }
            #expect(
                cycles.map(\.message.firstSentence) == ["dependency cycle ChildB -> Grandchild -> Parent -> ChildB"])
            #expect(
                cycles.first?.location.line
                    == (try fixture.line(of: Fixture.tableLine(of: "ChildB"), in: "Package.swift")))
            #expect(report.summary.contains("height undefined (cycle)"))
            // The edge that closes the cycle breaks the tree too: Parent is Grandchild's ancestor.
            let edges = report.findings.filter { $0.rule == .allowedEdges }
            #expect(edges.count == 1)
            #expect(edges.first?.message.contains("its ancestor (2 levels up)") == true)
        }

        @Test func theGraphPictureMustBeCurrent() throws {
            var tree = Fixture.tree
            let fixture = try tree.write()
            defer { fixture.remove() }
            let check = try fixture.check([.graph])
            #expect(try check.run().findings.map(\.rule) == [.staleGraph, .staleGraph])  // missing

            #expect(try check.writeGraph() == ["docs/module-graph.md", "docs/module-graph.dot", ".github/CODEOWNERS"])
            #expect(try check.run().findings == [])
            let markdown = try fixture.read("docs/module-graph.md")
            #expect(markdown.contains("```mermaid\nflowchart TD\n"))
            #expect(markdown.contains("    ChildB --> Grandchild\n"))
            #expect(try fixture.read("docs/module-graph.dot").contains("    \"ChildB\" -> \"Grandchild\";\n"))

            tree.change("ChildA") { $0.dependencies.removeAll { $0 == "UI" } }
            try fixture.write(tree.manifest, to: "Package.swift")
            let stale = try check.run().findings
            #expect(stale.map(\.location.path) == ["docs/module-graph.md", "docs/module-graph.dot"])
            #expect(stale.first?.message.contains("run Tools/check-architecture --graph") == true)
        }

        @Test func aSourceWithAnInvalidUTF8ByteStillHasItsImportsChecked() throws {
            var tree = Fixture.tree
            tree.change("ChildA") { $0.dependencies.removeAll { $0 == "Core" } }
            let fixture = try tree.write()
            defer { fixture.remove() }
            // A Latin-1 "é" (byte 0xE9, not UTF-8) in a comment, then an import of a module that
            // ChildA reaches only through UI.
            let bytes = Array("// caf".utf8) + [0xE9] + Array("\nimport Core\nimport UI\n".utf8)
            try Data(bytes).write(to: fixture.root.appendingPathComponent("Modules/ChildA/ChildA.swift"))
            let findings = try fixture.findings(staticChecks)
            #expect(findings.map(\.rule) == [.implicitImport])
            #expect(findings.first?.location == SourceLocation(path: "Modules/ChildA/ChildA.swift", line: 2))
        }

        @Test func toolsAreOutsideTheRIBRulesButNotTheImportRules() throws {
            var tree = Fixture.tree
            tree.targets.append(
                Fixture.target("bench", .executable, dependencies: ["Parent", "ChildA"], folder: "Tools"))
            tree.imports["bench"] = ["Parent", "ChildA", "Core", "Foundation"]
            let findings = try tree.staticReport().findings
            #expect(findings.map(\.rule) == [.implicitImport])
            #expect(findings.first?.location == SourceLocation(path: "Tools/bench/bench.swift", line: 3))
        }
    }
}

extension String {
    /// The text up to the first `;`.
    var firstSentence: String {
        String(prefix { $0 != ";" })
    }
}
