public import Foundation
public import ToolKit

/// The toolchain's `swift-api-digester`, which `Tools/affected --contracts` asks which changes of a
/// module's API break its clients (the tool that `swift package diagnose-api-breaking-changes` wraps).
///
/// It works in two steps: `-dump-sdk` writes a module's public API, read from its compiled
/// `.swiftmodule`, as JSON (every declaration with its kind, name, USR, generic signature, types,
/// attributes and conformances); `-diagnose-sdk` compares two dumps by the language's rules and
/// prints each breaking difference on a line, `Func Box.same() has generic signature change from …`.
public struct APIDigester: Sendable {
    /// The toolchain whose `swift-api-digester`, next to its `swift`, runs (its commands traced as
    /// the toolchain's are).
    public var toolchain: Toolchain

    /// Writes the API of `module` to `output`, unless `output` already exists (a dump kept next to
    /// the compiled module in the module cache, whose key covers everything the dump reads).
    ///
    /// - Parameters:
    ///   - searchPaths: folders holding the module's `.swiftmodule` and those of its dependencies.
    ///   - clangModuleCache: the module cache for the C modules it imports.
    public func dump(
        module: String, searchPaths: [URL], clangModuleCache: URL, output: URL
    ) throws(ArchitectureCheckError) {
        if FileManager.default.fileExists(atPath: output.path) { return }
        // Written next to its place and moved there, so that a dump is complete or absent.
        let partial = output.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: partial) }
        let result = try run(
            [
                "-dump-sdk", "-module", module, "-o", partial.path, "-abort-on-module-fail", "-avoid-location",
                "-avoid-tool-args", "-module-cache-path", clangModuleCache.path,
            ]
                + searchPaths.flatMap { ["-I", $0.path] })
        guard result.status == 0, FileManager.default.fileExists(atPath: partial.path) else {
            throw ArchitectureCheckError(
                "swift-api-digester could not dump the API of '\(module)':\n\(result.combined)")
        }
        do {
            try FileManager.default.moveItem(at: partial, to: output)
        } catch {
            // Another run stored the same dump meanwhile.
            if !FileManager.default.fileExists(atPath: output.path) {
                throw ArchitectureCheckError("cannot store \(output.path): \(error)")
            }
        }
    }

    /// The breaking changes from the dump `base` to the dump `new`, as the digester prints them
    /// (on standard error): one line each, under section headings (`/* Removed Decls */`).
    public func diagnose(base: URL, new: URL) throws(ArchitectureCheckError) -> String {
        let result = try run(["-diagnose-sdk", "-input-paths", base.path, "-input-paths", new.path])
        guard result.status == 0 else {
            throw ArchitectureCheckError(
                "swift-api-digester could not compare \(base.path) and \(new.path):\n\(result.combined)")
        }
        return result.combined
    }

    private func run(_ arguments: [String]) throws(ArchitectureCheckError) -> CommandResult {
        let executable = toolchain.swift.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-api-digester")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ArchitectureCheckError(
                "\(executable.path) is missing: --contracts needs the toolchain's swift-api-digester")
        }
        toolchain.trace?(([executable.path] + arguments).joined(separator: " "))
        return try Toolchain.run(executable: executable, arguments)
    }
}

/// One module's API as `swift-api-digester -dump-sdk` wrote it: its declarations, each with the
/// name the digester's diagnostics give it.
public struct APIDump: Sendable {
    /// A declaration of the dump.
    public struct Declaration: Sendable, Equatable {
        /// The digester's kind (`Func`, `Var`, `Class`, `EnumElement`, `Accessor`, ...).
        public var kind: String
        /// The dotted path of printed names from the top level (`Box.same()`, `S.x.Set()`).
        public var path: String
        /// Its USR, as the symbol graph's precise identifier.
        public var usr: String
        /// Whether the compiler made it up (a derived `hash(into:)`).
        public var implicit: Bool
        /// Whether it is below public (`package`), itself or through its parent: the dump holds
        /// such declarations too, but they are no part of the public surface.
        public var belowPublic: Bool
        /// The protocols it conforms to, by printed name.
        public var conformances: [String]
        /// For a member, the index of its parent in ``APIDump/declarations``.
        public var parent: Int?

        /// How the digester names it in a diagnostic: `Func Box.same()`.
        public var name: String { "\(kind) \(path)" }
    }

    /// The declarations, parents before their members.
    public var declarations: [Declaration]

    /// Reads the dump at `url`.
    public init(contentsOf url: URL) throws(ArchitectureCheckError) {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let root = (object["ABIRoot"] as? [String: Any]) ?? (object["kind"] != nil ? object : nil)
        else {
            throw ArchitectureCheckError("cannot read the API dump \(url.path)")
        }
        var declarations: [Declaration] = []
        func walk(_ node: [String: Any], parent: Int?, prefix: String) {
            var index = parent
            var path = prefix
            if let kind = node["declKind"] as? String, kind != "Import", let name = node["printedName"] as? String {
                path = prefix.isEmpty ? name : "\(prefix).\(name)"
                declarations.append(
                    Declaration(
                        kind: kind, path: path, usr: node["usr"] as? String ?? "",
                        implicit: node["implicit"] as? Bool ?? false,
                        belowPublic: node["isInternal"] as? Bool ?? false
                            || parent.map { declarations[$0].belowPublic } ?? false,
                        conformances: (node["conformances"] as? [[String: Any]] ?? []).compactMap {
                            $0["printedName"] as? String
                        }, parent: parent))
                index = declarations.count - 1
            }
            for child in (node["children"] as? [[String: Any]] ?? []) + (node["accessors"] as? [[String: Any]] ?? []) {
                walk(child, parent: index, prefix: path)
            }
        }
        walk(root, parent: nil, prefix: "")
        self.declarations = declarations
    }
}

/// One line of `swift-api-digester -diagnose-sdk`: a declaration, named as the digester names it,
/// and what about it breaks clients.
public struct APIBreakage: Sendable, Equatable {
    /// `Func Box.same()`.
    public var subject: String
    /// `has generic signature change from <T where T : Swift.Equatable> to <T where T : Swift.Hashable>`.
    public var message: String

    /// The breakages in the digester's `output`. A line is split after the longest of `names` (the
    /// digester's names of the declarations of both dumps) that starts it; a line that starts with
    /// none is split after its second word.
    public static func parse(_ output: String, names: Set<String>) -> [APIBreakage] {
        output.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("/*") else { return nil }
            let subject =
                names.filter { text.hasPrefix($0 + " ") }.max { $0.count < $1.count }
                ?? text.split(separator: " ", maxSplits: 2).prefix(2).joined(separator: " ")
            return APIBreakage(
                subject: subject, message: String(text.dropFirst(subject.count)).trimmingCharacters(in: .whitespaces))
        }
    }
}
