public import Foundation

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

/// A declaration read from a module's symbol graph: what the documentation's gate, the API files and
/// mockgen (protocols, their requirements, the classes that may serve as a base mock) need of it.
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
    /// The dotted path from the module's top level, e.g. `LoggedOutBuilder.init(dependency:)`, prefixed
    /// with the module of an extended foreign type (`Swift.Array.sum()`).
    public var path: String
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
    /// Where it is declared, relative to the package root, when the symbol graph tells.
    public var location: SourceLocation?

    /// Whether other modules can see it.
    public var isPublic: Bool { accessLevel == "public" || accessLevel == "open" }

    /// The kind without the `swift.` prefix, for messages: `swift.type.method` -> `type-method`,
    /// `swift.func.op` -> `operator`, `swift.enum.case` -> `case`.
    public var kindName: String {
        let bare = kind.hasPrefix("swift.") ? String(kind.dropFirst("swift.".count)) : kind
        switch bare {
        case "func.op": return "operator"
        case "enum.case": return "case"
        default: return bare.replacingOccurrences(of: ".", with: "-")
        }
    }
}

extension GraphSymbol {
    /// The symbol of a graph `entry` of `module`; `nil` for one the compiler made up (the
    /// `init(rawValue:)` of a raw-value enum), which has no place in the sources.
    package init?(entry: [String: Any], module: String, packageRoot: URL) {
        guard let usr = (entry["identifier"] as? [String: Any])?["precise"] as? String,
            let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String,
            let components = entry["pathComponents"] as? [String], let last = components.last,
            !usr.contains("::SYNTHESIZED::")
        else { return nil }
        var path = components.joined(separator: ".")
        let extended = (entry["swiftExtension"] as? [String: Any])?["extendedModule"] as? String
        if let extended, extended != module {
            path = "\(extended).\(path)"
        }
        let title = (entry["names"] as? [String: Any])?["title"] as? String ?? last
        let docLines = ((entry["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []).map {
            $0["text"] as? String ?? ""
        }
        let signature = entry["functionSignature"] as? [String: Any]
        let parameters = (signature?["parameters"] as? [[String: Any]] ?? []).map { parameter in
            let label = parameter["name"] as? String ?? "_"
            return Parameter(
                label: label, name: parameter["internalName"] as? String ?? label,
                fragments: Self.fragments(parameter["declarationFragments"]))
        }
        let generics = entry["swiftGenerics"] as? [String: Any]
        let isGeneric = !((generics?["parameters"] as? [Any])?.isEmpty ?? true)
        var location: SourceLocation?
        let place = entry["location"] as? [String: Any]
        if let uri = place?["uri"] as? String, let line = (place?["position"] as? [String: Any])?["line"] as? Int {
            let file = relativePath(URL(string: uri)?.path ?? uri, to: packageRoot)
            location = SourceLocation(path: file, line: line + 1)
        }
        self.init(
            usr: usr, kind: kind, module: module, title: title, path: path,
            accessLevel: entry["accessLevel"] as? String ?? "public", docLines: docLines,
            fragments: Self.fragments(entry["declarationFragments"]), parameters: parameters,
            returns: Self.fragments(signature?["returns"]), isGeneric: isGeneric, location: location)
    }

    static func fragments(_ value: Any?) -> [DeclarationFragment] {
        (value as? [[String: Any]] ?? []).map {
            DeclarationFragment(
                kind: $0["kind"] as? String ?? "text", spelling: $0["spelling"] as? String ?? "",
                preciseIdentifier: $0["preciseIdentifier"] as? String)
        }
    }
}

/// Reads the symbol graph files that `swift symbolgraph-extract` writes for a module.
public enum SymbolGraphReader {
    /// The names and stamps (``FileStamp``) of `module`'s graph files in `directory`, with the package
    /// root: when any changes, what was read from the graphs (``PublicAPI``) is read again.
    static func graphStamp(in directory: URL, module: String, packageRoot: URL) -> String? {
        let stamps = graphFiles(in: directory, module: module).map { name in
            FileStamp.of(directory.appendingPathComponent(name).path, settled: false).map { "\(name) \($0)" }
        }
        guard !stamps.isEmpty, !stamps.contains(nil) else { return nil }
        return ([packageRoot.path] + stamps.compactMap { $0 }).joined(separator: "\t")
    }

    /// The public symbols that `module` declares in its sources without a doc comment, for the
    /// documentation's quality gate, by path and kind. Declarations the compiler makes up (the
    /// `init(rawValue:)` of a raw-value enum) have no place in the sources and are left out.
    public static func undocumentedSymbols(
        in directory: URL, module: String, packageRoot: URL
    ) throws(ArchitectureCheckError) -> [GraphSymbol] {
        try graphs(in: directory, module: module).flatMap(\.symbols).filter { $0["docComment"] == nil }
            .compactMap { GraphSymbol(entry: $0, module: module, packageRoot: packageRoot) }
            .filter { $0.isPublic && $0.location != nil }.sorted { ($0.path, $0.kindName) < ($1.path, $1.kindName) }
    }

    /// The names of `module`'s graph files in `directory`, sorted: `Module.symbols.json` and the
    /// `Module@Other.symbols.json` of its extensions to other modules.
    static func graphFiles(in directory: URL, module: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { name in
            name == "\(module).symbols.json" || (name.hasPrefix("\(module)@") && name.hasSuffix(".symbols.json"))
        }.sorted()
    }

    /// The symbol graph files of `module` in `directory` (``graphFiles(in:module:)``), each read as
    /// its symbols and its relationships.
    package static func graphs(
        in directory: URL, module: String
    ) throws(ArchitectureCheckError) -> [(symbols: [[String: Any]], relationships: [[String: Any]])] {
        let files = graphFiles(in: directory, module: module)
        guard files.contains("\(module).symbols.json") else {
            throw ArchitectureCheckError("the compiler wrote no \(module).symbols.json in \(directory.path)")
        }
        var result: [(symbols: [[String: Any]], relationships: [[String: Any]])] = []
        for file in files {
            let url = directory.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: url),
                let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let symbols = graph["symbols"] as? [[String: Any]]
            else {
                throw ArchitectureCheckError("cannot read the symbol graph \(url.path)")
            }
            result.append((symbols, graph["relationships"] as? [[String: Any]] ?? []))
        }
        return result
    }
}

extension SymbolGraphReader {
    /// Copies the symbol graph files of `directory` into `destination` with only their public and
    /// open symbols, SPI aside (and the relationships between what is left): the module compile writes
    /// its graphs at internal level with SPI, for `Tools/mockgen` and the API files, and the
    /// documentation shows the public API.
    public static func writePublicGraphs(from directory: URL, to destination: URL) throws(ArchitectureCheckError) {
        let fileManager = FileManager.default
        let files = ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".symbols.json") }
        do {
            try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in files {
                let url = directory.appendingPathComponent(file)
                guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
                else {
                    throw ArchitectureCheckError("cannot read the symbol graph \(url.path)")
                }
                var hidden: Set<String> = []
                graph["symbols"] = (graph["symbols"] as? [[String: Any]] ?? []).filter { symbol in
                    let access = symbol["accessLevel"] as? String ?? "public"
                    if (access == "public" || access == "open") && symbol["spi"] as? Bool != true { return true }
                    if let usr = (symbol["identifier"] as? [String: Any])?["precise"] as? String { hidden.insert(usr) }
                    return false
                }
                graph["relationships"] = (graph["relationships"] as? [[String: Any]] ?? []).filter { relation in
                    !hidden.contains(relation["source"] as? String ?? "")
                        && !hidden.contains(relation["target"] as? String ?? "")
                }
                let data = try JSONSerialization.data(withJSONObject: graph)
                try data.write(to: destination.appendingPathComponent(file))
            }
        } catch let error as ArchitectureCheckError {
            throw error
        } catch {
            throw ArchitectureCheckError("cannot copy the public symbol graphs of \(directory.path): \(error)")
        }
    }
}

/// Makes `path` relative to `root` when it lies inside it.
package func relativePath(_ path: String, to root: URL) -> String {
    func relative(_ path: String, in root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
    let rootPath = root.standardizedFileURL.path
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    // The common case without touching the file system (resolving symbolic links costs a system
    // call per path component, for every symbol of every module).
    if let plain = relative(standardized, in: rootPath) { return plain }
    let resolvedRoot = URL(fileURLWithPath: rootPath).resolvingSymlinksInPath().path
    let resolved = URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path
    return relative(resolved, in: rootPath) ?? relative(standardized, in: resolvedRoot)
        ?? relative(resolved, in: resolvedRoot) ?? path
}
