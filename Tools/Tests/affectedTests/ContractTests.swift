import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import affected

extension AffectedSuite {
    /// How `Tools/affected --contracts` classifies a change of a public surface, from surfaces given
    /// directly and from symbol-graph JSON as the compiler writes it.
    /// How `Tools/affected --contracts` reads what it compares: the symbol graph that names the
    /// declarations, the API digester's dump and its diagnostics, and the effects of a declaration.
    struct ContractClassificationTests {
        typealias Declaration = ContractSurface.Declaration

        @Test func theDigestersLinesAreSplitAfterTheLongestKnownName() {
            let output = """

                /* Generic Signature Changes */
                Func Box.same() has generic signature change from <T where T : Swift.Equatable> to <T where T : Swift.Hashable>

                /* Removed Decls */
                Accessor S.x.Set() has been removed
                Func Unknown.gone() has been removed

                /* Class Inheritance Change */
                Class Presenter is no longer open for subclassing

                """
            let names: Set = ["Struct Box", "Func Box.same()", "Var S.x", "Accessor S.x.Set()", "Class Presenter"]
            #expect(
                APIBreakage.parse(output, names: names) == [
                    APIBreakage(
                        subject: "Func Box.same()",
                        message:
                            "has generic signature change from <T where T : Swift.Equatable> to <T where T : Swift.Hashable>"
                    ),
                    APIBreakage(subject: "Accessor S.x.Set()", message: "has been removed"),
                    APIBreakage(subject: "Func Unknown.gone()", message: "has been removed"),
                    APIBreakage(subject: "Class Presenter", message: "is no longer open for subclassing"),
                ])
        }

        @Test func aDumpNamesItsDeclarationsAsTheDigestersDiagnosticsDo() throws {
            let json = """
                {"ABIRoot": {"kind": "Root", "name": "Leaf", "printedName": "Leaf", "children": [
                  {"kind": "Import", "name": "Core", "printedName": "Core", "declKind": "Import"},
                  {"kind": "TypeDecl", "name": "S", "printedName": "S", "declKind": "Struct", "usr": "s:4Leaf1SV",
                   "conformances": [{"kind": "Conformance", "name": "Sendable", "printedName": "Sendable"}],
                   "children": [
                    {"kind": "Var", "name": "x", "printedName": "x", "declKind": "Var", "usr": "s:4Leaf1SV1xSivp",
                     "isInternal": true,
                     "children": [{"kind": "TypeNominal", "name": "Int", "printedName": "Swift.Int"}],
                     "accessors": [{"kind": "Accessor", "name": "Set", "printedName": "Set()", "declKind": "Accessor",
                                    "usr": "s:4Leaf1SV1xSivs", "implicit": true}]}]}]}}
                """
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            try json.write(to: file, atomically: true, encoding: .utf8)
            let dump = try APIDump(contentsOf: file)
            #expect(dump.declarations.map(\.name) == ["Struct S", "Var S.x", "Accessor S.x.Set()"])
            #expect(dump.declarations.map(\.parent) == [nil, 0, 1])
            #expect(dump.declarations[0].conformances == ["Sendable"])
            #expect(dump.declarations.map(\.implicit) == [false, false, true])
            #expect(dump.declarations.map(\.belowPublic) == [false, true, true])
        }

        @Test func effectsAreTheDeclarationsOwnNotThoseOfItsTypes() {
            #expect(ContractChange.effects(of: "func load() async throws -> Score") == ["async", "throws"])
            #expect(ContractChange.effects(of: "func gen<T>(_ t: T) async -> T where T : Equatable") == ["async"])
            #expect(ContractChange.effects(of: "func run(_ body: () async throws -> Void) rethrows") == ["rethrows"])
            #expect(ContractChange.effects(of: "func make() -> () async -> Void") == [])
            #expect(ContractChange.effects(of: "var load: () async -> Int") == [])
            #expect(ContractChange.effects(of: "var score: Int { get async }") == ["async"])
            #expect(ContractChange.effects(of: "subscript(i: Int) -> Int { get throws }") == ["throws"])
            #expect(ContractChange.effects(of: "init(named name: String) throws(LeafError)") == ["throws"])
        }

        /// A symbol graph as `swiftc -emit-symbol-graph` writes it (trimmed to what is read).
        static func symbolGraph(folder: String) -> String {
            func symbol(_ id: String, _ kind: String, _ path: [String], _ text: String, file: String) -> String {
                let components = path.map { "\"\($0)\"" }.joined(separator: ", ")
                return """
                    {"identifier": {"precise": "\(id)"}, "kind": {"identifier": "swift.\(kind)"},
                     "accessLevel": "public", "pathComponents": [\(components)],
                     "declarationFragments": [{"kind": "text", "spelling": "\(text)"}],
                     "location": {"uri": "file://\(folder)/\(file)", "position": {"line": 3, "character": 0}}}
                    """
            }
            let symbols = [
                symbol("s:L", "protocol", ["LeafListener"], "protocol LeafListener", file: "Modules/Leaf/Leaf.swift"),
                symbol("s:La", "method", ["LeafListener", "a()"], "func a()", file: "Modules/Leaf/Leaf.swift"),
                symbol("s:Lb", "method", ["LeafListener", "b()"], "func  b()", file: "Modules/Leaf/Leaf.swift"),
                symbol("s:LEb", "method", ["LeafListener", "b()"], "func b()", file: "Modules/Leaf/Leaf.swift"),
                // Declared in another module's folder: not Leaf's surface.
                symbol("s:X", "func", ["elsewhere()"], "func elsewhere()", file: "Modules/Other/Other.swift"),
            ]
            return """
                {"symbols": [\(symbols.joined(separator: ",\n"))],
                 "relationships": [
                    {"kind": "requirementOf", "source": "s:La", "target": "s:L"},
                    {"kind": "requirementOf", "source": "s:Lb", "target": "s:L"},
                    {"kind": "defaultImplementationOf", "source": "s:LEb", "target": "s:Lb"}]}
                """
        }

        @Test func theSurfaceIsReadFromTheSymbolGraphWithRolesAndDefaults() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("contracts-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            let directory = root.appendingPathComponent("symbols")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Self.symbolGraph(folder: root.path).write(
                to: directory.appendingPathComponent("Leaf.symbols.json"), atomically: true, encoding: .utf8)
            let surface = try ContractSurface.read(
                directory: directory, module: "Leaf", folder: "Modules/Leaf", packageRoot: root)
            #expect(
                surface == [
                    Declaration(
                        entry: "method LeafListener.a()", role: .requirement, text: "func a()", identifier: "s:La"),
                    Declaration(
                        entry: "method LeafListener.b()", role: .defaultImplementation, text: "func b()",
                        identifier: "s:LEb"),
                    Declaration(
                        entry: "method LeafListener.b()", role: .requirement, text: "func b()", hasDefault: true,
                        identifier: "s:Lb"),
                    Declaration(
                        entry: "protocol LeafListener", role: .declaration, text: "protocol LeafListener",
                        identifier: "s:L"),
                ])
        }
    }
}

extension AffectedSuite {
    /// `Tools/affected --contracts` on one planted change of each kind, in a fixture whose Leaf
    /// declares them all. Both runs compare against the same base, so its compiled module and API
    /// dump are made once (and kept in the shared scratch folder for later runs).
    struct ContractRulesTests {
        static let base = """
            open class LeafPresenter {
                public init() {}
            }

            public struct LeafBox<Value> {
                public init() {}
            }

            extension LeafBox where Value: Equatable {
                public func isSame() -> Bool { true }
            }

            public protocol LeafStyle {}

            public struct LeafTheme: LeafStyle {
                public init() {}
            }

            public enum LeafState {
                case idle
                case running
            }

            public func leafTitle(prefix: String = "Leaf") -> String { prefix }

            public func leafCount() -> Int { 1 }

            public struct LeafScore {
                public private(set) var points: Int = 0
                public let name: String = ""
                public init() {}
            }

            public func loadLeaf() -> String { "" }

            public protocol LeafListener: AnyObject {
                func leafDidFinish()
            }

            public func leafBody() -> Int { 1 }

            /// The leaf's version.
            public func leafVersion() -> Int { 1 }

            """

        /// Applies `(old, new)` replacements to the base, each of which must match.
        static func changed(_ replacements: [(String, String)]) -> String {
            var text = base
            for (old, new) in replacements {
                #expect(text.contains(old), "the fixture lacks \(old)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            return text
        }

        static func repository() throws -> AffectedRepository {
            let repository = try AffectedRepository.make()
            try repository.write(AffectedTeamsTests.codeOwners, to: ".github/CODEOWNERS")
            try repository.write(base, to: "Modules/Leaf/Contract.swift")
            try repository.commit("the contract")
            return repository
        }

        @Test func changesThatBreakNoClientPrintNothingAndThoseThatDoSayWhy() async throws {
            try await AffectedRepository.withNew(Self.repository) { repository in
                // None of these breaks a client: a default value is the callee's; @discardableResult
                // only silences a warning; a setter that was private is no client's; a new setter
                // is only more; a body and a doc comment are not in the interface.
                try repository.write(
                    Self.changed([
                        ("prefix: String = \"Leaf\"", "prefix: String = \"Tree\""),
                        ("public func leafCount()", "@discardableResult public func leafCount()"),
                        ("public private(set) var points", "public let points"),
                        ("public let name", "public var name"),
                        ("func leafBody() -> Int { 1 }", "func leafBody() -> Int { 2 }"),
                        ("/// The leaf's version.", "/// The leaf's version, counted from one."),
                        // Not public: no part of the surface, though the digester's dump holds it.
                        ("public func leafBody()", "package func leafHelper() {}\n\npublic func leafBody()"),
                    ]), to: "Modules/Leaf/Contract.swift")
                let harmless = repository.affected(["--base", "HEAD", "--contracts", "--fail-on-breaking"])
                #expect(harmless.status == 0, "\(harmless.errors)")
                #expect(harmless.output == ["review: none"])

                try repository.write(
                    Self.changed([
                        ("open class LeafPresenter", "public class LeafPresenter"),
                        ("where Value: Equatable", "where Value: Hashable"),
                        ("LeafTheme: LeafStyle", "LeafTheme"),
                        ("    case running\n", "    case running\n    case paused\n"),
                        ("func loadLeaf() -> String", "func loadLeaf() async -> String"),
                        ("public struct LeafScore {", "public struct LeafScore: Equatable {"),
                        (
                            "    func leafDidFinish()\n}\n",
                            "    func leafDidFinish()\n    func leafDidCancel()\n}\n\nextension LeafListener {\n    public func leafDidCancel() {}\n}\n"
                        ),
                    ]), to: "Modules/Leaf/Contract.swift")
                let breaking = repository.affected(["--base", "HEAD", "--contracts", "--fail-on-breaking"])
                #expect(breaking.status == 1, "\(breaking.errors)")
                #expect(
                    breaking.output == [
                        // A new case breaks every exhaustive switch of a client (no library evolution).
                        "Leaf: breaking: case LeafState.paused (added as a new enum case)",
                        "Leaf: breaking: class LeafPresenter (no longer open for subclassing)",
                        "Leaf: breaking: func loadLeaf() (now async: callers must `await` it (`func loadLeaf() -> String` is now `func loadLeaf() async -> String`))",
                        "Leaf: breaking: method LeafBox.isSame() (generic signature change from <Value where Value : Swift.Equatable> to <Value where Value : Swift.Hashable>)",
                        "Leaf: breaking: struct LeafTheme (removed conformance to LeafStyle)",
                        "Leaf: additive: method LeafListener.leafDidCancel() (new requirement with a default implementation: `func leafDidCancel()`)",
                        "Leaf: additive: struct LeafScore (new conformance to Equatable)",
                        "review: @team/leaf @team/parent",
                    ])
            }
        }
    }
}
