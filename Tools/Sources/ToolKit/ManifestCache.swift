public import Foundation

/// `swift package dump-package`, remembered by the manifest's text.
///
/// Evaluating a manifest costs SwiftPM a second or more (minutes the first time for a manifest of
/// a thousand targets, which it compiles), and its JSON depends only on the text of `Package.swift`
/// and on the toolchain. So the JSON is kept in `<scratch>/manifest-cache/<hash>.json`, next to the
/// exact text it came from (compared in full, so a hash collision cannot return the wrong package),
/// and reused while both are unchanged. A manifest that reads environment variables or files
/// besides itself would defeat this: delete the folder after changing what it reads.
public struct ManifestCache: Sendable {
    /// The folder of the cached descriptions.
    public var directory: URL
    /// The toolchain that evaluates manifests.
    public var toolchain: Toolchain

    /// A cache in `<scratchPath>/manifest-cache`.
    public init(scratchPath: URL, toolchain: Toolchain) {
        self.directory = scratchPath.appendingPathComponent("manifest-cache")
        self.toolchain = toolchain
    }

    /// The `dump-package` JSON of the package at `root`, whose manifest reads `manifestText`.
    ///
    /// - Parameters:
    ///   - root: the package folder, holding that `Package.swift`.
    ///   - manifestText: the manifest's text (the cache key).
    ///   - scratchPath: the scratch path SwiftPM evaluates the manifest in, on a cache miss.
    ///   - prepare: what to do before SwiftPM evaluates the manifest, on a cache miss only (write
    ///     the files it looks at).
    ///   - nestedIn: for a package nested in the root package, its folder relative to the root: part
    ///     of the key, so that two nested packages whose manifests read alike (or one that reads
    ///     like the root's) are told apart; `nil` for the root package (and the base's copy of it).
    /// - Throws: ``ArchitectureCheckError`` with SwiftPM's message when the manifest is broken.
    public func dumpPackage(
        root: URL, manifestText: String, scratchPath: URL, nestedIn folder: String? = nil,
        prepare: () throws(ArchitectureCheckError) -> Void = {}
    ) throws(ArchitectureCheckError) -> Data {
        let keyText = Self.keyText(manifestText, nestedIn: folder)
        if let json = cached("json", keyText: keyText) { return json }
        try prepare()
        let result = try toolchain.run([
            "package", "--package-path", root.path, "--scratch-path", scratchPath.path, "dump-package",
        ])
        guard result.status == 0 else {
            let details = result.errors.isEmpty ? result.output : result.errors
            throw ArchitectureCheckError(
                "cannot read Package.swift (`swift package dump-package` failed); fix the manifest first:\n"
                    + details.trimmingWhitespace())
        }
        let json = Data(result.output.utf8)
        // A cache that cannot be written only costs time next run.
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? json.write(to: entry(keyText, "json"), options: .atomic)
        try? keyText.write(to: entry(keyText, "manifest"), atomically: true, encoding: .utf8)
        return json
    }

    /// What the manifest at `root` declares (see ``PackageDeclaration``): read from the summary kept
    /// beside the cached JSON, or from the JSON (evaluating the manifest on a miss), then kept.
    /// `folder` is a nested package's folder, as for ``dumpPackage(root:manifestText:scratchPath:nestedIn:prepare:)``.
    public func declaration(
        root: URL, manifestText: String, scratchPath: URL, nestedIn folder: String? = nil
    ) throws(ArchitectureCheckError) -> PackageDeclaration {
        let keyText = Self.keyText(manifestText, nestedIn: folder)
        if let summary = cached("declaration", keyText: keyText),
            let declaration = PackageDeclaration(text: String(decoding: summary, as: UTF8.self))
        {
            return declaration
        }
        let declaration = try PackageDeclaration(
            dumpPackageJSON: try dumpPackage(
                root: root, manifestText: manifestText, scratchPath: scratchPath, nestedIn: folder))
        if let text = declaration.text {
            try? text.write(to: entry(keyText, "declaration"), atomically: true, encoding: .utf8)
        }
        return declaration
    }

    /// The file of the entry for `keyText` with `suffix` (`json`, `manifest`, `declaration`), named
    /// by a hash of the toolchain and `keyText`.
    private func entry(_ keyText: String, _ suffix: String) -> URL {
        let key = ContentHash.of(ModuleCompiler.identity(of: toolchain.swift) + "\n" + keyText)
        return directory.appendingPathComponent("\(key).\(suffix)")
    }

    /// The cached `suffix` file of `keyText`, when the text kept beside it is `keyText` in full.
    private func cached(_ suffix: String, keyText: String) -> Data? {
        guard (try? String(contentsOf: entry(keyText, "manifest"), encoding: .utf8)) == keyText else { return nil }
        return try? Data(contentsOf: entry(keyText, suffix))
    }

    /// What the cache is keyed by and compares in full: the manifest's text, after a first line
    /// naming the folder of a nested package (the root's text is its own key, as it always was).
    static func keyText(_ manifestText: String, nestedIn folder: String?) -> String {
        folder.map { "nested package: \($0)\n" + manifestText } ?? manifestText
    }
}
