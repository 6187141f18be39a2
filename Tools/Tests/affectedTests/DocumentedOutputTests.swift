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

        /// The guide's `--contracts` sample, made as it says: in a clone of this repository, OffGame's
        /// API file with a new requirement of `OffGameListener` and one with a default implementation
        /// (the lines `Tools/check-architecture --update-api` writes for them), not committed.
        @Test func theContractsSampleIsWhatAffectedPrintsForTheEditsItDescribes() async throws {
            let sample = try DocumentedSample.named("contracts", in: Self.teams)
            #expect(sample.command.first == "Tools/affected", "\(Self.teams):\(sample.line)")
            let clone = AffectedRepository(
                root: FileManager.default.temporaryDirectory.appendingPathComponent("contracts-\(UUID().uuidString)"))
            defer { clone.delete() }
            let result = try await onOwnThread {
                try AffectedRepository(root: DocumentedSample.repository).git(
                    "clone", "-q", DocumentedSample.repository.path, clone.root.path)
                let path = "Modules/OffGame/OffGame.api"
                let api = try String(contentsOf: clone.root.appendingPathComponent(path), encoding: .utf8)
                let requirement =
                    "OffGameListener.startGame(withId:) [requirement] @MainActor func startGame(withId id: String)\n"
                #expect(api.contains(requirement), "\(path) no longer has the line \(requirement)")
                try clone.write(
                    api.replacingOccurrences(
                        of: requirement,
                        with:
                            "OffGameListener.offGameDidAppear() [requirement, default] @MainActor func offGameDidAppear()\n"
                            + "OffGameListener.showScores() [requirement] @MainActor func showScores()\n" + requirement),
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
