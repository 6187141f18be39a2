import Foundation
import Testing

extension NewRIBSuite {
    /// `Tools/new-rib` refuses what it cannot do well, says why, and changes nothing: each test runs it on
    /// a fresh copy of the repository and compares every file before and after. These tests are fast:
    /// nothing is built.
    struct NewRIBRefusalTests {
        /// Runs `Tools/new-rib` with `arguments` on a fresh copy; the copy must be unchanged afterwards.
        private func runExpectingNoChange(
            _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
        ) async throws -> CommandResult {
            let copy = try await RepositoryCopy.make()
            defer { copy.remove() }
            let before = try await copy.snapshot()
            let result = try await copy.newRIB(arguments)
            let changes = differences(before, try await copy.snapshot())
            let command = "Tools/new-rib \(arguments.joined(separator: " "))"
            #expect(changes.isEmpty, "\(command) changed the tree: \(changes)", sourceLocation: sourceLocation)
            return result
        }

        /// Runs `Tools/new-rib` with `arguments` expecting it to change nothing, exit with `status` and
        /// say each of `messages`.
        private func expectRefusal(
            _ arguments: [String], status: Int32 = 1, saying messages: String...,
            sourceLocation: SourceLocation = #_sourceLocation
        ) async throws {
            let result = try await runExpectingNoChange(arguments, sourceLocation: sourceLocation)

            #expect(result.status == status, sourceLocation: sourceLocation)
            for message in messages {
                #expect(result.errors.contains(message), "\(result.errors)", sourceLocation: sourceLocation)
            }
        }

        @Test(arguments: [
            "leaderboard",  // lower case
            "Score-board", "Score_board", "Score board", "Scöreboard",  // not [A-Za-z0-9]
            "3DBoard",  // starts with a digit
            "Self", "Type",  // keywords
            "Foundation", "String",  // toolchain module and type
            "LeaderboardTests", "LeaderboardMock",  // test-target and mock names
        ])
        func refusesAnInvalidName(name: String) async throws {
            try await expectRefusal(
                [name, "--parent", "OffGame"], saying: "'\(name)' is not a valid RIB name", "Nothing was changed.")
        }

        @Test(arguments: [
            ("Router", "is a type of the RIBs core"),
            ("HeadlessWindow", "is a type of the RIBs core or its toolkits"),
            ("Viewable", "would declare ViewableRouting"),
            ("Empty", "would declare EmptyComponent"),
            ("TicTacToeGame", "is already the name of a type"),
        ])
        func refusesANameThatClashesWithAType(name: String, reason: String) async throws {
            try await expectRefusal([name, "--parent", "OffGame"], saying: reason)
        }

        @Test(arguments: [
            "OffGame",  // a RIB
            "Offgame",  // the same folder on a case-insensitive disk
            "TerminalUI", "RIBs", "TicTacToeApp",  // modules of other roles
            "RIBsBenchmark",  // the benchmark, outside Modules/
            "Integration",  // IntegrationTests would be its test target
        ])
        func refusesAnExistingModule(name: String) async throws {
            try await expectRefusal([name, "--parent", "OffGame"], saying: "already exists")
        }

        @Test func refusesAnUnknownParent() async throws {
            try await expectRefusal(
                ["Leaderboard", "--parent", "Lobby"], saying: "unknown parent 'Lobby'",
                "the RIBs are: LoggedIn, LoggedOut, OffGame, RandomWin, Root, ScoreBoard, TicTacToe")
        }

        @Test func suggestsTheParentSpelledWithOtherCase() async throws {
            try await expectRefusal(["Leaderboard", "--parent", "offgame"], saying: "did you mean 'OffGame'?")
        }

        @Test func refusesAParentThatIsNotARIB() async throws {
            try await expectRefusal(["Leaderboard", "--parent", "TerminalUI"], saying: "'TerminalUI' is not a RIB")
        }

        @Test func refusesAViewlessChildOfAParentWithNoViewToLend() async throws {
            try await expectRefusal(
                ["Settings", "--parent", "OffGame", "--viewless"],
                saying: "OffGame cannot lend a view to the viewless Settings")
        }

        @Test(arguments: [
            ["Leaderboard"],  // no parent
            ["--parent", "OffGame"],  // no name
            ["Leaderboard", "--parent"],  // no parent name
            ["Leaderboard", "--parent", "OffGame", "--view-less"],  // unknown option
            ["Leaderboard", "Settings", "--parent", "OffGame"],  // two names
            ["Chess", "--plugin-of", "LoggedIn.games"],  // a plugin without its feature
            ["Chess", "--parent", "OffGame", "--feature", "chess"],  // a feature without --plugin-of
            ["Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess", "--parent", "LoggedIn"],  // both
            ["Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess", "--viewless"],  // a plugin has a view
            ["Leaderboard", "--parent=OffGame", "--dry-run=yes"],  // a flag given a value
            ["Leaderboard", "--parent="],  // an empty attached value
        ])
        func refusesAMalformedCommandLine(arguments: [String]) async throws {
            try await expectRefusal(arguments, status: 64, saying: "Run Tools/new-rib --help for usage.")
        }

        @Test(arguments: [
            ("Lobby.games", "unknown plugin point 'Lobby.games': 'Lobby' is not a RIB"),
            ("LoggedIn.boards", "unknown plugin point 'LoggedIn.boards': LoggedIn has no point 'boards'"),
            ("OffGame.games", "unknown plugin point 'OffGame.games': OffGame hosts no plugin point"),
            ("LoggedIn", "'LoggedIn' is not a plugin point: write --plugin-of <Host>.<point>"),
            ("LoggedIn.games.chess", "is not a plugin point"),
        ])
        func refusesAnUnknownPluginPoint(point: String, reason: String) async throws {
            try await expectRefusal(
                ["Chess", "--plugin-of", point, "--feature", "chess"], saying: reason, "Nothing was changed.")
        }

        @Test(arguments: ["Chess", "1chess", "chess game", "chess_game", "chess!", "échecs"])
        func refusesAMalformedFeatureName(feature: String) async throws {
            try await expectRefusal(
                ["Chess", "--plugin-of", "LoggedIn.games", "--feature", feature],
                saying: "'\(feature)' is not a valid feature name")
        }

        @Test func refusesAFeatureThatExists() async throws {
            try await expectRefusal(
                ["Chess", "--plugin-of", "LoggedIn.games", "--feature", "tictactoe"],
                saying: "the feature 'tictactoe' already exists in Apps/TicTacToeComposition/AppFeatures.swift")
        }

        @Test func refusesAPluginNamedLikeAModule() async throws {
            try await expectRefusal(
                ["TicTacToe", "--plugin-of", "LoggedIn.games", "--feature", "ttt"], saying: "already exists")
        }

        @Test func pluginDryRunListsTheCompositionRootEdits() async throws {
            let result = try await runExpectingNoChange([
                "Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess", "--dry-run",
            ])

            #expect(result.status == 0, "\(result.errors)")
            for path in NewRIBScaffoldTests.chessFiles where !path.contains("Mocks") && !path.contains("__Snapshots__")
            {
                #expect(result.output.contains("create   \(path)"))
            }
            #expect(result.output.contains("write    Tests/ChessTests/ChessInternalMocks.swift (Tools/mockgen Chess)"))
            #expect(!result.output.contains("ChessMocks") && !result.output.contains("Adapter"))
            #expect(
                result.output.contains(
                    "edit     Package.swift: Chess's line in the module table (plugin, owned by @ribs/session); TicTacToeComposition depends on Chess"
                ))
            #expect(!result.output.contains("edit     Tools/architecture/modules.txt"))
            #expect(result.output.contains("edit     Apps/TicTacToeComposition/AppFeatures.swift: the feature 'chess'"))
            #expect(
                result.output.contains(
                    "edit     Apps/TicTacToeComposition/AppComposition.swift: Chess in LoggedIn.games"))
            #expect(!result.output.contains("LoggedInComponent+Chess"))
        }

        @Test func helpExplainsTheUsage() async throws {
            let result = try await runExpectingNoChange(["--help"])

            #expect(result.status == 0)
            #expect(
                result.output.contains(
                    "USAGE: Tools/new-rib <Name> --parent <Parent> [--viewless] [--owner <owner>...] [--dry-run]"))
            #expect(result.output.contains("--viewless"))
            #expect(result.output.contains("--dry-run"))
            #expect(
                result.output.contains("--owner <owner>         The team that owns the new module, in its table line"))
            #expect(
                result.output.contains(
                    "Tools/new-rib <Name> --plugin-of <Host>.<point> --feature <feature> [--owner <owner>...] [--dry-run]"
                ))
        }

        @Test func dryRunListsTheFilesAndWritesNothing() async throws {
            let result = try await runExpectingNoChange(["Settings", "--parent", "LoggedIn", "--viewless", "--dry-run"])

            #expect(result.status == 0)
            for path in NewRIBScaffoldTests.settingsFiles
            where !path.contains("Mocks") && !path.contains("__Snapshots__") {
                #expect(result.output.contains("create   \(path)"))
            }
            #expect(result.output.contains("write    Modules/SettingsMocks/SettingsMocks.swift"))
            #expect(result.output.contains("edit     Package.swift"))
            #expect(!result.output.contains("edit     Tools/architecture/modules.txt"))
            #expect(result.output.contains("Nothing was written (--dry-run)."))
        }

        /// When a step fails after files were written (here: the module graph cannot be regenerated),
        /// every change is undone.
        @Test(arguments: [
            ["Leaderboard", "--parent", "OffGame"], ["Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess"],
        ])
        func rollsEverythingBackWhenAStepFails(arguments: [String]) async throws {
            let copy = try await RepositoryCopy.make()
            defer { copy.remove() }
            let checkArchitecture = copy.url("Tools/check-architecture")
            try Data("#!/bin/sh\necho 'check-architecture: error: broken on purpose' >&2\nexit 2\n".utf8)
                .write(to: checkArchitecture)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: checkArchitecture.path)
            let before = try await copy.snapshot()

            let result = try await copy.newRIB(arguments)

            #expect(result.status == 2)
            #expect(result.errors.contains("broken on purpose"))
            #expect(result.errors.contains("Every change was undone."))
            #expect(differences(before, try await copy.snapshot()).isEmpty)
        }

        /// When Tools/mockgen fails after writing a file, that file, the mocks folder and everything
        /// else new-rib wrote are undone.
        @Test func rollsTheMocksBackWhenTheGeneratorFails() async throws {
            let copy = try await RepositoryCopy.make()
            defer { copy.remove() }
            let stubs = [
                ("Tools/check-architecture", "#!/bin/sh\nexit 0\n"),
                (
                    "Tools/mockgen",
                    "#!/bin/sh\necho half > \(copy.root.path)/Modules/LeaderboardMocks/LeaderboardMocks.swift\n"
                        + "echo 'mockgen: error: broken on purpose' >&2\nexit 2\n"
                ),
            ]
            for (path, script) in stubs {
                try Data(script.utf8).write(to: copy.url(path))
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.url(path).path)
            }
            let before = try await copy.snapshot()

            let result = try await copy.newRIB(["Leaderboard", "--parent", "OffGame"])

            #expect(result.status == 2)
            #expect(result.errors.contains("cannot generate the mocks with Tools/mockgen Leaderboard"))
            #expect(result.errors.contains("Every change was undone."))
            #expect(differences(before, try await copy.snapshot()).isEmpty)
        }
    }
}
