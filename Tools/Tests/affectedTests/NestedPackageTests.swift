import Foundation
import Testing
import ToolKit
import ToolTestSupport
import affected
import check_architecture

extension AffectedRepository {
    /// The package nested in `Sub`: a library and its tests.
    static let nestedTargets: [(kind: String, name: String, folder: String, dependencies: [String])] = [
        ("target", "SubLib", "Sources", []),
        ("testTarget", "SubLibTests", "Tests", ["SubLib"]),
    ]

    /// The path rules of the repository with a nested package: `Sub` is analysed with the root, and
    /// the guide belongs to the nested package's tests.
    static let nestedRules = """
        package: Sub
        owner: docs/guide.md -> SubLibTests
        never: docs/** *.md

        """

    /// The repository of ``make()`` with a package in `Sub` declaring ``nestedTargets``.
    static func makeWithNestedPackage() throws -> AffectedRepository {
        try makeWithNestedPackage(declaring: nestedTargets)
    }

    /// The repository of ``make()`` with a package in `Sub` declaring `targets` (each with one file in
    /// `Sub/<folder>/<name>/`) and ``nestedRules`` in Tools/architecture/affected.txt, all on `main`;
    /// the branch `change` checked out.
    static func makeWithNestedPackage(
        declaring targets: [(kind: String, name: String, folder: String, dependencies: [String])]
    ) throws -> AffectedRepository {
        let repository = try make()
        try repository.write(manifest(targets), to: "Sub/Package.swift")
        for target in targets {
            try repository.write("// \(target.name)\n", to: "Sub/\(target.folder)/\(target.name)/\(target.name).swift")
        }
        try repository.write(nestedRules, to: PathRules.defaultPath)
        try repository.commit("nested package")
        try repository.git("branch", "-f", "main", "HEAD")
        return repository
    }
}

extension AffectedSuite {
    /// `Tools/affected` on a repository whose path rules nest a package in the root one
    /// (`package: Sub`): both packages' targets are analysed together, each entry knows its package,
    /// and `--package` prints one package's.
    struct NestedPackageTests {
        static let rootTests = ["CoreTests", "LeafTests", "OtherTests", "ParentTests"]

        @Test func aChangeInTheNestedLibraryAffectsItsTestsAndNotTheRoots() async throws {
            try await AffectedRepository.withNew(AffectedRepository.makeWithNestedPackage) { repository in
                try repository.write("// SubLib, changed\n", to: "Sub/Sources/SubLib/SubLib.swift")
                try repository.commit("SubLib")
                #expect(repository.affected(["--base", "main"]).output == ["SubLib"])
                #expect(repository.affected(["--base", "main", "--tests"]).output == ["SubLibTests"])
                #expect(
                    repository.affected(["--base", "main", "--swift-test-filter"]).output == [#"^(SubLibTests)\."#])
                let json = try repository.json(["--base", "main"])
                #expect(json["packages"] as? [String] == [".", "Sub"])
                #expect(
                    json["modules"] as? [[String: String]] == [
                        [
                            "name": "SubLib", "kind": "regular", "package": "Sub",
                            "reason": "Sub/Sources/SubLib/SubLib.swift modified",
                        ]
                    ])
                #expect(
                    json["tests"] as? [[String: String]] == [
                        ["name": "SubLibTests", "kind": "test", "package": "Sub", "reason": "depends on SubLib"]
                    ])
                #expect(json["focus"] as? String == "")
            }
        }

        @Test func packageFiltersWhatIsPrinted() async throws {
            try await AffectedRepository.withNew(AffectedRepository.makeWithNestedPackage) { repository in
                try repository.write("// SubLib, changed\n", to: "Sub/Sources/SubLib/SubLib.swift")
                try repository.write("// Leaf, changed\n", to: "Modules/Leaf/Leaf.swift")
                #expect(
                    repository.affected(["--base", "main", "--tests"]).output == [
                        "LeafTests", "ParentTests", "SubLibTests",
                    ])
                #expect(repository.affected(["--base", "main", "--package", "Sub"]).output == ["SubLib"])
                #expect(
                    repository.affected(["--base", "main", "--tests", "--package", "./Sub/"]).output == ["SubLibTests"])
                #expect(
                    repository.affected(["--base", "main", "--swift-test-filter", "--package", "Sub"]).output == [
                        #"^(SubLibTests)\."#
                    ])
                #expect(
                    repository.affected(["--base", "main", "--tests", "--package", "."]).output == [
                        "LeafTests", "ParentTests",
                    ])
                #expect(
                    repository.affected(["--base", "main", "--swift-test-filter", "--package", "."]).output == [
                        #"^(LeafTests|ParentTests)\."#
                    ])
                // The focus is the root manifest's: never a nested target.
                let focus = repository.affected(["--base", "main", "--focus"])
                #expect(focus.output == ["Leaf,Parent"] && focus.errors == [])
                #expect(repository.affected(["--base", "main", "--focus", "--package", "."]).output == ["Leaf,Parent"])
                let json = try repository.json(["--base", "main", "--package", "Sub"])
                #expect(json["package"] as? String == "Sub")
                #expect((json["tests"] as? [[String: String]])?.map { $0["name"] } == ["SubLibTests"])
                #expect(json["swiftTestFilter"] as? String == #"^(SubLibTests)\."#)
            }
        }

        @Test func onlyNestedTestsAffectedLeaveTheFocusEmptyWithANote() async throws {
            try await AffectedRepository.withNew(AffectedRepository.makeWithNestedPackage) { repository in
                try repository.write("# Guide, changed\n", to: "docs/guide.md")
                let focus = repository.affected(["--base", "main", "--focus"])
                #expect(focus.status == 0 && focus.output == [])
                #expect(
                    focus.errors == [
                        "affected: note: the change affects no test target of the root package: there is nothing to run in it (affected in nested packages: SubLibTests (Sub))"
                    ])
                // An owner rule gives a root-level document to the nested package's tests.
                let result = repository.affected(["--base", "main", "--tests"])
                #expect(result.output == ["SubLibTests"] && result.errors == [])
                let json = try repository.json(["--base", "main"])
                #expect(
                    (json["changes"] as? [[String: String]])?.map { $0["effect"] } == ["SubLibTests"])
            }
        }

        @Test func aChangeToTheNestedManifestAffectsEveryTargetItDeclares() async throws {
            try await AffectedRepository.withNew(AffectedRepository.makeWithNestedPackage) { repository in
                try repository.write(
                    AffectedRepository.manifest(AffectedRepository.nestedTargets) + "// a comment\n",
                    to: "Sub/Package.swift")
                try repository.commit("nested manifest")
                #expect(repository.affected(["--base", "main"]).output == ["SubLib"])
                #expect(repository.affected(["--base", "main", "--tests"]).output == ["SubLibTests"])
                let json = try repository.json(["--base", "main"])
                #expect(json["everything"] is NSNull)
                #expect(
                    json["changes"] as? [[String: String]] == [
                        [
                            "path": "Sub/Package.swift", "status": "modified",
                            "effect": "every target of the package Sub",
                        ]
                    ])
                let reason = "Sub/Package.swift modified (the manifest of the package Sub, which declares it)"
                #expect((json["modules"] as? [[String: String]])?.map { $0["reason"] } == [reason])
                #expect((json["tests"] as? [[String: String]])?.map { $0["reason"] } == [reason])
            }
        }

        @Test func everythingMeansEveryTargetOfEveryPackage() async throws {
            try await AffectedRepository.withNew(AffectedRepository.makeWithNestedPackage) { repository in
                try repository.write("echo hi\n", to: "scripts/tool.sh")
                #expect(repository.affected(["--base", "main", "--tests"]).output == Self.rootTests + ["SubLibTests"])
                #expect(
                    repository.affected(["--base", "main", "--tests", "--package", "Sub"]).output == ["SubLibTests"])
                // The whole root package: an empty focus, no note.
                let focus = repository.affected(["--base", "main", "--focus", "--package", "."])
                #expect(focus.output == [])
                #expect(focus.errors.allSatisfy { !$0.contains("no test target") }, "\(focus.errors)")
            }
        }

        @Test func theCheckConsidersOnlyTheRootPackagesTargets() async throws {
            try await AffectedRepository.withNew(AffectedRepository.makeWithNestedPackage) { repository in
                var options = ArchitectureCheckOptions(packageRoot: repository.root)
                options.scratchPath = AffectedRepository.sharedScratch
                let check = ArchitectureCheck(options: options, toolchain: try Toolchain.locate())
                try repository.write("// SubLib, changed\n", to: "Sub/Sources/SubLib/SubLib.swift")
                // The nested library's file is owned (so not everything), by no target of the root.
                let nestedOnly = try check.affectedTargets(since: "main")
                #expect(nestedOnly.everything == nil && nestedOnly.names.isEmpty && nestedOnly.unowned.isEmpty)
                try repository.write("echo hi\n", to: "scripts/tool.sh")
                let everything = try check.affectedTargets(since: "main")
                #expect(everything.everything != nil)
                #expect(everything.names == Set(AffectedRepository.targets.map(\.name)))
            }
        }

        @Test func aTargetNameInTwoPackagesIsAnErrorNamingBoth() async throws {
            try await AffectedRepository.withNew({
                try AffectedRepository.makeWithNestedPackage(
                    declaring: AffectedRepository.nestedTargets + [("target", "Core", "Sources", [])])
            }) { repository in
                let result = repository.affected(["--files", "Sub/Sources/SubLib/SubLib.swift"])
                #expect(result.status == 2 && result.output == [])
                #expect(
                    result.errors == [
                        "affected: error: the target 'Core' is declared by two packages analysed together, Package.swift and Sub/Package.swift: target names must be unique across them (rename one)"
                    ])
            }
        }

        @Test func aPackageTheAnalysisDoesNotReadIsAClearError() async throws {
            try await AffectedRepository.withNew(AffectedRepository.makeWithNestedPackage) { repository in
                let files = ["--files", "Modules/Leaf/Leaf.swift"]
                let unknown = repository.affected(files + ["--package", "Other"])
                #expect(unknown.status == 64)
                #expect(
                    unknown.errors == [
                        "affected: error: --package Other: no package of this analysis (packages: ., Sub; a nested one needs a 'package:' line in the path rules)"
                    ])
                #expect(repository.affected(files + ["--package", "../Sub"]).status == 64)
                #expect(repository.affected(files + ["--focus", "--package", "Sub"]).status == 64)
                #expect(repository.affected(files + ["--owners", "--package", "Sub"]).status == 64)
                let missing = repository.affected(files + ["--rules", try repository.rules("package: Sub Nowhere\n")])
                #expect(missing.status == 2)
                #expect(
                    missing.errors == [
                        "affected: error: the path rules name the package Nowhere ('package: Nowhere'), but Nowhere/Package.swift cannot be read"
                    ])
            }
        }

        /// Two nested packages with the same manifest, which names its target after its folder: the
        /// manifest cache keys each by its folder too, so neither gets the other's description.
        @Test func alikeManifestsOfTwoNestedPackagesAreCachedApart() async throws {
            let manifest = """
                // swift-tools-version: 6.1
                import Foundation
                import PackageDescription

                let name = URL(fileURLWithPath: Context.packageDirectory).lastPathComponent
                let package = Package(name: name, targets: [.target(name: "\\(name)Lib", path: "Sources/Lib")])

                """
            try await AffectedRepository.withNew({
                let repository = try AffectedRepository.make()
                for folder in ["A", "B"] {
                    try repository.write(manifest, to: "\(folder)/Package.swift")
                    try repository.write("// Lib\n", to: "\(folder)/Sources/Lib/Lib.swift")
                }
                try repository.write("package: A B\n", to: PathRules.defaultPath)
                try repository.commit("two nested packages")
                try repository.git("branch", "-f", "main", "HEAD")
                return repository
            }) { repository in
                for folder in ["A", "B"] {
                    let result = repository.affected(["--files", "\(folder)/Sources/Lib/Lib.swift"])
                    #expect(result.status == 0 && result.output == ["\(folder)Lib"], "\(result)")
                }
            }
        }

        @Test func packageLinesNameFoldersInsideTheRoot() throws {
            let rules = try PathRules.parse("package: ./Sub/ Tools\npackage: Sub # again\n", path: "affected.txt")
            #expect(rules.packages == ["Sub", "Tools"])
            #expect(rules.package(holding: "Sub/Sources/SubLib/SubLib.swift") == "Sub")
            #expect(rules.package(holding: "Subway/a.swift") == nil)
            for line in ["package:", "package: ../Other", "package: /abs", "package: .", "package: Sub/*"] {
                #expect(throws: ArchitectureCheckError.self, "\(line)") {
                    try PathRules.parse(line + "\n", path: "affected.txt")
                }
            }
        }
    }
}
