import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import check_architecture

extension CheckArchitectureSuite {
    /// What docs/teams.md shows of the check and of the files the tools generate is what they print
    /// and write for this repository now (see ``DocumentedSample``): a new module, a renamed option
    /// or a changed message makes these fail instead of leaving the guide behind. They run the check
    /// on the repository itself, with a scratch path of their own.
    struct DocumentedOutputTests {
        static let teams = "docs/teams.md"
        static var root: URL { DocumentedSample.repository }

        /// A scratch path for one test, removed by `body`'s caller.
        static func withScratchPath<T>(_ body: (URL) throws -> T) rethrows -> T {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
                "documented-output-\(UUID().uuidString)")
            defer {
                try? FileManager.default.removeItem(at: scratch)
                Toolchain.removeLockFiles(ofScratchPath: scratch)
            }
            return try body(scratch)
        }

        @Test func theChecksSampleSummaryIsWhatTheCheckPrintsForThisRepository() async throws {
            let sample = try DocumentedSample.named("check-summary", in: Self.teams)
            #expect(sample.command.first == "Tools/check-architecture", "\(Self.teams):\(sample.line)")
            let (status, output) = try await onOwnThread {
                Self.withScratchPath { scratch in
                    let output = Lines()
                    let status = CommandLineInterface.run(
                        arguments: sample.arguments + ["--scratch-path", scratch.path], currentDirectory: Self.root,
                        output: output.append, errors: { _ in })
                    return (status, output.all)
                }
            }
            #expect(status == 0)
            #expect(
                output == sample.lines, "\(Self.teams):\(sample.line): the sample differs from what the check prints")
        }

        /// The notes and summary of `--affected` after a change to OffGame's interactor, worked out as
        /// the check does, without compiling the modules it would check.
        @Test func theAffectedSampleIsWhatTheCheckPrintsForAChangeToOffGame() async throws {
            let sample = try DocumentedSample.named("affected-check", in: Self.teams)
            let reference = try #require(sample.arguments.last)
            #expect(sample.arguments == ["--affected", reference], "\(Self.teams):\(sample.line)")
            let printed = try await onOwnThread {
                try Self.withScratchPath { scratch in
                    var options = ArchitectureCheckOptions(packageRoot: Self.root)
                    options.scratchPath = scratch
                    let toolchain = try Toolchain.locate()
                    let map = try options.loadModuleMap(toolchain: toolchain)
                    var request = AffectedTargets.Request(packageRoot: Self.root)
                    request.files = ["Modules/OffGame/OffGameInteractor.swift"]
                    request.scratchPath = scratch
                    let (affected, _, _) = try AffectedTargets.analyse(
                        request, environment: ProcessInfo.processInfo.environment, toolchain: toolchain)
                    let rules = ToolchainRules(map: map, toolchain: toolchain, options: options, progress: { _ in })
                    let (notes, scope) = ArchitectureCheck.affectedNotes(
                        affected, reference: reference, rules: rules, surfaces: true, builds: true,
                        buildScope: affected.names)
                    let summary = ArchitectureReport.summary(
                        of: map, findings: 0, checks: Set(Check.allCases), scope: scope)
                    return notes.map { "note: \($0)" } + [summary]
                }
            }
            #expect(
                printed == sample.lines, "\(Self.teams):\(sample.line): the sample differs from what the check prints")
        }

        /// Every option the guide gives the check in a shell block is one the check's help names.
        @Test func everyOptionTheGuideGivesTheCheckIsInItsHelp() throws {
            let output = Lines()
            #expect(
                CommandLineInterface.run(
                    arguments: ["--help"], currentDirectory: Self.root, output: output.append, errors: { _ in }) == 0)
            let help = output.all.joined(separator: "\n")
            let options = try DocumentedOptions.options(of: "Tools/check-architecture", in: Self.teams)
            #expect(!options.isEmpty)
            for (line, option) in options where !help.contains(option) {
                Issue.record("\(Self.teams):\(line): \(option) is no option of Tools/check-architecture (see --help)")
            }
        }

        /// The mock the guide shows is the one mockgen generated for OffGame's listener.
        @Test func theMockSampleIsTheGeneratedMock() throws {
            let sample = try DocumentedSample.named("offgame-listener-mock", in: Self.teams)
            let mocks = try String(
                contentsOf: Self.root.appendingPathComponent("Modules/OffGameMocks/OffGameMocks.swift"), encoding: .utf8
            ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let start = try #require(mocks.firstIndex(of: sample.lines.first ?? ""), "no \(sample.lines.first ?? "")")
            let end = try #require(mocks[start...].firstIndex(of: "}"))
            #expect(Array(mocks[start...end]) == sample.lines)
        }

        /// The table lines the guide shows are lines of the manifest's table, its module lines are lines
        /// of CODEOWNERS, and the lines its API diff keeps are lines of OffGame's API file.
        @Test func theSamplesOfFilesAreLinesOfThoseFiles() throws {
            func lines(of path: String) throws -> Set<String> {
                Set(
                    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                        .split(separator: "\n").map(String.init))
            }
            let manifest = try lines(of: "Package.swift")
            let table = try DocumentedSample.named("module-table-line", in: Self.teams)
            #expect(!table.lines.isEmpty)
            #expect(table.lines.filter { !manifest.contains("    " + $0) } == [])

            let codeOwners = try lines(of: ".github/CODEOWNERS")
            let owners = try DocumentedSample.named("codeowners", in: Self.teams)
            #expect(!owners.lines.isEmpty)
            #expect(owners.lines.filter { !codeOwners.contains($0) } == [])

            let api = try lines(of: "Modules/OffGame/OffGame.api")
            let diff = try DocumentedSample.named("api-diff", in: Self.teams)
            let kept = diff.lines.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }
            #expect(!kept.isEmpty)
            #expect(kept.filter { !api.contains($0) } == [])
        }
    }
}
