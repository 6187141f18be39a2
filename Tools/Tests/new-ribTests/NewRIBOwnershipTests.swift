import Foundation
import Testing
import ToolKit
import ToolTestSupport

extension NewRIBSuite {
    /// `Tools/new-rib` gives the new module owners in the owner column of its module-table line: the
    /// `--owner`s, or else its parent's (a plugin: its host's). CODEOWNERS' module lines follow from that
    /// column when the architecture check regenerates them. Nothing is built: the architecture check is a
    /// stand-in that passes.
    struct NewRIBOwnershipTests {
        /// A copy with a stand-in architecture check.
        private func copy() async throws -> RepositoryCopy {
            let copy = try await RepositoryCopy.make()
            let checkArchitecture = copy.url("Tools/check-architecture")
            try Data("#!/bin/sh\nexit 0\n".utf8).write(to: checkArchitecture)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: checkArchitecture.path)
            return copy
        }

        /// The table line of `name` in the copy's manifest.
        private func entry(_ name: String, in copy: RepositoryCopy) throws -> ModuleTable.Entry {
            let table = try #require(ModuleTable(manifest: try copy.read("Package.swift")))
            return try #require(table.entry(named: name))
        }

        @Test func theNewModuleGetsItsParentsOwnersOnItsTableLine() async throws {
            let copy = try await copy()
            defer { copy.remove() }
            let parentOwners = try entry("ScoreBoard", in: copy).owners

            // --no-mocks: these tests are about ownership; generating the mocks compiles the modules.
            let result = try await copy.newRIB(["Leaderboard", "--parent", "ScoreBoard", "--no-mocks"])

            #expect(result.status == 0, "\(result.errors)")
            #expect(
                result.output.contains(
                    "edited   Package.swift: Leaderboard's line in the module table (rib, owned by \(parentOwners.joined(separator: ","))); ScoreBoard depends on Leaderboard"
                ))
            #expect(
                result.output.contains("note: --no-mocks: the mocks are not generated; run Tools/mockgen Leaderboard"))
            let leaderboard = try entry("Leaderboard", in: copy)
            #expect(leaderboard.owners == parentOwners)
            #expect(leaderboard.kind == "rib" && leaderboard.place == "ScoreBoard")
            #expect(
                leaderboard.extras == ["mocks", "tests", "example"]
                    && leaderboard.dependencies == ["RIBs", "TerminalUI"])
            #expect(try entry("ScoreBoard", in: copy).dependencies.contains("Leaderboard"))
        }

        @Test func aPluginGetsItsHostsOwnersAndAnOwnerGivenWins() async throws {
            let copy = try await copy()
            defer { copy.remove() }
            let hostOwners = try entry("LoggedIn", in: copy).owners

            let chess = try await copy.newRIB([
                "Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess", "--no-mocks",
            ])
            let settings = try await copy.newRIB([
                "Settings", "--parent", "LoggedIn", "--viewless", "--owner", "@team/settings",
                "--owner=dev@example.com",
                "--no-mocks",
            ])

            #expect(chess.status == 0, "\(chess.errors)")
            #expect(settings.status == 0, "\(settings.errors)")
            #expect(try entry("Chess", in: copy).owners == hostOwners)
            #expect(try entry("Chess", in: copy).place == "LoggedIn@games")
            #expect(try entry("Settings", in: copy).owners == ["@team/settings", "dev@example.com"])
            #expect(try entry("Settings", in: copy).dependencies == ["RIBs"])
        }

        @Test(arguments: [
            (["Leaderboard", "--parent", "ScoreBoard", "--owner", "team"], "is not a CODEOWNERS owner"),
            (["Leaderboard", "--parent", "ScoreBoard", "--owner", "@a/b/c"], "is not a CODEOWNERS owner"),
        ])
        func refusesAMalformedOwner(arguments: [String], reason: String) async throws {
            let copy = try await copy()
            defer { copy.remove() }
            let before = try await copy.snapshot()

            let result = try await copy.newRIB(arguments)

            #expect(result.status == 64)
            #expect(result.errors.contains(reason), "\(result.errors)")
            #expect(differences(before, try await copy.snapshot()).isEmpty)
        }
    }
}
