import ArchitectureCheckKit
import Foundation
import Testing

extension CheckArchitectureSuite {
    /// How `Tools/affected --contracts` classifies a change of a public surface, from surfaces given
    /// directly and from symbol-graph JSON as the compiler writes it.
    struct ContractClassificationTests {
        typealias Declaration = ContractSurface.Declaration

        static let listener = Declaration(
            entry: "protocol LeafListener", role: .declaration, text: "protocol LeafListener : AnyObject")
        static let didFinish = Declaration(
            entry: "method LeafListener.leafDidFinish()", role: .requirement, text: "func leafDidFinish()")
        static let builder = Declaration(
            entry: "method LeafBuilder.build(withListener:)", role: .declaration,
            text: "func build(withListener listener: any LeafListener) -> any Routing")
        static let before = ContractSurface(declarations: [listener, didFinish, builder])

        func changes(to declarations: [Declaration]) -> [String] {
            ContractChange.between(Self.before, ContractSurface(declarations: declarations), module: "Leaf").map(
                \.description)
        }

        @Test func theSameSurfaceIsNoChange() {
            // What a body-only edit gives: the same declarations (bodies and lines are not in them).
            #expect(changes(to: [Self.builder, Self.didFinish, Self.listener]) == [])
        }

        @Test func aNewRequirementWithoutADefaultIsBreaking() {
            let didCancel = Declaration(
                entry: "method LeafListener.leafDidCancel()", role: .requirement, text: "func leafDidCancel()")
            #expect(
                changes(to: [Self.listener, Self.didFinish, Self.builder, didCancel]) == [
                    "Leaf: breaking: method LeafListener.leafDidCancel() (new requirement without a default implementation: `func leafDidCancel()`; every type conforming to LeafListener must implement it)"
                ])
        }

        @Test func aNewRequirementWithADefaultIsAdditiveOnOneLine() {
            let didCancel = Declaration(
                entry: "method LeafListener.leafDidCancel()", role: .requirement, text: "func leafDidCancel()",
                hasDefault: true)
            let defaultCancel = Declaration(
                entry: "method LeafListener.leafDidCancel()", role: .defaultImplementation, text: "func leafDidCancel()"
            )
            #expect(
                changes(to: [Self.listener, Self.didFinish, Self.builder, didCancel, defaultCancel]) == [
                    "Leaf: additive: method LeafListener.leafDidCancel() (new requirement with a default implementation: `func leafDidCancel()`)"
                ])
        }

        @Test func aRequirementOfANewProtocolIsAdditive() {
            let other = Declaration(
                entry: "protocol LeafDependency", role: .declaration, text: "protocol LeafDependency")
            let name = Declaration(
                entry: "property LeafDependency.name", role: .requirement, text: "var name: String { get }")
            #expect(
                changes(to: [Self.listener, Self.didFinish, Self.builder, other, name]) == [
                    "Leaf: additive: property LeafDependency.name (new requirement `var name: String { get }`)",
                    "Leaf: additive: protocol LeafDependency (new `protocol LeafDependency`)",
                ])
        }

        @Test func aRemovedOrChangedDeclarationIsBreaking() {
            let changedBuilder = Declaration(
                entry: Self.builder.entry, role: .declaration,
                text: "func build(withListener listener: any LeafListener) -> any ViewableRouting")
            #expect(
                changes(to: [Self.listener, changedBuilder]) == [
                    "Leaf: breaking: method LeafBuilder.build(withListener:) (changed: was `func build(withListener listener: any LeafListener) -> any Routing`, now `func build(withListener listener: any LeafListener) -> any ViewableRouting`)",
                    "Leaf: breaking: method LeafListener.leafDidFinish() (requirement removed: `func leafDidFinish()`)",
                ])
        }

        @Test func aRemovedDefaultImplementationIsBreaking() {
            let defaulted = ContractSurface(declarations: [
                Self.listener, Self.didFinish,
                Declaration(entry: Self.didFinish.entry, role: .defaultImplementation, text: "func leafDidFinish()"),
            ])
            let withoutDefault = ContractSurface(declarations: [Self.listener, Self.didFinish])
            #expect(
                ContractChange.between(defaulted, withoutDefault, module: "Leaf").map(\.kind) == [.breaking])
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
                surface.declarations == [
                    Declaration(entry: "method LeafListener.a()", role: .requirement, text: "func a()"),
                    Declaration(entry: "method LeafListener.b()", role: .defaultImplementation, text: "func b()"),
                    Declaration(
                        entry: "method LeafListener.b()", role: .requirement, text: "func b()", hasDefault: true),
                    Declaration(entry: "protocol LeafListener", role: .declaration, text: "protocol LeafListener"),
                ])
        }
    }
}
