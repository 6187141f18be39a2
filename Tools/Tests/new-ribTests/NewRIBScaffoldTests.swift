import Foundation
import Testing
import ToolKit
import ToolTestSupport

extension NewRIBSuite {
    /// `Tools/new-rib` end to end: a RIB with a view, a viewless one and a plugin of LoggedIn's games
    /// point, scaffolded into one copy of the repository, build without warnings with their test targets,
    /// pass the architecture check, and are `swift format` clean, with no edit by hand; the app lists the
    /// plugin's feature.
    ///
    /// Slow, so it runs only with `RIBS_SLOW_TESTS=1` (CI's own step): it builds in the copy what the
    /// scaffolding created or edited and nothing else (the app, which links the three RIBs, their edited
    /// parents and the composition root; the three new test targets), at the lowest CPU priority, after
    /// the other tests of the run have gone quiet. The copy starts from this repository's architecture
    /// caches, so the check there compiles only what changed. What the generated tests do is
    /// `NewRIBTemplateTests`' part (rendered and compiled against the built modules).
    struct NewRIBScaffoldTests {
        /// What `Tools/new-rib Leaderboard --parent ScoreBoard` creates.
        static let leaderboardFiles = [
            "Modules/Leaderboard/LeaderboardBuilder.swift",
            "Modules/Leaderboard/LeaderboardInteractor.swift",
            "Modules/Leaderboard/LeaderboardRouter.swift",
            "Modules/Leaderboard/LeaderboardViewController.swift",
            "Tests/LeaderboardTests/LeaderboardInternalMocks.swift",
            "Modules/LeaderboardMocks/LeaderboardMocks.swift",
            "Tests/LeaderboardTests/LeaderboardInteractorTests.swift",
            "Tests/LeaderboardTests/LeaderboardRouterTests.swift",
            "Tests/LeaderboardTests/LeaderboardViewControllerTests.swift",
            "Modules/ScoreBoard/ScoreBoardComponent+Leaderboard.swift",
            "Modules/LeaderboardExample/LeaderboardScenarios.swift",
            "Modules/LeaderboardExample/main.swift",
            "Tests/LeaderboardTests/LeaderboardScenarioSnapshotTests.swift",
            "Tests/LeaderboardTests/__Snapshots__/start.txt",
            "Modules/Leaderboard/Leaderboard.api",
        ]

        /// What `Tools/new-rib Rank --parent Leaderboard` creates: a RIB below the deepest one, which
        /// makes the module graph one level taller.
        static let rankFiles = [
            "Modules/Rank/RankBuilder.swift",
            "Modules/Rank/RankInteractor.swift",
            "Modules/Rank/RankRouter.swift",
            "Modules/Rank/RankViewController.swift",
            "Tests/RankTests/RankInternalMocks.swift",
            "Modules/RankMocks/RankMocks.swift",
            "Tests/RankTests/RankInteractorTests.swift",
            "Tests/RankTests/RankRouterTests.swift",
            "Tests/RankTests/RankViewControllerTests.swift",
            "Modules/Leaderboard/LeaderboardComponent+Rank.swift",
            "Modules/RankExample/RankScenarios.swift",
            "Modules/RankExample/main.swift",
            "Tests/RankTests/RankScenarioSnapshotTests.swift",
            "Tests/RankTests/__Snapshots__/start.txt",
            "Modules/Rank/Rank.api",
        ]

        /// What `Tools/new-rib Settings --parent LoggedIn --viewless` creates.
        static let settingsFiles = [
            "Modules/Settings/SettingsBuilder.swift",
            "Modules/Settings/SettingsInteractor.swift",
            "Modules/Settings/SettingsRouter.swift",
            "Tests/SettingsTests/SettingsInternalMocks.swift",
            "Modules/SettingsMocks/SettingsMocks.swift",
            "Tests/SettingsTests/SettingsInteractorTests.swift",
            "Tests/SettingsTests/SettingsRouterTests.swift",
            "Modules/LoggedIn/LoggedInComponent+Settings.swift",
            "Modules/SettingsExample/SettingsScenarios.swift",
            "Modules/SettingsExample/main.swift",
            "Tests/SettingsTests/SettingsScenarioSnapshotTests.swift",
            "Tests/SettingsTests/__Snapshots__/start.txt",
            "Modules/Settings/Settings.api",
        ]

        /// What `Tools/new-rib Chess --plugin-of LoggedIn.games --feature chess` creates.
        static let chessFiles = [
            "Modules/Chess/ChessBuilder.swift",
            "Modules/Chess/ChessInteractor.swift",
            "Modules/Chess/ChessRouter.swift",
            "Modules/Chess/ChessViewController.swift",
            "Tests/ChessTests/ChessInternalMocks.swift",
            "Tests/ChessTests/ChessInteractorTests.swift",
            "Tests/ChessTests/ChessRouterTests.swift",
            "Tests/ChessTests/ChessViewControllerTests.swift",
            "Modules/ChessExample/ChessScenarios.swift",
            "Modules/ChessExample/main.swift",
            "Tests/ChessTests/ChessScenarioSnapshotTests.swift",
            "Tests/ChessTests/__Snapshots__/start.txt",
            "Modules/Chess/Chess.api",
        ]

        /// What the runs edit (the module graph is rewritten by `Tools/check-architecture --graph`); the
        /// plugin also edits the composition root's features and point.
        static let editedFiles = [
            "Package.swift", "Tools/architecture/modules.txt", "docs/module-graph.md", "docs/module-graph.dot",
            "Apps/TicTacToeComposition/AppFeatures.swift", "Apps/TicTacToeComposition/AppComposition.swift",
            ".github/CODEOWNERS",
        ]

        /// What the copy builds: everything the scaffolding created or edited, and only that.
        static let builds = [
            ["--product", "tictactoe"], ["--target", "LeaderboardTests"], ["--target", "SettingsTests"],
            ["--target", "ChessTests"], ["--product", "LeaderboardExample"], ["--product", "SettingsExample"],
        ]

        @Test(
            .enabled(if: SlowTests.areEnabled, "builds a package: set \(SlowTests.variable)=1"),
            .timeLimit(.minutes(20)))
        func scaffoldedRIBsBuildWithTheirTestsAndPassTheArchitectureCheck() async throws {
            // `swift test` runs this test beside all the others, and some of those give the main actor
            // or a child process 10 or 30 seconds: let them finish before the builds, which take the
            // CPU for a minute or more. Alone (`--filter`), this waits a few seconds.
            let waited = await TestProcess.waitUntilQuiet(atMost: .seconds(90))
            var timings = ["waited \(waited)"]
            let copy = try await RepositoryCopy.make(seedingArchitectureCaches: true)
            defer { copy.remove() }
            let before = try await copy.snapshot()

            // 1. Scaffold the three RIBs: exactly the expected files change.
            let leaderboard = try await runNicely(in: copy, newRIB: ["Leaderboard", "--parent", "ScoreBoard"])
            try #require(leaderboard.status == 0, "\(leaderboard.combined)")
            let rank = try await runNicely(in: copy, newRIB: ["Rank", "--parent", "Leaderboard"])
            try #require(rank.status == 0, "\(rank.combined)")
            let settings = try await runNicely(in: copy, newRIB: ["Settings", "--parent", "LoggedIn", "--viewless"])
            try #require(settings.status == 0, "\(settings.combined)")
            let chess = try await runNicely(
                in: copy, newRIB: ["Chess", "--plugin-of", "LoggedIn.games", "--feature", "chess"])
            try #require(chess.status == 0, "\(chess.combined)")
            timings.append("scaffold \(leaderboard.duration + rank.duration + settings.duration + chess.duration)")
            let changes = differences(before, try await copy.snapshot())
            let created = Self.leaderboardFiles + Self.rankFiles + Self.settingsFiles + Self.chessFiles
            let folders = [
                "Modules/Leaderboard/", "Modules/Settings/", "Modules/Chess/", "Tests/LeaderboardTests/",
                "Tests/SettingsTests/", "Tests/ChessTests/", "Modules/LeaderboardMocks/", "Modules/SettingsMocks/",
                "Modules/Rank/", "Tests/RankTests/", "Modules/RankMocks/",
            ]
            // Each RIB's example, and the snapshot of its first scenario, which new-rib recorded.
            let exampleFolders = ["Leaderboard", "Rank", "Settings", "Chess"].flatMap {
                ["Modules/\($0)Example/", "Tests/\($0)Tests/__Snapshots__/"]
            }
            let expected =
                (created + folders + exampleFolders).map { "created \($0)" } + Self.editedFiles.map { "changed \($0)" }
            #expect(changes == expected.sorted())
            // Leaderboard under ScoreBoard is as high as ScoreBoard's path through Scores; Rank under it
            // makes the graph one level taller, and new-rib raises max-height and says so.
            #expect(!leaderboard.output.contains("raised max-height"))
            #expect(rank.output.contains("raised max-height from 8 to 9"))
            #expect(try copy.read("Tools/architecture/modules.txt").contains("max-height: 9"))
            // The plugin: at its host's point in the module table, registered last, its module a
            // dependency of the app and never of its host.
            let table = try #require(ModuleTable(manifest: try copy.read("Package.swift")))
            #expect(table.entry(named: "Chess")?.place == "LoggedIn@games")
            #expect(table.entry(named: "TicTacToeComposition")?.dependencies.contains("Chess") == true)
            #expect(table.entry(named: "LoggedIn")?.dependencies.contains("Chess") == false)
            #expect(table.entry(named: "Settings")?.place == "LoggedIn")
            let composition = try copy.read("Apps/TicTacToeComposition/AppComposition.swift")
            let ticTacToeEntry = try #require(composition.range(of: ".init(feature: AppFeatures.ticTacToe)"))
            let chessEntry = try #require(composition.range(of: ".init(feature: AppFeatures.chess)"))
            #expect(ticTacToeEntry.lowerBound < chessEntry.lowerBound)
            #expect(try copy.read("Modules/Chess/ChessBuilder.swift").contains("LoggedIn") == false)

            // 2. Formatting: the generated Swift and the edited manifest are lint clean.
            let swiftFiles =
                created.filter { $0.hasSuffix(".swift") } + Self.editedFiles.filter { $0.hasSuffix(".swift") }
            let lint = try await runNicely(
                in: copy, ["swift", "format", "lint", "--strict", "--configuration", ".swift-format"] + swiftFiles)
            #expect(lint.status == 0 && lint.combined.isEmpty, "\(lint.combined)")

            // 3. The builds, each with no warning in a generated file: the app, which links the new
            //    modules, their edited parents and the composition root; the new test targets.
            var duration = Duration.zero
            for arguments in Self.builds {
                let build = try await runNicely(in: copy, ["swift", "build"] + arguments)
                duration += build.duration
                try #require(build.status == 0, "\(arguments): \(build.combined.suffix(4000))")
                let warnings = build.combined.split(separator: "\n").filter { line in
                    line.contains("warning:")
                        && ["Leaderboard", "Rank", "Settings", "Chess", "AppComposition"].contains { line.contains($0) }
                }
                #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
            }
            timings.append("build \(duration)")
            // The test targets compiled (`swift build --target` stops at the module: linking them would
            // need every test target of the package, the one test bundle on Linux).
            for target in ["LeaderboardTests", "SettingsTests", "ChessTests"] {
                let module = copy.url(".build/debug/Modules/\(target).swiftmodule")
                #expect(FileManager.default.fileExists(atPath: module.path), "\(target) was not built")
            }

            // 4. The app knows the plugin's feature, on by default, and the plugin can be switched off.
            let app = try await runNicely(in: copy, [copy.url(".build/debug/tictactoe").path, "--list-features"])
            #expect(
                app.status == 0 && app.output.contains("chess") && app.output.contains("The Chess game"),
                "\(app.combined)")

            // The scaffolded examples run, each in its first scenario.
            for example in ["LeaderboardExample", "SettingsExample"] {
                let run = try await runNicely(in: copy, [copy.url(".build/debug/\(example)").path, "--list-scenarios"])
                #expect(run.status == 0 && run.output.split(separator: "\n") == ["start"], "\(run.combined)")
            }

            // 5. The architecture check (the builds-alone check is CI's own step), from the seeded caches.
            let checkArchitecture = copy.url("Tools/check-architecture").path
            let check = try await runNicely(in: copy, [checkArchitecture, "--skip-builds"])
            timings.append("check-architecture \(check.duration)")
            #expect(check.status == 0, "\(check.combined)")
            #expect(check.output.contains("0 findings"))

            // 7. The generated mocks are current.
            let mockgen = try await runNicely(in: copy, [copy.url("Tools/mockgen").path, "--check"])
            #expect(mockgen.status == 0, "\(mockgen.combined)")

            print("NewRIBScaffoldTests timings: \(timings.joined(separator: ", "))")
        }

        /// Runs `command` in `copy` at the lowest CPU priority. `swift test` runs this test beside all the
        /// others, some of them timed (the end-to-end tests give the app 30 seconds): this test's build
        /// takes the CPU they leave idle, and catches up when they are done.
        private func runNicely(in copy: RepositoryCopy, _ command: [String]) async throws -> CommandResult {
            try await copy.run("nice", ["-n", "19"] + command)
        }

        /// Runs this repository's `Tools/new-rib` on `copy` at the lowest CPU priority.
        private func runNicely(in copy: RepositoryCopy, newRIB arguments: [String]) async throws -> CommandResult {
            try await NewRIBTool.shared.compile()
            return try await runNicely(
                in: copy, [NewRIBTool.shared.script] + arguments + ["--package-path", copy.root.path])
        }
    }
}
