import Foundation
import Testing

/// `Tools/new-rib` gives the new module owners in CODEOWNERS: its folder, its tests and its allowlist,
/// after its parent's lines, owned by `--owner` or else by its parent (a plugin: by its host). Nothing
/// is built: the architecture check is a stand-in that passes.
struct NewRIBOwnershipTests {
    static let codeOwners = """
        # Owners.
        /Modules/                       @team/all
        /Modules/ScoreBoard/            @team/board
        /Tests/ScoreBoardTests/         @team/board
        /Modules/LoggedIn/              @team/session @ann

        # The end.

        """

    /// A copy with `codeOwners` (or no CODEOWNERS at all) and a stand-in architecture check.
    private func copy(codeOwners: String?) async throws -> RepositoryCopy {
        let copy = try await RepositoryCopy.make()
        try FileManager.default.removeItem(at: copy.url(".github"))
        if let codeOwners {
            try FileManager.default.createDirectory(at: copy.url(".github"), withIntermediateDirectories: true)
            try Data(codeOwners.utf8).write(to: copy.url(".github/CODEOWNERS"))
        }
        let checkArchitecture = copy.url("Tools/check-architecture")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: checkArchitecture)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: checkArchitecture.path)
        return copy
    }

    @Test func theNewModuleGetsItsParentsOwnersRightAfterTheParentsLines() async throws {
        let copy = try await copy(codeOwners: Self.codeOwners)
        defer { copy.remove() }

        // --no-mocks: these tests are about ownership; generating the mocks compiles the modules.
        let result = try await copy.newRIB(["Leaderboard", "--parent", "ScoreBoard", "--no-mocks"])

        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(
                "edited   .github/CODEOWNERS: Leaderboard's folders and allowlist owned by @team/board"))
        #expect(result.output.contains("note: --no-mocks: the mocks are not generated; run Tools/mockgen Leaderboard"))
        #expect(
            !FileManager.default.fileExists(atPath: copy.url("Modules/LeaderboardMocks/LeaderboardMocks.swift").path))
        let lines = try copy.read(".github/CODEOWNERS").components(separatedBy: "\n")
        let boardTests = try #require(lines.firstIndex(of: "/Tests/ScoreBoardTests/         @team/board"))
        #expect(
            Array(lines[(boardTests + 1)...(boardTests + 4)]) == [
                "/Modules/Leaderboard/           @team/board",
                "/Modules/LeaderboardMocks/      @team/board",
                "/Tests/LeaderboardTests/        @team/board",
                "/Tools/architecture/public-api/Leaderboard.txt @team/board",
            ])
        #expect(lines[boardTests + 5] == "/Modules/LoggedIn/              @team/session @ann")
    }

    @Test func aPluginGetsItsHostsOwnersAndAnOwnerGivenWins() async throws {
        let copy = try await copy(codeOwners: Self.codeOwners)
        defer { copy.remove() }

        let chess = try await copy.newRIB([
            "Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess", "--no-mocks",
        ])
        let settings = try await copy.newRIB([
            "Settings", "--parent", "LoggedIn", "--viewless", "--owner", "@team/settings", "--owner=dev@example.com",
            "--no-mocks",
        ])

        #expect(chess.status == 0, "\(chess.errors)")
        #expect(settings.status == 0, "\(settings.errors)")
        let text = try copy.read(".github/CODEOWNERS")
        #expect(text.contains("/Modules/Chess/                 @team/session @ann\n"))
        #expect(text.contains("/Tests/SettingsTests/           @team/settings dev@example.com\n"))
        #expect(text.hasSuffix("# The end.\n"))
    }

    @Test func withoutCODEOWNERSTheModuleIsAddedWithANote() async throws {
        let copy = try await copy(codeOwners: nil)
        defer { copy.remove() }

        let result = try await copy.newRIB(["Leaderboard", "--parent", "ScoreBoard", "--no-mocks"])

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("note: the repository has no CODEOWNERS file, so Leaderboard has no owner"))
        #expect(!FileManager.default.fileExists(atPath: copy.url(".github/CODEOWNERS").path))
    }

    @Test(arguments: [
        (
            Optional("/Modules/ScoreBoard/ @team/board\n"), ["Leaderboard", "--parent", "OffGame"], 1,
            "OffGame has no owner in .github/CODEOWNERS"
        ),
        (nil, ["Leaderboard", "--parent", "OffGame", "--owner", "@team/x"], 1, "--owner needs a CODEOWNERS file"),
        (
            Optional(codeOwners), ["Leaderboard", "--parent", "ScoreBoard", "--owner", "team"], 64,
            "is not a CODEOWNERS owner"
        ),
        (
            Optional(codeOwners), ["Leaderboard", "--parent", "ScoreBoard", "--owner", "@a/b/c"], 64,
            "is not a CODEOWNERS owner"
        ),
    ])
    func refusesWithoutAnOwnerToWrite(
        codeOwners: String?, arguments: [String], status: Int32, reason: String
    )
        async throws
    {
        let copy = try await copy(codeOwners: codeOwners)
        defer { copy.remove() }
        let before = try await copy.snapshot()

        let result = try await copy.newRIB(arguments)

        #expect(result.status == status)
        #expect(result.errors.contains(reason), "\(result.errors)")
        #expect(differences(before, try await copy.snapshot()).isEmpty)
    }
}
