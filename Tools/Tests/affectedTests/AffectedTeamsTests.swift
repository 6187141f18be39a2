import Foundation
import Testing
import ToolKit
import ToolTestSupport
import affected

extension AffectedSuite {
    /// `Tools/affected --owners` and `--contracts` on a fixture repository whose Leaf declares a
    /// listener that Parent implements, with an owner per module.
    struct AffectedTeamsTests {
        static let codeOwners = """
            /Modules/Core/      @team/core
            /Modules/UI/        @team/core
            /Modules/Leaf/      @team/leaf
            /Tests/LeafTests/   @team/leaf
            /Modules/Other/     @team/other
            /Modules/Parent/    @team/parent
            /Tests/ParentTests/ @team/parent
            /Apps/              @team/app
            /docs/              @team/docs

            """

        static let leaf = """
            public protocol LeafListener: AnyObject {
                func leafDidFinish(score: Int)
            }

            public func makeLeafName() -> String { "Leaf" }

            """

        /// The fixture with Leaf's listener, implemented by Parent, and the owners, committed.
        static func repository() throws -> AffectedRepository {
            let repository = try AffectedRepository.make()
            try repository.write(codeOwners, to: ".github/CODEOWNERS")
            try repository.write(leaf, to: "Modules/Leaf/Leaf.swift")
            try repository.write(
                "import Leaf\n\nfinal class ParentInteractor: LeafListener {\n    func leafDidFinish(score: Int) {}\n}\n",
                to: "Modules/Parent/Parent.swift")
            try repository.commit("listener and owners")
            return repository
        }

        @Test func ownersOfTheChangedFilesArePrintedOncePerOwner() async throws {
            try await AffectedRepository.withNew(Self.repository) { repository in
                try repository.write("// changed\n", to: "Modules/Leaf/Helper.swift")
                try repository.write("# Guide, changed\n", to: "docs/guide.md")
                try repository.write("// new\n", to: "Tests/LeafTests/More.swift")
                try repository.write("# changed\n", to: "README.md")
                let result = repository.affected(["--base", "HEAD", "--owners"])
                #expect(result.status == 0)
                #expect(result.output == ["@team/docs", "@team/leaf"])
                #expect(result.errors.contains("affected: note: README.md has no owner in .github/CODEOWNERS"))
                let json = try repository.json(["--base", "HEAD", "--owners"])
                #expect(json["owners"] as? [String] == ["@team/docs", "@team/leaf"])
                #expect(json["unowned"] as? [String] == ["README.md"])
            }
        }

        /// Leaf's API file, as `Tools/check-architecture --update-api` would write it for ``leaf``.
        static let leafAPI = """
            LeafListener protocol LeafListener : AnyObject
            LeafListener.leafDidFinish(score:) [requirement] func leafDidFinish(score: Int)
            makeLeafName() func makeLeafName() -> String

            """

        /// A listener method's parameter type changed in a commit: `--base HEAD~1` says it breaks and asks
        /// the owners of the modules that import Leaf, and the API file alone affects Leaf and its
        /// dependents only.
        @Test func aListenersChangedParameterTypeIsBreakingAndAsksTheDependentsOwners() async throws {
            try await AffectedRepository.withNew(Self.repository) { repository in
                try repository.write(Self.leafAPI, to: "Modules/Leaf/Leaf.api")
                try repository.commit("Leaf's API")
                try repository.write(
                    Self.leafAPI.replacingOccurrences(of: "score: Int", with: "score: Double"),
                    to: "Modules/Leaf/Leaf.api")
                try repository.commit("a listener's parameter type")
                let result = repository.affected(["--base", "HEAD~1", "--contracts"])
                #expect(result.status == 0, "\(result.errors)")
                #expect(
                    result.output == [
                        "Leaf: breaking: LeafListener.leafDidFinish(score:) (changed: `[requirement] func leafDidFinish(score: Int)` is now `[requirement] func leafDidFinish(score: Double)`)",
                        // Parent and the tests that import Leaf; not App, which reaches Leaf only through Parent.
                        "review: @team/leaf @team/parent",
                    ])
                #expect(repository.affected(["--base", "HEAD~1", "--contracts", "--fail-on-breaking"]).status == 1)
                let json = try repository.json(["--base", "HEAD~1", "--contracts"])
                #expect(json["breaking"] as? Bool == true)
                #expect(json["review"] as? [String] == ["@team/leaf", "@team/parent"])
                #expect((json["dependents"] as? [String: [String]])?["Leaf"] == ["LeafTests", "Parent", "ParentTests"])

                let affected = repository.affected(["--files", "Modules/Leaf/Leaf.api"])
                #expect(affected.output.contains("Leaf") && affected.output.contains("Parent"))
                #expect(!affected.output.contains("Other"))
            }
        }

        @Test func contractsNeedABaseAndFailOnBreakingNeedsContracts() async throws {
            try await AffectedRepository.withNew { repository in
                let noBase = repository.affected(["--files", "Modules/Leaf/Leaf.swift", "--contracts"])
                #expect(noBase.status == 64)
                #expect(noBase.errors.first?.contains("--contracts needs --base REF") == true)
                #expect(repository.affected(["--base", "HEAD", "--fail-on-breaking"]).status == 64)
                #expect(repository.affected(["--base", "HEAD", "--owners", "--tests"]).status == 64)
            }
        }
    }
}
