import Foundation
import ToolKit

extension AffectedCommand {
    /// `--contracts`: how the public surface of each changed library module differs between the merge
    /// base and the working tree, and whom a breaking change concerns; prints one line per change and
    /// the review line (or all of it as JSON).
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
    ///
    /// - Throws: ``ArchitectureCheckError`` when the base cannot be checked out or read, or when a
    ///   changed module does not compile on either side (its surface is then unknown).
    static func contracts(
        _ result: AffectedTargets, mergeBase: String?, arguments: Arguments, environment: [String: String],
        toolchain: Toolchain, output: (String) -> Void, errors: @escaping @Sendable (String) -> Void
    ) throws(ArchitectureCheckError) -> Int32 {
        guard let mergeBase, let reference = arguments.request.base else {
            throw ArchitectureCheckError("--contracts needs --base REF: it compares the surfaces at REF and now")
        }
        let root = arguments.request.packageRoot
        let scratchPath = arguments.request.scratchPath ?? root.appendingPathComponent(".build-arch")
        let cache = ManifestCache(scratchPath: scratchPath, toolchain: toolchain)
        /// The package at `root` and its target graph, read through the check's manifest cache.
        func load(
            at root: URL, manifestText: String, scratchPath: URL
        ) throws(ArchitectureCheckError) -> (PackageModel, PackageGraph) {
            let declaration = try cache.declaration(root: root, manifestText: manifestText, scratchPath: scratchPath)
            return (
                PackageModel(declaration: declaration, root: root, manifestText: manifestText),
                PackageGraph(declaration: declaration)
            )
        }
        let (head, headGraph) = try load(
            at: root, manifestText: try ArchitectureCheckOptions(packageRoot: root).manifestText(),
            scratchPath: scratchPath)
        let git = try GitChanges(root: root, environment: environment)
        let checkout = try git.temporaryCheckout(of: mergeBase)
        defer { git.removeTemporaryCheckout(checkout.worktree) }
        let baseRoot = checkout.packageRoot
        guard let baseText = try? String(contentsOf: baseRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        else {
            throw ArchitectureCheckError("the base has no Package.swift at \(baseRoot.path); nothing to compare")
        }
        let (base, baseGraph) = try load(
            at: baseRoot, manifestText: baseText, scratchPath: baseRoot.appendingPathComponent(".build-arch"))

        var changed: Set<String> = []
        for path in result.files.map(\.path) {
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
            errors(
                "affected: note: the contract of '\(name)' is not compared: only SwiftPM can build it (the check builds it alone)"
            )
        }
        let headOutcomes = try headCompiler.compile(changed.filter { head.target(named: $0) != nil })
        let baseOutcomes = try baseCompiler.compile(changed.filter { base.target(named: $0) != nil })

        let order =
            headGraph.dependencyOrder.filter(changed.contains)
            + changed.subtracting(headGraph.dependencyOrder)
            .sorted()
        let digester = APIDigester(toolchain: toolchain)
        var pairs: [(name: String, old: [ContractSurface.Declaration], new: [ContractSurface.Declaration])] = []
        // One dump per file: a module whose sources did not change is one cache entry on both sides.
        var dumps: [URL: (module: String, searchPaths: [URL])] = [:]
        for name in order {
            guard let now = head.target(named: name), let before = base.target(named: name) else { continue }
            let old = try surface(of: before, in: base, outcomes: baseOutcomes, side: "the base (\(mergeBase))")
            let new = try surface(of: now, in: head, outcomes: headOutcomes, side: "the working tree")
            pairs.append((name, old, new))
            for (target, outcomes) in [(before, baseOutcomes), (now, headOutcomes)] {
                let file = dumpFile(of: outcomes[name]!)
                dumps[file] = dumps[file] ?? (target.moduleName, searchPaths(outcomes))
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
        var compared = try pairs.concurrentMap { pair in
            Result { () throws(ArchitectureCheckError) in
                let oldFile = dumpFile(of: baseOutcomes[pair.name]!)
                let newFile = dumpFile(of: headOutcomes[pair.name]!)
                let oldDump = try APIDump(contentsOf: oldFile)
                let newDump = try APIDump(contentsOf: newFile)
                let names = Set((oldDump.declarations + newDump.declarations).map(\.name))
                let breakages = APIBreakage.parse(try digester.diagnose(base: oldFile, new: newFile), names: names)
                return ContractChange.between(
                    pair.old, pair.new, oldDump: oldDump, newDump: newDump, breakages: breakages, module: pair.name)
            }
        }.map { result throws(ArchitectureCheckError) in try result.get() }.makeIterator()
        var changes: [ContractChange] = []
        for name in order {
            if head.target(named: name) == nil {
                changes.append(
                    ContractChange(module: name, kind: .breaking, declaration: "module \(name)", reason: "removed"))
            } else if base.target(named: name) == nil {
                changes.append(
                    ContractChange(module: name, kind: .additive, declaration: "module \(name)", reason: "new module"))
            } else {
                changes += compared.next()!
            }
        }

        let breaking = Set(changes.filter { $0.kind == .breaking }.map(\.module))
        let dependents = Dictionary(
            uniqueKeysWithValues: breaking.map { name in
                let graph = head.target(named: name) != nil ? headGraph : baseGraph
                return (name, (graph.dependents[name] ?? []).filter { head.target(named: $0) != nil }.sorted())
            })
        let codeOwners = CodeOwners.load(root: root)
        let files = codeOwners == nil ? [] : CodeOwners.packageFiles(root: root)
        var review: Set<String> = []
        var unowned: [String] = []
        for dependent in Set(dependents.values.joined()).sorted() {
            let owners = codeOwners?.owners(ofFolder: head.target(named: dependent)?.path ?? "", files: files) ?? []
            if owners.isEmpty {
                unowned.append(dependent)
                errors(
                    "affected: note: '\(dependent)' depends on a module with a breaking change but has no owner in CODEOWNERS"
                )
            }
            review.formUnion(owners)
        }
        if arguments.json {
            let changeObjects = changes.map { change in
                [
                    "module": change.module, "kind": change.kind.rawValue, "declaration": change.declaration,
                    "reason": change.reason,
                ]
            }
            output(
                jsonText([
                    "base": reference, "mergeBase": mergeBase, "modules": order, "changes": changeObjects,
                    "breaking": !breaking.isEmpty, "dependents": dependents, "review": review.sorted(),
                    "unownedDependents": unowned,
                ]))
        } else {
            changes.forEach { output($0.description) }
            output("review: " + (review.isEmpty ? "none" : review.sorted().joined(separator: " ")))
        }
        return arguments.failOnBreaking && !breaking.isEmpty ? 1 : 0
    }

    /// The public surface of `target` from its compiled symbol graph.
    private static func surface(
        of target: PackageTarget, in package: PackageModel, outcomes: [String: ModuleCompiler.Outcome], side: String
    ) throws(ArchitectureCheckError) -> [ContractSurface.Declaration] {
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

extension GitChanges {
    /// Checks `commit` out into a new temporary worktree, in a folder named like the repository's
    /// (`<tmp>/ribs-contracts-<id>/<name>`); returns the worktree and the package root inside it
    /// (the worktree itself unless the package is a subfolder).
    func temporaryCheckout(of commit: String) throws(ArchitectureCheckError) -> (worktree: URL, packageRoot: URL) {
        // The top folder's path and the package's place in it, a line each (the second empty at the top).
        let located = try run(["rev-parse", "--show-toplevel", "--show-prefix"])
        let lines = String(decoding: located.output, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard located.status == 0, lines.count > 1 else {
            throw ArchitectureCheckError("\(root.path) is not inside a git working tree: \(located.errors)")
        }
        let topPath = lines[0].trimmingWhitespace()
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
        let relative = lines[1].trimmingWhitespace()
        return (worktree, relative.isEmpty ? worktree : worktree.appendingPathComponent(relative))
    }

    /// Removes a worktree made by ``temporaryCheckout(of:)``, its folder and git's record of it.
    func removeTemporaryCheckout(_ worktree: URL) {
        _ = try? run(["worktree", "remove", "--force", worktree.path])
        try? FileManager.default.removeItem(at: worktree.deletingLastPathComponent())
        _ = try? run(["worktree", "prune"])
    }
}
