import Foundation
public import ToolKit

/// The rules that need the compiler: public surfaces (from symbol graphs of the built RIB modules)
/// and builds in fresh scratch paths.
public struct ToolchainRules: Sendable {
    /// The modules and their roles.
    public var map: ModuleMap
    /// The toolchain that builds and extracts.
    public var toolchain: Toolchain
    /// The scratch path (the warm one of the RIB-module build that the symbol graphs come from) and
    /// the folder of the allowlists.
    public var options: ArchitectureCheckOptions
    /// Called with progress notes.
    public var progress: @Sendable (String) -> Void

    private var root: URL { map.package.root }
    private var scratchPath: URL { options.effectiveScratchPath }

    /// The RIB modules the configuration names that exist as library targets.
    public var ribTargets: [PackageTarget] {
        map.table.ribs.compactMap { map.package.target(named: $0) }.filter { $0.kind == .regular }
    }

    /// The allowlist path of `module`, relative to the package root.
    public func allowlistPath(of module: String) -> String {
        "\(options.allowlistDirectory)/\(module).txt"
    }

    // MARK: Public surfaces

    /// The compiler that compiles modules alone and keeps their interfaces and symbol graphs.
    public var compiler: ModuleCompiler {
        ModuleCompiler(package: map.package, toolchain: toolchain, scratchPath: scratchPath, progress: progress)
    }

    /// The RIB modules whose surfaces are checked: all, or those in `only`.
    func surfaceTargets(only: Set<String>?) -> [PackageTarget] {
        ribTargets.filter { only?.contains($0.name) ?? true }
    }

    /// The library targets that the builds-alone check covers: all, or those in `only`.
    func buildTargets(only: Set<String>?) -> [PackageTarget] {
        map.package.targets.filter { $0.kind == .regular && (only?.contains($0.name) ?? true) }
    }

    /// `targets` split into those the compiler compiles alone and the others, which need SwiftPM.
    func split(_ targets: [PackageTarget]) -> (alone: [PackageTarget], others: [PackageTarget]) {
        let compiler = self.compiler
        return (targets.filter(compiler.canCompileAlone), targets.filter { !compiler.canCompileAlone($0) })
    }

    /// The public symbols of the RIB modules (all, or those in `only`), from the symbol graphs the
    /// compiler writes as it compiles each module alone (see ``ModuleCompiler``); RIB modules that
    /// need SwiftPM are built in ``scratchPath`` and read with `swift symbolgraph-extract`.
    ///
    /// - Parameters:
    ///   - only: the RIB modules to read (all when `nil`).
    ///   - compiled: the outcomes of this run's compile.
    /// - Returns: the symbols per module, and findings for modules that do not compile.
    public func publicSymbols(
        only: Set<String>?, compiled: [String: ModuleCompiler.Outcome]
    ) throws(ArchitectureCheckError) -> (symbols: [String: [PublicSymbol]], findings: [Finding]) {
        let (alone, others) = split(surfaceTargets(only: only))
        var symbols: [String: [PublicSymbol]] = [:]
        var findings: [Finding] = []
        for target in alone {
            guard let outcome = compiled[target.name] else { continue }
            if let directory = outcome.symbolGraphDirectory, outcome.succeeded {
                symbols[target.name] = try ownSymbols(of: target, in: directory)
                continue
            }
            let reported = Set(findings.map(\.location))
            if let blocker = outcome.blockedBy {
                findings.append(
                    Finding(
                        .publicSurface, at: map.package.manifest.targetLocation(target.name),
                        "cannot check the public API of '\(target.name)': its dependency '\(blocker)' does not compile")
                )
                continue
            }
            findings += buildFailureFindings(
                outcome.log, target: target, rule: .publicSurface,
                summary: "cannot check the public API of '\(target.name)': it does not compile"
            ).filter { !reported.contains($0.location) }
        }
        if !others.isEmpty {
            let (more, moreFindings) = try publicSymbolsThroughSwiftPM(others)
            symbols.merge(more) { first, _ in first }
            findings += moreFindings
        }
        return (symbols, findings)
    }

    /// The public symbols `target` declares itself, from its symbol graph files in `directory`:
    /// without what other modules of the package declare for it (a default implementation that a
    /// protocol extension in another module gives one of its types).
    func ownSymbols(of target: PackageTarget, in directory: URL) throws(ArchitectureCheckError) -> [PublicSymbol] {
        try SymbolGraphReader.symbols(in: directory, module: target.moduleName, packageRoot: root).filter { symbol in
            guard let path = symbol.location?.path, !path.hasPrefix("/") else { return true }
            return path.hasPrefix(target.path + "/")
        }
    }

    /// Builds `targets` (warm, in ``scratchPath``) and extracts their public symbols with
    /// `swift symbolgraph-extract`: for RIB modules that only SwiftPM can build.
    func publicSymbolsThroughSwiftPM(
        _ ribTargets: [PackageTarget]
    ) throws(ArchitectureCheckError) -> (
        symbols: [String: [PublicSymbol]], findings: [Finding]
    ) {
        var findings: [Finding] = []
        var built: Set<String> = []
        var broken: Set<String> = []
        // Building the top of the tree builds its descendants too: usually one build in all.
        for target in ribTargets where !built.contains(target.name) {
            progress("building \(target.name) for its symbol graph (scratch path \(scratchPath.path))")
            let result = try toolchain.run([
                "build", "--package-path", root.path, "--scratch-path", scratchPath.path, "--target", target.name,
            ])
            if result.status == 0 {
                built.formUnion(closure(of: target.name))
            } else {
                broken.insert(target.name)
                // A child's error also breaks its parent's build: report each error once.
                let reported = Set(findings.map(\.location))
                findings += buildFailureFindings(
                    result.combined, target: target, rule: .publicSurface,
                    summary: "cannot check the public API of '\(target.name)': it does not compile"
                ).filter { !reported.contains($0.location) }
            }
        }
        var symbols: [String: [PublicSymbol]] = [:]
        let targets = ribTargets.filter { built.contains($0.name) && !broken.contains($0.name) }
        guard !targets.isEmpty else { return (symbols, findings) }
        let triple = try toolchain.hostTriple()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-architecture-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        for target in targets {
            let directory = output.appendingPathComponent(target.moduleName)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw ArchitectureCheckError("cannot create \(directory.path): \(error)")
            }
            var arguments = ["symbolgraph-extract", "-module-name", target.moduleName, "-target", triple]
            for path in ["debug/Modules", "debug"] {
                arguments += ["-I", scratchPath.appendingPathComponent(path).path]
            }
            arguments += [
                "-output-dir", directory.path, "-minimum-access-level", "public", "-skip-synthesized-members",
            ]
            let result = try toolchain.run(arguments)
            guard result.status == 0 else {
                throw ArchitectureCheckError(
                    "`swift symbolgraph-extract` failed for \(target.moduleName): \(result.combined.suffixLines(8))")
            }
            symbols[target.name] = try ownSymbols(of: target, in: directory)
        }
        return (symbols, findings)
    }

    /// Compares the RIB modules' public symbols (all, or those in `only`) with their allowlists.
    public func surfaceFindings(
        only: Set<String>?, compiled: [String: ModuleCompiler.Outcome]
    ) throws(ArchitectureCheckError) -> [Finding] {
        let (symbolsByModule, buildFindings) = try publicSymbols(only: only, compiled: compiled)
        var findings = buildFindings
        for target in surfaceTargets(only: only) {
            guard let symbols = symbolsByModule[target.name] else { continue }
            let path = allowlistPath(of: target.name)
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                findings.append(
                    Finding(
                        .publicSurface, at: map.package.manifest.targetLocation(target.name),
                        "RIB module '\(target.name)' has no public-API allowlist at \(path); create it with Tools/check-architecture --update-allowlists and review it"
                    ))
                continue
            }
            findings += Allowlist(text: text).findings(symbols: symbols, allowlistPath: path, target: target)
        }
        return findings
    }

    /// Every RIB module's allowlist from its compiled public symbols: its path (relative to the
    /// package root) and text.
    public func allowlists() throws(ArchitectureCheckError) -> [(path: String, text: String)] {
        let (symbolsByModule, buildFindings) = try publicSymbols(
            only: nil, compiled: compiler.compile(Set(ribTargets.map(\.name))))
        if !buildFindings.isEmpty {
            throw ArchitectureCheckError(
                "cannot update the allowlists while RIB modules do not compile:\n"
                    + buildFindings.map(\.description).joined(separator: "\n"))
        }
        return ribTargets.compactMap { target in
            symbolsByModule[target.name].map {
                (allowlistPath(of: target.name), Allowlist.render(module: target.name, symbols: $0))
            }
        }
    }

    // MARK: Builds alone

    /// Compiles every library target alone, with only its declared dependencies visible, so that a
    /// dependency missing from Package.swift cannot hide behind modules that a warm build folder
    /// already holds (see ``ModuleCompiler``; results are reused while a module and its
    /// dependencies' interfaces are unchanged). A target that only SwiftPM can build is built with
    /// `swift build --target X` in a new scratch path instead.
    ///
    /// - Parameters:
    ///   - only: the targets to check (all library targets when `nil`).
    ///   - compiled: the outcomes of this run's compile.
    public func buildAloneFindings(
        only: Set<String>?, compiled: [String: ModuleCompiler.Outcome]
    ) throws(ArchitectureCheckError) -> [Finding] {
        let (alone, others) = split(buildTargets(only: only))
        var findings: [Finding] = []
        for target in alone {
            guard let outcome = compiled[target.name], !outcome.succeeded else { continue }
            if let blocker = outcome.blockedBy {
                progress("\(target.name) was not compiled alone: its dependency \(blocker) does not compile")
                continue
            }
            findings += buildFailureFindings(
                outcome.log, target: target, rule: .buildsAlone,
                summary: "'\(target.name)' does not build alone (compiled with only its declared dependencies visible)")
        }
        return findings + (try buildAloneWithSwiftPM(others))
    }

    /// Builds each of `targets` with `swift build --target X` in a new scratch path.
    func buildAloneWithSwiftPM(_ targets: [PackageTarget]) throws(ArchitectureCheckError) -> [Finding] {
        var findings: [Finding] = []
        // The builds share the compiler's cache of system (Clang) modules, such as Glibc and
        // Foundation's C parts: it holds no module of this package, and rebuilding it each time is slow.
        let moduleCache = scratchPath.appendingPathComponent("builds-alone-module-cache")
        for target in targets {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
                "check-architecture-alone-\(target.moduleName)-\(UUID().uuidString)")
            defer {
                try? FileManager.default.removeItem(at: scratch)
                Toolchain.removeLockFiles(ofScratchPath: scratch)
            }
            let start = Date()
            let result = try toolchain.run([
                "build", "--package-path", root.path, "--scratch-path", scratch.path, "--target", target.name,
                "-Xswiftc", "-module-cache-path", "-Xswiftc", moduleCache.path,
            ])
            let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
            progress(
                "built \(target.name) alone in a fresh scratch path: \(result.status == 0 ? "ok" : "FAILED") (\(seconds) s)"
            )
            guard result.status != 0 else { continue }
            findings += buildFailureFindings(
                result.combined, target: target, rule: .buildsAlone,
                summary:
                    "'\(target.name)' does not build alone (swift build --target \(target.name) in a fresh scratch path)"
            )
        }
        return findings
    }

    // MARK: Helpers

    /// `name` and everything it depends on, transitively.
    func closure(of name: String) -> Set<String> {
        var result: Set<String> = []
        var stack = [name]
        while let next = stack.popLast() {
            guard result.insert(next).inserted, let target = map.package.target(named: next) else { continue }
            stack += map.internalDependencies(of: target)
        }
        return result
    }

    /// One finding per compiler error in `log` (up to five), or one at the target's declaration when
    /// the build failed without a located error. A target that does not build alone gets the likely cause.
    func buildFailureFindings(_ log: String, target: PackageTarget, rule: Rule, summary: String) -> [Finding] {
        let errors = CompilerDiagnostic.errors(in: log)
        let suffix =
            rule == .buildsAlone
            ? "; a module it imports is probably missing from its dependencies in Package.swift, and a warm build folder hid it"
            : ""
        guard !errors.isEmpty else {
            let location = map.package.manifest.targetLocation(target.name)
            return [Finding(rule, at: location, "\(summary): \(log.suffixLines(6))\(suffix)")]
        }
        return errors.prefix(5).map { error in
            Finding(
                rule, at: SourceLocation(path: relativePath(error.file, to: root), line: error.line),
                "\(summary): \(error.message)\(suffix)")
        }
    }
}
