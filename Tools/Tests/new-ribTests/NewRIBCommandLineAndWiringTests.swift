import Foundation
import Testing

extension NewRIBSuite {
    /// How `Tools/new-rib` reads its command line, and where it puts a plugin's entry in the composition
    /// root. Nothing is built.
    struct NewRIBCommandLineAndWiringTests {
        /// An option's value may follow it or be attached with `=`: both plan the same change.
        @Test(arguments: [
            (
                ["Leaderboard", "--parent", "OffGame", "--dry-run"],
                ["Leaderboard", "--parent=OffGame", "--dry-run"]
            ),
            (
                ["Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess", "--dry-run"],
                ["Chess", "--plugin-of=LoggedIn.games", "--feature=chess", "--dry-run"]
            ),
        ])
        func anAttachedValueMeansTheSame(separate: [String], attached: [String]) async throws {
            let copy = try await RepositoryCopy.make()
            defer { copy.remove() }

            let first = try await copy.newRIB(separate)
            let second = try await copy.newRIB(attached)

            #expect(first.status == 0, "\(first.errors)")
            #expect(second.status == 0, "\(second.errors)")
            #expect(first.output.contains("Nothing was written (--dry-run)."))
            #expect(second.output == first.output)
        }

        /// `swift format` leaves comments alone: the templates' leave room for names as long as the rest of
        /// the generated code takes (26 characters, a plugin's 21), in every kind of RIB and parent.
        @Test func theLongestNamesFitTheLineLength() async throws {
            let copy = try await RepositoryCopy.make()
            defer { copy.remove() }
            let name = "PlayerProfileStatisticsOve"
            for arguments in [
                [name, "--parent", "OffGame"], [name, "--parent", "LoggedIn", "--viewless"],
                [name, "--parent", "Root", "--viewless"],
                [String(name.prefix(21)), "--plugin-of", "LoggedIn.games", "--feature", "x"],
            ] {
                let result = try await copy.newRIB(arguments + ["--dry-run"])
                #expect(result.status == 0, "\(arguments): \(result.errors)")
            }
            let tooLong = try await copy.newRIB([name + "r", "--parent", "OffGame", "--dry-run"])
            #expect(tooLong.status == 1 && tooLong.errors.contains("'\(name)r' is too long"), "\(tooLong.errors)")
        }

        /// A `]` in a comment inside the point's entries is not the list's end: the new entry goes after
        /// the last plugin, inside the list.
        @Test func aBracketInACommentDoesNotMoveThePluginsEntry() async throws {
            let copy = try await RepositoryCopy.make()
            defer { copy.remove() }
            let compositionPath = "Apps/TicTacToeComposition/AppComposition.swift"
            let original = try copy.read(compositionPath)
            let marker = ".init(feature: AppFeatures.ticTacToe)"
            let lines = original.components(separatedBy: "\n")
            let entryLine = try #require(lines.firstIndex { $0.contains(marker) })
            let indent = String(lines[entryLine].prefix { $0 == " " })
            var edited = lines
            edited.insert(indent + "// Games are listed in order ] (a stray bracket in a comment)", at: entryLine)
            edited.insert(indent + "// and a quoted one: \"]\"", at: entryLine)
            try Data(edited.joined(separator: "\n").utf8).write(to: copy.url(compositionPath))
            // The module graph is not what this test is about: a stand-in check passes at once.
            let checkArchitecture = copy.url("Tools/check-architecture")
            try Data("#!/bin/sh\nexit 0\n".utf8).write(to: checkArchitecture)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: checkArchitecture.path)

            let result = try await copy.newRIB([
                "Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess", "--no-mocks",
            ])

            #expect(result.status == 0, "\(result.errors)")
            let after = try copy.read(compositionPath).components(separatedBy: "\n")
            let randomWin = try #require(after.firstIndex { $0.contains(".init(feature: AppFeatures.randomWin)") })
            let chess = try #require(after.firstIndex { $0.contains("AppFeatures.chess") })
            let close = try #require(after[randomWin...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "]" })
            #expect(randomWin < chess && chess < close, "\(after[randomWin...close].joined(separator: "\n"))")
            #expect(after.contains { $0.contains("// Games are listed in order ]") })
        }
    }
}
