import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import affected

extension AffectedSuite {
    /// How `Tools/affected --contracts` classifies the change of an API file's lines (see ``PublicAPI``),
    /// one kind of change each, as the compiler prints the declarations.
    struct ContractClassificationTests {
        /// The changes from the lines `old` to `new` of module Leaf, as printed.
        static func changes(_ old: [String], _ new: [String]) -> [String] {
            func declarations(_ lines: [String]) -> [PublicAPI.Declaration] { lines.map { .init(line: $0[...]) } }
            return ContractChange.between(declarations(old), declarations(new), module: "Leaf").map(\.description)
        }

        @Test func aChangedOrRemovedLineBreaksClients() {
            #expect(
                Self.changes(
                    [
                        "LeafPresenter open class LeafPresenter",
                        "LeafBox.isSame() func isSame() -> Bool where Value : Equatable",
                        "LeafTheme extension LeafTheme : LeafStyle",
                        "loadLeaf() func loadLeaf() -> String",
                        "leafCount() func leafCount() -> Int",
                    ],
                    [
                        "LeafPresenter class LeafPresenter",
                        "LeafBox.isSame() func isSame() -> Bool where Value : Hashable",
                        "loadLeaf() func loadLeaf() async -> String",
                        "leafCount() func leafCount() -> Int",
                    ])
                    == [
                        "Leaf: breaking: LeafBox.isSame() (changed: `func isSame() -> Bool where Value : Equatable` is now `func isSame() -> Bool where Value : Hashable`)",
                        "Leaf: breaking: LeafPresenter (changed: `open class LeafPresenter` is now `class LeafPresenter`)",
                        "Leaf: breaking: LeafTheme (removed or changed: `extension LeafTheme : LeafStyle`)",
                        "Leaf: breaking: loadLeaf() (changed: `func loadLeaf() -> String` is now `func loadLeaf() async -> String`)",
                    ])
        }

        @Test func aNewCaseOrRequirementWithoutADefaultBreaksClientsAndOtherNewLinesAreAdditive() {
            #expect(
                Self.changes(
                    ["LeafState.idle case idle", "LeafScore struct LeafScore"],
                    [
                        "LeafState.idle case idle", "LeafState.paused case paused", "LeafScore struct LeafScore",
                        "LeafScore extension LeafScore : Swift.Equatable",
                        "LeafListener.leafDidCancel() [requirement, default] func leafDidCancel()",
                        "LeafListener.leafDidStop() [requirement] func leafDidStop()",
                        "LeafListener.Item [requirement] associatedtype Item = Int",
                        "leafTitle() func leafTitle() -> String",
                    ])
                    == [
                        "Leaf: breaking: LeafListener.leafDidStop() (a new requirement without a default: every conforming type must implement `func leafDidStop()`)",
                        "Leaf: breaking: LeafState.paused (a new enum case: a client's exhaustive switch stops compiling: `case paused`)",
                        "Leaf: additive: LeafListener.Item (a new requirement with a default implementation: `associatedtype Item = Int`)",
                        "Leaf: additive: LeafListener.leafDidCancel() (a new requirement with a default implementation: `func leafDidCancel()`)",
                        "Leaf: additive: LeafScore (a new conformance: `extension LeafScore : Swift.Equatable`)",
                        "Leaf: additive: leafTitle() (new `func leafTitle() -> String`)",
                    ])
        }

        @Test func aLineThatOnlyWidensIsAdditiveAndOneThatNarrowsBreaks() {
            #expect(
                Self.changes(
                    [
                        "LeafScore.name var name: String { get }", "LeafScore.points var points: Int { get set }",
                        "LeafListener.a() [requirement] func a()", "LeafListener.b() [requirement, default] func b()",
                        "LeafListener.x [requirement] var x: Int { get set }",
                    ],
                    [
                        "LeafScore.name var name: String { get set }", "LeafScore.points var points: Int { get }",
                        "LeafListener.a() [requirement, default] func a()", "LeafListener.b() [requirement] func b()",
                        "LeafListener.x [requirement] var x: Int { get }",
                    ])
                    == [
                        "Leaf: breaking: LeafListener.b() (its default implementation was removed: every conforming type must implement it: `func b()`)",
                        "Leaf: breaking: LeafScore.points (no longer settable: `var points: Int { get }`)",
                        "Leaf: additive: LeafListener.a() (now has a default implementation: `func a()`)",
                        "Leaf: additive: LeafListener.x (no longer requires a setter: `var x: Int { get }`)",
                        "Leaf: additive: LeafScore.name (now settable: `var name: String { get set }`)",
                    ])
        }

        /// Where the lines cannot tell, the reason says so rather than guess.
        @Test func whatTheFileCannotTellIsSaid() {
            #expect(
                Self.changes(
                    ["f(_:) func f(_ x: Int)", "f(_:) func f(_ x: String)", "g(_:) func g(_ x: Int)"],
                    [
                        "f(_:) func f(_ x: Double)", "f(_:) func f(_ x: Float)", "g(_:) func g(_ x: Int)",
                        "g(_:) func g(_ x: Bool)",
                    ])
                    == [
                        "Leaf: breaking: f(_:) (removed or changed: `func f(_ x: Int)` (the file cannot tell which of the new lines of this name it became))",
                        "Leaf: breaking: f(_:) (removed or changed: `func f(_ x: String)` (the file cannot tell which of the new lines of this name it became))",
                        "Leaf: additive: f(_:) (new `func f(_ x: Double)`)",
                        "Leaf: additive: f(_:) (new `func f(_ x: Float)`)",
                        "Leaf: additive: g(_:) (a new overload `func g(_ x: Bool)` (the file cannot tell whether a client's call becomes ambiguous))",
                    ])
        }

        /// What no client's code can tell is left out of a line, so changing it changes no line: a
        /// default argument's value, `@discardableResult`, `let` against a read-only `var`; `open`,
        /// `@_spi` and an extension's constraints are put in. The fragments are the compiler's.
        @Test func aDeclarationIsTheCompilersWithoutWhatNoClientCanTell() {
            func text(
                _ spelling: [String], access: String = "public", spi: Bool = false, constraints: [[String: Any]] = []
            ) -> String {
                var entry: [String: Any] = [
                    "accessLevel": access,
                    "declarationFragments": spelling.map {
                        ["kind": $0 == "func" || $0 == "class" ? "keyword" : "text", "spelling": $0]
                    },
                ]
                if spi { entry["spi"] = true }
                if !constraints.isEmpty {
                    entry["swiftExtension"] = ["extendedModule": "Leaf", "constraints": constraints]
                }
                return PublicAPI.declarationText(entry)
            }
            #expect(
                text(["func", " leafTitle(prefix: String = \"Le,af)\", count: Int = max(1, 2)) -> String"])
                    == "func leafTitle(prefix: String = default, count: Int = default) -> String")
            #expect(text(["@discardableResult ", "func", " leafCount() -> Int"]) == "func leafCount() -> Int")
            #expect(text(["@MainActor let name: String"]) == "@MainActor var name: String { get }")
            #expect(text(["static let zero: Score"]) == "static var zero: Score { get }")
            #expect(text(["var handler: (Int) -> Void"]) == "var handler: (Int) -> Void { get set }")
            #expect(text(["var points: Int { get }"]) == "var points: Int { get }")
            #expect(text(["class", " LeafPresenter"], access: "open") == "open class LeafPresenter")
            #expect(text(["func", " reset()"], spi: true) == "@_spi func reset()")
            #expect(
                text(
                    ["func", " isSame() -> Bool"],
                    constraints: [["kind": "conformance", "lhs": "Value", "rhs": "Equatable"]])
                    == "func isSame() -> Bool where Value : Equatable")
            #expect(text(["typealias Handler = (Int) -> Void"]) == "typealias Handler = (Int) -> Void")
        }
    }
}

extension AffectedSuite {
    /// `Tools/affected --contracts` in a repository: it reads the API files' two versions.
    struct ContractRulesTests {
        static let api = """
            # Leaf's API.
            LeafPresenter open class LeafPresenter
            LeafState enum LeafState
            LeafState.idle case idle
            leafCount() func leafCount() -> Int

            """

        @Test func aSourceChangeAloneChangesNoContractAndAnAPIFileChangeIsClassified() async throws {
            try await AffectedRepository.withNew(AffectedTeamsTests.repository) { repository in
                try repository.write(Self.api, to: "Modules/Leaf/Leaf.api")
                try repository.commit("Leaf's API")
                try repository.write(AffectedTeamsTests.leaf + "// more\n", to: "Modules/Leaf/Leaf.swift")
                let harmless = repository.affected(["--base", "HEAD", "--contracts", "--fail-on-breaking"])
                #expect(harmless.status == 0, "\(harmless.errors)")
                #expect(harmless.output == ["review: none"])

                try repository.write(
                    Self.api.replacingOccurrences(of: "open class", with: "class")
                        + "LeafState.paused case paused\nleafTitle() func leafTitle() -> String\n",
                    to: "Modules/Leaf/Leaf.api")
                let breaking = repository.affected(["--base", "HEAD", "--contracts", "--fail-on-breaking"])
                #expect(breaking.status == 1, "\(breaking.errors)")
                #expect(
                    breaking.output == [
                        "Leaf: breaking: LeafPresenter (changed: `open class LeafPresenter` is now `class LeafPresenter`)",
                        "Leaf: breaking: LeafState.paused (a new enum case: a client's exhaustive switch stops compiling: `case paused`)",
                        "Leaf: additive: leafTitle() (new `func leafTitle() -> String`)",
                        "review: @team/leaf @team/parent",
                    ])
            }
        }

        @Test func aNewOrRemovedAPIFileIsANewOrRemovedModule() async throws {
            try await AffectedRepository.withNew(AffectedTeamsTests.repository) { repository in
                try repository.write(Self.api, to: "Modules/Leaf/Leaf.api")
                let added = repository.affected(["--base", "HEAD", "--contracts"])
                #expect(added.output == ["Leaf: additive: module Leaf (a new API file)", "review: none"])
                try repository.commit("Leaf's API")
                try FileManager.default.removeItem(at: repository.root.appendingPathComponent("Modules/Leaf/Leaf.api"))
                let removed = repository.affected(["--base", "HEAD", "--contracts"])
                #expect(
                    removed.output == [
                        "Leaf: breaking: module Leaf (its API file was removed)", "review: @team/leaf @team/parent",
                    ])
            }
        }
    }
}
