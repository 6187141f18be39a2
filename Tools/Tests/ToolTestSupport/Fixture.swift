package import Foundation
package import ToolKit

/// A small package written to a fresh temporary folder, on which the tools' tests run the tools in-process.
///
/// Its modules are lines of a module table, made into targets by a loop in the manifest as in the
/// repository's `Package.swift` (in short: no mocks or tests extras, so every other target, such as
/// tests, mocks and tools, is declared in Swift below the table). The default one mirrors the real
/// architecture in miniature (plain protocols, no RIBs):
/// ```
/// App -> Parent -> ChildA -> UI -> Core
///               -> ChildB -> Grandchild
/// ```
/// Tests change one thing (a dependency, an import, a line of the table) and expect exactly the
/// finding that the change plants.
package struct Fixture {
    /// The modules: the lines of the module table, each made into one target in its folder, whose
    /// one source file is `<Name>.swift`.
    package var modules: [ModuleTable.Entry]
    /// The targets declared in Swift below the table, each with one source file `<Name>.swift` in
    /// its ``PackageTarget/path``.
    package var targets: [PackageTarget]
    /// The imports of a target's source file, by target name, where they are not its dependencies
    /// (after `Testing`, for a test target).
    package var imports: [String: [String]] = [:]
    /// What a target's source file says after its imports, by target name.
    package var bodies: [String: String] = [:]
    /// The text of `Tools/architecture/modules.txt`: the settings about no one module.
    package var configuration: String
    package var extraManifest = ""
    package var packageDependencies = ""
    package var files: [String: String] = [:]
    /// The targets the manifest leaves nonisolated; every other one is main actor by default.
    package var nonisolatedTargets: [String] = []

    package init(
        modules: [ModuleTable.Entry], targets: [PackageTarget] = [], imports: [String: [String]] = [:],
        bodies: [String: String] = [:], configuration: String = "tools-under: Tools\n", extraManifest: String = "",
        packageDependencies: String = "", files: [String: String] = [:], nonisolatedTargets: [String] = []
    ) {
        self.modules = modules
        self.targets = targets
        self.imports = imports
        self.bodies = bodies
        self.configuration = configuration
        self.extraManifest = extraManifest
        self.packageDependencies = packageDependencies
        self.files = files
        self.nonisolatedTargets = nonisolatedTargets
    }

    /// A module of the table, owned by the fixture's one team.
    package static func module(
        _ name: String, _ kind: String, place: String = "-", dependencies: [String] = []
    ) -> ModuleTable.Entry {
        ModuleTable.Entry(
            name: name, kind: kind, place: place, owners: ["@fixture/all"], extras: [], dependencies: dependencies)
    }

    /// A target declared in Swift, in `<folder>/<name>` (`Tests` for a test target, else `Modules`).
    package static func target(
        _ name: String, _ kind: TargetKind = .regular, dependencies: [String] = [], folder: String? = nil
    ) -> PackageTarget {
        PackageTarget(
            name: name, kind: kind, path: "\(folder ?? (kind == .test ? "Tests" : "Modules"))/\(name)",
            dependencies: dependencies.map { TargetDependency(name: $0) }, sources: [])
    }

    /// The miniature of the real tree, free of findings.
    package static var tree: Fixture {
        var tree = Fixture(
            modules: [
                module("Core", "core"),
                module("UI", "ui", dependencies: ["Core"]),
                module("Support", "test-support", dependencies: ["Core"]),
                module("Grandchild", "rib", place: "ChildB", dependencies: ["Core", "UI"]),
                module("ChildA", "rib", place: "Parent", dependencies: ["Core", "UI"]),
                module("ChildB", "rib", place: "Parent", dependencies: ["Grandchild", "Core"]),
                module("Parent", "rib", dependencies: ["ChildA", "ChildB", "UI", "Core"]),
                module("App", "exe", dependencies: ["Parent", "UI", "Core"]),
            ],
            targets: [target("ParentTests", .test, dependencies: ["Parent", "ChildA", "Core", "Support"])],
            configuration: """
                # The fixture's settings.
                tools-under: Tools
                max-height: 6
                """,
            // One team owns it all (CodeOwnersTests give each module its own).
            files: [".github/CODEOWNERS": "* @fixture/all\n"])
        tree.bodies["Core"] = "public protocol Routing: AnyObject {}\n"
        return tree
    }

    /// The miniature tree with mocks targets (`mocks-suffix: Mocks`): ChildA's generated mocks,
    /// used by the tests of its parent.
    package static var mocksTree: Fixture {
        var tree = Fixture.tree
        tree.configuration += "\nmocks-suffix: Mocks\n"
        tree.targets.append(target("ChildAMocks", dependencies: ["ChildA", "Core", "Support"]))
        tree.depend("ParentTests", on: "ChildAMocks")
        return tree
    }

    /// ``mocksTree`` with an example of ChildA (extras `example,tests`), which imports fewer of the
    /// dependencies the conventions give it than it declares, and ChildA's tests, which use it.
    package static var exampleTree: Fixture {
        var tree = Fixture.mocksTree
        tree.change("ChildA") { $0.extras = ["example", "tests"] }
        tree.targets.append(
            target("ChildAExample", .executable, dependencies: ["ChildA", "Core", "UI", "ChildAMocks", "Support"]))
        tree.imports["ChildAExample"] = ["ChildA", "ChildAMocks"]
        tree.targets.append(target("ChildATests", .test, dependencies: ["ChildA", "ChildAExample"]))
        return tree
    }

    /// The text that starts the table line of module `name` in ``manifest`` (for finding its line).
    package static func tableLine(of name: String) -> String { "    \(name) " }

    /// A manifest with a small table: a comment row, three modules, a comment before the last.
    package static let tableManifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        // BEGIN MODULE TABLE
        let moduleTableFirstLine = #line + 2
        let moduleTable = \"\"\"
            # name    kind    place          owner      extras       dependencies
            Core      core    -              @t/core    mocks,tests  -
            Parent    rib     -              @t/a,@t/b  mocks,tests  Core
            # The plugin's comment.
            Plugin    plugin  Parent@games   @t/games   tests        Core
            \"\"\"
        // END MODULE TABLE
        let package = Package(
            name: "P",
            targets: [
                .testTarget(name: "AppTests", dependencies: ["Parent"])
            ])
        """

    /// Changes the table line of module `name`; its source file keeps its imports.
    package mutating func change(_ name: String, _ update: (inout ModuleTable.Entry) -> Void) {
        let (index, imports) = (modules.firstIndex { $0.name == name }!, imports(of: name))
        update(&modules[index])
        self.imports[modules[index].name] = imports
    }

    /// Changes target `name` declared in Swift; its source file keeps its imports.
    package mutating func changeTarget(_ name: String, _ update: (inout PackageTarget) -> Void) {
        let (index, imports) = (targets.firstIndex { $0.name == name }!, imports(of: name))
        update(&targets[index])
        self.imports[targets[index].name] = imports
    }

    /// Changes the imports of the source file of target `name`.
    package mutating func changeImports(_ name: String, _ update: (inout [String]) -> Void) {
        var imports = imports(of: name)
        update(&imports)
        self.imports[name] = imports
    }

    /// Makes target `name` depend on `others` and import them.
    package mutating func depend(_ name: String, on others: String...) {
        changeImports(name) { $0 += others }
        if modules.contains(where: { $0.name == name }) {
            change(name) { $0.dependencies += others }
        } else {
            changeTarget(name) { $0.dependencies += others.map { TargetDependency(name: $0) } }
        }
    }

    /// What the source file of target `name` imports: what ``imports`` says, else its dependencies.
    package func imports(of name: String) -> [String] {
        if let imports = imports[name] { return imports }
        if let module = modules.first(where: { $0.name == name }) { return module.dependencies }
        let target = targets.first { $0.name == name }!
        return (target.kind == .test ? ["Testing"] : []) + target.dependencies.map(\.name)
    }

    /// The text of Package.swift: the module table (sorted, its columns aligned), the loop that makes
    /// its lines into targets, and one line per other target.
    package var manifest: String {
        var lines = [
            "// swift-tools-version: 6.2",
            "import PackageDescription",
            "",
            ModuleTable.beginMarker,
            "let moduleTable = \"\"\"",
        ]
        lines += ModuleTable.lines(of: modules)
        lines += [
            "    \"\"\"",
            ModuleTable.endMarker,
            "",
            "var moduleTargets: [Target] = []",
            "for line in moduleTable.split(separator: \"\\n\") where !line.hasPrefix(\"#\") {",
            "    let columns = line.split(separator: \" \").map(String.init)",
            "    let dependencies: [Target.Dependency] =",
            "        columns[5] == \"-\" ? [] : columns[5].split(separator: \",\").map { .byName(name: String($0)) }",
            "    let folder = (columns[1] == \"app\" || columns[1] == \"exe\" ? \"Apps/\" : \"Modules/\") + columns[0]",
            "    moduleTargets.append(",
            "        columns[1] == \"exe\"",
            "            ? .executableTarget(name: columns[0], dependencies: dependencies, path: folder)",
            "            : .target(name: columns[0], dependencies: dependencies, path: folder))",
            "}",
            "",
            "let package = Package(",
            "    name: \"Fixture\",",
        ]
        if !packageDependencies.isEmpty {
            lines += ["    dependencies: [", packageDependencies, "    ],"]
        }
        lines.append("    targets: moduleTargets + [")
        let factories: [TargetKind: String] = [.executable: "executableTarget", .test: "testTarget"]
        for target in targets {
            let dependencies = target.dependencies.map { "\"\($0.name)\"" }.joined(separator: ", ")
            lines.append(
                "        .\(factories[target.kind] ?? "target")(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"\(target.path)\"),"
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

    /// The source file of target `name` of kind `kind`.
    func source(of name: String, kind: TargetKind) -> String {
        var text = imports(of: name).map { "import \($0)\n" }.joined()
        if kind == .executable { text += "\nprint(\"\(name)\")\n" }
        if kind == .test { text += "\n@Test func \(name.lowercased())Work() {}\n" }
        let body = bodies[name] ?? ""
        return text + (body.isEmpty ? "" : "\n" + body)
    }

    /// Writes the package to a new temporary folder.
    package func write() throws -> WrittenFixture {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-architecture-tests-\(UUID().uuidString)")
        var all = files
        all["Package.swift"] = manifest
        all["Tools/architecture/modules.txt"] = configuration
        for module in modules {
            all["\(module.folder)/\(module.name).swift"] = source(of: module.name, kind: .regular)
        }
        for target in targets {
            all["\(target.path)/\(target.name).swift"] = source(of: target.name, kind: target.kind)
        }
        let written = WrittenFixture(root: root)
        for (path, text) in all { try written.write(text, to: path) }
        return written
    }
}

/// A fixture on disk; remove it when done.
package struct WrittenFixture {
    package let root: URL

    package init(root: URL) { self.root = root }

    /// The 1-based line of the first line of `path` that starts with `text` or, if none does, of the
    /// first that contains it (a module's table line starts with its name, which other lines may hold
    /// as a place or a dependency).
    package func line(of text: String, in path: String) throws -> Int {
        let lines = try read(path).split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let index = lines.firstIndex(where: { $0.hasPrefix(text) })
                ?? lines.firstIndex(where: { $0.contains(text) })
        else {
            throw FixtureError(message: "no line of \(path) contains \(text)")
        }
        return index + 1
    }

    /// Reads a file of the fixture.
    package func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Writes a file of the fixture.
    package func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Deletes the fixture, and the lock files SwiftPM left in the temporary directory for it.
    package func remove() {
        try? FileManager.default.removeItem(at: root)
        Toolchain.removeLockFiles(ofScratchPath: root)
    }
}

/// The static checks: everything but the compiler-driven ones.
package let staticChecks: Set<Check> = [.edges, .cycles, .imports, .packages, .height, .isolation]

/// Collects printed lines from any thread.
package final class Lines: @unchecked Sendable {
    package init() {}

    private let lock = NSLock()
    private var storage: [String] = []

    package var all: [String] { lock.withLock { storage } }

    package func append(_ line: String) { lock.withLock { storage.append(line) } }
}

/// Runs blocking work, such as building a fixture, on a thread of its own, so the awaiting test
/// holds no thread of the concurrency pool while it waits.
package func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// A fixture that could not be set up or read as the test expected.
package struct FixtureError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
