import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The shell scripts of Tools/ and .ci/ start with the one prologue, Tools/Shell/prologue.bash, and so
    /// answer `--help` with their header and a malformed command line with exit status 64.
    @Suite struct ShellScriptTests {
        static let root = DocumentedSample.repository

        /// Every executable shell script of Tools/ and .ci/, relative to the root.
        static var scripts: [String] {
            let candidates = ["Tools", ".ci"].flatMap { folder in
                let path = root.appendingPathComponent(folder).path
                return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).map { "\(folder)/\($0)" }
            }
            return candidates.filter { path in
                let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                return text?.hasPrefix("#!/usr/bin/env bash\n") == true
            }.sorted()
        }

        /// The scripts that do all their work in the shell (the others hand their command line to a
        /// compiled tool, whose usage errors CommandLineTests covers).
        static let shellOnly = [
            ".ci/build", ".ci/macos", ".ci/plan", ".ci/run", "Tools/bench-architecture",
            "Tools/bench-instructions", "Tools/check-workflows", "Tools/fuzz", "Tools/sanitize",
        ]

        @Test func everyScriptSourcesTheOnePrologueAndSetsNoModeOfItsOwn() throws {
            #expect(Self.scripts.count >= 14, "\(Self.scripts)")
            for script in Self.scripts {
                let text = try String(contentsOf: Self.root.appendingPathComponent(script), encoding: .utf8)
                #expect(text.contains("Shell/prologue.bash\"\n"), "\(script) does not source Tools/Shell/prologue.bash")
                let ownMode = text.split(separator: "\n").filter { $0.hasPrefix("set -") }
                #expect(ownMode.isEmpty, "\(script) sets its own shell options: \(ownMode)")
            }
        }

        /// A command written in Swift has one name: the script `Tools/<command>` runs the executable
        /// target `<command>` of the Tools package, whose folder is `Tools/Sources/<command>` and whose
        /// tests are `<command>Tests` in `Tools/Tests/<command>Tests`; and every executable of the
        /// package is such a command.
        @Test func everyCompiledCommandHasOneName() throws {
            let tools = Self.root.appendingPathComponent("Tools")
            // In a scratch path of its own: `swift test --package-path Tools` keeps Tools/.build locked.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tools-\(UUID().uuidString)")
            defer {
                try? FileManager.default.removeItem(at: scratch)
                Toolchain.removeLockFiles(ofScratchPath: scratch)
            }
            let dump = try Toolchain.locate().run([
                "package", "dump-package", "--package-path", tools.path, "--scratch-path", scratch.path,
            ])
            #expect(dump.status == 0, "\(dump.errors)")
            let json = try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any]
            let targets = (json?["targets"] as? [[String: Any]] ?? []).compactMap { target -> (String, String)? in
                guard let name = target["name"] as? String, let type = target["type"] as? String else { return nil }
                return (name, type)
            }
            let executables = Set(targets.filter { $0.1 == "executable" }.map(\.0))
            let tests = Set(targets.filter { $0.1 == "test" }.map(\.0))
            let compiled = try Self.scripts.filter { script in
                try String(contentsOf: Self.root.appendingPathComponent(script), encoding: .utf8)
                    .contains("source \"${root}/Tools/Shell/tools.bash\"")
            }.map { String($0.dropFirst("Tools/".count)) }
            #expect(compiled.count >= 6, "\(compiled)")
            #expect(Set(compiled) == executables, "scripts that build a tool \(compiled), executables \(executables)")
            let fileManager = FileManager.default
            for command in compiled {
                #expect(
                    fileManager.fileExists(atPath: tools.appendingPathComponent("Sources/\(command)/main.swift").path))
                #expect(tests.contains(command + "Tests"), "no test target \(command)Tests")
                #expect(fileManager.fileExists(atPath: tools.appendingPathComponent("Tests/\(command)Tests").path))
            }
        }

        @Test(arguments: shellOnly)
        func aMalformedCommandLineExits64AndHelpPrintsTheHeader(script: String) throws {
            let url = Self.root.appendingPathComponent(script)
            let name = url.lastPathComponent
            let malformed = try Toolchain.run(executable: url, ["--no-such-option"], in: Self.root)
            #expect(malformed.status == 64, "\(malformed.combined)")
            #expect(malformed.errors.hasPrefix("\(name): error: "), "\(malformed.errors)")
            #expect(malformed.errors.contains("(see --help)"))

            let help = try Toolchain.run(executable: url, ["--help"], in: Self.root)
            #expect(help.status == 0, "\(help.combined)")
            let header = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")[1].dropFirst(2)
            #expect(help.output.hasPrefix(header), "\(help.output)")
            #expect(!help.output.contains("shellcheck"))
        }
    }
}
