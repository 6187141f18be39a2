import ArchitectureCheckKit
import Foundation
import Testing

/// A small package written to a fresh temporary folder, on which the check runs in-process.
///
/// The default one mirrors the real architecture in miniature (plain protocols, no RIBs):
/// ```
/// App -> Parent -> ChildA -> UI -> Core
///               -> ChildB -> Grandchild
/// ```
/// Tests change one thing (a dependency, an import, a line of the module map) and expect exactly
/// the finding that the change plants.
struct Fixture {
    /// One target of the fixture: one source file `<Name>.swift` with the given imports and body.
    struct Target {
        var kind = "target"
        var name: String
        var dependencies: [String]
        var imports: [String]
        var body = ""
        var folder = "Modules"
    }

    var targets: [Target]
    var configuration: String
    var extraManifest = ""
    var packageDependencies = ""
    var files: [String: String] = [:]
    /// The targets the manifest leaves nonisolated; every other one is main actor by default.
    var nonisolatedTargets: [String] = []

    /// The miniature of the real tree, free of findings.
    static var tree: Fixture {
        Fixture(
            targets: [
                Target(name: "Core", dependencies: [], imports: [], body: "public protocol Routing: AnyObject {}\n"),
                Target(name: "UI", dependencies: ["Core"], imports: ["Core"]),
                Target(name: "Support", dependencies: ["Core"], imports: ["Core"]),
                Target(name: "Grandchild", dependencies: ["Core", "UI"], imports: ["Core", "UI"]),
                Target(name: "ChildA", dependencies: ["Core", "UI"], imports: ["Core", "UI"]),
                Target(name: "ChildB", dependencies: ["Grandchild", "Core"], imports: ["Grandchild", "Core"]),
                Target(
                    name: "Parent", dependencies: ["ChildA", "ChildB", "UI", "Core"],
                    imports: ["ChildA", "ChildB", "UI", "Core"]),
                Target(
                    kind: "executableTarget", name: "App", dependencies: ["Parent", "UI", "Core"],
                    imports: ["Parent", "UI", "Core"], folder: "Apps"),
                Target(
                    kind: "testTarget", name: "ParentTests", dependencies: ["Parent", "ChildA", "Core", "Support"],
                    imports: ["Testing", "Parent", "ChildA", "Core", "Support"], folder: "Tests"),
            ],
            configuration: """
                # The fixture's module map.
                core: Core
                ui: UI
                test-support: Support
                app: App
                tools-under: Tools
                max-height: 6

                rib-tree:
                    Parent
                        ChildA
                        ChildB
                            Grandchild
                """,
            // One team owns it all (CodeOwnersTests give each module its own).
            files: [".github/CODEOWNERS": "* @fixture/all\n"])
    }

    /// Changes the target called `name`.
    mutating func change(_ name: String, _ update: (inout Target) -> Void) {
        let index = targets.firstIndex { $0.name == name }!
        update(&targets[index])
    }

    /// Makes the target called `name` depend on `modules` and import them.
    mutating func depend(_ name: String, on modules: String...) {
        change(name) {
            $0.dependencies += modules
            $0.imports += modules
        }
    }

    /// Writes the fixture, runs the static checks on it, removes it and returns the report.
    func staticReport() throws -> ArchitectureReport {
        let fixture = try write()
        defer { fixture.remove() }
        return try fixture.check(staticChecks).run()
    }

    /// The text of Package.swift: one line per target.
    var manifest: String {
        var lines = [
            "// swift-tools-version: 6.2",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \"Fixture\",",
        ]
        if !packageDependencies.isEmpty {
            lines += ["    dependencies: [", packageDependencies, "    ],"]
        }
        lines.append("    targets: [")
        for target in targets {
            let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append(
                "        .\(target.kind)(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"\(target.folder)/\(target.name)\"),"
            )
        }
        lines += [extraManifest, "    ]", ")", ""]
        let nonisolated = nonisolatedTargets.map { "\"\($0)\"" }.joined(separator: ", ")
        lines += [
            "let nonisolated: Set<String> = [\(nonisolated)]",
            "for target in package.targets where target.type != .plugin && !nonisolated.contains(target.name) {",
            "    target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// The source file of `target`.
    static func source(of target: Target) -> String {
        var text = target.imports.map { "import \($0)\n" }.joined()
        if target.kind == "executableTarget" { text += "\nprint(\"\(target.name)\")\n" }
        if target.kind == "testTarget" { text += "\n@Test func \(target.name.lowercased())Work() {}\n" }
        return text + (target.body.isEmpty ? "" : "\n" + target.body)
    }

    /// Writes the package to a new temporary folder.
    func write() throws -> WrittenFixture {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-architecture-tests-\(UUID().uuidString)")
        var all = files
        all["Package.swift"] = manifest
        all["Tools/architecture/modules.txt"] = configuration
        for target in targets {
            all["\(target.folder)/\(target.name)/\(target.name).swift"] = Self.source(of: target)
        }
        for (path, text) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return WrittenFixture(root: root)
    }
}

/// A fixture on disk; remove it when done.
struct WrittenFixture {
    let root: URL

    /// The check of this package with the given checks and a scratch path inside the fixture.
    func check(_ checks: Set<Check>) throws -> ArchitectureCheck {
        var options = ArchitectureCheckOptions(packageRoot: root)
        options.checks = checks
        options.scratchPath = root.appendingPathComponent(".build-arch")
        return ArchitectureCheck(options: options, toolchain: try Toolchain.locate())
    }

    /// Runs the given checks and returns the findings.
    func findings(_ checks: Set<Check>) throws -> [Finding] {
        try check(checks).run().findings
    }

    /// The 1-based line of the first line of `path` that contains `text`.
    func line(of text: String, in path: String) throws -> Int {
        let contents = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    /// Reads a file of the fixture.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Writes a file of the fixture.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Deletes the fixture, and the lock files SwiftPM left in the temporary directory for it.
    func remove() {
        try? FileManager.default.removeItem(at: root)
        Toolchain.removeLockFiles(ofScratchPath: root)
    }
}

/// The static checks: everything but the compiler-driven ones.
let staticChecks: Set<Check> = [.edges, .cycles, .imports, .packages, .height, .isolation]

/// Collects printed lines from any thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ line: String) {
        lock.lock()
        storage.append(line)
        lock.unlock()
    }
}
