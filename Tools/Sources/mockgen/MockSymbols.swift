public import Foundation
public import ToolKit

extension GraphSymbol {
    /// Whether its documentation comment has a line that is just `@mockable`.
    var isMockable: Bool {
        docLines.contains { $0.trimmingWhitespace() == "@mockable" }
    }

    /// The name without the parameter list: `build` for `build(withListener:)`.
    var baseName: String {
        title.firstIndex(of: "(").map { String(title[..<$0]) } ?? title
    }

    /// The names of the associated types a protocol declares.
    func associatedTypes(in index: SymbolIndex) -> [String] {
        (index.requirements[usr] ?? []).compactMap { index.symbols[$0] }.filter { $0.kind == "swift.associatedtype" }
            .map(\.title)
    }
}

/// The protocols, requirements, conformances and classes of a set of modules, joined from their
/// symbol graph files (written by ``ModuleCompiler`` at internal access level, so that a module's
/// internal protocols are in it too).
public struct SymbolIndex: Sendable {
    /// Every symbol by its USR.
    public private(set) var symbols: [String: GraphSymbol] = [:]
    /// The requirements of every protocol, in declaration order.
    public private(set) var requirements: [String: [String]] = [:]
    /// What each type or protocol conforms to or inherits from (USRs), as the graph lists it
    /// (transitively for protocols of the same module).
    public private(set) var parents: [String: [String]] = [:]
    /// A readable name for every USR the graphs mention but do not declare (`Swift.Sendable`).
    public private(set) var fallbackNames: [String: String] = [:]

    public init() {}

    /// Adds the symbol graph files of `module` in `directory` (`Module.symbols.json` and its
    /// `Module@Other.symbols.json` extension files).
    public mutating func add(module: String, directory: URL, packageRoot: URL) throws(ArchitectureCheckError) {
        for graph in try SymbolGraphReader.graphs(in: directory, module: module) {
            for entry in graph.symbols {
                guard let symbol = GraphSymbol(entry: entry, module: module, packageRoot: packageRoot) else { continue }
                symbols[symbol.usr] = symbol
            }
            for relation in graph.relationships {
                guard let kind = relation["kind"] as? String, let source = relation["source"] as? String,
                    let target = relation["target"] as? String
                else { continue }
                if let fallback = relation["targetFallback"] as? String { fallbackNames[target] = fallback }
                switch kind {
                case "requirementOf", "optionalRequirementOf":
                    if !(requirements[target]?.contains(source) ?? false) {
                        requirements[target, default: []].append(source)
                    }
                case "conformsTo", "inheritsFrom":
                    if !(parents[source]?.contains(target) ?? false) { parents[source, default: []].append(target) }
                default: break
                }
            }
        }
        func place(_ usr: String) -> (String, Int, String) {
            (symbols[usr]?.location?.path ?? "", symbols[usr]?.location?.line ?? 0, usr)
        }
        for (key, list) in requirements { requirements[key] = list.sorted { place($0) < place($1) } }
    }

    /// The name of `usr` for messages: its title, or the graph's fallback, or the USR itself.
    public func name(of usr: String) -> String {
        symbols[usr]?.title ?? fallbackNames[usr] ?? usr
    }

    /// Everything `usr` conforms to or inherits from, transitively, without `usr`, in a stable order.
    public func ancestors(of usr: String) -> [String] {
        reachable(from: usr) { parents[$0] ?? [] }
    }

    /// Whether only classes can adopt the protocol `usr` (it or an ancestor says `AnyObject`, or
    /// it inherits from a class).
    public func isClassBound(_ usr: String) -> Bool {
        ([usr] + ancestors(of: usr)).compactMap { symbols[$0] }.contains { symbol in
            symbol.kind == "swift.class"
                || (symbol.kind == "swift.protocol" && symbol.fragments.contains { $0.spelling.contains("AnyObject") })
        }
    }

    /// The module a USR of a Swift declaration names (`s:7OffGame...` is `OffGame`), or `nil` for
    /// the standard library's compressed names (`s:SS`, `s:Si`) and anything else.
    public static func module(ofUSR usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let rest = usr.dropFirst(2)
        let digits = rest.prefix { $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }
}
