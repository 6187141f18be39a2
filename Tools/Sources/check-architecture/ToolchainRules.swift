import Foundation
public import ToolKit

/// The rules that need the compiler: public surfaces (the API files against the symbol graphs of the
/// compiled modules) and builds in fresh scratch paths.
public struct ToolchainRules: Sendable {
    /// The modules and their roles.
    public var map: ModuleMap
    /// The toolchain that builds and extracts.
    public var toolchain: Toolchain
    /// The scratch path (the warm one of the module builds that the symbol graphs come from).
    public var options: ArchitectureCheckOptions
    /// Called with progress notes.
    public var progress: @Sendable (String) -> Void

    private var root: URL { map.package.root }
    private var scratchPath: URL { options.effectiveScratchPath }

    /// The library modules that other teams build on, each with an API file in its folder: the core,
    /// the UI toolkit, the shared modules and the RIBs (not mocks, test support or the app's libraries).
    public var apiTargets: [PackageTarget] {
        (map.table.names(ofKind: "core", "ui", "shared") + map.table.ribs).sorted()
            .compactMap { map.package.target(named: $0) }.filter { $0.kind == .regular }
    }

    // MARK: Public surfaces

    /// The compiler that compiles modules alone and keeps their interfaces and symbol graphs.
    public var compiler: ModuleCompiler {
        ModuleCompiler(package: map.package, toolchain: toolchain, scratchPath: scratchPath, progress: progress)
    }

    /// The modules whose API files are checked: all, or those in `only`.
    func surfaceTargets(only: Set<String>?) -> [PackageTarget] {
        apiTargets.filter { only?.contains($0.name) ?? true }
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

    /// The public APIs of the API modules (all, or those in `only`), from the symbol graphs the
    /// compiler writes as it compiles each module alone (see ``ModuleCompiler``); modules that need
    /// SwiftPM are built in ``scratchPath`` and read with `swift symbolgraph-extract`.
    ///
    /// - Parameters:
    ///   - only: the modules to read (all when `nil`).
    ///   - compiled: the outcomes of this run's compile.
    /// - Returns: the API per module, and findings for modules that do not compile.
    public func publicAPIs(
        only: Set<String>?, compiled: [String: ModuleCompiler.Outcome]
    ) throws(ArchitectureCheckError) -> (apis: [String: PublicAPI], findings: [Finding]) {
        let (alone, others) = split(surfaceTargets(only: only))
        var symbols: [String: PublicAPI] = [:]
        var findings: [Finding] = []
        for target in alone {
            guard let outcome = compiled[target.name] else { continue }
            if let directory = outcome.symbolGraphDirectory {
                symbols[target.name] = try api(of: target, in: directory)
            } else if let blocker = outcome.blockedBy {
                findings.append(
                    Finding(
                        .publicSurface, at: map.package.manifest.targetLocation(target.name),
                        "cannot check the public API of '\(target.name)': its dependency '\(blocker)' does not compile")
                )
            } else {
                addSurfaceFailure(outcome.log, of: target, to: &findings)
            }
        }
        if !others.isEmpty {
            let (more, moreFindings) = try publicAPIsThroughSwiftPM(others)
            symbols.merge(more) { first, _ in first }
            findings += moreFindings
        }
        return (symbols, findings)
    }

    /// Adds the findings of `target` not compiling for its public API to `findings`, but those at a
    /// location already reported: a child's error also breaks its parent's build, and is reported once.
    func addSurfaceFailure(_ log: String, of target: PackageTarget, to findings: inout [Finding]) {
        let reported = Set(findings.map(\.location))
        findings += buildFailureFindings(
            log, target: target, rule: .publicSurface,
            summary: "cannot check the public API of '\(target.name)': it does not compile"
        ).filter { !reported.contains($0.location) }
    }

    /// The public API `target` declares itself, from its symbol graph files in `directory`.
    func api(of target: PackageTarget, in directory: URL) throws(ArchitectureCheckError) -> PublicAPI {
        try PublicAPI.read(symbolGraphs: directory, module: target.moduleName, folder: target.path, packageRoot: root)
    }

    /// Builds `targets` (warm, in ``scratchPath``) and extracts their public APIs with
    /// `swift symbolgraph-extract`: for modules that only SwiftPM can build.
    func publicAPIsThroughSwiftPM(
        _ ribTargets: [PackageTarget]
    ) throws(ArchitectureCheckError) -> (apis: [String: PublicAPI], findings: [Finding]) {
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
                built.formUnion([target.name] + compiler.closure(of: target.name))
            } else {
                broken.insert(target.name)
                addSurfaceFailure(result.combined, of: target, to: &findings)
            }
        }
        var symbols: [String: PublicAPI] = [:]
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
            let result = try toolchain.run([
                "symbolgraph-extract", "-module-name", target.moduleName, "-target", triple,
                "-I", scratchPath.appendingPathComponent("debug/Modules").path,
                "-I", scratchPath.appendingPathComponent("debug").path,
                "-output-dir", directory.path, "-minimum-access-level", "public", "-skip-synthesized-members",
                "-include-spi-symbols",
            ])
            guard result.status == 0 else {
                throw ArchitectureCheckError(
                    "`swift symbolgraph-extract` failed for \(target.moduleName): \(result.combined.suffixLines(8))")
            }
            symbols[target.name] = try api(of: target, in: directory)
        }
        return (symbols, findings)
    }

    /// Compares the modules' public APIs (all, or those in `only`) with their API files.
    public func surfaceFindings(
        only: Set<String>?, compiled: [String: ModuleCompiler.Outcome]
    ) throws(ArchitectureCheckError) -> [Finding] {
        let (apis, buildFindings) = try publicAPIs(only: only, compiled: compiled)
        var findings = buildFindings
        for target in surfaceTargets(only: only) {
            guard let api = apis[target.name] else { continue }
            let path = PublicAPI.path(ofModule: target.name, folder: target.path)
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                findings.append(
                    Finding(
                        .publicSurface, at: map.package.manifest.targetLocation(target.name),
                        "'\(target.name)' has no API file at \(path); write it with Tools/check-architecture --update-api and have it reviewed"
                    ))
                continue
            }
            let fix =
                map.table.entry(named: target.name)?.isRIB == true
                ? "make it internal (a RIB shows its parent only \(target.name)Buildable, \(target.name)Listener, \(target.name)Dependency, the value types they name and make\(target.name)Builder), or if the change is deliberate"
                : "if the change is deliberate"
            findings += Self.apiFindings(
                api, file: PublicAPI.parse(text), path: path, module: target.name,
                fix: "\(fix), run Tools/check-architecture --update-api and have the diff reviewed")
        }
        return findings
    }

    /// A finding at the API file's line for each declaration that differs between the compiled `api`
    /// and the `file`: a declaration the file lacks (at the line it would take), a line the module
    /// no longer declares, or both at once for a changed declaration (one path). Compared as
    /// multisets, so a new overload counts too.
    static func apiFindings(
        _ api: PublicAPI, file: [(line: Int, declaration: PublicAPI.Declaration)], path: String, module: String,
        fix: String
    ) -> [Finding] {
        // Each declaration takes the first line that lists it (the last of its reversed lines).
        var listed: [PublicAPI.Declaration: [Int]] = [:]
        for (line, declaration) in file.reversed() { listed[declaration, default: []].append(line) }
        var missing: [PublicAPI.Declaration] = []
        for declaration in api.declarations {
            if listed[declaration]?.popLast() == nil { missing.append(declaration) }
        }
        var stale = listed.flatMap { declaration, lines in lines.map { (line: $0, declaration: declaration) } }
            .sorted { $0.line < $1.line }
        var findings: [Finding] = []
        for declaration in missing {
            let source = declaration.location.map { " (\($0.path):\($0.line))" } ?? ""
            if let index = stale.firstIndex(where: { $0.declaration.path == declaration.path }) {
                let was = stale.remove(at: index)
                findings.append(
                    Finding(
                        .publicSurface, at: SourceLocation(path: path, line: was.line),
                        "\(module) declares `\(declaration.line)`\(source), not `\(was.declaration.line)` as this line says; \(fix)"
                    ))
            } else {
                let line = file.first { $0.declaration > declaration }?.line ?? (file.last?.line ?? 4) + 1
                findings.append(
                    Finding(
                        .publicSurface, at: SourceLocation(path: path, line: line),
                        "\(module) declares `\(declaration.line)` publicly\(source), but \(path) does not list it; \(fix)"
                    ))
            }
        }
        for (line, declaration) in stale {
            findings.append(
                Finding(
                    .publicSurface, at: SourceLocation(path: path, line: line),
                    "\(module) no longer declares `\(declaration.line)` publicly; \(fix)"))
        }
        return findings
    }

    /// Every API module's file from its compiled public API: its path (relative to the package root)
    /// and text.
    public func apiFiles() throws(ArchitectureCheckError) -> [(path: String, text: String)] {
        let (apis, buildFindings) = try publicAPIs(
            only: nil, compiled: compiler.compile(Set(apiTargets.map(\.name))))
        if !buildFindings.isEmpty {
            throw ArchitectureCheckError(
                "cannot write the API files while modules do not compile:\n"
                    + buildFindings.map(\.description).joined(separator: "\n"))
        }
        return apiTargets.compactMap { target in
            apis[target.name].map {
                (PublicAPI.path(ofModule: target.name, folder: target.path), $0.text(module: target.name))
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
