// swift-tools-version: 6.2
//
// The workshop of the RIBs TicTacToe monorepo: the tools that the teams owning RIB modules run, and
// their tests. The product (the RIBs core, the app and their tests) is the package one folder up;
// nothing here is part of it, and nothing there builds anything here. Like the product, this package
// declares no package dependencies.
//
// Each command has one name: the script `Tools/<command>` runs the executable target `<command>`,
// whose code is in `Sources/<command>/` and whose tests are the test target `<command>Tests` in
// `Tests/<command>Tests/`. The scripts build their tool through this package (release, in
// `.build-tools` at the repository's root) when its sources changed and start it at once otherwise
// (Shell/tools.bash).
// `swift test --package-path Tools` runs every test of the tools.

import PackageDescription

/// The commands written in Swift, and the other targets of this package each one's code uses.
let commands: [(name: String, dependencies: [String])] = [
    ("check-architecture", []),
    ("affected", []),
    ("mockgen", []),
    ("docs", []),
    ("new-rib", ["Scaffolding"]),
    // The synthetic packages of Tools/bench-architecture, rendered from new-rib's templates and wiring.
    ("bench-architecture", ["Scaffolding"]),
]

/// What each command's tests use besides the command: the fixtures, and the tools they run or share.
let testDependencies: [String: [String]] = [
    // The check's `--affected` shares affected's analysis: its tests are affected's.
    "affected": ["check-architecture"],
    // The template tests mock the generated protocols with mockgen's generator.
    "new-rib": ["mockgen"],
]

var targets: [Target] = [
    // What every tool links: the package model, the module table, the per-module compiler, git,
    // the path rules, the findings.
    .target(name: "ToolKit"),
    // Plans and writes a new RIB module from the templates (Sources/new-rib/Templates), and wires it
    // into its parent or its host's plugin point.
    .target(name: "Scaffolding", dependencies: ["ToolKit"]),
    // The tests' fixtures, with the tests: throwaway packages, the guides' samples (not a test target: tests use it).
    .target(name: "ToolTestSupport", dependencies: ["ToolKit"], path: "Tests/ToolTestSupport"),
    .testTarget(name: "ToolKitTests", dependencies: ["ToolKit", "ToolTestSupport"]),
]
// `RIBS_TOOLS_FOCUS=check-architecture,...` declares only the named commands, what they and their
// tests use, and ToolKit's tests: Tools/sanitize builds only the tools whose code can race.
// Empty, as unset, declares everything.
let focus = Context.environment["RIBS_TOOLS_FOCUS"].flatMap {
    $0.isEmpty ? nil : Set($0.split(separator: ",").map(String.init))
}
let focused = commands.filter { command in
    focus.map { $0.contains(command.name) || $0.contains { testDependencies[$0]?.contains(command.name) ?? false } }
        ?? true
}
if !focused.contains(where: { $0.dependencies.contains("Scaffolding") }) {
    targets.removeAll { $0.name == "Scaffolding" }
}
for command in focused {
    targets.append(
        .executableTarget(
            name: command.name, dependencies: (["ToolKit"] + command.dependencies).map { .byName(name: $0) },
            // new-rib reads its templates at run time; they are not sources.
            exclude: command.name == "new-rib" ? ["Templates"] : []))
    targets.append(
        .testTarget(
            name: command.name + "Tests",
            dependencies: ([command.name, "ToolKit", "ToolTestSupport"] + (testDependencies[command.name] ?? []))
                .map { .byName(name: $0) },
            // mockgen's expected mocks, compared as text.
            exclude: command.name == "mockgen" ? ["Mockgen"] : []))
}

let package = Package(name: "RIBsTools", targets: targets)

// Every target alike: Swift 6 with its strict concurrency checks, dependencies kept out of a module's
// public API unless said (SE-0409), and imported where they are used. The tools read files and run
// compilers from many tasks at once, so they keep Swift's nonisolated default (the product's modules
// run on the main actor).
for target in package.targets {
    target.swiftSettings = [
        .swiftLanguageMode(.v6), .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
