import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The CODEOWNERS lines the check makes from the module table's owner column (in process).
    struct ModuleOwnersTests {
        /// Every folder of a line's targets (the module, its mocks, example and tests) goes to its owners.
        @Test func codeOwnersModuleLinesComeFromTheOwnerColumn() throws {
            let manifest = Fixture.tableManifest.replacingOccurrences(
                of: "@t/a,@t/b  mocks,tests  ", with: "@t/a,@t/b  mocks,tests,example  ")
            let table = try #require(ModuleTable(manifest: manifest))
            let section = ModuleOwners.section(of: table)

            #expect(
                section == """
                    \(ModuleOwners.beginMarker)
                    /Modules/Core/          @t/core
                    /Modules/CoreMocks/     @t/core
                    /Tests/CoreTests/       @t/core
                    /Modules/Parent/        @t/a @t/b
                    /Modules/ParentMocks/   @t/a @t/b
                    /Modules/ParentExample/ @t/a @t/b
                    /Tests/ParentTests/     @t/a @t/b
                    /Modules/Plugin/        @t/games
                    /Tests/PluginTests/     @t/games
                    \(ModuleOwners.endMarker)

                    """)
            let handWritten = "/Tools/ @t/tools\n"
            let added = ModuleOwners.replacingSection(in: handWritten, with: section)
            #expect(added == handWritten + "\n" + section)
            #expect(ModuleOwners.currentSection(in: added).map(String.init) == section)
            let replaced = ModuleOwners.replacingSection(
                in: added + "# after\n", with: "\(ModuleOwners.beginMarker)\n\(ModuleOwners.endMarker)\n")
            #expect(replaced == handWritten + "\n\(ModuleOwners.beginMarker)\n\(ModuleOwners.endMarker)\n# after\n")
        }
    }

    /// The module table as SwiftPM and the check see it: the manifest refusing a line it cannot make
    /// into targets, and the check's findings (a place or owner that does not fit among them) and
    /// generated CODEOWNERS lines for a package whose modules are a table.
    /// Each test runs `swift package dump-package` (so `Tools/sanitize` leaves them out).
    struct ModuleTableManifestTests {
        /// A package whose modules are a table, made into targets by a loop in the manifest as
        /// Package.swift does (in short): the check reads roles, the tree and owners from it.
        static func tablePackage(childImportsCore: Bool) -> [String: String] {
            let manifest = """
                // swift-tools-version: 6.2
                import PackageDescription

                // BEGIN MODULE TABLE
                let moduleTable = \"\"\"
                    # name  kind  place   owner    extras       dependencies
                    App     exe   -       @t/app   -            Core,Parent
                    Child   rib   Parent  @t/kids  tests        Core
                    Core    core  -       @t/core  mocks        -
                    Parent  rib   -       @t/top   mocks,tests  Child,Core
                    \"\"\"
                // END MODULE TABLE

                var targets: [Target] = []
                var hasMocks: Set<String> = []
                let rows = moduleTable.split(separator: "\\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ").map(String.init) }
                for row in rows where row[4].contains("mocks") { hasMocks.insert(row[0]) }
                for row in rows {
                    let name = row[0]
                    let dependencies = row[5] == "-" ? [] : row[5].split(separator: ",").map(String.init)
                    let folder = (row[1] == "exe" ? "Apps/" : "Modules/") + name
                    let deps = dependencies.map { Target.Dependency.target(name: $0) }
                    targets.append(row[1] == "exe" ? .executableTarget(name: name, dependencies: deps, path: folder) : .target(name: name, dependencies: deps, path: folder))
                    let support = [name] + dependencies + dependencies.filter(hasMocks.contains).map { $0 + "Mocks" }
                    if row[4].contains("mocks") {
                        targets.append(.target(name: name + "Mocks", dependencies: support.map { .target(name: $0) }, path: "Modules/\\(name)Mocks"))
                    }
                    if row[4].contains("tests") {
                        let tests = support + (hasMocks.contains(name) ? [name + "Mocks"] : [])
                        targets.append(.testTarget(name: name + "Tests", dependencies: tests.map { .target(name: $0) }, path: "Tests/\\(name)Tests"))
                    }
                }
                let package = Package(name: "TablePackage", targets: targets)
                for target in package.targets {
                    target.swiftSettings = [.defaultIsolation(MainActor.self)]
                }

                """
            return [
                "Package.swift": manifest,
                "Tools/architecture/modules.txt": "tools-under: Tools\nmocks-suffix: Mocks\nmax-height: 4\n",
                ".github/CODEOWNERS": "# Hand-written.\n* @t/all\n",
                "Apps/App/main.swift": "import Core\nimport Parent\n\nprint(Parent.name + Core.name)\n",
                "Modules/Core/Core.swift": "public enum Core { public static let name = \"core\" }\n",
                "Modules/CoreMocks/CoreMocks.swift": "import Core\n\npublic let coreMock = Core.name\n",
                "Modules/Child/Child.swift": childImportsCore
                    ? "import Core\n\npublic let child = Core.name\n" : "public let child = \"child\"\n",
                "Tests/ChildTests/ChildTests.swift":
                    "import Child\nimport Testing\n\n@Test func child() { #expect(!Child.child.isEmpty) }\n",
                "Modules/Parent/Parent.swift":
                    "import Child\nimport Core\n\npublic enum Parent { public static let name = child + Core.name }\n",
                "Modules/ParentMocks/ParentMocks.swift": "import Parent\n\npublic let parentMock = Parent.name\n",
                "Tests/ParentTests/ParentTests.swift":
                    "import Parent\nimport Testing\n\n@Test func parent() { #expect(!Parent.name.isEmpty) }\n",
            ]
        }

        /// Writes `files` to a new temporary folder.
        static func write(_ files: [String: String]) throws -> WrittenFixture {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "table-package-\(UUID().uuidString)")
            let fixture = WrittenFixture(root: root)
            for (path, text) in files { try fixture.write(text, to: path) }
            return fixture
        }

        @Test func findingsPointAtTheTableLineAndConventionDependenciesNeedNoImport() throws {
            let fixture = try Self.write(Self.tablePackage(childImportsCore: false))
            defer { fixture.remove() }

            let findings = try fixture.findings(staticChecks)

            // Child's line lists Core, which Child does not import: a finding at that line. The mocks
            // and tests targets declare more than they import (their conventions), which is none.
            let childLine = try fixture.line(of: "    Child   rib", in: "Package.swift")
            #expect(findings.count == 1, "\(findings)")
            #expect(findings.first?.rule == .unusedDependency)
            #expect(findings.first?.location == SourceLocation(path: "Package.swift", line: childLine))
        }

        @Test func codeOwnersModuleLinesAreWrittenByGraphAndReportedWhenStale() throws {
            let fixture = try Self.write(Self.tablePackage(childImportsCore: true))
            defer { fixture.remove() }

            let before = try fixture.findings(staticChecks.union([.ownership]))
            #expect(before.map(\.description).count == 1)
            #expect(before.first?.message.contains(".github/CODEOWNERS has no generated module lines") == true)

            let written = try fixture.check([.graph]).writeGraph()
            #expect(written.contains(".github/CODEOWNERS"))
            let codeOwners = try fixture.read(".github/CODEOWNERS")
            #expect(codeOwners.hasPrefix("# Hand-written.\n* @t/all\n\n\(ModuleOwners.beginMarker)\n"))
            let rows = codeOwners.split(separator: "\n").map { $0.split(separator: " ") }
            #expect(rows.contains(["/Modules/ParentMocks/", "@t/top"]))
            #expect(rows.contains(["/Modules/Child/", "@t/kids"]))
            #expect(try fixture.findings(staticChecks.union([.ownership, .graph])).map(\.description) == [])
        }

        /// A copy of the repository's manifest with an empty folder for every target of its table, so
        /// that only the planted line can fail it.
        struct ManifestCopy {
            static let repository = DocumentedSample.repository
            let root: URL
            let table: ModuleTable
            var text: String

            init() throws {
                text = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
                table = try #require(ModuleTable(manifest: text))
                root = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "module-table-\(UUID().uuidString)")
                for entry in table.entries {
                    for folder in entry.targets.map(\.folder) {
                        try FileManager.default.createDirectory(
                            at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
                    }
                }
            }

            /// The text of module `name`'s line.
            func line(of name: String) throws -> String {
                let entry = try #require(table.entry(named: name))
                return String(text.split(separator: "\n", omittingEmptySubsequences: false)[entry.line - 1])
            }

            /// What `swift package dump-package` prints for the copy, and its status; `focus` is the
            /// value of `RIBS_FOCUS`.
            func dumpPackage(focus: String = "") throws -> CommandResult {
                try text.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
                return try Toolchain.locate().run(
                    [
                        "package", "dump-package", "--package-path", root.path, "--scratch-path",
                        root.appendingPathComponent(".build").path,
                    ], environment: ["RIBS_FOCUS": focus])
            }

            func remove() {
                try? FileManager.default.removeItem(at: root)
                Toolchain.removeLockFiles(ofScratchPath: root.appendingPathComponent(".build"))
            }
        }

        /// One malformed line: how to plant it in the copy, and the module whose line the message names.
        struct MalformedLine: CustomTestStringConvertible, Sendable {
            var testDescription: String
            var module: String
            /// The old line and the lines that replace it (or `nil`: the line stays, a folder goes).
            var replacement: (@Sendable (String) -> [String])?
            var removedFolder: String?
            /// The line of the message, after the module's line.
            var lineOffset = 0
            var problem: String
            /// The sample of docs/teams.md that shows this message, if one does.
            var documentedSample: String?
        }

        static let malformedLines = [
            MalformedLine(
                testDescription: "a duplicate name", module: "Games", replacement: { [$0, $0] }, lineOffset: 1,
                problem: "duplicate name Games: the module is already on line"),
            MalformedLine(
                testDescription: "an unknown dependency", module: "Games",
                replacement: { [$0.replacingOccurrences(of: "RIBs,Scores", with: "RIBs,Scorez")] },
                problem: "unknown dependency Scorez of Games", documentedSample: "module-table-error"),
            MalformedLine(
                testDescription: "an unknown kind", module: "Games",
                replacement: { [$0.replacingOccurrences(of: " shared ", with: " sharde ")] },
                problem: "unknown kind `sharde` of Games"),
            MalformedLine(
                testDescription: "a missing folder", module: "Games", removedFolder: "Modules/GamesMocks",
                problem: "the folder Modules/GamesMocks of Games is missing"),
            MalformedLine(
                testDescription: "an unknown extra", module: "Games",
                replacement: { [$0.replacingOccurrences(of: " mocks ", with: " mock  ")] },
                problem: "unknown extra `mock` of Games"),
            MalformedLine(
                testDescription: "a repeated extra", module: "LoggedOut",
                replacement: { [$0.replacingOccurrences(of: "mocks,tests", with: "mocks,mocks")] },
                problem: "an extra of LoggedOut is repeated"),
            MalformedLine(
                testDescription: "a repeated dependency", module: "LoggedOut",
                replacement: { [$0.replacingOccurrences(of: "RIBs,TerminalUI", with: "RIBs,RIBs")] },
                problem: "a dependency of LoggedOut is repeated"),
            MalformedLine(
                testDescription: "a module depending on itself", module: "LoggedOut",
                replacement: { [$0.replacingOccurrences(of: "RIBs,TerminalUI", with: "RIBs,LoggedOut")] },
                problem: "LoggedOut depends on itself"),
            MalformedLine(
                testDescription: "a line without six columns", module: "LoggedOut",
                replacement: { [$0.replacingOccurrences(of: "RIBs,TerminalUI", with: "RIBs TerminalUI")] },
                problem: "7 columns; a line has 6: name kind place owner extras dependencies"),
            MalformedLine(
                testDescription: "a name that is not an identifier", module: "LoggedOut",
                replacement: { [$0.replacingOccurrences(of: "LoggedOut ", with: "Logged-Out")] },
                problem: "the name `Logged-Out` is not a Swift identifier"),
        ]

        /// Slow-ish (SwiftPM compiles and runs the manifest), so one run per kind of mistake.
        @Test(arguments: malformedLines)
        func aMalformedLineFailsTheManifestNamingTheLine(_ malformed: MalformedLine) async throws {
            let result = try await onOwnThread {
                var copy = try ManifestCopy()
                defer { copy.remove() }
                let original = try copy.line(of: malformed.module)
                if let replacement = malformed.replacement {
                    copy.text = copy.text.replacingOccurrences(
                        of: original + "\n", with: replacement(original).joined(separator: "\n") + "\n")
                }
                if let folder = malformed.removedFolder {
                    try FileManager.default.removeItem(at: copy.root.appendingPathComponent(folder))
                }
                let entry = try #require(copy.table.entry(named: malformed.module))
                let planted = malformed.replacement?(original).last ?? original
                let text = planted.trimmingCharacters(in: .whitespaces)
                return (try copy.dumpPackage(), entry.line + malformed.lineOffset, text)
            }
            let (dump, line, text) = result

            #expect(dump.status != 0)
            #expect(
                dump.errors.contains("Package.swift:\(line): error: module table line `\(text)`: \(malformed.problem)"),
                "\(dump.errors)")
            if let name = malformed.documentedSample {
                let sample = try DocumentedSample.named(name, in: "docs/teams.md")
                let message = dump.errors.split(separator: "\n").map(String.init).filter {
                    $0.hasPrefix("Package.swift:")
                }
                #expect(
                    message == sample.lines,
                    "docs/teams.md:\(sample.line): the sample differs from the manifest's message")
            }
        }

        /// A place or an owner that does not fit is no longer the manifest's to judge: it makes the
        /// targets, and the architecture check reports the line.
        @Test func aPlaceOrOwnerThatDoesNotFitIsTheChecksFindingNotTheManifests() async throws {
            let (dump, findings, lines) = try await onOwnThread { () throws -> (CommandResult, [Finding], [Int]) in
                var copy = try ManifestCopy()
                let fixture = WrittenFixture(root: copy.root)
                defer {
                    copy.remove()
                    fixture.remove()
                }
                let plants = [
                    ("Games", "@ribs/session,@ribs/games", "ribs/session,@ribs/games "),
                    ("RandomWin", "LoggedIn@games", "LoggedIn      "),
                ]
                for (module, old, new) in plants {
                    let original = try copy.line(of: module)
                    copy.text = copy.text.replacingOccurrences(
                        of: original + "\n", with: original.replacingOccurrences(of: old, with: new) + "\n")
                }
                let dump = try copy.dumpPackage()
                let settings = try String(
                    contentsOf: ManifestCopy.repository.appendingPathComponent("Tools/architecture/modules.txt"),
                    encoding: .utf8)
                try fixture.write(settings, to: "Tools/architecture/modules.txt")
                // The copy's modules have no sources: only the table's own findings matter here.
                let findings = try fixture.findings(staticChecks).filter { $0.rule == .moduleMap }
                let lines = try plants.map { try #require(copy.table.entry(named: $0.0)).line }
                return (dump, findings, lines)
            }

            #expect(dump.status == 0, "\(dump.errors)")
            #expect(findings.map(\.location) == lines.map { SourceLocation(path: "Package.swift", line: $0) })
            #expect(
                findings.first?.message == "the owner `ribs/session` of Games is neither a @team nor an e-mail address")
            #expect(
                findings.last?.message.hasPrefix(
                    "the place of plugin RandomWin must be <Host>@<point>, the RIB that hosts it and its plugin point: `LoggedIn` has no `@<point>` name after the host"
                ) == true, "\(findings.map(\.description))")
        }

        /// One focus and the test targets it must declare in this repository.
        struct Focus: CustomTestStringConvertible, Sendable {
            var value: String
            var tests: Set<String>
            var testDescription: String { "RIBS_FOCUS=\(value)" }
        }

        static let foci = [
            Focus(value: "OffGame", tests: ["OffGameTests"]),
            Focus(value: "RIBs", tests: ["RIBsTests"]),
            Focus(value: "OffGame, Scores", tests: ["OffGameTests", "ScoresTests"]),
            // The app's modules bring the tests of the whole app that depend on them.
            Focus(value: "TicTacToeApp", tests: ["EndToEndTests"]),
            Focus(value: "TicTacToeComposition", tests: ["IntegrationTests", "ReliabilityTests"]),
            Focus(value: "IntegrationTests", tests: ["IntegrationTests"]),
        ]

        /// A focus declares the named targets, their own mocks and tests, and what those depend on:
        /// a closed package with nothing else in it, and only the products whose targets it has.
        /// The whole package, read once for every focus.
        static let wholePackage = Result { () throws -> PackageDeclaration in
            let copy = try ManifestCopy()
            defer { copy.remove() }
            return try PackageDeclaration(dumpPackageJSON: Data(try copy.dumpPackage().output.utf8))
        }

        @Test(arguments: foci)
        func aFocusDeclaresItsClosureAndOnlyItsOwnTests(_ focus: Focus) async throws {
            let (all, focused) = try await onOwnThread {
                let copy = try ManifestCopy()
                defer { copy.remove() }
                return (try Self.wholePackage.get(), try copy.dumpPackage(focus: focus.value))
            }
            #expect(focused.status == 0, "\(focused.errors)")
            let declared = try PackageDeclaration(dumpPackageJSON: Data(focused.output.utf8))
            let names = Set(declared.targets.map(\.name))

            #expect(Set(declared.targets.filter { $0.kind == .test }.map(\.name)) == focus.tests)
            var expected: Set<String> = []
            var pending = focus.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            pending += pending.flatMap { [$0 + "Mocks", $0 + "Example", $0 + "Tests"] } + focus.tests
            while let name = pending.popLast() {
                guard let target = all.targets.first(where: { $0.name == name }), expected.insert(name).inserted
                else { continue }
                pending += target.dependencies.map(\.name)
            }
            #expect(names == expected)
            let products = try #require(
                JSONSerialization.jsonObject(with: Data(focused.output.utf8)) as? [String: Any])["products"]
            let productTargets = (products as? [[String: Any]] ?? []).map { $0["targets"] as? [String] ?? [] }
            #expect(productTargets.allSatisfy { names.isSuperset(of: $0) })
            #expect(productTargets.contains(["TicTacToeApp"]) == names.contains("TicTacToeApp"))
        }

        /// The tools' reader of the table knows every target the manifest makes of a line and its folder,
        /// as the manifest derives them (OffGame: a RIB with mocks, tests and an example).
        @Test func theTableReaderDerivesEveryTableTargetAsTheManifestDoes() async throws {
            let copy = try ManifestCopy()
            defer { copy.remove() }
            let table = copy.table
            let declared = try await onOwnThread { try Self.wholePackage.get() }
            let offGame = try #require(table.entry(named: "OffGame"))
            #expect(offGame.targets.map(\.name) == ["OffGame", "OffGameMocks", "OffGameExample", "OffGameTests"])
            #expect(table.entry(forTarget: "OffGameExample")?.name == "OffGame")
            #expect(table.isConventionTarget("OffGameExample") && !table.isConventionTarget("OffGame"))
            var checked = 0
            for entry in table.entries {
                for target in entry.targets {
                    let made = try #require(declared.targets.first { $0.name == target.name }, "\(target.name)")
                    #expect(made.path == target.folder)
                    checked += 1
                }
            }
            #expect(checked == declared.targets.filter { table.entry(forTarget: $0.name) != nil }.count)
            #expect(declared.targets.first { $0.name == "OffGameExample" }?.kind == .executable)
        }

        @Test func anUnknownFocusFailsTheManifestNamingItAndTheNearestNames() async throws {
            let dump = try await onOwnThread {
                let copy = try ManifestCopy()
                defer { copy.remove() }
                return try copy.dumpPackage(focus: "OffGame,OfGame")
            }
            #expect(dump.status != 0)
            #expect(
                dump.errors.contains(
                    "RIBS_FOCUS names `OfGame`, which is no module or target of this package; the nearest: OffGame,"),
                "\(dump.errors)")
        }
    }
}
