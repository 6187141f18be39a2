// swift-tools-version: 6.2
//
// The RIBs TicTacToe monorepo: a dependency-free RIBs core, a terminal UI toolkit, one target per
// RIB of the tutorial app, the `tictactoe` composition root, and the tools that guard the module graph.
// This manifest declares no package dependencies, on purpose: everything here builds with the toolchain.

import PackageDescription

let package = Package(
    name: "RIBsTicTacToe",
    products: [
        .library(name: "RIBs", targets: ["RIBs"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "tictactoe", targets: ["TicTacToeApp"]),
        .executable(name: "ribs-benchmark", targets: ["RIBsBenchmark"]),
    ],
    targets: [
        // MARK: Core

        .target(name: "RIBs", path: "Modules/RIBs"),
        .testTarget(name: "RIBsTests", dependencies: ["RIBs", "RIBsTestSupport"], path: "Tests/RIBsTests"),

        // Mocks of the core protocols, for test targets only (no product on purpose).
        .target(name: "RIBsTestSupport", dependencies: ["RIBs"], path: "Modules/RIBsTestSupport"),

        // MARK: UI toolkit

        .target(name: "TerminalUI", dependencies: ["RIBs"], path: "Modules/TerminalUI", exclude: ["README.md"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "RIBs"], path: "Tests/TerminalUITests"),

        // MARK: Shared non-RIB modules (RIBs may use them; they use no RIB)

        // The players' score and the stream LoggedIn shares with the games and the score board.
        .target(name: "Scores", dependencies: ["RIBs"], path: "Modules/Scores"),
        .testTarget(name: "ScoresTests", dependencies: ["Scores", "RIBs"], path: "Tests/ScoresTests"),

        // MARK: RIBs of the app (leaves first)

        .target(name: "LoggedOut", dependencies: ["RIBs", "TerminalUI"], path: "Modules/LoggedOut"),
        .testTarget(
            name: "LoggedOutTests",
            dependencies: ["LoggedOut", "RIBs", "RIBsTestSupport", "TerminalUI"],
            path: "Tests/LoggedOutTests"
        ),

        // The score line of the start screen, embedded in OffGame's view (RIBs tutorial 3).
        .target(name: "ScoreBoard", dependencies: ["RIBs", "Scores", "TerminalUI"], path: "Modules/ScoreBoard"),
        .testTarget(
            name: "ScoreBoardTests",
            dependencies: ["ScoreBoard", "RIBs", "RIBsTestSupport", "Scores", "TerminalUI"],
            path: "Tests/ScoreBoardTests"
        ),

        // The start screen; it hosts the score board (its child) behind the feature "scoreboard".
        .target(
            name: "OffGame",
            dependencies: ["ScoreBoard", "RIBs", "Scores", "TerminalUI"],
            path: "Modules/OffGame"
        ),
        .testTarget(
            name: "OffGameTests",
            dependencies: ["OffGame", "ScoreBoard", "RIBs", "RIBsTestSupport", "Scores", "TerminalUI"],
            path: "Tests/OffGameTests"
        ),

        .target(name: "TicTacToe", dependencies: ["RIBs", "Scores", "TerminalUI"], path: "Modules/TicTacToe"),
        .testTarget(
            name: "TicTacToeTests",
            dependencies: ["TicTacToe", "RIBs", "RIBsTestSupport", "Scores", "TerminalUI"],
            path: "Tests/TicTacToeTests"
        ),

        // A second game, plugged into LoggedIn's games by the composition root (RIBs tutorial 4).
        .target(name: "RandomWin", dependencies: ["RIBs", "Scores", "TerminalUI"], path: "Modules/RandomWin"),
        .testTarget(
            name: "RandomWinTests",
            dependencies: ["RandomWin", "RIBs", "RIBsTestSupport", "Scores", "TerminalUI"],
            path: "Tests/RandomWinTests"
        ),

        // LoggedIn is viewless: it presents its children through its parent's view, so no TerminalUI.
        // It hosts the "games" plugin point and depends on no game: the composition root plugs them in.
        .target(name: "LoggedIn", dependencies: ["OffGame", "RIBs", "Scores"], path: "Modules/LoggedIn"),
        .testTarget(
            name: "LoggedInTests",
            dependencies: ["LoggedIn", "OffGame", "RIBs", "RIBsTestSupport", "Scores"],
            path: "Tests/LoggedInTests"
        ),

        .target(name: "Root", dependencies: ["LoggedOut", "LoggedIn", "TerminalUI", "RIBs"], path: "Modules/Root"),
        .testTarget(
            name: "RootTests",
            dependencies: ["Root", "LoggedOut", "LoggedIn", "RIBs", "RIBsTestSupport", "TerminalUI"],
            path: "Tests/RootTests"
        ),

        // MARK: App (the composition root)

        // The only target that names the RIB modules' builder entries: it wires the whole tree.
        .executableTarget(
            name: "TicTacToeApp",
            dependencies: [
                "Root",
                "LoggedOut",
                "LoggedIn",
                "OffGame",
                "ScoreBoard",
                "TicTacToe",
                "RandomWin",
                "Scores",
                "TerminalUI",
                "RIBs",
            ],
            path: "Apps/TicTacToeApp"
        ),

        // Drives the whole real RIB tree headlessly, through the screens a person would see.
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["Root", "RIBs", "TerminalUI", "RIBsTestSupport", "TicTacToeApp"],
            path: "Tests/IntegrationTests",
            // Expected screens, read and recorded through #filePath.
            exclude: ["__Snapshots__"]
        ),

        // Runs the real `tictactoe` binary in a pseudo-terminal and through pipes, from outside: it
        // imports no module and finds the executable next to the test runner, where `swift test` and
        // `swift build --build-tests` put it. The dependency on the app says so, so that
        // `Tools/affected` selects these tests whenever the app or a module in it changes.
        .testTarget(name: "EndToEndTests", dependencies: ["TicTacToeApp"], path: "Tests/EndToEndTests"),

        // Seeded random tests of the RIB tree: the core against a reference model, and the whole
        // headless app against its invariants (attached RIBs, presented view, no leaks).
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["Root", "RIBs", "RIBsTestSupport", "TerminalUI", "TicTacToeApp"],
            path: "Tests/ReliabilityTests"
        ),

        // MARK: Tools

        // The framework's cost against a hand-written tree, and the real app's headless game cycle:
        // `swift run -c release ribs-benchmark [--json]`. An executable, so `swift test` never runs it.
        .executableTarget(
            name: "RIBsBenchmark",
            dependencies: [
                "Root", "LoggedOut", "LoggedIn", "OffGame", "ScoreBoard", "TicTacToe", "Scores", "TerminalUI", "RIBs",
            ],
            path: "Tools/RIBsBenchmark"
        ),

        // The architecture check: allowed edges, cycles, implicit and unused imports, RIB public surfaces,
        // per-module builds (`Tools/check-architecture`). A library, so its tests run the rules in-process.
        .target(name: "ArchitectureCheckKit", path: "Tools/CheckArchitecture/ArchitectureCheckKit"),
        .executableTarget(
            name: "check-architecture",
            dependencies: ["ArchitectureCheckKit"],
            path: "Tools/CheckArchitecture/check-architecture"
        ),
        // `Tools/affected`: which targets a change affects and which tests to run (docs/teams.md).
        .executableTarget(
            name: "affected", dependencies: ["ArchitectureCheckKit"], path: "Tools/CheckArchitecture/affected"),
        .testTarget(
            name: "CheckArchitectureTests",
            dependencies: ["ArchitectureCheckKit"],
            path: "Tests/CheckArchitectureTests"
        ),
        // `Tools/new-rib` (a script, so no module dependencies): its refusals, and RIBs scaffolded into a
        // temporary copy of the repository that build with their tests and pass the architecture check
        // there (slow: it builds a package, so only with RIBS_SLOW_TESTS=1).
        .testTarget(name: "NewRIBTests", path: "Tests/NewRIBTests"),
        // `swift package check-architecture`: the same check as a SwiftPM command; it only reads.
        .plugin(
            name: "CheckArchitecturePlugin",
            capability: .command(
                intent: .custom(
                    verb: "check-architecture",
                    description: "Checks the module graph against the architecture"
                )
            ),
            dependencies: ["check-architecture"],
            path: "Tools/Plugins/CheckArchitecturePlugin"
        ),
        // `swift package --allow-writing-to-package-directory update-architecture [--allowlists]`: rewrites
        // docs/module-graph.{md,dot} (and the RIB public-API allowlists), so it asks for write access.
        .plugin(
            name: "UpdateArchitecturePlugin",
            capability: .command(
                intent: .custom(
                    verb: "update-architecture",
                    description: "Rewrites the module-graph picture and, with --allowlists, the public-API allowlists"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "It writes docs/module-graph.md, docs/module-graph.dot and the allowlists"
                    )
                ]
            ),
            dependencies: ["check-architecture"],
            path: "Tools/Plugins/UpdateArchitecturePlugin"
        ),
    ]
)

// Targets whose code does not run on the main actor, so they keep Swift's nonisolated default:
// the architecture tools and their tests read files and run compilers, and the end-to-end tests
// drive the `tictactoe` process from outside; on the main actor their suites would run one at a time.
let nonisolatedTargets: Set<String> = [
    "ArchitectureCheckKit", "check-architecture", "affected", "CheckArchitectureTests", "NewRIBTests",
    "EndToEndTests",
]

// Settings every target shares (plugins take no Swift settings: SwiftPM rejects them there).
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    // RIBs run on the main actor, as UIKit does: said once per target instead of on every type
    // (SE-0466). What must run elsewhere is marked `nonisolated` where it is declared.
    if !nonisolatedTargets.contains(target.name) {
        settings.append(.defaultIsolation(MainActor.self))
    }
    // Catch the data races strict concurrency can find at compile time, in every module alike.
    settings.append(.swiftLanguageMode(.v6))
    // `internal import` by default keeps a module's dependencies out of its public API (SE-0409).
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    // Module dependencies must be spelled out where they are used, not leaked from another import.
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
