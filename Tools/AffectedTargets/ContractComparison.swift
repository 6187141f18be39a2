public import Foundation
public import ToolKit

/// `Tools/affected --contracts`: how the public surface of each changed library module differs
/// between a base commit and the working tree, and whom a breaking change concerns.
///
/// Both sides are compiled as `Tools/check-architecture` compiles them (``ModuleCompiler``: each
/// module alone, its symbol graph written on the way) into the same cache (`<scratch>/module-cache`),
/// so an unchanged module is never compiled twice and the check's own runs warm it. The toolchain's
/// `swift-api-digester` dumps each side's API from the compiled module (kept in the same cache
/// entry) and says which differences break clients (``APIDigester``, ``ContractChange/between(_:_:oldDump:newDump:breakages:module:)``). The base is
/// checked out into a temporary `git worktree`, named like the package folder so that both sides
/// get the same flags (the package name is part of them), and removed afterwards.
///
/// Who is asked to review: the CODEOWNERS owners of every target that depends *directly* on a
/// module with a breaking change. Directly, because with `InternalImportsByDefault` a module's
/// dependencies are not part of its own API: only code that imports the changed module compiles
/// against its surface (LoggedIn against OffGame's `OffGameListener`; Root, above LoggedIn, does not).
public struct ContractComparison: Sendable {
    /// What the comparison found.
    public struct Report: Sendable {
        /// The changed library modules whose surfaces were compared, in dependency order.
        public var modules: [String]
        /// Every change, breaking ones of a module first.
        public var changes: [ContractChange]
        /// For each module with a breaking change, the targets that depend on it directly.
        public var dependents: [String: [String]]
        /// The owners of those targets, sorted.
        public var review: [String]
        /// Dependent targets that CODEOWNERS gives no owner.
        public var unownedDependents: [String]

        /// Whether any change is breaking.
        public var hasBreaking: Bool { changes.contains { $0.kind == .breaking } }
    }

    /// The package root (in a git working tree).
    public var root: URL
    /// Where the manifest and module caches are (`.build-arch`, shared with the check).
    public var scratchPath: URL
    /// The toolchain that compiles.
    public var toolchain: Toolchain
    /// For locating `git`.
    public var environment: [String: String]
    /// Called with progress notes.
    public var progress: @Sendable (String) -> Void = { _ in }

    /// Compares the library modules that own `paths` (package-relative changed files) at
    /// `baseCommit` and in the working tree.
    ///
    /// - Throws: ``ArchitectureCheckError`` when the base cannot be checked out or read, or when a
    ///   changed module does not compile on either side (its surface is then unknown).
    public func compare(paths: [String], baseCommit: String) throws(ArchitectureCheckError) -> Report {
        let cache = ManifestCache(scratchPath: scratchPath, toolchain: toolchain)
        let headText = try ArchitectureCheckOptions(packageRoot: root).manifestText()
        let headDeclaration = try cache.declaration(root: root, manifestText: headText, scratchPath: scratchPath)
        let head = PackageModel(declaration: headDeclaration, root: root, manifestText: headText)
        let headGraph = PackageGraph(declaration: headDeclaration)
        let git = try GitChanges(root: root, environment: environment)
        let checkout = try git.temporaryCheckout(of: baseCommit)
        defer { git.removeTemporaryCheckout(checkout.worktree) }
        let (base, baseGraph) = try basePackage(at: checkout.packageRoot, cache: cache)

        var changed: Set<String> = []
        for path in paths {
            changed.formUnion(headGraph.owners(of: path).filter { head.target(named: $0)?.kind == .regular })
            changed.formUnion(baseGraph.owners(of: path).filter { base.target(named: $0)?.kind == .regular })
        }
        let headCompiler = ModuleCompiler(package: head, toolchain: toolchain, scratchPath: scratchPath)
        let baseCompiler = ModuleCompiler(package: base, toolchain: toolchain, scratchPath: scratchPath)
        let skipped = changed.filter { name in
            !(head.target(named: name).map(headCompiler.canCompileAlone) ?? true)
                || !(base.target(named: name).map(baseCompiler.canCompileAlone) ?? true)
        }
        changed.subtract(skipped)
        for name in skipped.sorted() {
            progress("the contract of '\(name)' is not compared: only SwiftPM can build it (the check builds it alone)")
        }
        let headOutcomes = try headCompiler.compile(changed.filter { head.target(named: $0) != nil })
        let baseOutcomes = try baseCompiler.compile(changed.filter { base.target(named: $0) != nil })

        let order =
            headGraph.dependencyOrder.filter(changed.contains)
            + changed.subtracting(headGraph.dependencyOrder)
            .sorted()
        let digester = APIDigester(toolchain: toolchain)
        var pairs: [(name: String, old: ContractSurface, new: ContractSurface)] = []
        // One dump per file: a module whose sources did not change is one cache entry on both sides.
        var dumps: [URL: (module: String, searchPaths: [URL])] = [:]
        for name in order {
            guard let now = head.target(named: name), let before = base.target(named: name) else { continue }
            let old = try surface(of: before, in: base, outcomes: baseOutcomes, side: "the base (\(baseCommit))")
            let new = try surface(of: now, in: head, outcomes: headOutcomes, side: "the working tree")
            pairs.append((name, old, new))
            for (target, outcomes) in [(before, baseOutcomes), (now, headOutcomes)] {
                let file = Self.dumpFile(of: outcomes[name]!)
                dumps[file] = dumps[file] ?? (target.moduleName, Self.searchPaths(outcomes))
            }
        }
        let clangCache = scratchPath.appendingPathComponent("module-cache").appendingPathComponent(
            "clang-module-cache")
        for dumped in Array(dumps).concurrentMap({ file, dump in
            Result { () throws(ArchitectureCheckError) in
                try digester.dump(
                    module: dump.module, searchPaths: dump.searchPaths, clangModuleCache: clangCache, output: file)
            }
        }) {
            try dumped.get()
        }
        let compared = try pairs.concurrentMap { pair in
            Result { () throws(ArchitectureCheckError) in
                let oldFile = Self.dumpFile(of: baseOutcomes[pair.name]!)
                let newFile = Self.dumpFile(of: headOutcomes[pair.name]!)
                let oldDump = try APIDump(contentsOf: oldFile)
                let newDump = try APIDump(contentsOf: newFile)
                let names = Set((oldDump.declarations + newDump.declarations).map(\.name))
                let breakages = APIBreakage.parse(try digester.diagnose(base: oldFile, new: newFile), names: names)
                return ContractChange.between(
                    pair.old, pair.new, oldDump: oldDump, newDump: newDump, breakages: breakages, module: pair.name)
            }
        }.map { result throws(ArchitectureCheckError) in try result.get() }
        var changes: [ContractChange] = []
        for name in order {
            switch (head.target(named: name), base.target(named: name)) {
            case (_?, _?):
                changes += compared[pairs.firstIndex { $0.name == name }!]
            case (_?, nil):
                changes.append(
                    ContractChange(module: name, kind: .additive, declaration: "module \(name)", reason: "new module"))
            case (nil, _?):
                changes.append(
                    ContractChange(module: name, kind: .breaking, declaration: "module \(name)", reason: "removed"))
            case (nil, nil):
                break
            }
        }

        let breaking = Set(changes.filter { $0.kind == .breaking }.map(\.module))
        var dependents: [String: [String]] = [:]
        for name in breaking {
            let graph = head.target(named: name) != nil ? headGraph : baseGraph
            dependents[name] = (graph.dependents[name] ?? []).filter { head.target(named: $0) != nil }.sorted()
        }
        let codeOwners = CodeOwners.load(root: root)
        let files = codeOwners == nil ? [] : CodeOwners.packageFiles(root: root)
        var review: Set<String> = []
        var unowned: [String] = []
        for dependent in Set(dependents.values.joined()).sorted() {
            let folder = head.target(named: dependent)?.path ?? ""
            let owners = codeOwners?.owners(ofFolder: folder, files: files) ?? []
            if owners.isEmpty { unowned.append(dependent) }
            review.formUnion(owners)
        }
        return Report(
            modules: order, changes: changes, dependents: dependents, review: review.sorted(),
            unownedDependents: unowned)
    }

    /// The package at the base and its target graph, read through the check's manifest cache.
    private func basePackage(
        at packageRoot: URL, cache: ManifestCache
    ) throws(ArchitectureCheckError) -> (PackageModel, PackageGraph) {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        else {
            throw ArchitectureCheckError("the base has no Package.swift at \(packageRoot.path); nothing to compare")
        }
        let declaration = try PackageDeclaration(
            dumpPackageJSON: try cache.dumpPackage(
                root: packageRoot, manifestText: text, scratchPath: packageRoot.appendingPathComponent(".build-arch")))
        return (
            PackageModel(declaration: declaration, root: packageRoot, manifestText: text),
            PackageGraph(declaration: declaration)
        )
    }

    /// The public surface of `target` from its compiled symbol graph.
    private func surface(
        of target: PackageTarget, in package: PackageModel, outcomes: [String: ModuleCompiler.Outcome], side: String
    ) throws(ArchitectureCheckError) -> ContractSurface {
        guard let outcome = outcomes[target.name], outcome.succeeded, let directory = outcome.symbolGraphDirectory
        else {
            let log = outcomes[target.name]?.log ?? "it was not compiled"
            let excerpt = log.split(separator: "\n").prefix(12).joined(separator: "\n")
            throw ArchitectureCheckError(
                "cannot compare the public surface of '\(target.name)': it does not compile in \(side):\n\(excerpt)")
        }
        return try ContractSurface.read(
            directory: directory, module: target.moduleName, folder: target.path, packageRoot: package.root)
    }

    /// Where the API dump of a compiled module is kept: next to its `.swiftmodule` in its cache
    /// entry, whose key covers the compiler, the sources and the dependencies' interfaces.
    static func dumpFile(of outcome: ModuleCompiler.Outcome) -> URL {
        (outcome.symbolGraphDirectory ?? URL(fileURLWithPath: "/nonexistent")).deletingLastPathComponent()
            .appendingPathComponent("api-digester.json")
    }

    /// The folders of the compiled modules of one side, where the digester finds a module and
    /// its dependencies.
    static func searchPaths(_ outcomes: [String: ModuleCompiler.Outcome]) -> [URL] {
        outcomes.values.compactMap { $0.symbolGraphDirectory?.deletingLastPathComponent() }.sorted { $0.path < $1.path }
    }
}

extension ContractComparison.Report {
    /// The `--json` form.
    func json(reference: String, mergeBase: String) -> [String: Any] {
        [
            "base": reference, "mergeBase": mergeBase, "modules": modules,
            "changes": changes.map { change in
                [
                    "module": change.module, "kind": change.kind.rawValue, "declaration": change.declaration,
                    "reason": change.reason,
                ]
            },
            "breaking": hasBreaking, "dependents": dependents, "review": review,
            "unownedDependents": unownedDependents,
        ]
    }
}

extension AffectedCommand {
    /// `--contracts`: prints the contract changes since the merge base and the review line.
    static func contracts(
        _ result: AffectedTargets, mergeBase: String?, arguments: Arguments, environment: [String: String],
        toolchain: Toolchain, output: (String) -> Void, errors: @escaping @Sendable (String) -> Void
    ) throws(ArchitectureCheckError) -> Int32 {
        guard let mergeBase, let reference = arguments.base else {
            throw ArchitectureCheckError("--contracts needs --base REF: it compares the surfaces at REF and now")
        }
        let comparison = ContractComparison(
            root: arguments.packageRoot,
            scratchPath: arguments.scratchPath ?? arguments.packageRoot.appendingPathComponent(".build-arch"),
            toolchain: toolchain, environment: environment, progress: { errors("affected: note: \($0)") })
        let report = try comparison.compare(paths: result.files.map(\.path), baseCommit: mergeBase)
        for dependent in report.unownedDependents {
            errors(
                "affected: note: '\(dependent)' depends on a module with a breaking change but has no owner in CODEOWNERS"
            )
        }
        if arguments.json {
            output(jsonText(report.json(reference: reference, mergeBase: mergeBase)))
        } else {
            report.changes.forEach { output($0.description) }
            output("review: " + (report.review.isEmpty ? "none" : report.review.joined(separator: " ")))
        }
        return arguments.failOnBreaking && report.hasBreaking ? 1 : 0
    }
}

extension GitChanges {
    /// Checks `commit` out into a new temporary worktree, in a folder named like the repository's
    /// (`<tmp>/ribs-contracts-<id>/<name>`); returns the worktree and the package root inside it
    /// (the worktree itself unless the package is a subfolder).
    func temporaryCheckout(of commit: String) throws(ArchitectureCheckError) -> (worktree: URL, packageRoot: URL) {
        let top = try run(["rev-parse", "--show-toplevel"])
        let prefix = try run(["rev-parse", "--show-prefix"])
        guard top.status == 0, prefix.status == 0 else {
            throw ArchitectureCheckError("\(root.path) is not inside a git working tree: \(top.errors)")
        }
        let topPath = String(decoding: top.output, as: UTF8.self).trimmingWhitespace()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ribs-contracts-\(UUID().uuidString)")
        let worktree = folder.appendingPathComponent(URL(fileURLWithPath: topPath).lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ArchitectureCheckError("cannot create \(folder.path): \(error)")
        }
        let added = try run(["worktree", "add", "--detach", "--quiet", worktree.path, commit])
        guard added.status == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw ArchitectureCheckError(
                "cannot check out \(commit) into a temporary worktree: \(added.errors.trimmingWhitespace())")
        }
        let relative = String(decoding: prefix.output, as: UTF8.self).trimmingWhitespace()
        return (worktree, relative.isEmpty ? worktree : worktree.appendingPathComponent(relative))
    }

    /// Removes a worktree made by ``temporaryCheckout(of:)``, its folder and git's record of it.
    func removeTemporaryCheckout(_ worktree: URL) {
        _ = try? run(["worktree", "remove", "--force", worktree.path])
        try? FileManager.default.removeItem(at: worktree.deletingLastPathComponent())
        _ = try? run(["worktree", "prune"])
    }
}
