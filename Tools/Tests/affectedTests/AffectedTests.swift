import Foundation
import Testing
import ToolKit
import ToolTestSupport
import affected
import check_architecture

/// A small package in a git repository of its own, in a temporary folder:
/// ```
/// App -> Parent -> Leaf -> UI -> Core
///               -> Other ---------> Core
/// CoreTests -> Core, LeafTests -> Leaf, OtherTests -> Other, ParentTests -> Parent, Leaf
/// ```
/// with documentation (`docs/guide.md`, `README.md`, `Modules/Leaf/README.md`). The commit on
/// `main` is the base; each test changes something on a branch and runs `Tools/affected` in-process.
struct AffectedRepository {
    let root: URL

    static let targets: [(kind: String, name: String, folder: String, dependencies: [String])] = [
        ("target", "Core", "Modules", []),
        ("target", "UI", "Modules", ["Core"]),
        ("target", "Leaf", "Modules", ["Core", "UI"]),
        ("target", "Other", "Modules", ["Core"]),
        ("target", "Parent", "Modules", ["Leaf", "Other", "Core"]),
        ("executableTarget", "App", "Apps", ["Parent"]),
        ("testTarget", "CoreTests", "Tests", ["Core"]),
        ("testTarget", "LeafTests", "Tests", ["Leaf"]),
        ("testTarget", "OtherTests", "Tests", ["Other"]),
        ("testTarget", "ParentTests", "Tests", ["Parent", "Leaf"]),
    ]

    /// The manifest of `targets` (one line each).
    static func manifest(_ targets: [(kind: String, name: String, folder: String, dependencies: [String])]) -> String {
        var lines = [
            "// swift-tools-version: 6.1", "import PackageDescription", "", "let package = Package(",
            "    name: \"Fixture\",", "    targets: [",
        ]
        for target in targets {
            let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append(
                "        .\(target.kind)(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"\(target.folder)/\(target.name)\"),"
            )
        }
        return (lines + ["    ]", ")", ""]).joined(separator: "\n")
    }

    /// The repository of `targets` with its first commit on `main`, and the branch `change` checked out.
    static func make(
        _ targets: [(kind: String, name: String, folder: String, dependencies: [String])] = targets
    ) throws -> AffectedRepository {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("affected-tests-\(UUID().uuidString)")
        let repository = AffectedRepository(root: root)
        try repository.write(manifest(targets), to: "Package.swift")
        for target in targets {
            try repository.write("// \(target.name)\n", to: "\(target.folder)/\(target.name)/\(target.name).swift")
        }
        try repository.write(
            (1...20).map { "// A helper of Leaf, line \($0).\n" }.joined(), to: "Modules/Leaf/Helper.swift")
        try repository.write("# Guide\n", to: "docs/guide.md")
        try repository.write("# Fixture\n", to: "README.md")
        try repository.write("# Leaf\n", to: "Modules/Leaf/README.md")
        try repository.git("init", "-q", "-b", "main")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "base")
        try repository.git("checkout", "-q", "-b", "change")
        return repository
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Runs git in the repository, with a fixed identity and no user configuration.
    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Fixture", "-c", "user.email=fixture@example.com"] + arguments
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// Commits everything.
    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    /// Runs `Tools/affected` with `arguments` on the repository. Manifest descriptions are cached
    /// in one folder for all tests, so each distinct manifest is evaluated once per test run.
    func affected(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
        let output = Lines()
        let errors = Lines()
        let status = AffectedCommand.run(
            arguments: arguments + ["--package-path", root.path, "--scratch-path", Self.sharedScratch.path],
            currentDirectory: root, output: output.append, errors: errors.append)
        return (status, output.all.flatMap { $0.split(separator: "\n").map(String.init) }, errors.all)
    }

    /// The `--json` output, decoded.
    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = affected(arguments + ["--json"])
        #expect(result.status == 0, "\(result.errors)")
        let data = Data(result.output.joined(separator: "\n").utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// One folder for every run, so the fixture's few manifests are evaluated once per machine.
    static let sharedScratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "affected-tests-manifest-cache")

    /// Writes a path-rules file outside the repository (inside, it would be a changed file itself)
    /// and returns its path.
    func rules(_ text: String) throws -> String {
        let url = root.appendingPathExtension("rules.txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func delete() {
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.removeItem(at: root.appendingPathExtension("rules.txt"))
    }

    /// Runs `body` on a thread of its own (see ``onOwnThread(_:)``) with a new repository from
    /// `make`, deleted afterwards.
    static func withNew(
        _ make: @escaping @Sendable () throws -> AffectedRepository = { try AffectedRepository.make() },
        _ body: @escaping @Sendable (AffectedRepository) throws -> Void
    ) async throws {
        try await onOwnThread {
            let repository = try make()
            defer { repository.delete() }
            try body(repository)
        }
    }
}

extension AffectedSuite {
    /// `Tools/affected` on fixture repositories: each change and the exact modules, tests and test
    /// filter it must print.
    struct AffectedTests {
        @Test func aLeafChangeAffectsTheLeafAndWhatDependsOnIt() async throws {
            try await AffectedRepository.withNew { repository in
                try repository.write("// Leaf, changed\n", to: "Modules/Leaf/Leaf.swift")
                try repository.commit("leaf")
                #expect(repository.affected(["--base", "main"]).output == ["Leaf", "Parent", "App"])
                #expect(repository.affected(["--base", "main", "--tests"]).output == ["LeafTests", "ParentTests"])
                #expect(
                    repository.affected(["--base", "main", "--swift-test-filter"]).output == [
                        #"^(LeafTests|ParentTests)\."#
                    ])
                // The focus that declares exactly those test targets: each is the tests of a target.
                #expect(repository.affected(["--base", "main", "--focus"]).output == ["Leaf,Parent"])
                let json = try repository.json(["--base", "main"])
                let modules = try #require(json["modules"] as? [[String: String]])
                #expect(
                    modules == [
                        [
                            "name": "Leaf", "kind": "regular", "reason": "Modules/Leaf/Leaf.swift modified",
                            "package": ".",
                        ],
                        ["name": "Parent", "kind": "regular", "reason": "depends on Leaf", "package": "."],
                        ["name": "App", "kind": "executable", "reason": "depends on Parent", "package": "."],
                    ])
                #expect(json["everything"] is NSNull)
            }
        }

        /// Leaf with an example, as the module table's extra `example` makes it: a change to the example
        /// (its scenarios) or to a snapshot of them runs Leaf's tests, and nothing else.
        @Test func anExampleOrSnapshotChangeAffectsOnlyItsRIBsTests() async throws {
            let targets = AffectedRepository.targets.map { target in
                var target = target
                if target.name == "LeafTests" { target.dependencies.append("LeafExample") }
                return target
            }
            let make = { @Sendable in
                try AffectedRepository.make(targets + [("executableTarget", "LeafExample", "Modules", ["Leaf", "UI"])])
            }
            try await AffectedRepository.withNew(make) { repository in
                try repository.write("// a new scenario\n", to: "Modules/LeafExample/LeafScenarios.swift")
                try repository.write("screen\n", to: "Tests/LeafTests/__Snapshots__/start.txt")
                try repository.commit("scenario")
                #expect(repository.affected(["--base", "main"]).output == ["LeafExample"])
                #expect(repository.affected(["--base", "main", "--tests"]).output == ["LeafTests"])
                #expect(repository.affected(["--base", "main", "--focus"]).output == ["Leaf"])
            }
        }

        @Test func anUncommittedCoreChangeAffectsEveryModuleThatReachesCore() async throws {
            try await AffectedRepository.withNew { repository in
                // Not committed: the working tree counts.
                try repository.write("// Core, changed\n", to: "Modules/Core/Core.swift")
                let result = repository.affected(["--base", "main"])
                #expect(result.status == 0)
                #expect(result.output == ["Core", "UI", "Leaf", "Other", "Parent", "App"])
                #expect(
                    repository.affected(["--base", "main", "--tests"]).output == [
                        "CoreTests", "LeafTests", "OtherTests", "ParentTests",
                    ])
                #expect(result.errors.isEmpty)
            }
        }

        @Test func aManifestChangeAffectsEverything() async throws {
            try await AffectedRepository.withNew { repository in
                try repository.write(
                    AffectedRepository.manifest(AffectedRepository.targets) + "// a comment\n", to: "Package.swift")
                try repository.commit("manifest")
                let json = try repository.json(["--base", "main"])
                #expect(
                    json["everything"] as? String
                        == "Package.swift changed, which affects everything (always: Package.swift)")
                #expect(
                    repository.affected(["--base", "main"]).output == ["Core", "UI", "Leaf", "Other", "Parent", "App"])
                #expect(
                    repository.affected(["--base", "main", "--swift-test-filter"]).output == [
                        #"^(CoreTests|LeafTests|OtherTests|ParentTests)\."#
                    ])
                // Everything: no focus, the whole package (an empty line).
                let focus = repository.affected(["--base", "main", "--focus"])
                #expect(focus.status == 0 && focus.output == [] && focus.errors == [])
            }
        }

        @Test func aDocumentationChangeAffectsNothingOutsideModuleFolders() async throws {
            try await AffectedRepository.withNew { repository in
                try repository.write("# Guide, changed\n", to: "docs/guide.md")
                try repository.write("# Fixture, changed\n", to: "README.md")
                try repository.write("More\n", to: "docs/new-page.txt")
                try repository.commit("docs")
                #expect(repository.affected(["--base", "main"]).output == [])
                #expect(repository.affected(["--base", "main", "--tests"]).output == [])
                // A filter that matches no test, never an empty one (which would match all).
                #expect(repository.affected(["--base", "main", "--swift-test-filter"]).output == ["^$"])
                // An empty focus would be the whole package: a note says there is nothing to run.
                let focus = repository.affected(["--base", "main", "--focus"])
                #expect(focus.output == [])
                #expect(focus.errors == ["affected: note: the change affects no test target: there is nothing to run"])
                let json = try repository.json(["--base", "main"])
                let changes = try #require(json["changes"] as? [[String: String]])
                #expect(
                    changes.map { $0["effect"] ?? "" } == [
                        "nothing (never: *.md)", "nothing (never: docs/**)", "nothing (never: docs/**)",
                    ])
                // Inside a module's folder, documentation belongs to the module.
                #expect(
                    repository.affected(["--files", "Modules/Leaf/README.md"]).output == ["Leaf", "Parent", "App"])
            }
        }

        @Test func aFileNoTargetOwnsIsReportedAndAffectsEverything() async throws {
            try await AffectedRepository.withNew { repository in
                // Untracked: new files count before they are committed.
                try repository.write("echo hi\n", to: "scripts/tool.sh")
                let result = repository.affected(["--base", "main", "--tests"])
                #expect(result.status == 0)
                #expect(result.output == ["CoreTests", "LeafTests", "OtherTests", "ParentTests"])
                #expect(
                    result.errors == [
                        "affected: note: scripts/tool.sh is owned by no target; it counts as affecting everything (give it an owner or a never rule in Tools/architecture/affected.txt)"
                    ])
                // Unless a rule says what it is.
                let ignored = repository.affected(["--base", "main", "--never", "scripts/**"])
                #expect(ignored.output == [] && ignored.errors == [])
                let rules = try repository.rules("owner: scripts/** -> Other\n")
                #expect(
                    repository.affected(["--base", "main", "--rules", rules, "--tests"]).output == [
                        "OtherTests", "ParentTests",
                    ])
            }
        }

        @Test func aFileRenamedAcrossModulesAffectsBoth() async throws {
            try await AffectedRepository.withNew { repository in
                try repository.git("mv", "Modules/Leaf/Helper.swift", "Modules/Other/Helper.swift")
                try repository.commit("move")
                #expect(repository.affected(["--base", "main"]).output == ["Leaf", "Other", "Parent", "App"])
                #expect(
                    repository.affected(["--base", "main", "--tests"]).output == [
                        "LeafTests", "OtherTests", "ParentTests",
                    ])
                let json = try repository.json(["--base", "main"])
                let changes = try #require(json["changes"] as? [[String: String]])
                #expect(
                    changes == [
                        ["path": "Modules/Leaf/Helper.swift", "status": "renamed", "effect": "Leaf"],
                        ["path": "Modules/Other/Helper.swift", "status": "renamed", "effect": "Other"],
                    ])
            }
        }

        @Test func aDeletedModuleAffectsWhatDependedOnIt() async throws {
            try await AffectedRepository.withNew { repository in
                var targets = AffectedRepository.targets.filter { $0.name != "Other" && $0.name != "OtherTests" }
                targets[targets.firstIndex { $0.name == "Parent" }!].dependencies = ["Leaf", "Core"]
                try repository.write(AffectedRepository.manifest(targets), to: "Package.swift")
                try repository.remove("Modules/Other")
                try repository.remove("Tests/OtherTests")
                try repository.commit("delete Other")

                // By default a manifest change is a full run; the deleted files still say whose they were.
                let json = try repository.json(["--base", "main"])
                #expect(json["everything"] as? String != nil)
                let changes = try #require(json["changes"] as? [[String: String]])
                #expect(
                    changes.first { $0["path"] == "Modules/Other/Other.swift" }
                        == [
                            "path": "Modules/Other/Other.swift", "status": "deleted",
                            "effect": "Other (removed; its dependents: Parent)",
                        ])
                #expect(repository.affected(["--base", "main"]).output == ["Core", "UI", "Leaf", "Parent", "App"])

                // Without Package.swift among the `always` paths, the manifests are compared: only
                // what depended on the deleted module is affected.
                let rules = try repository.rules("never: docs/** *.md\n")
                #expect(repository.affected(["--base", "main", "--rules", rules]).output == ["Parent", "App"])
                #expect(
                    repository.affected(["--base", "main", "--rules", rules, "--tests"]).output == ["ParentTests"]
                )
                let preciseJSON = try repository.json(["--base", "main", "--rules", rules])
                let modules = try #require(preciseJSON["modules"] as? [[String: String]])
                #expect(
                    modules.first?["reason"]
                        == "depended on Other, which was removed (Modules/Other/Other.swift deleted)")
            }
        }

        @Test func aManifestThatLooksAtItsFilesIsComparedWithTheBasesFiles() async throws {
            try await AffectedRepository.withNew { repository in
                // Like this package's manifest, one that stops when a module's file is missing.
                func manifest(
                    _ targets: [(kind: String, name: String, folder: String, dependencies: [String])]
                ) -> String {
                    AffectedRepository.manifest(targets).replacingOccurrences(
                        of: "import PackageDescription\n",
                        with: """
                            import PackageDescription
                            import Foundation
                            precondition(FileManager.default.fileExists(atPath: Context.packageDirectory + "/Modules/Leaf/README.md"))

                            """)
                }
                try repository.write(manifest(AffectedRepository.targets), to: "Package.swift")
                try repository.commit("check a file")
                var targets = AffectedRepository.targets
                targets[targets.firstIndex { $0.name == "Other" }!].dependencies = ["Core", "UI"]
                try repository.write(manifest(targets), to: "Package.swift")
                try repository.commit("Other uses UI")

                // The base's manifest runs beside empty copies of the base's files, so it reads, and
                // only the target whose declaration changed is affected, with what depends on it.
                let rules = try repository.rules("never: docs/** *.md\n")
                let json = try repository.json(["--base", "HEAD~1", "--rules", rules])
                #expect(json["everything"] as? String == nil)
                #expect(
                    repository.affected(["--base", "HEAD~1", "--rules", rules]).output == ["Other", "Parent", "App"])
            }
        }

        @Test func anUnknownReferenceIsAClearErrorWithExitTwo() async throws {
            try await AffectedRepository.withNew { repository in
                let result = repository.affected(["--base", "no-such-branch"])
                #expect(result.status == 2)
                #expect(result.output == [])
                #expect(
                    result.errors == [
                        "affected: error: 'no-such-branch' does not name a commit in this repository (fetch it first, e.g. `git fetch origin main`)"
                    ])
                #expect(repository.affected(["--tests"]).status == 64, "a malformed command line")
                #expect(repository.affected(["--base", "main", "--tests", "--json"]).status == 64)
            }
        }

        @Test(arguments: [
            ("*.md", "README.md", true), ("*.md", "docs/a/b.md", true), ("docs/**", "docs/a/b.txt", true),
            ("docs/**", "Modules/docs/a", false), (".ci/**", ".ci/run", true), ("Package.swift", "Package.swift", true),
            ("Package.swift", "Sub/Package.swift", true), ("Tools/architecture/**", "Tools/architecture", true),
            ("Tools/*.sh", "Tools/a/b.sh", false), ("Tools/b?nch", "Tools/bench", true),
        ])
        func pathPatterns(pattern: String, path: String, matches: Bool) {
            #expect(PathRules.matches(pattern, path) == matches)
        }
    }
}

extension AffectedSuite {
    /// `check-architecture`'s compiled-alone results are reused while nothing they depend on changed,
    /// and `--affected` checks builds alone only for the affected modules and says what it skipped.
    struct AffectedCheckTests {
        @Test func unchangedModulesAreNotCompiledAgainAndAffectedLimitsTheBuilds() async throws {
            try await onOwnThread {
                let fixture = try Fixture.tree.write()
                defer { fixture.remove() }
                try fixture.write(".build-arch/\n", to: ".gitignore")
                let repository = AffectedRepository(root: fixture.root)
                try repository.git("init", "-q", "-b", "main")
                try repository.commit("base")
                func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
                    let output = Lines()
                    let errors = Lines()
                    let status = CommandLineInterface.run(
                        arguments: arguments, currentDirectory: fixture.root, output: output.append,
                        errors: errors.append)
                    return (status, output.all, errors.all)
                }
                let compiled = { (errors: [String]) in errors.filter { $0.hasPrefix("note: compiled ") } }
                let first = run(["--only", "builds"])
                #expect(first.status == 0, "\(first)")
                #expect(
                    compiled(first.errors) == [
                        "note: compiled 7 of 7 modules alone (the others were unchanged since a previous run)"
                    ])
                #expect(
                    compiled(run(["--only", "builds"]).errors) == [
                        "note: compiled 0 of 7 modules alone (the others were unchanged since a previous run)"
                    ])

                // A body-only change: ChildA is compiled again; its interface, and so Parent, is unchanged.
                let source = try fixture.read("Modules/ChildA/ChildA.swift")
                try fixture.write(
                    source + "\nfunc childAHelper() -> Int { 1 + 1 }\n", to: "Modules/ChildA/ChildA.swift")
                try repository.commit("ChildA helper")
                // A new internal function changes ChildA's interface (tests see internal symbols), so
                // Parent, which depends on it, is compiled again too.
                #expect(
                    compiled(run(["--only", "builds"]).errors) == [
                        "note: compiled 2 of 7 modules alone (the others were unchanged since a previous run)"
                    ])
                try fixture.write(
                    source + "\nfunc childAHelper() -> Int { 2 + 2 }\n", to: "Modules/ChildA/ChildA.swift")
                let affected = run(["--only", "builds", "--affected", "HEAD"])
                #expect(affected.status == 0, "\(affected)")
                #expect(
                    affected.errors.contains(
                        "note: --affected HEAD: builds-alone checked 2 of 7 library modules (ChildA, Parent); skipped 5 unaffected: ChildB, Core, Grandchild, Support, UI"
                    ), "\(affected.errors)")
                #expect(
                    compiled(affected.errors) == [
                        "note: compiled 1 of 6 modules alone (the others were unchanged since a previous run)"
                    ])
                #expect(affected.output.last?.hasSuffix("; affected since HEAD: builds 2 of 7") == true)

                // A module that imports what it does not declare fails alone, even with everything cached.
                try fixture.write(source + "\nimport Grandchild\n", to: "Modules/ChildA/ChildA.swift")
                let broken = run(["--only", "builds", "--affected", "HEAD"])
                #expect(broken.status == 1)
                #expect(
                    broken.output.first?.hasPrefix(
                        "Modules/ChildA/ChildA.swift:\(source.split(separator: "\n", omittingEmptySubsequences: false).count + 1): error: [builds-alone] 'ChildA' does not build alone (compiled with only its declared dependencies visible): no such module 'Grandchild'"
                    ) == true, "\(broken.output)")
            }
        }
    }
}
