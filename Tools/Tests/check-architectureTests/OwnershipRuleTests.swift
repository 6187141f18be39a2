import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The `ownership` rule on a fixture package (read with `swift package dump-package`).
    struct OwnershipRuleTests {
        /// The miniature tree with an owner for every target: the module lines generated from the table's
        /// owner column (each module owned by its own team) and hand-written lines for the other targets,
        /// among them a mocks target in a folder of its own, which the rule covers like any other target.
        static func ownedFixture() throws -> Fixture {
            var fixture = Fixture.tree
            fixture.targets.append(Fixture.target("ChildAMocks", dependencies: ["ChildA"], folder: "Mocks"))
            let teams = [
                "Core": "@fixture/core", "UI": "@fixture/core", "Support": "@fixture/core", "Parent": "@fixture/parent",
                "App": "@fixture/parent", "ChildA": "@fixture/a", "ChildB": "@fixture/b", "Grandchild": "@fixture/b",
            ]
            for (module, team) in teams { fixture.change(module) { $0.owners = [team] } }
            let table = try #require(ModuleTable(manifest: fixture.manifest))
            let section = ModuleOwners.section(of: table)
            fixture.files[".github/CODEOWNERS"] = Self.handWritten + "\n" + section
            return fixture
        }

        static let handWritten = """
            # The fixture's owners.
            /Package.swift          @fixture/core
            /Tools/                 @fixture/core
            /Tests/ParentTests/     @fixture/parent
            /Mocks/ChildAMocks/     @fixture/a

            """

        @Test func everyTargetWithoutAnOwnerAndEveryLineThatMatchesNothingIsReported() throws {
            let fixture = try Self.ownedFixture().write()
            defer { fixture.remove() }
            let check = try fixture.check([.ownership])
            #expect(try check.run().findings == [])
            let codeOwners = try fixture.read(".github/CODEOWNERS")

            // A module's generated line gone (which leaves the module lines stale too), a mocks folder
            // without an owner, a line for a module that is gone.
            var planted = codeOwners.replacingOccurrences(of: "/Mocks/ChildAMocks/     @fixture/a\n", with: "")
            let childALine = try #require(
                planted.split(separator: "\n").first(where: { $0.hasPrefix("/Modules/ChildA/ ") }))
            planted = planted.replacingOccurrences(of: String(childALine) + "\n", with: "")
            planted = planted.replacingOccurrences(
                of: "/Tests/ParentTests/", with: "/Modules/Removed/       @fixture/b\n/Tests/ParentTests/")
            try fixture.write(planted, to: ".github/CODEOWNERS")
            let findings = try check.run().findings
            let childATableLine = try fixture.line(of: Fixture.tableLine(of: "ChildA"), in: "Package.swift")
            let mocksLine = try fixture.line(of: "name: \"ChildAMocks\"", in: "Package.swift")
            let removedLine = try fixture.line(of: "/Modules/Removed/", in: ".github/CODEOWNERS")
            let sectionLine = try fixture.line(of: ModuleOwners.beginMarker, in: ".github/CODEOWNERS")
            #expect(
                findings.map(\.location) == [
                    SourceLocation(path: "Package.swift", line: childATableLine),
                    SourceLocation(path: "Package.swift", line: mocksLine),
                    SourceLocation(path: ".github/CODEOWNERS", line: removedLine),
                    SourceLocation(path: ".github/CODEOWNERS", line: sectionLine),
                ])
            #expect(findings.allSatisfy { $0.rule == .ownership })
            #expect(findings.first?.message.contains("target 'ChildA' (Modules/ChildA) has no owner") == true)
            #expect(findings.dropFirst().first?.message.contains("'ChildAMocks' (Mocks/ChildAMocks)") == true)
            #expect(findings.dropFirst(2).first?.message.contains("'/Modules/Removed/' matches no file") == true)
            #expect(findings.last?.message.contains("has module lines that do not match the owner column") == true)

            // An owner-less line is no owner either, and GitHub's other places are read too.
            try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(".github"))
            try fixture.write(codeOwners + "/Modules/ChildB/\n", to: "docs/CODEOWNERS")
            let unowned = try check.run().findings
            #expect(unowned.map(\.message).allSatisfy { $0.contains("'ChildB'") && $0.contains("docs/CODEOWNERS") })
            #expect(unowned.count == 1)

            try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("docs"))
            let none = try check.run().findings
            #expect(none.count == 1)
            #expect(none.first?.message.contains("no CODEOWNERS file") == true)
        }
    }
}
