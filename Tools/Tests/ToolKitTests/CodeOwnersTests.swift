import Foundation
import Testing
import ToolKit
import ToolTestSupport

extension ToolKitSuite {
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
            let file = CodeOwners(text: "\(example.pattern) @team", path: "CODEOWNERS")
            #expect((file.rule(for: example.path) != nil) == example.matches)
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
}
