public import Foundation

/// One public symbol of a module: its kind and path, e.g. `init LoggedOutBuilder.init(dependency:)`
/// or `method Swift.Array.sum()` for an extension of a type from another module.
public struct PublicSymbol: Sendable, Comparable {
    /// The symbol kind without the `swift.` prefix: `class`, `protocol`, `method`, `init`, `func`, ...
    public var kind: String
    /// The dotted path from the module's top level, prefixed with the module of an extended foreign type.
    public var path: String
    /// Where it is declared, relative to the package root, when the symbol graph tells.
    public var location: SourceLocation?

    /// Orders by path, then kind, so a type's members follow it.
    public static func < (lhs: PublicSymbol, rhs: PublicSymbol) -> Bool {
        (lhs.path, lhs.kind) < (rhs.path, rhs.kind)
    }
}

/// Reads the symbol graph files that `swift symbolgraph-extract` writes for a module.
public enum SymbolGraphReader {
    /// The names and stamps (``FileStamp``) of `module`'s graph files in `directory`, with the package
    /// root: when any changes, what was read from the graphs (``PublicAPI``) is read again.
    static func graphStamp(in directory: URL, module: String, packageRoot: URL) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return nil }
        var parts = [packageRoot.path]
        for name in names.sorted() where isGraphFile(name, of: module) {
            let stamp = FileStamp.of(directory.appendingPathComponent(name).path, settled: false)
            guard let stamp else { return nil }
            parts.append("\(name) \(stamp)")
        }
        return parts.count > 1 ? parts.joined(separator: "\t") : nil
    }

    /// The public symbols that `module` declares in its sources without a doc comment, for the
    /// documentation's quality gate. Declarations the compiler makes up (the `init(rawValue:)` of a
    /// raw-value enum) have no place in the sources and are left out.
    public static func undocumentedSymbols(
        in directory: URL, module: String, packageRoot: URL
    ) throws(ArchitectureCheckError) -> [PublicSymbol] {
        try graphs(in: directory, module: module).flatMap(\.symbols).filter { $0["docComment"] == nil }
            .compactMap { symbol(from: $0, module: module, packageRoot: packageRoot) }
            .filter { $0.location != nil }.sorted()
    }

    /// Whether `name` is `Module.symbols.json` or a `Module@Other.symbols.json`.
    static func isGraphFile(_ name: String, of module: String) -> Bool {
        name == "\(module).symbols.json" || (name.hasPrefix("\(module)@") && name.hasSuffix(".symbols.json"))
    }

    /// The symbol graph files of `module` in `directory` (`Module.symbols.json` and the
    /// `Module@Other.symbols.json` of its extensions to other modules), each read as its symbols and
    /// its relationships.
    package static func graphs(
        in directory: URL, module: String
    ) throws(ArchitectureCheckError) -> [(symbols: [[String: Any]], relationships: [[String: Any]])] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { isGraphFile($0, of: module) }.sorted()
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

    package static func symbol(from entry: [String: Any], module: String, packageRoot: URL) -> PublicSymbol? {
        let precise = (entry["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        if precise.contains("::SYNTHESIZED::") { return nil }
        let access = entry["accessLevel"] as? String ?? "public"
        guard access == "public" || access == "open" else { return nil }
        guard let identifier = (entry["kind"] as? [String: Any])?["identifier"] as? String,
            let components = entry["pathComponents"] as? [String], !components.isEmpty
        else { return nil }
        var path = components.joined(separator: ".")
        if let extended = (entry["swiftExtension"] as? [String: Any])?["extendedModule"] as? String,
            extended != module
        {
            path = "\(extended).\(path)"
        }
        return PublicSymbol(
            kind: kindName(identifier), path: path, location: location(of: entry, packageRoot: packageRoot))
    }

    /// Where the symbol of a graph `entry` is declared, relative to the package root, when the graph tells.
    package static func location(of entry: [String: Any], packageRoot: URL) -> SourceLocation? {
        guard let place = entry["location"] as? [String: Any], let uri = place["uri"] as? String,
            let line = (place["position"] as? [String: Any])?["line"] as? Int
        else { return nil }
        return SourceLocation(path: relativePath(URL(string: uri)?.path ?? uri, to: packageRoot), line: line + 1)
    }

    /// `swift.type.method` -> `type-method`, `swift.func.op` -> `operator`, `swift.enum.case` -> `case`.
    static func kindName(_ identifier: String) -> String {
        let bare = identifier.hasPrefix("swift.") ? String(identifier.dropFirst("swift.".count)) : identifier
        switch bare {
        case "func.op": return "operator"
        case "enum.case": return "case"
        default: return bare.replacingOccurrences(of: ".", with: "-")
        }
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
