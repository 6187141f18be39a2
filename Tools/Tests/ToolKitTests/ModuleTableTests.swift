import Foundation
import Testing
import ToolKit
import ToolTestSupport

extension ToolKitSuite {
    /// The module table of Package.swift: how the tools read and edit it and the CODEOWNERS lines made
    /// from it (in process).
    struct ModuleTableTests {
        @Test func everyLineIsReadWithItsManifestLine() throws {
            let table = try #require(ModuleTable(manifest: Fixture.tableManifest))

            #expect(table.entries.map(\.name) == ["Core", "Parent", "Plugin"])
            #expect(table.entries.map(\.line) == [8, 9, 11])
            let parent = try #require(table.entry(named: "Parent"))
            #expect(parent.owners == ["@t/a", "@t/b"])
            #expect(parent.dependencies == ["Core"])
            #expect(parent.parent == nil && parent.isRIB && parent.hasMocks && parent.extras.contains("tests"))
            let plugin = try #require(table.entry(named: "Plugin"))
            #expect(plugin.parent == "Parent" && plugin.pluginPoint == "games" && !plugin.hasMocks)
            #expect(table.entry(forTarget: "ParentMocks")?.name == "Parent")
            #expect(table.entry(forTarget: "PluginMocks") == nil)
            #expect(table.isConventionTarget("CoreTests") && !table.isConventionTarget("Core"))
            #expect(ModuleTable(manifest: "let package = Package(name: \"P\")") == nil)
        }

        @Test func findingsPointAtTheModulesLineAndSwiftDeclarationsAtTheirName() {
            let map = ManifestSourceMap(text: Fixture.tableManifest)

            #expect(map.targetLocation("Parent").line == 9)
            #expect(map.targetLocation("ParentTests").line == 9)
            #expect(map.dependencyLocation(target: "ParentMocks", dependency: "CoreMocks").line == 9)
            #expect(map.targetLocation("AppTests").line == 17)
            #expect(map.dependencyLocation(target: "AppTests", dependency: "Parent").line == 17)
            #expect(map.tableProblems.isEmpty)
        }

        @Test func aLineOutOfOrderOrOutOfColumnIsAProblem() throws {
            let swapped = Fixture.tableManifest.replacingOccurrences(
                of:
                    "    Core      core    -              @t/core    mocks,tests  -\n    Parent    rib     -              @t/a,@t/b  mocks,tests  Core\n",
                with:
                    "    Parent    rib     -              @t/a,@t/b  mocks,tests  Core\n    Core     core    -              @t/core    mocks,tests  -\n"
            )
            let table = try #require(ModuleTable(manifest: swapped))
            let problems = table.layoutProblems(manifest: swapped)

            #expect(problems.map(\.line) == [9, 9])
            #expect(problems.contains { $0.message.contains("do not line up with the table's first line (line 8)") })
            #expect(problems.contains { $0.message.contains("Core is out of order") })
        }

        @Test func anAddedLineGoesInItsSortedPlaceAndWidensTheColumnsItDoesNotFit() throws {
            let table = try #require(ModuleTable(manifest: Fixture.tableManifest))
            let added = ModuleTable.Entry(
                name: "LongerNamedChild", kind: "rib", place: "Parent", owners: ["@t/a"], extras: ["tests"],
                dependencies: ["Core"])
            let edited = table.replacingEntries(in: Fixture.tableManifest, adding: added) { entry in
                if entry.name == "Parent" { entry.dependencies.append("LongerNamedChild") }
            }
            let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)

            #expect(lines[6] == "    # name            kind    place          owner      extras       dependencies")
            #expect(lines[8] == "    LongerNamedChild  rib     Parent         @t/a       tests        Core")
            #expect(
                lines[9] == "    Parent            rib     -              @t/a,@t/b  mocks,tests  Core,LongerNamedChild"
            )
            #expect(lines[10] == "    # The plugin's comment.")
            let reread = try #require(ModuleTable(manifest: edited))
            #expect(reread.entries.map(\.name) == ["Core", "LongerNamedChild", "Parent", "Plugin"])
            #expect(reread.layoutProblems(manifest: edited).isEmpty)
        }
    }
}
