import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import affected

extension AffectedSuite {
    /// What docs/teams.md shows `Tools/affected` printing for this repository is what it prints now
    /// (see ``DocumentedSample``), and every option the guide gives it is one its help names.
    struct DocumentedOutputTests {
        static let teams = "docs/teams.md"

        @Test func theTestsSampleIsWhatAffectedPrintsForAChangeToOffGame() async throws {
            let sample = try DocumentedSample.named("affected-tests", in: Self.teams)
            #expect(sample.command.first == "Tools/affected", "\(Self.teams):\(sample.line)")
            let result = try await onOwnThread {
                AffectedRepository(root: DocumentedSample.repository).affected(sample.arguments)
            }
            #expect(result.status == 0, "\(result.errors)")
            #expect(
                result.output == sample.lines,
                "\(Self.teams):\(sample.line): the sample differs from what Tools/affected prints")
        }

        @Test func everyOptionTheGuideGivesAffectedIsInItsHelp() throws {
            let output = Lines()
            let status = AffectedCommand.run(
                arguments: ["--help"], currentDirectory: DocumentedSample.repository, output: output.append,
                errors: { _ in })
            #expect(status == 0)
            let help = output.all.joined(separator: "\n")
            let options = try DocumentedOptions.options(of: "Tools/affected", in: Self.teams)
            #expect(!options.isEmpty)
            for (line, option) in options where !help.contains(option) {
                Issue.record("\(Self.teams):\(line): \(option) is no option of Tools/affected (see --help)")
            }
        }

        /// The guide's `--contracts` sample, made as it says: in a clone of this repository, a new
        /// requirement of `OffGameListener` and one with a default implementation, not committed.
        /// It compiles OffGame and its dependencies on both sides, so it runs with the slow tests.
        @Test(.enabled(if: SlowTests.areEnabled, "compiles modules: set \(SlowTests.variable)=1"))
        func theContractsSampleIsWhatAffectedPrintsForTheEditsItDescribes() async throws {
            let sample = try DocumentedSample.named("contracts", in: Self.teams)
            #expect(sample.command.first == "Tools/affected", "\(Self.teams):\(sample.line)")
            let clone = AffectedRepository(
                root: FileManager.default.temporaryDirectory.appendingPathComponent("contracts-\(UUID().uuidString)"))
            defer { clone.delete() }
            let result = try await onOwnThread {
                try AffectedRepository(root: DocumentedSample.repository).git(
                    "clone", "-q", DocumentedSample.repository.path, clone.root.path)
                let path = "Modules/OffGame/OffGameInteractor.swift"
                let source = try String(contentsOf: clone.root.appendingPathComponent(path), encoding: .utf8)
                let requirement = "    func startGame(withId id: String)\n"
                #expect(source.contains(requirement), "\(path) no longer declares \(requirement)")
                try clone.write(
                    source.replacingOccurrences(
                        of: requirement,
                        with: requirement + "    func showScores()\n    func offGameDidAppear()\n")
                        + "\nextension OffGameListener {\n    public func offGameDidAppear() {}\n}\n",
                    to: path)
                return clone.affected(sample.arguments)
            }
            #expect(result.status == 0, "\(result.errors)")
            #expect(
                result.output == sample.lines,
                "\(Self.teams):\(sample.line): the sample differs from what Tools/affected prints")
        }
    }
}
