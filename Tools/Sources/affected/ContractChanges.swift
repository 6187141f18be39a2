public import Foundation
public import ToolKit

/// A module's public declarations as its symbol graph describes them, for naming what changed
/// between two versions of one module (`Tools/affected --contracts`).
///
/// Each declaration is named as the public-API allowlists name it (`method OffGameListener.startTicTacToe()`),
/// with its USR (which the API digester's dumps share), its role (a protocol requirement, a default
/// implementation of one, any other declaration) and its declaration text from the compiler
/// (`func startTicTacToe()`).
public enum ContractSurface {
    /// What a declaration is to its protocol, if anything.
    public enum Role: String, Sendable {
        /// A requirement of a protocol: every conforming type must provide it.
        case requirement
        /// An optional requirement (`@objc optional`).
        case optionalRequirement = "optional requirement"
        /// A protocol extension's implementation of a requirement, used when a conforming type has none.
        case defaultImplementation = "default implementation"
        /// Anything else: a type, a member, a free function.
        case declaration
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
        public var hasDefault = false
        /// Its USR (the symbol graph's precise identifier).
        public var identifier = ""
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
    ) throws(ArchitectureCheckError) -> [Declaration] {
        var symbols: [String: (symbol: PublicSymbol, text: String)] = [:]
        var roles: [String: Role] = [:]
        var defaulted: Set<String> = []
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
                guard let kind = relationship["kind"] as? String, let source = relationship["source"] as? String,
                    let target = relationship["target"] as? String
                else { continue }
                switch kind {
                case "requirementOf": roles[source] = .requirement
                case "optionalRequirementOf": roles[source] = .optionalRequirement
                case "defaultImplementationOf":
                    roles[source] = .defaultImplementation
                    defaulted.insert(target)
                default: break
                }
            }
        }
        let declarations = symbols.map { identifier, value in
            Declaration(
                entry: value.symbol.entry, role: roles[identifier] ?? .declaration, text: value.text,
                hasDefault: defaulted.contains(identifier), identifier: identifier)
        }
        return declarations.sorted {
            ($0.entry, $0.role.rawValue, $0.text) < ($1.entry, $1.role.rawValue, $1.text)
        }
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
        /// Code of the dependents may stop compiling: what `swift-api-digester` reports (a removed
        /// declaration, a changed type, a new enum case, ...), or a declaration that became `async`.
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

    /// The changes of `module` from `old` to `new`, breaking ones first, then by declaration.
    ///
    /// - Breaking: each of `breakages`, what `swift-api-digester -diagnose-sdk` found comparing
    ///   `oldDump` with `newDump` (a removed declaration, a changed type or generic signature, a
    ///   class no longer `open`, a removed conformance, a new enum case, a new requirement without a
    ///   default, ...), with the digester's reason; and what it does not report: a declaration that
    ///   became `async` (its callers must `await` it) or throwing.
    /// - Additive: a declaration of `newDump` whose USR `oldDump` lacks and which is not part of a
    ///   breaking change (a new requirement's default implementation is part of the requirement's
    ///   line), and a new conformance of a type.
    ///
    /// Declarations below public (`package`), which the dumps hold too, are left out.
    ///
    /// The surfaces name the declarations as the allowlists do and give their declaration text; a
    /// declaration they lack (not public in the symbol graph) is named from the dump.
    public static func between(
        _ old: [ContractSurface.Declaration], _ new: [ContractSurface.Declaration], oldDump: APIDump, newDump: APIDump,
        breakages: [APIBreakage], module: String
    ) -> [ContractChange] {
        func byIdentifier(_ surface: [ContractSurface.Declaration]) -> [String: ContractSurface.Declaration] {
            Dictionary(surface.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let oldDeclarations = byIdentifier(old)
        let newDeclarations = byIdentifier(new)
        let oldUSRs = Set(oldDump.declarations.map(\.usr))
        let newUSRs = Set(newDump.declarations.map(\.usr))

        /// The entry, role and accessor (for a getter's or setter's change) of a dump's declaration.
        func describe(_ index: Int, in dump: APIDump) -> (entry: String, role: ContractSurface.Role?, accessor: String?)
        {
            var declaration = dump.declarations[index]
            var accessor: String?
            if declaration.kind == "Accessor", let parent = declaration.parent {
                let name = declaration.path.split(separator: ".").last.map(String.init) ?? declaration.path
                accessor = ["Get()": "getter", "Set()": "setter"][name] ?? "accessor \(name)"
                declaration = dump.declarations[parent]
            }
            if let found = newDeclarations[declaration.usr] ?? oldDeclarations[declaration.usr] {
                return (found.entry, found.role, accessor)
            }
            return ("\(entryKind(of: declaration, in: dump)) \(declaration.path)", nil, accessor)
        }

        var changes: [ContractChange] = []
        for breakage in breakages {
            let removal = breakage.message.hasPrefix("has been removed")
            // A removed declaration is one of the base's; any other names the new one.
            let sides = removal ? [(oldDump, newUSRs), (newDump, oldUSRs)] : [(newDump, oldUSRs), (oldDump, newUSRs)]
            let candidates = sides.flatMap { dump, other in
                let named = dump.declarations.indices.filter { dump.declarations[$0].name == breakage.subject }
                return
                    (named.filter { !other.contains(dump.declarations[$0].usr) }
                    + named.filter { other.contains(dump.declarations[$0].usr) }).map { ($0, dump) }
            }
            var reason =
                ["has been ", "has ", "is "].first(where: { breakage.message.hasPrefix($0) }).map {
                    String(breakage.message.dropFirst($0.count))
                } ?? breakage.message
            var entry = breakage.subject
            if let (index, dump) = candidates.first {
                // A `package` declaration's change is no change of the public surface.
                if dump.declarations[index].belowPublic { continue }
                let described = describe(index, in: dump)
                entry = described.entry
                if let accessor = described.accessor {
                    reason = "\(accessor) \(reason)"
                } else if removal, let role = described.role, role != .declaration {
                    reason = "\(role.rawValue) \(reason)"
                }
            }
            changes.append(ContractChange(module: module, kind: .breaking, declaration: entry, reason: reason))
        }

        // What the digester leaves out: a declaration that became `async` (or throwing), matched by
        // its entry, its role and its declaration text without the effects.
        let diagnosed = Set(changes.map(\.declaration))
        let oldGroups = Dictionary(grouping: old) { "\($0.role) \($0.entry)" }
        var effectChanges: [String: ContractChange] = [:]
        for declaration in new where !diagnosed.contains(declaration.entry) {
            guard let before = oldGroups["\(declaration.role) \(declaration.entry)"],
                !before.contains(where: { $0.text == declaration.text }),
                let was = before.first(where: { withoutEffects($0.text) == withoutEffects(declaration.text) })
            else { continue }
            let gained = effects(of: declaration.text).subtracting(effects(of: was.text))
            var reasons: [String] = []
            if gained.contains("async") { reasons.append("now async: callers must `await` it") }
            if gained.contains("throws") && !effects(of: was.text).contains("rethrows") {
                reasons.append("now throwing: callers must `try` it")
            }
            guard !reasons.isEmpty else { continue }
            effectChanges[declaration.entry] = ContractChange(
                module: module, kind: .breaking, declaration: declaration.entry,
                reason: reasons.joined(separator: "; ") + " (`\(was.text)` is now `\(declaration.text)`)")
        }
        changes += effectChanges.values

        // Additions: the new dump's declarations the base's lacks.
        let breaking = Set(changes.map(\.declaration))
        let newRequirements = Set(
            new.filter { $0.role == .requirement && !oldUSRs.contains($0.identifier) }.map(\.entry))
        let oldByUSR = Dictionary(oldDump.declarations.map { ($0.usr, $0) }, uniquingKeysWith: { first, _ in first })
        func additive(_ entry: String, _ reason: String) {
            changes.append(ContractChange(module: module, kind: .additive, declaration: entry, reason: reason))
        }
        for (index, declaration) in newDump.declarations.enumerated()
        where !declaration.implicit && !declaration.belowPublic && declaration.kind != "Accessor" {
            let entry = describe(index, in: newDump).entry
            guard !breaking.contains(entry) else { continue }
            if let was = oldByUSR[declaration.usr] {
                for conformance in declaration.conformances where !was.conformances.contains(conformance) {
                    additive(entry, "new conformance to \(conformance)")
                }
            } else if let symbol = newDeclarations[declaration.usr] {
                switch symbol.role {
                case .requirement where symbol.hasDefault:
                    additive(entry, "new requirement with a default implementation: `\(symbol.text)`")
                case .defaultImplementation where newRequirements.contains(entry): break
                case .declaration: additive(entry, "new `\(symbol.text)`")
                default: additive(entry, "new \(symbol.role.rawValue) `\(symbol.text)`")
                }
            } else {
                additive(entry, "new")
            }
        }

        func order(_ change: ContractChange) -> (Int, String, String) {
            (change.kind == .breaking ? 0 : 1, change.declaration, change.reason)
        }
        var seen: Set<String> = []
        return changes.sorted { order($0) < order($1) }.filter { seen.insert($0.description).inserted }
    }

    /// The allowlists' kind of a declaration the symbol graph does not name: `func`, `method`,
    /// `property`, `case`, `init`, ...
    static func entryKind(of declaration: APIDump.Declaration, in dump: APIDump) -> String {
        let member = declaration.parent.map { dump.declarations[$0].kind != "Accessor" } ?? false
        switch declaration.kind {
        case "Func":
            if let first = declaration.path.split(separator: ".").last?.first, !first.isLetter, first != "_" {
                return "operator"
            }
            return member ? "method" : "func"
        case "Var": return member ? "property" : "var"
        case "EnumElement": return "case"
        case "Constructor": return "init"
        default: return declaration.kind.lowercased()
        }
    }

    /// The effects of a declaration as the compiler prints it: the `async`, `throws` and `rethrows`
    /// after its parameter list (`func load() async throws -> Score`) or in its accessors
    /// (`var score: Score { get async }`), not those of a parameter's or the result's function type.
    static func effects(of text: String) -> Set<String> {
        var effects: Set<String> = []
        var depth = (parentheses: 0, angles: 0, braces: 0)
        var typed = false  // a `:` at the top level: what follows is a type, not a parameter list
        var afterParameters = false
        var finished = false
        var word = ""
        var previous: Character = " "
        // The space at the end ends the last word.
        for character in text + " " {
            defer { previous = character }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if depth.parentheses == 0, afterParameters || depth.braces > 0,
                ["async", "throws", "rethrows"].contains(word)
            {
                effects.insert(word)
            }
            word = ""
            let topLevel = depth == (0, 0, 0)
            switch character {
            case "(": depth.parentheses += 1
            case ")":
                depth.parentheses -= 1
                if depth == (0, 0, 0) && !typed && !finished { afterParameters = true }
            case "<": depth.angles += 1
            case ">" where previous == "-":
                if topLevel {
                    afterParameters = false
                    finished = true
                }
            case ">": depth.angles -= 1
            case ":" where topLevel: typed = true
            case "{":
                depth.braces += 1
                afterParameters = false
            case "}": depth.braces -= 1
            default: break
            }
        }
        return effects
    }

    /// `text` without the words `async`, `throws` and `rethrows`, for matching a declaration with
    /// its version before an effect was added.
    static func withoutEffects(_ text: String) -> String {
        text.split(separator: " ").filter { !["async", "throws", "rethrows"].contains($0) }.joined(separator: " ")
    }
}
