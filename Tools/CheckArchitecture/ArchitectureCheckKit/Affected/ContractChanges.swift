public import Foundation

/// A module's public declarations as its symbol graph describes them, for comparing two versions of
/// one module (`Tools/affected --contracts`).
///
/// Each declaration is named as the public-API allowlists name it (`method OffGameListener.startTicTacToe()`),
/// with its role (a protocol requirement, a default implementation of one, any other declaration)
/// and its declaration text from the compiler (`func startTicTacToe()`): a body-only edit changes
/// none of these, so it is no change of the contract.
public struct ContractSurface: Sendable, Equatable {
    /// What a declaration is to its protocol, if anything.
    public enum Role: String, Sendable, Comparable {
        /// A requirement of a protocol: every conforming type must provide it.
        case requirement
        /// An optional requirement (`@objc optional`).
        case optionalRequirement = "optional requirement"
        /// A protocol extension's implementation of a requirement, used when a conforming type has none.
        case defaultImplementation = "default implementation"
        /// Anything else: a type, a member, a free function.
        case declaration

        /// Orders by raw value.
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One public declaration.
    public struct Declaration: Hashable, Sendable {
        /// `kind path`, as in the allowlists.
        public var entry: String
        /// Its role.
        public var role: Role
        /// The declaration as the compiler prints it, without the body.
        public var text: String
        /// For a requirement: whether the module also gives it a default implementation.
        public var hasDefault: Bool

        /// Creates a declaration.
        public init(entry: String, role: Role, text: String, hasDefault: Bool = false) {
            self.entry = entry
            self.role = role
            self.text = text
            self.hasDefault = hasDefault
        }
    }

    /// The declarations, sorted.
    public var declarations: [Declaration]

    /// Creates a surface of `declarations`.
    public init(declarations: [Declaration]) {
        self.declarations = declarations.sorted { ($0.entry, $0.role, $0.text) < ($1.entry, $1.role, $1.text) }
    }

    /// Reads the public declarations that `module` declares itself from the symbol graph files in
    /// `directory` (`Module.symbols.json` and `Module@Other.symbols.json`).
    ///
    /// - Parameters:
    ///   - folder: the module's folder relative to the package root; a symbol declared in a file
    ///     outside it (another module's extension) is left out.
    ///   - packageRoot: for making declaration paths relative.
    public static func read(
        directory: URL, module: String, folder: String, packageRoot: URL
    ) throws(ArchitectureCheckError) -> ContractSurface {
        var symbols: [String: (symbol: PublicSymbol, text: String)] = [:]
        var relationships: [(kind: String, source: String, target: String)] = []
        for graph in try SymbolGraphReader.graphs(in: directory, module: module) {
            for entry in graph.symbols {
                guard let symbol = SymbolGraphReader.symbol(from: entry, module: module, packageRoot: packageRoot),
                    let identifier = (entry["identifier"] as? [String: Any])?["precise"] as? String,
                    isDeclared(symbol, inFolder: folder)
                else { continue }
                let fragments = entry["declarationFragments"] as? [[String: Any]] ?? []
                let text = fragments.compactMap { $0["spelling"] as? String }.joined()
                symbols[identifier] = (symbol, text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            }
            for relationship in graph.relationships {
                if let kind = relationship["kind"] as? String, let source = relationship["source"] as? String,
                    let target = relationship["target"] as? String
                {
                    relationships.append((kind, source, target))
                }
            }
        }
        var roles: [String: Role] = [:]
        var defaulted: Set<String> = []
        for relationship in relationships {
            switch relationship.kind {
            case "requirementOf": roles[relationship.source] = .requirement
            case "optionalRequirementOf": roles[relationship.source] = .optionalRequirement
            case "defaultImplementationOf":
                roles[relationship.source] = .defaultImplementation
                defaulted.insert(relationship.target)
            default: break
            }
        }
        return ContractSurface(
            declarations: symbols.map { identifier, value in
                Declaration(
                    entry: value.symbol.entry, role: roles[identifier] ?? .declaration, text: value.text,
                    hasDefault: defaulted.contains(identifier))
            })
    }

    /// Whether `symbol` is declared in a file of `folder`. A path the reader could not make
    /// relative (a result compiled in another checkout and reused from the cache) is matched by
    /// the folder inside it.
    static func isDeclared(_ symbol: PublicSymbol, inFolder folder: String) -> Bool {
        guard let path = symbol.location?.path else { return true }
        if path.hasPrefix("/") { return path.contains("/\(folder)/") }
        return path.hasPrefix(folder + "/")
    }
}

/// One difference between two versions of a module's public surface.
public struct ContractChange: Sendable, Equatable, CustomStringConvertible {
    /// Whether code that uses the module may stop compiling.
    public enum Kind: String, Sendable {
        /// Code of the dependents may stop compiling: a removed or changed declaration, a new
        /// requirement without a default implementation.
        case breaking
        /// Only something new: no dependent's code stops compiling.
        case additive
    }

    /// The module.
    public var module: String
    /// Breaking or additive.
    public var kind: Kind
    /// The declaration, `kind path` as in the allowlists.
    public var declaration: String
    /// What happened to it.
    public var reason: String

    /// `<Module>: <kind>: <declaration> (<reason>)`.
    public var description: String { "\(module): \(kind.rawValue): \(declaration) (\(reason))" }

    /// The changes from `old` to `new` of `module`'s surface, breaking ones first, then by declaration.
    ///
    /// - A declaration at `old` that `new` lacks is removed (breaking); one whose declaration text
    ///   differs is changed (breaking).
    /// - A declaration only at `new` is additive, unless it is a new requirement of a protocol that
    ///   `old` already had and `new` gives it no default implementation (breaking: every conforming
    ///   type must now implement it).
    /// - A new default implementation of a new requirement is part of that requirement's line.
    public static func between(
        _ old: ContractSurface, _ new: ContractSurface, module: String
    ) -> [ContractChange] {
        struct Key: Hashable {
            var entry: String
            var role: ContractSurface.Role
        }
        func grouped(_ surface: ContractSurface) -> [Key: [ContractSurface.Declaration]] {
            Dictionary(grouping: surface.declarations) { Key(entry: $0.entry, role: $0.role) }
        }
        let before = grouped(old)
        let after = grouped(new)
        let oldTypes = Set(old.declarations.map { $0.entry.split(separator: " ").dropFirst().joined(separator: " ") })
        let newRequirements = Set(
            new.declarations.filter { $0.role == .requirement }.map(\.entry).filter { entry in
                before[Key(entry: entry, role: .requirement)] == nil
            })
        var changes: [ContractChange] = []
        for key in Set(before.keys).union(after.keys) {
            var removed = (before[key] ?? []).map(\.text)
            var added = after[key] ?? []
            for text in removed where added.contains(where: { $0.text == text }) {
                removed.remove(at: removed.firstIndex(of: text)!)
                added.remove(at: added.firstIndex { $0.text == text }!)
            }
            let what = key.role == .declaration ? "" : "\(key.role.rawValue) "
            while let was = removed.first, let now = added.first {
                removed.removeFirst()
                added.removeFirst()
                changes.append(
                    ContractChange(
                        module: module, kind: .breaking, declaration: key.entry,
                        reason: "\(what)changed: was `\(was)`, now `\(now.text)`"))
            }
            for was in removed {
                changes.append(
                    ContractChange(
                        module: module, kind: .breaking, declaration: key.entry, reason: "\(what)removed: `\(was)`"))
            }
            for declaration in added {
                if key.role == .defaultImplementation && newRequirements.contains(key.entry) { continue }
                var kind = ContractChange.Kind.additive
                var reason = "new \(what)`\(declaration.text)`"
                if key.role == .requirement {
                    let owner = protocolPath(of: key.entry)
                    if declaration.hasDefault {
                        reason = "new requirement with a default implementation: `\(declaration.text)`"
                    } else if oldTypes.contains(owner) {
                        kind = .breaking
                        reason =
                            "new requirement without a default implementation: `\(declaration.text)`; every type conforming to \(owner) must implement it"
                    }
                }
                changes.append(ContractChange(module: module, kind: kind, declaration: key.entry, reason: reason))
            }
        }
        func order(_ change: ContractChange) -> (Int, String, String) {
            (change.kind == .breaking ? 0 : 1, change.declaration, change.reason)
        }
        return changes.sorted { order($0) < order($1) }
    }

    /// `OffGameListener` for `method OffGameListener.startTicTacToe()`.
    static func protocolPath(of entry: String) -> String {
        let path = entry.split(separator: " ").dropFirst().joined(separator: " ")
        // The member is the last component before its parameter list.
        let parenthesis = path.firstIndex(of: "(") ?? path.endIndex
        guard let dot = path[..<parenthesis].lastIndex(of: ".") else { return path }
        return String(path[..<dot])
    }
}
