import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension Fixture {
    /// The miniature tree with two plugins of `ChildB`'s point `games` and a shared module, all
    /// used as the rules allow: the app (the composition root) depends on the plugins and names
    /// their builder entries, a RIB and the plugins use the shared module.
    static var pluginTree: Fixture {
        var tree = Fixture.tree
        tree.modules += [
            module("Shared", "shared", dependencies: ["Core"]),
            module("PluginA", "plugin", place: "ChildB@games", dependencies: ["Shared", "UI", "Core"]),
            module("PluginB", "plugin", place: "ChildB@games", dependencies: ["UI", "Core"]),
        ]
        tree.depend("ChildA", on: "Shared")
        tree.depend("App", on: "PluginA", "PluginB", "ChildB")
        tree.bodies["App"] = "let games = [makePluginABuilder, makePluginBBuilder]\nlet childB = makeChildBBuilder\n"
        return tree
    }
}

extension CheckArchitectureSuite.GraphRuleTests {
    /// The plugin, shared-module and builder-entry rules, each planted in ``Fixture/pluginTree``.
    static let pluginViolations: [Violation] = [
        .dependency(
            "a host depending on its plugin", tree: .pluginTree, "ChildB", on: "PluginA", rule: .pluginIsolation,
            messageParts: [
                "'ChildB' depends on 'PluginA'", "a plugin of its point 'ChildB.games'",
                "a host never depends on its plugins",
            ]),
        Violation(
            name: "a plugin importing its host", tree: .pluginTree,
            plant: { $0.changeImports("PluginA") { $0.append("ChildB") } },
            rule: .pluginIsolation, file: "Modules/PluginA/PluginA.swift", lineText: "import ChildB",
            messageParts: [
                "'PluginA' imports 'ChildB'", "the host of its plugin point 'ChildB.games'",
                "a plugin never depends on its host",
            ]),
        .dependency(
            "a plugin depending on another plugin of the same host", tree: .pluginTree, "PluginA", on: "PluginB",
            rule: .pluginIsolation,
            messageParts: ["'PluginA' depends on 'PluginB'", "another plugin of the same host", "isolated"]),
        .dependency(
            "a shared module depending on a RIB", tree: .pluginTree, "Shared", on: "Grandchild", rule: .sharedModule,
            messageParts: [
                "'Shared' depends on 'Grandchild'", "'Shared' is a shared module",
                "RIBs depend on shared modules, never the other way round",
            ]),
        Violation(
            name: "a RIB naming its child's builder entry", tree: .pluginTree,
            plant: {
                $0.bodies["ChildB"] =
                    "// makeGrandchildBuilder in a comment is fine\nlet child = makeGrandchildBuilder\n"
            },
            rule: .builderEntry, file: "Modules/ChildB/ChildB.swift", lineText: "let child = makeGrandchildBuilder",
            messageParts: [
                "'ChildB' names 'makeGrandchildBuilder', the builder entry of 'Grandchild'",
                "only the composition root (an app) may call",
                "a parameter of 'makeChildBBuilder'",
            ]),
        Violation(
            name: "a UI module naming a plugin's builder entry", tree: .pluginTree,
            plant: {
                $0.bodies["UI"] = "let text = \"makePluginABuilder\"; let entry = makePluginABuilder\n"
            },
            rule: .builderEntry, file: "Modules/UI/UI.swift", lineText: "let entry = makePluginABuilder",
            messageParts: ["'UI' names 'makePluginABuilder', the builder entry of 'PluginA'"]),
    ]

    @Test func thePluginTreeIsCleanAndAnAppMayDependOnAnyRIB() throws {
        let report = try Fixture.pluginTree.staticReport()

        #expect(report.findings.map(\.description) == [])
    }

    @Test func aRIBMayNameItsOwnBuilderEntryAndTestsMayNameAny() throws {
        var tree = Fixture.pluginTree
        tree.bodies["ChildA"] = "func entry() { _ = makeChildABuilder }\n"
        tree.bodies["ParentTests"] = "let entries = (makeParentBuilder, makeChildABuilder)\n"

        #expect(try tree.staticReport().findings.map(\.description) == [])
    }

    @Test func aPluginsPlaceGivesItsHostAndPoint() throws {
        let fixture = try Fixture.pluginTree.write()
        defer { fixture.remove() }
        let table = try fixture.check(staticChecks).options.loadModuleMap(toolchain: try Toolchain.locate()).table

        #expect(table.ribs.filter { table.pluginPoint(of: $0) == "games" } == ["PluginA", "PluginB"])
        #expect(table.hostedPoint(of: "PluginA") == "ChildB.games")
        #expect(table.hostedPoint(of: "ChildB") == nil)
        #expect(table.children(of: "ChildB") == ["Grandchild", "PluginA", "PluginB"])
    }
}
