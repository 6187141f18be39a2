import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The module map's format, and the command line's output and exit statuses: 0 clean, 1 findings,
    /// 2 when the check cannot run (with a message, never a crash).
    struct CommandLineTests {
        @Test func theModuleMapReadsTheSettings() throws {
            let configuration = try ArchitectureConfiguration.parse(
                """
                # The settings.
                tools-under: Tools, Scripts/
                mocks-suffix: Mocks  # the mocks targets

                max-height: 5
                """, path: "modules.txt")
            #expect(configuration.toolsDirectories == ["Tools", "Scripts"])
            #expect(configuration.mocksSuffix == "Mocks")
            #expect(configuration.maxHeight == 5)
            #expect(configuration.maxHeightLine == 5)
        }

        @Test func windowsLineEndingsReadAsTheSameLines() throws {
            let unix = "tools-under: Tools\nmocks-suffix: Mocks\n\nmax-height: 5\n"
            let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
            let configuration = try ArchitectureConfiguration.parse(windows, path: "modules.txt")
            #expect(configuration.toolsDirectories == ["Tools"])
            #expect(configuration.mocksSuffix == "Mocks")
            #expect(configuration.maxHeightLine == 4)

            let malformed = #expect(throws: ArchitectureCheckError.self) {
                try ArchitectureConfiguration.parse("tools-under: Tools\r\nmax-height: tall\r\n", path: "modules.txt")
            }
            #expect(malformed?.message.hasPrefix("modules.txt:2: error: max-height takes one whole number") == true)

            let rules = try PathRules.parse("always: Package.swift\r\nnever: docs/**\r\n", path: "affected.txt")
            let unixRules = try PathRules.parse("always: Package.swift\nnever: docs/**\n", path: "affected.txt")
            #expect(rules.always == ["Package.swift"] && rules.never == ["docs/**"])
            #expect(rules == unixRules)

            let api = PublicAPI.parse(
                "# RIBs\r\nmakeRootBuilder() func makeRootBuilder()\r\n\r\nRootBuildable protocol RootBuildable\r\n")
            #expect(api.map(\.declaration.text) == ["func makeRootBuilder()", "protocol RootBuildable"])
            #expect(api.map(\.line) == [2, 4])
        }

        /// A malformed module map and the start of the error it must produce.
        struct MalformedMap: CustomTestStringConvertible, Sendable {
            var text: String
            var expected: String
            var testDescription: String { expected }
        }

        /// Where modules are described now: a key that described them in this file before the module
        /// table did.
        static let movedToTheTable =
            "no longer describes modules here: every module is described by its line in the module table of Package.swift"

        @Test(arguments: [
            MalformedMap(text: "colour: red", expected: "modules.txt:1: error: unknown key 'colour'"),
            MalformedMap(text: "max-height: tall", expected: "modules.txt:1: error: max-height takes one whole number"),
            MalformedMap(text: "mocks-suffix: A B", expected: "modules.txt:1: error: mocks-suffix takes one name"),
            MalformedMap(text: "just words", expected: "modules.txt:1: error: expected 'key: value'"),
            MalformedMap(text: "    max-height: 5", expected: "modules.txt:1: error: expected 'key: value'"),
            MalformedMap(
                text: "max-height: 5\ncore: RIBs", expected: "modules.txt:2: error: 'core:' \(movedToTheTable)"),
            MalformedMap(
                text: "rib-tree:\n    Root\n        LoggedIn @games",
                expected: "modules.txt:1: error: 'rib-tree:' \(movedToTheTable)"),
            MalformedMap(
                text: "nonisolated: Values", expected: "modules.txt:1: error: 'nonisolated:' \(movedToTheTable)"),
        ])
        func aMalformedModuleMapNamesItsLine(_ map: MalformedMap) {
            let error = #expect(throws: ArchitectureCheckError.self) {
                try ArchitectureConfiguration.parse(map.text, path: "modules.txt")
            }
            #expect(error?.message.hasPrefix(map.expected) == true, "\(String(describing: error))")
        }

        /// Runs the command line in-process on `root`.
        private func run(_ arguments: [String], in root: URL) -> (status: Int32, output: [String], errors: [String]) {
            let output = Lines()
            let errors = Lines()
            let status = CommandLineInterface.run(
                arguments: arguments, currentDirectory: root, output: output.append, errors: errors.append)
            return (status, output.all, errors.all)
        }

        @Test func findingsPrintInCompilerStyleWithASummaryAndExitOne() throws {
            var tree = Fixture.tree
            tree.depend("ChildA", on: "ChildB")
            let fixture = try tree.write()
            defer { fixture.remove() }
            let line = try fixture.line(of: Fixture.tableLine(of: "ChildA"), in: "Package.swift")
            let result = run(["--only", "edges,cycles,imports"], in: fixture.root)
            #expect(result.status == 1)
            #expect(result.output.count == 2)
            #expect(
                result.output.first?.hasPrefix(
                    "Package.swift:\(line): error: [allowed-edges] 'ChildA' depends on 'ChildB'")
                    == true)
            #expect(
                result.output.last
                    == "check-architecture: 8 modules, 1 test target, 20 edges, height 6 (max 6), 1 finding; skipped: surfaces, packages, builds, height, graph, isolation, ownership"
            )
        }

        @Test func aCleanPackageExitsZero() throws {
            let fixture = try Fixture.tree.write()
            defer { fixture.remove() }
            #expect(run(["--graph"], in: fixture.root).status == 0)
            let result = run(["--skip-builds", "--skip", "surfaces"], in: fixture.root)
            #expect(result.status == 0, "\(result)")
            #expect(result.output.last?.contains("0 findings") == true)
        }

        @Test func aMissingManifestExitsTwo() throws {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
                "check-architecture-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: empty) }
            let result = run([], in: empty)
            #expect(result.status == 2)
            #expect(result.errors.joined().contains("no readable Package.swift"))
        }

        @Test func aMalformedManifestExitsTwoWithTheCompilersMessage() throws {
            let fixture = try Fixture.tree.write()
            defer { fixture.remove() }
            try fixture.write(
                "// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \n",
                to: "Package.swift")
            let result = run(["--skip-builds"], in: fixture.root)
            #expect(result.status == 2)
            let message = result.errors.joined(separator: "\n")
            #expect(message.contains("cannot read Package.swift"))
            #expect(message.contains("Package.swift:3"))
        }

        @Test func aMissingOrMalformedModuleMapExitsTwo() throws {
            let fixture = try Fixture.tree.write()
            defer { fixture.remove() }
            try fixture.write("core RIBs\n", to: "Tools/architecture/modules.txt")
            let malformed = run([], in: fixture.root)
            #expect(malformed.status == 2)
            #expect(
                malformed.errors.joined().contains("Tools/architecture/modules.txt:1: error: expected 'key: value'"))
            try fixture.write("tools-under: Tools\ncore: RIBs\n", to: "Tools/architecture/modules.txt")
            let old = run([], in: fixture.root)
            #expect(old.status == 2)
            #expect(
                old.errors.joined().contains("Tools/architecture/modules.txt:2: error: 'core:' \(Self.movedToTheTable)")
            )

            try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("Tools"))
            let missing = run([], in: fixture.root)
            #expect(missing.status == 2)
            #expect(missing.errors.joined().contains("cannot read the module map Tools/architecture/modules.txt"))
        }

        @Test func badArgumentsExitWithTheUsageStatus() throws {
            let root = FileManager.default.temporaryDirectory
            #expect(run(["--frobnicate"], in: root).status == 64)
            #expect(run(["--only", "nonsense"], in: root).errors.joined().contains("unknown check 'nonsense'"))
            #expect(run(["--help"], in: root).output.joined().contains("--skip-builds"))
        }

        @Test func anOptionsValueMayFollowAnEqualsSignAndAFlagTakesNone() throws {
            let root = FileManager.default.temporaryDirectory
            let attached = run(["--only=nonsense"], in: root)
            #expect(attached.status == 64)
            #expect(attached.errors.joined().contains("unknown check 'nonsense'"))
            let flag = run(["--skip-builds=yes"], in: root)
            #expect(flag.status == 64)
            #expect(flag.errors.joined().contains("--skip-builds takes no value: '--skip-builds=yes'"))
        }
    }
}
