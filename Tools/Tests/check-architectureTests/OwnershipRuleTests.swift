import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The `ownership` rule on a fixture package (read with `swift package dump-package`).
    struct OwnershipRuleTests {
        /// The miniature tree with a CODEOWNERS line for every target, and a mocks target in a folder
        /// of its own, which the rule covers like any other target.
        static func ownedFixture() -> Fixture {
            var fixture = Fixture.tree
            fixture.targets.append(
                Fixture.Target(
                    name: "ChildAMocks", dependencies: ["ChildA"], imports: ["ChildA"], folder: "Mocks"))
            fixture.files[".github/CODEOWNERS"] = Self.codeOwners
            return fixture
        }

        static let codeOwners = """
            # The fixture's owners.
            /Package.swift          @fixture/core
            /Modules/Core/          @fixture/core
            /Modules/UI/            @fixture/core
            /Modules/Support/       @fixture/core
            /Modules/Parent/        @fixture/parent
            /Apps/                  @fixture/parent
            /Tests/ParentTests/     @fixture/parent
            /Modules/ChildA/        @fixture/a
            /Mocks/ChildAMocks/     @fixture/a
            /Modules/ChildB/        @fixture/b
            /Modules/Grandchild/    @fixture/b

            """

        @Test func everyTargetWithoutAnOwnerAndEveryLineThatMatchesNothingIsReported() throws {
            let fixture = try Self.ownedFixture().write()
            defer { fixture.remove() }
            let check = try fixture.check([.ownership])
            #expect(try check.run().findings == [])

            // A module folder and a mocks folder without an owner; a line for a module that is gone.
            var planted = Self.codeOwners.replacingOccurrences(of: "/Modules/ChildA/        @fixture/a\n", with: "")
            planted = planted.replacingOccurrences(of: "/Mocks/ChildAMocks/     @fixture/a\n", with: "")
            planted += "/Modules/Removed/       @fixture/b\n"
            try fixture.write(planted, to: ".github/CODEOWNERS")
            let findings = try check.run().findings
            let childALine = try fixture.line(of: "name: \"ChildA\"", in: "Package.swift")
            let mocksLine = try fixture.line(of: "name: \"ChildAMocks\"", in: "Package.swift")
            let removedLine = try fixture.line(of: "/Modules/Removed/", in: ".github/CODEOWNERS")
            #expect(
                findings.map(\.location) == [
                    SourceLocation(path: "Package.swift", line: childALine),
                    SourceLocation(path: "Package.swift", line: mocksLine),
                    SourceLocation(path: ".github/CODEOWNERS", line: removedLine),
                ])
            #expect(findings.allSatisfy { $0.rule == .ownership })
            #expect(findings.first?.message.contains("target 'ChildA' (Modules/ChildA) has no owner") == true)
            #expect(findings.dropFirst().first?.message.contains("'ChildAMocks' (Mocks/ChildAMocks)") == true)
            #expect(findings.last?.message.contains("'/Modules/Removed/' matches no file") == true)

            // An owner-less line is no owner either, and GitHub's other places are read too.
            try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(".github"))
            try fixture.write(Self.codeOwners + "/Modules/ChildB/\n", to: "docs/CODEOWNERS")
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
