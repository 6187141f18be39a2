import ArchitectureCheckKit
import Foundation
import Testing

extension CheckArchitectureSuite {
    /// CODEOWNERS as GitHub reads it: the patterns and the last matching line.
    struct CodeOwnersTests {
        /// One pattern, one path, and whether GitHub's rules make the pattern match it.
        struct Case: CustomTestStringConvertible, Sendable {
            var pattern: String
            var path: String
            var matches: Bool
            var testDescription: String { "\(pattern) \(matches ? "matches" : "does not match") \(path)" }
        }

        @Test(arguments: [
            Case(pattern: "/Modules/OffGame/", path: "Modules/OffGame/OffGameBuilder.swift", matches: true),
            Case(pattern: "/Modules/OffGame/", path: "Modules/OffGame/Deep/Er.swift", matches: true),
            Case(pattern: "/Modules/OffGame/", path: "Tests/Modules/OffGame/A.swift", matches: false),
            Case(pattern: "/Modules/OffGame/", path: "Modules/OffGameKit/A.swift", matches: false),
            Case(pattern: "Modules/OffGame", path: "Modules/OffGame/A.swift", matches: true),
            Case(pattern: "Modules/OffGame", path: "Vendor/Modules/OffGame/A.swift", matches: false),
            Case(pattern: "OffGame/", path: "Vendor/Modules/OffGame/A.swift", matches: true),
            Case(pattern: "*.md", path: "docs/guides/README.md", matches: true),
            Case(pattern: "docs/*", path: "docs/a.md", matches: true),
            Case(pattern: "docs/*", path: "docs/guides/b.md", matches: false),
            Case(pattern: "/docs/**", path: "docs/guides/b.md", matches: true),
            Case(pattern: "**/logs", path: "deep/nested/logs/x.txt", matches: true),
            Case(pattern: "/Modules/Off*/", path: "Modules/OffGame/A.swift", matches: true),
            Case(pattern: "/Package.swift", path: "Package.swift", matches: true),
            Case(pattern: "/Package.swift/", path: "Package.swift", matches: false),
            Case(pattern: "*", path: "anything/at/all.txt", matches: true),
        ])
        func patternsMatchAsOnGitHub(_ example: Case) {
            #expect(CodeOwners.matches(example.pattern, example.path) == example.matches)
        }

        @Test func theLastMatchingLineWinsAndAnOwnerlessLineLeavesAPathUnowned() {
            let owners = CodeOwners(
                text: """
                    # Everything under Modules, then the exceptions.
                    /Modules/                  @ribs/core   # a trailing comment
                    /Modules/OffGame/          @ribs/start-screen @ann
                    /Modules/Generated/
                    \\#hash.txt                 @ribs/odd
                    !/Modules/Secret/          @ribs/nobody
                    """, path: ".github/CODEOWNERS")
            #expect(owners.owners(of: "Modules/Root/RootRouter.swift") == ["@ribs/core"])
            #expect(owners.owners(of: "Modules/OffGame/OffGameBuilder.swift") == ["@ribs/start-screen", "@ann"])
            #expect(owners.owners(of: "Modules/Generated/Mocks.swift") == [])
            #expect(owners.rule(for: "Modules/Generated/Mocks.swift")?.line == 4)
            #expect(owners.owners(of: "#hash.txt") == ["@ribs/odd"])
            #expect(owners.owners(of: "Tests/RootTests/A.swift") == [])
            // GitHub skips a negated pattern: the path keeps the owner of the line before.
            #expect(owners.rules.last?.unsupported != nil)
            #expect(owners.owners(of: "Modules/Secret/A.swift") == ["@ribs/core"])
        }

    }

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
