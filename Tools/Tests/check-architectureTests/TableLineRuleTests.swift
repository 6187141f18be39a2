import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// What the manifest leaves to the check about a table line: a place that does not fit the
    /// module's kind or the RIB tree, an owner that is no owner. Each is planted in a fixture's table
    /// and reported as a `module-map` finding at that line of Package.swift.
    struct TableLineRuleTests {
        /// A planted line and the finding it must give.
        struct Plant: CustomTestStringConvertible, Sendable {
            var testDescription: String
            var tree = Fixture.tree
            /// The module whose line is changed.
            var module: String
            var place: String?
            var owner: String?
            var messageParts: [String]
        }

        static let plants = [
            Plant(
                testDescription: "a RIB whose place is a module of another kind", module: "ChildA", place: "Core",
                messageParts: [
                    "the place of ChildA must be its parent RIB, or - for the root RIB",
                    "`Core` is no RIB (Core is a module of kind core)",
                ]),
            Plant(
                testDescription: "a RIB whose place names no module", module: "ChildA", place: "Nobody",
                messageParts: ["`Nobody` is no RIB (no line of the table names it)"]),
            Plant(
                testDescription: "a RIB that is its own parent", module: "Grandchild", place: "Grandchild",
                messageParts: [
                    "the place of Grandchild makes it its own ancestor (Grandchild -> Grandchild)",
                    "the RIB tree has no cycles",
                ]),
            Plant(
                testDescription: "a plugin at the top of the tree, without a host and point", tree: .pluginTree,
                module: "PluginA", place: "-",
                messageParts: [
                    "the place of plugin PluginA must be <Host>@<point>",
                    "`-` has no `@<point>` name after the host",
                ]),
            Plant(
                testDescription: "a plugin without its point", tree: .pluginTree, module: "PluginA",
                place: "ChildB", messageParts: ["`ChildB` has no `@<point>` name after the host"]),
            Plant(
                testDescription: "a plugin with a malformed point", tree: .pluginTree, module: "PluginA",
                place: "ChildB@", messageParts: ["`ChildB@` has no `@<point>` name after the host"]),
            Plant(
                testDescription: "a plugin whose host is no RIB", tree: .pluginTree, module: "PluginA",
                place: "Shared@games",
                messageParts: ["`Shared@games` names a host that is no RIB (Shared is a module of kind shared)"]),
            Plant(
                testDescription: "a module of another kind with a place", module: "UI", place: "Parent",
                messageParts: [
                    "the place of UI must be - for kind ui (only ribs and plugins have a place in the RIB tree), not `Parent`"
                ]),
            Plant(
                testDescription: "an owner that is neither a team nor an e-mail address", module: "Core",
                owner: "@fixture/all,core-team",
                messageParts: ["the owner `core-team` of Core is neither a @team nor an e-mail address"]),
            Plant(
                testDescription: "an empty owner among others", module: "Core", owner: "@fixture/all,",
                messageParts: ["the owner `` of Core is neither a @team nor an e-mail address"]),
            Plant(
                testDescription: "a module without an owner", module: "Core", owner: "-",
                messageParts: ["Core has no owner: the owner column names the teams"]),
        ]

        @Test(arguments: plants)
        func aLineThatDoesNotFitIsReportedAtItsLine(_ plant: Plant) throws {
            var tree = plant.tree
            tree.change(plant.module) { target in
                if let place = plant.place { target.place = place }
                if let owner = plant.owner { target.owners = [owner] }
            }
            let fixture = try tree.write()
            defer { fixture.remove() }
            let findings = try fixture.findings(staticChecks)

            // A wrong place may break the tree's edge rules too; the line is what this rule reports.
            let line = try fixture.line(of: Fixture.tableLine(of: plant.module), in: "Package.swift")
            let matching = findings.filter { $0.rule == .moduleMap }
            #expect(matching.count == 1, "findings: \(findings.map(\.description))")
            let finding = try #require(matching.first)
            #expect(finding.location == SourceLocation(path: "Package.swift", line: line))
            for part in plant.messageParts {
                #expect(finding.message.contains(part), "\(finding.message) should contain \(part)")
            }
        }

        @Test func teamsUsersAndEMailAddressesAreOwners() throws {
            var tree = Fixture.pluginTree
            tree.change("Core") { $0.owners = ["@fixture/core", "@someone", "core@example.com"] }

            #expect(try tree.staticReport().findings.map(\.description) == [])
        }

        /// A table line that the manifest makes no target of (here, a loop that skips it) is reported
        /// at its line.
        @Test func aTableLineWithoutATargetIsReportedAtItsLine() throws {
            var tree = Fixture.tree
            tree.modules.append(Fixture.module("Ghost", "shared"))
            let fixture = try tree.write()
            defer { fixture.remove() }
            let loop = "where !line.hasPrefix(\"#\")"
            let manifest = try fixture.read("Package.swift")
            #expect(manifest.contains(loop))
            try fixture.write(
                manifest.replacingOccurrences(
                    of: loop, with: "where !line.hasPrefix(\"#\") && !line.hasPrefix(\"Ghost\")"),
                to: "Package.swift")

            let findings = try fixture.findings(staticChecks)
            let line = try fixture.line(of: Fixture.tableLine(of: "Ghost"), in: "Package.swift")
            #expect(findings.map(\.location) == [SourceLocation(path: "Package.swift", line: line)])
            #expect(findings.first?.rule == .moduleMap)
            #expect(
                findings.first?.message.contains(
                    "the module table of Package.swift describes 'Ghost', but Package.swift has no target of that name")
                    == true, "\(findings.map(\.description))")
        }
    }
}
