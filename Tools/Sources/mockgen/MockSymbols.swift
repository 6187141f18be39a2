public import Foundation
public import ToolKit

/// One piece of a declaration as the symbol graph spells it (`keyword`, `identifier`,
/// `typeIdentifier` with the declaration it names, `text`...).
public struct DeclarationFragment: Sendable, Equatable {
    /// The fragment kind, e.g. `keyword`, `typeIdentifier`, `attribute`, `text`.
    public var kind: String
    /// Its text.
    public var spelling: String
    /// For a type name, the declaration it names (a USR such as `s:4RIBs12InteractableP`).
    public var preciseIdentifier: String?
}

/// A declaration read from a module's symbol graph: what mockgen needs of protocols, their
/// requirements and the classes that may serve as a base mock.
public struct GraphSymbol: Sendable {
    /// One parameter of a function: its argument label, its name inside the body, its fragments
    /// (`name: Type`).
    public struct Parameter: Sendable {
        /// The argument label (`_` for none).
        public var label: String
        /// The name inside the body.
        public var name: String
        /// `name: Type`, as fragments.
        public var fragments: [DeclarationFragment]
    }

    /// The compiler's unique name for it.
    public var usr: String
    /// The symbol kind, e.g. `swift.protocol`, `swift.method`, `swift.property`.
    public var kind: String
    /// The module that declares it.
    public var module: String
    /// Its name, e.g. `build(withListener:)` or `OffGameListener`.
    public var title: String
    /// `public`, `open`, `internal`, `package`...
    public var accessLevel: String
    /// Its documentation comment, one string a line.
    public var docLines: [String]
    /// Its whole declaration.
    public var fragments: [DeclarationFragment]
    /// A function's parameters, when it has any.
    public var parameters: [Parameter]
    /// A function's return type (empty for none).
    public var returns: [DeclarationFragment]
    /// Whether it declares or sits in a generic context (its own generic parameters or an
    /// associated type of its protocol).
    public var isGeneric: Bool
    /// Where it is declared.
    public var location: SourceLocation?

    /// Whether its documentation comment has a line that is just `@mockable`.
    public var isMockable: Bool {
        docLines.contains { $0.trimmingWhitespace() == "@mockable" }
    }

    /// The name without the parameter list: `build` for `build(withListener:)`.
    public var baseName: String {
        title.firstIndex(of: "(").map { String(title[..<$0]) } ?? title
    }

    /// Whether other modules can see it.
    public var isPublic: Bool { accessLevel == "public" || accessLevel == "open" }
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

    /// An empty index.
    public init() {}

    /// Adds the symbol graph files of `module` in `directory` (`Module.symbols.json` and its
    /// `Module@Other.symbols.json` extension files).
    public mutating func add(module: String, directory: URL, packageRoot: URL) throws(ArchitectureCheckError) {
        for graph in try SymbolGraphReader.graphs(in: directory, module: module) {
            for entry in graph.symbols {
                guard let symbol = Self.symbol(from: entry, module: module, packageRoot: packageRoot) else { continue }
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

    static func symbol(from entry: [String: Any], module: String, packageRoot: URL) -> GraphSymbol? {
        guard let usr = (entry["identifier"] as? [String: Any])?["precise"] as? String,
            let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String
        else { return nil }
        if usr.contains("::SYNTHESIZED::") { return nil }
        let names = entry["names"] as? [String: Any]
        let title = names?["title"] as? String ?? (entry["pathComponents"] as? [String])?.last ?? usr
        let docLines = ((entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []).map {
            $0["text"] as? String ?? ""
        }
        let signature = entry["functionSignature"] as? [String: Any]
        let parameters = (signature?["parameters"] as? [[String: Any]] ?? []).map { parameter in
            let label = parameter["name"] as? String ?? "_"
            return GraphSymbol.Parameter(
                label: label, name: parameter["internalName"] as? String ?? label,
                fragments: fragments(parameter["declarationFragments"]))
        }
        let location = SymbolGraphReader.location(of: entry, packageRoot: packageRoot)
        let generics = entry["swiftGenerics"] as? [String: Any]
        let isGeneric = !((generics?["parameters"] as? [Any])?.isEmpty ?? true)
        return GraphSymbol(
            usr: usr, kind: kind, module: module, title: title,
            accessLevel: entry["accessLevel"] as? String ?? "public",
            docLines: docLines, fragments: fragments(entry["declarationFragments"]), parameters: parameters,
            returns: fragments(signature?["returns"]), isGeneric: isGeneric, location: location)
    }

    static func fragments(_ value: Any?) -> [DeclarationFragment] {
        (value as? [[String: Any]] ?? []).map {
            DeclarationFragment(
                kind: $0["kind"] as? String ?? "text", spelling: $0["spelling"] as? String ?? "",
                preciseIdentifier: $0["preciseIdentifier"] as? String)
        }
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
