// swift-tools-version: 6.1
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
    ],
    targets: [
        // MARK: Core

        .target(name: "RIBs", path: "Modules/RIBs"),
        .testTarget(name: "RIBsTests", dependencies: ["RIBs", "RIBsTestSupport"], path: "Tests/RIBsTests"),

        // Mocks of the core protocols, for test targets only (no product on purpose).
        .target(name: "RIBsTestSupport", dependencies: ["RIBs"], path: "Modules/RIBsTestSupport"),

        // MARK: UI toolkit

        .target(name: "TerminalUI", dependencies: ["RIBs"], path: "Modules/TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "RIBs"], path: "Tests/TerminalUITests"),

        // MARK: RIBs of the app (leaves first)

        .target(name: "LoggedOut", dependencies: ["RIBs", "TerminalUI"], path: "Modules/LoggedOut"),
        .testTarget(
            name: "LoggedOutTests",
            dependencies: ["LoggedOut", "RIBs", "RIBsTestSupport", "TerminalUI"],
            path: "Tests/LoggedOutTests"
        ),

        .target(name: "OffGame", dependencies: ["RIBs", "TerminalUI"], path: "Modules/OffGame"),
        .testTarget(
            name: "OffGameTests",
            dependencies: ["OffGame", "RIBs", "RIBsTestSupport", "TerminalUI"],
            path: "Tests/OffGameTests"
        ),

        .target(name: "TicTacToe", dependencies: ["RIBs", "TerminalUI"], path: "Modules/TicTacToe"),
        .testTarget(
            name: "TicTacToeTests",
            dependencies: ["TicTacToe", "RIBs", "RIBsTestSupport", "TerminalUI"],
            path: "Tests/TicTacToeTests"
        ),

        // LoggedIn is viewless: it presents its children through its parent's view, so no TerminalUI.
        .target(name: "LoggedIn", dependencies: ["OffGame", "TicTacToe", "RIBs"], path: "Modules/LoggedIn"),
        .testTarget(
            name: "LoggedInTests",
            dependencies: ["LoggedIn", "OffGame", "TicTacToe", "RIBs", "RIBsTestSupport"],
            path: "Tests/LoggedInTests"
        ),

        .target(name: "Root", dependencies: ["LoggedOut", "LoggedIn", "TerminalUI", "RIBs"], path: "Modules/Root"),
        .testTarget(
            name: "RootTests",
            dependencies: ["Root", "LoggedOut", "LoggedIn", "RIBs", "RIBsTestSupport", "TerminalUI"],
            path: "Tests/RootTests"
        ),

        // MARK: App (the composition root)

        .executableTarget(name: "TicTacToeApp", dependencies: ["Root", "TerminalUI", "RIBs"], path: "Apps/TicTacToeApp"),

        // Drives the whole real RIB tree headlessly, through the screens a person would see.
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["Root", "RIBs", "TerminalUI"],
            path: "Tests/IntegrationTests"
        ),
    ]
)

// Settings every target shares.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    // Catch the data races strict concurrency can find at compile time, in every module alike.
    settings.append(.swiftLanguageMode(.v6))
    // `internal import` by default keeps a module's dependencies out of its public API (SE-0409).
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    // Module dependencies must be spelled out where they are used, not leaked from another import.
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
