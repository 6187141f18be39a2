public import Foundation

/// A module's public API as its API file holds it (`Modules/OffGame/OffGame.api`): every public
/// declaration, one a line, `<path> <declaration>`, sorted. The declaration is the compiler's (the
/// symbol graph's declaration fragments: types, effects, isolation, generic constraints), with what no
/// client's code can tell left out (a default argument's value, `@discardableResult`, whether a
/// read-only property is a `let`), and a protocol requirement marked `[requirement]` or, when the
/// module gives it a default implementation, `[requirement, default]`. Conformances are lines of
/// their own (`OffGameTheme extension OffGameTheme : Style`), `@_spi` declarations are marked so.
///
/// `Tools/check-architecture` compares the file with the compiled module and rewrites it with
/// `--update-api`; `Tools/affected --contracts` compares its versions.
public struct PublicAPI: Sendable, Equatable {
    /// One public declaration: a line of the file.
    public struct Declaration: Hashable, Sendable, Comparable {
        /// The dotted path from the module's top level (`OffGameListener.startGame(withId:)`), the
        /// extended type's module first for an extension of another module's type.
        public var path: String
        /// The declaration, after its role for a protocol requirement.
        public var text: String
        /// Where it is declared (relative to the package root), when read from a symbol graph.
        public var location: SourceLocation?

        /// The line of the file.
        public var line: String { "\(path) \(text)" }
        /// Whether it is a protocol requirement (an optional one aside).
        public var isRequirement: Bool { text.hasPrefix("[requirement") }
        /// Whether it is a requirement with a default implementation, or an associated type with a default.
        public var hasDefault: Bool {
            text.hasPrefix("[requirement, default]")
                || (isRequirement && declaration.hasPrefix("associatedtype ")
                    && declaration.contains(" = "))
        }
        /// The declaration without its role.
        public var declaration: String {
            guard text.hasPrefix("["), let end = text.firstIndex(of: "]") else { return text }
            return String(text[text.index(after: end)...].drop { $0 == " " })
        }
        /// The keyword that says what it declares (`func`, `case`, `extension`, ...), after its
        /// attributes and modifiers.
        public var keyword: String {
            let keywords: Set<Substring> = [
                "actor", "associatedtype", "case", "class", "enum", "extension", "func", "init", "macro", "protocol",
                "struct", "subscript", "typealias", "var",
            ]
            return declaration.split(separator: " ").first(where: keywords.contains).map(String.init) ?? ""
        }

        /// Orders by path, then text.
        public static func < (lhs: Declaration, rhs: Declaration) -> Bool {
            (lhs.path, lhs.text) < (rhs.path, rhs.text)
        }
        /// Compares path and text only.
        public static func == (lhs: Declaration, rhs: Declaration) -> Bool { lhs.line == rhs.line }
        /// Hashes path and text only.
        public func hash(into hasher: inout Hasher) { hasher.combine(line) }
    }

    /// The declarations, sorted.
    public var declarations: [Declaration]

    /// An API of `declarations` (sorted here).
    public init(_ declarations: [Declaration]) { self.declarations = declarations.sorted() }

    /// The API file of a module whose sources are in `folder`: `<folder>/<Module>.api`.
    public static func path(ofModule module: String, folder: String) -> String { "\(folder)/\(module).api" }

    /// The file's text for `module`: a header of comments, then a line per declaration.
    public func text(module: String) -> String {
        """
        # The public API of \(module): each public declaration on a line, its path and then its declaration
        # as the compiler prints it. Tools/check-architecture fails when the module and this file differ;
        # `Tools/check-architecture --update-api` rewrites it. Its diff is the change of the module's contract.

        """ + declarations.map { $0.line + "\n" }.joined()
    }

    /// The declarations of an API file's text with their 1-based lines; `#` comments and blank lines skipped.
    public static func parse(_ text: String) -> [(line: Int, declaration: Declaration)] {
        text.lines.enumerated().compactMap { index, line in
            line.isEmpty || line.hasPrefix("#") ? nil : (index + 1, Declaration(line: line))
        }
    }
}

extension PublicAPI.Declaration {
    /// Reads a line of the file (without its line break).
    public init(line: Substring) {
        let parts = line.split(separator: " ", maxSplits: 1)
        self.init(path: String(parts.first ?? ""), text: parts.count > 1 ? String(parts[1]) : "")
    }
}

extension PublicAPI {
    /// The public API that `module` declares itself, read from its symbol graph files in `directory`
    /// (`Module.symbols.json` and the `Module@Other.symbols.json` of its extensions to other modules'
    /// types, written at internal level with SPI symbols). A declaration made in a file outside
    /// `folder` (another module's default implementation for one of its types) is left out.
    ///
    /// What is read is kept next to the graphs, stamped with the graph files and the package root, so
    /// that a warm check of thousands of modules reads a few lines each instead of megabytes of JSON.
    public static func read(
        symbolGraphs directory: URL, module: String, folder: String, packageRoot: URL
    ) throws(ArchitectureCheckError) -> PublicAPI {
        // The digest's name changes with what the reader makes of a graph.
        let digest = directory.appendingPathComponent(".\(module).api-3")
        let stamp = SymbolGraphReader.graphStamp(in: directory, module: module, packageRoot: packageRoot)
        if let stamp, let text = try? String(contentsOf: digest, encoding: .utf8), text.hasPrefix(stamp + "\n") {
            let fields = text.dropFirst(stamp.count + 1).split(separator: "\n").map {
                $0.split(separator: "\t", omittingEmptySubsequences: false)
            }
            if fields.allSatisfy({ $0.count == 4 }) {
                return PublicAPI(
                    fields.map { field in
                        Declaration(
                            path: String(field[0]), text: String(field[1]),
                            location: Int(field[3]).map { SourceLocation(path: String(field[2]), line: $0) })
                    })
            }
        }
        // The graph files are read together: a conformance in one names a protocol of another.
        let graphs = try SymbolGraphReader.graphs(in: directory, module: module)
        let api = PublicAPI(
            declarations(
                of: (graphs.flatMap(\.symbols), graphs.flatMap(\.relationships)), module: module,
                packageRoot: packageRoot
            ).filter { isDeclared($0, inFolder: folder) })
        if let stamp {
            let lines = api.declarations.map {
                [$0.path, $0.text, $0.location?.path ?? "", $0.location.map { "\($0.line)" } ?? ""]
                    .joined(separator: "\t")
            }
            try? Data(([stamp] + lines).map { $0 + "\n" }.joined().utf8).write(to: digest, options: .atomic)
        }
        return api
    }

    /// Whether `declaration` is declared in a file of `folder`. A path the reader could not make
    /// relative (a result compiled in another checkout and reused from the cache) is matched by the
    /// folder inside it.
    static func isDeclared(_ declaration: Declaration, inFolder folder: String) -> Bool {
        guard let path = declaration.location?.path else { return true }
        return path.hasPrefix("/") ? path.contains("/\(folder)/") : path.hasPrefix(folder + "/")
    }

    /// The public declarations of a module's symbol graph files, and the conformances they declare.
    static func declarations(
        of graph: (symbols: [[String: Any]], relationships: [[String: Any]]), module: String, packageRoot: URL
    ) -> [Declaration] {
        func usr(_ entry: [String: Any]) -> String {
            (entry["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        }
        var names: [String: String] = [:]
        var found: [String: Declaration] = [:]
        let inGraph = Set(graph.symbols.map(usr))  // public or not
        for entry in graph.symbols {
            guard let symbol = GraphSymbol(entry: entry, module: module, packageRoot: packageRoot), symbol.isPublic
            else { continue }
            names[symbol.usr] = symbol.path
            found[symbol.usr] = Declaration(path: symbol.path, text: declarationText(entry), location: symbol.location)
        }
        var roles: [String: String] = [:]
        var defaults: Set<String> = []
        var result: Set<Declaration> = []
        for relationship in graph.relationships {
            guard let target = relationship["target"] as? String,
                let fallback = relationship["targetFallback"] as? String
            else { continue }
            names[target] = names[target] ?? fallback
        }
        for relationship in graph.relationships {
            let source = relationship["source"] as? String ?? ""
            let target = relationship["target"] as? String ?? ""
            switch relationship["kind"] as? String {
            case "requirementOf": roles[source] = roles[source] ?? "requirement"
            case "optionalRequirementOf": roles[source] = "optional requirement"
            case "defaultImplementationOf" where found[target] != nil:
                defaults.insert(target)
                found[source] = nil  // the requirement's line says it has a default
            case "inheritsFrom" where found[source]?.keyword == "class":
                found[source]?.text += " : \(names[target] ?? target)"
            case "conformsTo":
                // A protocol without a name here is one this module keeps private.
                guard let name = names[target] else { continue }
                // Every type is copyable and escapable unless its declaration says otherwise, and a
                // protocol's refinements are in its declaration; a conformance of a type, or to a
                // protocol, that no client sees is none of theirs.
                guard !["Swift.Copyable", "Swift.Escapable"].contains(name), found[source]?.keyword != "protocol",
                    !inGraph.contains(source) || found[source] != nil, !inGraph.contains(target) || found[target] != nil
                else { continue }
                let type = names[source] ?? source
                let constraints = constraintText(relationship["swiftConstraints"])
                let location = found[source]?.location
                result.insert(
                    Declaration(
                        path: type, text: "extension \(type) : \(name)" + (constraints.map { " where \($0)" } ?? ""),
                        location: location))
            default: break
            }
        }
        for (identifier, declaration) in found {
            var declaration = declaration
            if let role = roles[identifier] {
                let marker = role == "requirement" && defaults.contains(identifier) ? "requirement, default" : role
                declaration.text = "[\(marker)] " + declaration.text
            }
            result.insert(declaration)
        }
        return Array(result)
    }

    /// A symbol's declaration as the compiler prints it, without what no client can tell: the
    /// value of a default argument (`= default` stays), `@discardableResult`, and `let` (a read-only
    /// `var`); with `open`, `@_spi`, the accessors of a stored `var` and the constraints of the
    /// extension it is declared in.
    package static func declarationText(_ entry: [String: Any]) -> String {
        var fragments = entry["declarationFragments"] as? [[String: Any]] ?? []
        if entry["accessLevel"] as? String == "open",
            let keyword = fragments.firstIndex(where: { $0["kind"] as? String == "keyword" })
        {
            fragments.insert(["spelling": "open "], at: keyword)
        }
        var text = fragments.compactMap { $0["spelling"] as? String }.joined()
            .replacingOccurrences(of: "@discardableResult", with: "")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        text = withoutDefaultValues(text)
        // `let x: T` and `var x: T { get }` are the same to a client.
        if let range = text.range(of: "let "),
            text[..<range.lowerBound].split(separator: " ").allSatisfy({
                $0.hasPrefix("@") || $0 == "static" || $0 == "class" || $0 == "nonisolated"
            })
        {
            text.replaceSubrange(range, with: "var ")
            text += " { get }"
        }
        // A stored `var` is printed without accessors: it has both.
        if Declaration(path: "", text: text).keyword == "var" && !text.hasSuffix("}") { text += " { get set }" }
        let extensionConstraints = constraintText((entry["swiftExtension"] as? [String: Any])?["constraints"])
        if let extensionConstraints {
            text += text.contains(" where ") ? ", \(extensionConstraints)" : " where \(extensionConstraints)"
        }
        return entry["spi"] as? Bool == true ? "@_spi " + text : text
    }

    /// `Value : Equatable, T == Int` for a symbol graph's constraints, `nil` for none.
    static func constraintText(_ value: Any?) -> String? {
        let constraints = (value as? [[String: Any]] ?? []).compactMap { constraint -> String? in
            guard let lhs = constraint["lhs"] as? String, let rhs = constraint["rhs"] as? String else { return nil }
            return "\(lhs) \(constraint["kind"] as? String == "sameType" ? "==" : ":") \(rhs)"
        }
        return constraints.isEmpty ? nil : constraints.joined(separator: ", ")
    }

    /// `text` with the value of each default argument of its parameter list replaced by `default`.
    static func withoutDefaultValues(_ text: String) -> String {
        var result = ""
        var depth = 0
        var skipping: Int?  // the depth a default value being skipped ends at
        var quoted = false
        var previous: Character = " "
        var characters = text.makeIterator()
        while let character = characters.next() {
            defer { previous = character }
            if quoted {
                if character == "\"" && previous != "\\" { quoted = false }
                if skipping == nil { result.append(character) }
                continue
            }
            switch character {
            case "\"": quoted = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == skipping { skipping = nil }
                depth -= 1
            case "," where depth == skipping: skipping = nil
            case "=" where depth == 1 && skipping == nil && result.hasSuffix(" "):
                result.append("= default")
                skipping = depth
                _ = characters.next()  // the space after `=`
                continue
            default: break
            }
            if skipping == nil { result.append(character) }
        }
        return result
    }
}
