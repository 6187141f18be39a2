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
    /// One target of the fixture: one source file `<Name>.swift` with the given imports and body.
    package struct Target {
        /// The target factory of a target declared in Swift (`target`, `executableTarget`,
        /// `testTarget`); a module of the table is made by the manifest's loop instead.
        package var kind = "target"
        package var name: String
        package var dependencies: [String]
        package var imports: [String]
        package var body = ""
        package var folder = "Modules"
        /// The kind column of the module's table line (core, ui, shared, test-support, rib, plugin,
        /// app, exe), or `nil` for a target declared in Swift. A module's folder is the table's
        /// (`Apps/` for kinds app and exe, else `Modules/`), whatever ``folder`` says.
        package var module: String?
        /// The place column: the parent RIB, `Host@point` for a plugin, `-` for the others.
        package var place = "-"
        /// The owner column.
        package var owner = "@fixture/all"
        /// The extras column (the fixture's loop makes no target of it: they are declared in Swift).
        package var extras = "-"

        /// Where its folder is: the table's place for a module, ``folder`` for the others.
        package var sourceFolder: String {
            guard let module else { return folder }
            return module == "app" || module == "exe" ? "Apps" : "Modules"
        }

        package init(
            kind: String = "target", name: String, dependencies: [String], imports: [String], body: String = "",
            folder: String = "Modules", module: String? = nil, place: String = "-"
        ) {
            self.kind = kind
            self.name = name
            self.dependencies = dependencies
            self.imports = imports
            self.body = body
            self.folder = folder
            self.module = module
            self.place = place
        }
    }

    package var targets: [Target]
    /// The text of `Tools/architecture/modules.txt`: the settings about no one module.
    package var configuration: String
    package var extraManifest = ""
    package var packageDependencies = ""
    package var files: [String: String] = [:]
    /// The targets the manifest leaves nonisolated; every other one is main actor by default.
    package var nonisolatedTargets: [String] = []

    package init(
        targets: [Target], configuration: String = "tools-under: Tools\n", extraManifest: String = "",
        packageDependencies: String = "", files: [String: String] = [:], nonisolatedTargets: [String] = []
    ) {
        self.targets = targets
        self.configuration = configuration
        self.extraManifest = extraManifest
        self.packageDependencies = packageDependencies
        self.files = files
        self.nonisolatedTargets = nonisolatedTargets
    }

    /// The miniature of the real tree, free of findings.
    package static var tree: Fixture {
        Fixture(
            targets: [
                Target(
                    name: "Core", dependencies: [], imports: [], body: "public protocol Routing: AnyObject {}\n",
                    module: "core"),
                Target(name: "UI", dependencies: ["Core"], imports: ["Core"], module: "ui"),
                Target(name: "Support", dependencies: ["Core"], imports: ["Core"], module: "test-support"),
                Target(
                    name: "Grandchild", dependencies: ["Core", "UI"], imports: ["Core", "UI"], module: "rib",
                    place: "ChildB"),
                Target(
                    name: "ChildA", dependencies: ["Core", "UI"], imports: ["Core", "UI"], module: "rib",
                    place: "Parent"),
                Target(
                    name: "ChildB", dependencies: ["Grandchild", "Core"], imports: ["Grandchild", "Core"],
                    module: "rib", place: "Parent"),
                Target(
                    name: "Parent", dependencies: ["ChildA", "ChildB", "UI", "Core"],
                    imports: ["ChildA", "ChildB", "UI", "Core"], module: "rib"),
                Target(
                    name: "App", dependencies: ["Parent", "UI", "Core"], imports: ["Parent", "UI", "Core"],
                    module: "exe"),
                Target(
                    kind: "testTarget", name: "ParentTests", dependencies: ["Parent", "ChildA", "Core", "Support"],
                    imports: ["Testing", "Parent", "ChildA", "Core", "Support"], folder: "Tests"),
            ],
            configuration: """
                # The fixture's settings.
                tools-under: Tools
                max-height: 6
                """,
            // One team owns it all (CodeOwnersTests give each module its own).
            files: [".github/CODEOWNERS": "* @fixture/all\n"])
    }

    /// The miniature tree with mocks targets (`mocks-suffix: Mocks`): ChildA's generated mocks,
    /// used by the tests of its parent.
    package static var mocksTree: Fixture {
        var tree = Fixture.tree
        tree.configuration += "\nmocks-suffix: Mocks\n"
        tree.targets.append(
            Fixture.Target(
                name: "ChildAMocks", dependencies: ["ChildA", "Core", "Support"],
                imports: ["ChildA", "Core", "Support"]))
        tree.depend("ParentTests", on: "ChildAMocks")
        return tree
    }

    /// ``mocksTree`` with an example of ChildA (extras `example,tests`), which imports fewer of the
    /// dependencies the conventions give it than it declares, and ChildA's tests, which use it.
    package static var exampleTree: Fixture {
        var tree = Fixture.mocksTree
        tree.change("ChildA") { $0.extras = "example,tests" }
        tree.targets.append(
            Fixture.Target(
                kind: "executableTarget", name: "ChildAExample",
                dependencies: ["ChildA", "Core", "UI", "ChildAMocks", "Support"], imports: ["ChildA", "ChildAMocks"]))
        tree.targets.append(
            Fixture.Target(
                kind: "testTarget", name: "ChildATests", dependencies: ["ChildA", "ChildAExample"],
                imports: ["Testing", "ChildA", "ChildAExample"], folder: "Tests"))
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

    /// Changes the target called `name`.
    package mutating func change(_ name: String, _ update: (inout Target) -> Void) {
        let index = targets.firstIndex { $0.name == name }!
        update(&targets[index])
    }

    /// Makes the target called `name` depend on `modules` and import them.
    package mutating func depend(_ name: String, on modules: String...) {
        change(name) {
            $0.dependencies += modules
            $0.imports += modules
        }
    }

    /// The text of Package.swift: the module table (sorted, its columns aligned), the loop that makes
    /// its lines into targets, and one line per other target.
    package var manifest: String {
        let table = ModuleTable.lines(
            of: targets.compactMap { target in
                target.module.map { kind in
                    ModuleTable.Entry(
                        name: target.name, kind: kind, place: target.place, owners: [target.owner],
                        extras: target.extras == "-" ? [] : [target.extras], dependencies: target.dependencies)
                }
            })
        var lines = [
            "// swift-tools-version: 6.2",
            "import PackageDescription",
            "",
            ModuleTable.beginMarker,
            "let moduleTable = \"\"\"",
        ]
        lines += table
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
        for target in targets where target.module == nil {
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
    package static func source(of target: Target) -> String {
        var text = target.imports.map { "import \($0)\n" }.joined()
        if target.kind == "executableTarget" { text += "\nprint(\"\(target.name)\")\n" }
        if target.kind == "testTarget" { text += "\n@Test func \(target.name.lowercased())Work() {}\n" }
        return text + (target.body.isEmpty ? "" : "\n" + target.body)
    }

    /// Writes the package to a new temporary folder.
    package func write() throws -> WrittenFixture {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-architecture-tests-\(UUID().uuidString)")
        var all = files
        all["Package.swift"] = manifest
        all["Tools/architecture/modules.txt"] = configuration
        for target in targets {
            all["\(target.sourceFolder)/\(target.name)/\(target.name).swift"] = Self.source(of: target)
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
