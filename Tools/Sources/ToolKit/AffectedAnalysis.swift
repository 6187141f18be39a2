package import Foundation

extension AffectedTargets {
    /// What an analysis reads: the package, its changes (since the merge base of `base`, or the
    /// `files` named) and the path rules.
    package struct Request: Sendable {
        /// The package root.
        package var packageRoot: URL
        /// Where the manifest's description is cached (default: `<package>/.build-arch`).
        package var scratchPath: URL?
        /// The git reference whose merge base with HEAD the changes start from.
        package var base: String?
        /// The changed files, relative to the package root (instead of `base`).
        package var files: [String]?
        /// The path rules file (default: ``PathRules/defaultPath`` if it exists, else the built-in rules).
        package var rulesPath: String?
        /// Patterns that also affect everything.
        package var always: [String] = []
        /// Patterns that also affect nothing.
        package var never: [String] = []

        /// A request for the package at `packageRoot`.
        package init(packageRoot: URL) { self.packageRoot = packageRoot }
    }

    /// Reads the rules, the changes and the manifests (with `toolchain`'s `swift`), and decides; also
    /// returns the merge base (with `base`) and the root package's graph now (without nested packages).
    package static func analyse(
        _ request: Request, environment: [String: String], toolchain: Toolchain
    ) throws(ArchitectureCheckError) -> (AffectedTargets, mergeBase: String?, root: PackageGraph) {
        let root = request.packageRoot
        let scratch = request.scratchPath ?? root.appendingPathComponent(".build-arch")
        let rules = try loadRules(request, root: root)
        let headText = try ArchitectureCheckOptions(packageRoot: root).manifestText()
        var changes: [FileChange]
        var baseText: String??
        var baseGit: (git: GitChanges, commit: String)?
        if let reference = request.base {
            let git = try GitChanges(root: root, environment: environment)
            let commit = try git.mergeBase(with: reference)
            baseGit = (git, commit)
            changes = try git.changes(since: commit)
            if changes.contains(where: { $0.path == "Package.swift" || $0.previousPath == "Package.swift" }) {
                baseText = .some(try git.text(of: "Package.swift", at: commit))
            }
        } else {
            changes = (request.files ?? []).map { FileChange(.modified, $0) }
        }
        let cache = ManifestCache(scratchPath: scratch, toolchain: toolchain)
        // The nested packages' manifests, read now: a package line naming no package is an error.
        let nested = try rules.packages.map { (folder: String) throws(ArchitectureCheckError) -> (String, String) in
            let url = root.appendingPathComponent(folder).appendingPathComponent("Package.swift")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw ArchitectureCheckError(
                    "the path rules name the package \(folder) ('package: \(folder)'), but \(folder)/Package.swift cannot be read"
                )
            }
            return (folder, text)
        }
        // The head's and (when it differs) the base's manifest, and the nested packages' (at the head
        // only), evaluated side by side on a cache miss: each in a SwiftPM scratch folder of its own,
        // so that no evaluation waits for another's lock; the descriptions share one cache.
        let baseFolder = scratch.appendingPathComponent("base-manifest")
        let compare = baseText != nil
        let baseManifest: String? = if case .some(.some(let text)) = baseText, text != headText { text } else { nil }
        // 0: the head's root package, 1: the base's (when it differs), 2...: the nested packages.
        let graphs = Array(0..<(2 + nested.count)).concurrentMap {
            [baseGit] job -> Result<PackageGraph, ArchitectureCheckError>? in
            guard job != 1 || baseManifest != nil else { return nil }
            return Result { () throws(ArchitectureCheckError) in
                if job >= 2 {
                    let (folder, text) = nested[job - 2]
                    let nestedScratch = scratch.appendingPathComponent("nested-packages").appendingPathComponent(folder)
                    return PackageGraph(
                        declaration: try cache.declaration(
                            root: root.appendingPathComponent(folder), manifestText: text, scratchPath: nestedScratch,
                            nestedIn: folder))
                }
                guard job == 1, let baseManifest, let baseGit else {
                    return compare
                        ? try PackageGraph(
                            dumpPackageJSON: try cache.dumpPackage(
                                root: root, manifestText: headText, scratchPath: scratch))
                        : PackageGraph(
                            declaration: try cache.declaration(root: root, manifestText: headText, scratchPath: scratch)
                        )
                }
                return try PackageGraph(
                    dumpPackageJSON: try cache.dumpPackage(
                        root: baseFolder, manifestText: baseManifest,
                        scratchPath: baseFolder.appendingPathComponent(".scratch"),
                        prepare: { () throws(ArchitectureCheckError) in
                            try Self.writeTree(
                                of: baseGit.commit, manifest: baseManifest, to: baseFolder, git: baseGit.git)
                        }))
            }
        }
        // The root's targets, then each nested package's, their folders made relative to the root.
        var head = try graphs[0]!.get()
        for (index, (folder, _)) in nested.enumerated() {
            head = try head.merging(try graphs[index + 2]!.get(), nestedIn: folder)
        }
        var base: PackageGraph?
        var baseUnreadable: String?
        if case .some(let text) = baseText {
            // A base manifest like the head's has the head's root graph (read above without error).
            switch text.map({ $0 == headText ? graphs[0]! : graphs[1]! }) {
            case .success(let graph): base = graph
            case .failure(let error): baseUnreadable = error.message.split(separator: "\n").first.map(String.init)
            case nil: baseUnreadable = "the base has no Package.swift"
            }
        }
        return (
            AffectedTargets(changes: changes, head: head, base: base, baseUnreadable: baseUnreadable, rules: rules),
            baseGit?.commit, try graphs[0]!.get()
        )
    }

    /// Writes the base's manifest into `folder`, with the base's folders and files beside it, empty:
    /// a manifest may look at them (this package's checks that each module's folder exists and leaves
    /// a README.md out of the sources), and without them it would fail or declare other targets.
    static func writeTree(
        of commit: String, manifest: String, to folder: URL, git: GitChanges
    ) throws(ArchitectureCheckError) {
        let listing = try git.run(["ls-tree", "-r", "-z", "--name-only", commit])
        guard listing.status == 0 else { throw ArchitectureCheckError("cannot list \(commit): \(listing.errors)") }
        let fileManager = FileManager.default
        do {
            try? fileManager.removeItem(at: folder)
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            // Every file's path (git has no empty folders: each folder holds a file, made with it).
            for path in listing.output.split(separator: 0) {
                let url = folder.appendingPathComponent(String(decoding: path, as: UTF8.self))
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard fileManager.createFile(atPath: url.path, contents: nil) else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
                }
            }
            try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        } catch {
            throw ArchitectureCheckError("cannot write \(folder.path): \(error)")
        }
    }

    static func loadRules(_ request: Request, root: URL) throws(ArchitectureCheckError) -> PathRules {
        let path = request.rulesPath ?? PathRules.defaultPath
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        var rules: PathRules
        if let text = try? String(contentsOf: url, encoding: .utf8) {
            rules = try PathRules.parse(text, path: path)
        } else if request.rulesPath != nil {
            throw ArchitectureCheckError("cannot read the path rules \(path)")
        } else {
            rules = .defaults
        }
        rules.always += request.always
        rules.never += request.never
        return rules
    }
}
