import Foundation
public import ToolKit

/// What a run found.
public struct ArchitectureReport: Sendable {
    /// The findings, in the order of the checks and then of their locations.
    public var findings: [Finding]
    /// Remarks about checks that could not run (e.g. skipped because of a cycle).
    public var notes: [String]
    /// The one-line summary printed last.
    public var summary: String

    /// The summary of a run of `checks` on `map` that found `findings`; with `--affected`, `scope`
    /// says how many modules the compiler-driven checks covered.
    public static func summary(of map: ModuleMap, findings: Int, checks: Set<Check>, scope: String?) -> String {
        let height = map.height.map { "height \($0)" } ?? "height undefined (cycle)"
        let maximum = map.configuration.maxHeight.map { " (max \($0))" } ?? ""
        let skipped = Check.allCases.filter { !checks.contains($0) }.map(\.rawValue)
        let skippedText = skipped.isEmpty ? "" : "; skipped: \(skipped.joined(separator: ", "))"
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let tests = map.package.targets.filter { $0.kind == .test }.count
        let modules = count(map.package.targets.count - tests, "module")
        let counts = [modules, count(tests, "test target"), count(map.edges.count, "edge")]
        let scopeText = scope.map { "; \($0)" } ?? ""
        return
            "check-architecture: \(counts.joined(separator: ", ")), \(height)\(maximum), \(count(findings, "finding"))\(skippedText)\(scopeText)"
    }
}

/// The architecture check of a package: loads the manifest and the module map and runs the rules.
///
/// ```swift
/// let check = ArchitectureCheck(options: ArchitectureCheckOptions(packageRoot: root), toolchain: try .locate())
/// let report = try check.run()
/// report.findings.forEach { print($0) }
/// ```
public struct ArchitectureCheck: Sendable {
    /// Where things are and what to run.
    public var options: ArchitectureCheckOptions
    /// The toolchain to read the manifest and build with.
    public var toolchain: Toolchain
    /// Called with progress notes (for standard error).
    public var progress: @Sendable (String) -> Void

    /// Creates a check.
    public init(
        options: ArchitectureCheckOptions, toolchain: Toolchain,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.options = options
        self.toolchain = toolchain
        self.progress = progress
    }

    private var root: URL { options.packageRoot }

    /// Loads the package and the module map and runs the selected checks.
    public func run() throws(ArchitectureCheckError) -> ArchitectureReport {
        let map = try options.loadModuleMap(toolchain: toolchain)
        let checks = options.checks
        // What `--affected` selects (git and the manifest) is worked out while the static rules run.
        let affectedResult = Pending<Result<AffectedTargets, ArchitectureCheckError>>()
        if let reference = options.affectedBase, checks.contains(.surfaces) || checks.contains(.builds) {
            affectedResult.start {
                Result { () throws(ArchitectureCheckError) in try affectedTargets(since: reference) }
            }
        }
        var findings: [Finding] = []
        var notes: [String] = []
        func sorted(_ list: [Finding]) -> [Finding] {
            list.sorted { ($0.location, $0.rule.rawValue, $0.message) < ($1.location, $1.rule.rawValue, $1.message) }
        }
        if checks.contains(.packages) { findings += sorted(map.packageDependencyFindings()) }
        if checks.contains(.edges) { findings += sorted(map.moduleMapFindings() + map.edgeFindings()) }
        let cycles = map.cycleFindings()
        if checks.contains(.cycles) { findings += cycles }
        if checks.contains(.imports) {
            let scanned = map.scannedSources(cache: options.effectiveScratchPath.appendingPathComponent("source-facts"))
            findings += sorted(map.importFindings(scanned: scanned) + map.builderEntryFindings(scanned: scanned))
        }
        if checks.contains(.height) { findings += map.heightFindings() }
        if checks.contains(.graph) { findings += graphFindings(map) }
        if checks.contains(.isolation) { findings += sorted(map.mainActorDefaultFindings()) }
        if checks.contains(.ownership) { findings += ownershipFindings(map) }
        let needsCompiler = checks.contains(.surfaces) || checks.contains(.builds)
        var scope: String?
        if needsCompiler && !cycles.isEmpty {
            notes.append("public surfaces and builds were not checked: SwiftPM cannot build a package with a cycle")
        } else if needsCompiler {
            let rules = ToolchainRules(map: map, toolchain: toolchain, options: options, progress: progress)
            var surfaceScope: Set<String>?
            var buildScope = options.buildTargets
            if let reference = options.affectedBase {
                let affected = try affectedResult.value!.get()
                surfaceScope = affected.names
                buildScope = buildScope.map { $0.intersection(affected.names) } ?? affected.names
                let (note, summary) = Self.affectedNotes(
                    affected, reference: reference, rules: rules, surfaces: checks.contains(.surfaces),
                    builds: checks.contains(.builds), buildScope: buildScope)
                notes += note
                scope = summary
            }
            let surfaces = checks.contains(.surfaces) ? rules.surfaceTargets(only: surfaceScope) : []
            let builds = checks.contains(.builds) ? rules.buildTargets(only: buildScope) : []
            let compiled = try rules.compiler.compile(Set((surfaces + builds).map(\.name)))
            if checks.contains(.surfaces) {
                findings += sorted(try rules.surfaceFindings(only: surfaceScope, compiled: compiled))
            }
            if checks.contains(.builds) {
                findings += try rules.buildAloneFindings(only: buildScope, compiled: compiled)
            }
        }
        return ArchitectureReport(
            findings: findings, notes: notes,
            summary: ArchitectureReport.summary(of: map, findings: findings.count, checks: checks, scope: scope))
    }

    /// What the changes since the merge base of `reference` affect in the root package (the one the
    /// check checks), as `Tools/affected` decides it: the packages nested in it are analysed too, so
    /// that their files are owned, but none of their targets is in the result.
    public func affectedTargets(since reference: String) throws(ArchitectureCheckError) -> AffectedTargets {
        var request = AffectedTargets.Request(packageRoot: root)
        request.base = reference
        request.scratchPath = options.effectiveScratchPath
        // The check's own toolchain (and its tracing), not one found again.
        let (affected, _, _) = try AffectedTargets.analyse(
            request, environment: ProcessInfo.processInfo.environment, toolchain: toolchain)
        for warning in affected.warnings { progress(warning) }
        for path in affected.unowned { progress("\(path) is owned by no target, so every module counts as affected") }
        return try affected.restricted(toPackage: ".")
    }

    /// The notes and the summary's scope for an `--affected` run: what was checked, what skipped.
    static func affectedNotes(
        _ affected: AffectedTargets, reference: String, rules: ToolchainRules, surfaces: Bool, builds: Bool,
        buildScope: Set<String>?
    ) -> (notes: [String], summary: String) {
        let libraries = rules.buildTargets(only: nil).map(\.name)
        let apiModules = rules.apiTargets.map(\.name)
        var notes = affected.everything.map { ["--affected \(reference): everything is affected: \($0)"] } ?? []
        func list(_ names: [String]) -> String {
            names.isEmpty ? "none" : names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", ..." : "")
        }
        var parts: [String] = []
        func note(_ name: String, _ checked: String, _ kind: String, all: [String], covered: [String]) {
            let skipped = all.filter { !covered.contains($0) }
            notes.append(
                "--affected \(reference): \(checked) \(covered.count) of \(all.count) \(kind) (\(list(covered))); skipped \(skipped.count) unaffected: \(list(skipped))"
            )
            parts.append("\(name) \(covered.count) of \(all.count)")
        }
        if builds {
            let built = libraries.filter { buildScope?.contains($0) ?? true }
            note("builds", "builds-alone checked", "library modules", all: libraries, covered: built)
        }
        if surfaces {
            let surfaced = apiModules.filter(affected.names.contains)
            note("surfaces", "API files checked for", "modules", all: apiModules, covered: surfaced)
        }
        return (notes, "affected since \(reference): \(parts.joined(separator: ", "))")
    }

    /// The ownership rule's findings, from the CODEOWNERS file GitHub would read.
    /// With a module table, also whether CODEOWNERS' module lines are the ones the table gives.
    func ownershipFindings(_ map: ModuleMap) -> [Finding] {
        let codeOwners = CodeOwners.load(root: root)
        var findings = map.ownershipFindings(codeOwners: codeOwners, files: CodeOwners.packageFiles(root: root))
        guard let table = map.package.manifest.table, let codeOwners else { return findings }
        let text = read(codeOwners.path) ?? ""
        let current = ModuleOwners.currentSection(in: text)
        if current.map(String.init) != ModuleOwners.section(of: table) {
            let line = current.map { text[..<$0.startIndex].filter { $0 == "\n" }.count + 1 } ?? 1
            let what = current == nil ? "has no generated module lines" : "has module lines that do not match"
            findings.append(
                Finding(
                    .ownership, at: SourceLocation(path: codeOwners.path, line: line),
                    "\(codeOwners.path) \(what) the owner column of the module table in Package.swift; run Tools/check-architecture --graph and commit the result"
                ))
        }
        return findings
    }

    /// A finding for each picture that differs from what `--graph` would write.
    func graphFindings(_ map: ModuleMap) -> [Finding] {
        map.graphFiles.compactMap { path, expected in
            let current = read(path)
            guard current != expected else { return nil }
            let what = current == nil ? "is missing" : "does not match Package.swift and \(map.configuration.path)"
            return Finding(
                .staleGraph, at: SourceLocation(path: path, line: 1),
                "the module-graph picture \(what); run Tools/check-architecture --graph and commit the result")
        }
    }

    /// Writes the module-graph pictures and, with a module table, the module lines of CODEOWNERS.
    ///
    /// - Returns: the paths written, relative to the package root.
    public func writeGraph() throws(ArchitectureCheckError) -> [String] {
        let map = try options.loadModuleMap(toolchain: toolchain)
        var files = map.graphFiles
        if let table = map.package.manifest.table {
            let path = CodeOwners.load(root: root)?.path ?? CodeOwners.candidatePaths[0]
            let section = ModuleOwners.section(of: table)
            files.append((path, ModuleOwners.replacingSection(in: read(path) ?? "", with: section)))
        }
        return try write(files)
    }

    /// The text of the file at `path` (relative to the package root), `nil` when it cannot be read.
    private func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Rewrites the API files of the modules from their compiled public APIs.
    ///
    /// - Returns: the paths written, relative to the package root.
    public func updateAPIFiles() throws(ArchitectureCheckError) -> [String] {
        let map = try options.loadModuleMap(toolchain: toolchain)
        if let cycle = map.cycleFindings().first { throw ArchitectureCheckError("cannot build: \(cycle)") }
        let rules = ToolchainRules(map: map, toolchain: toolchain, options: options, progress: progress)
        return try write(rules.apiFiles())
    }

    /// Writes each text at its path (relative to the package root), with the folders it needs.
    ///
    /// - Returns: the paths.
    private func write(_ files: [(path: String, text: String)]) throws(ArchitectureCheckError) -> [String] {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw ArchitectureCheckError("cannot write \(path): \(error)")
            }
        }
        return files.map(\.path)
    }
}

/// A value worked out on another thread, waited for where it is needed.
private final class Pending<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: Value?

    func start(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) { self.result = work() }
    }

    /// The value, once the work has finished; `nil` when it was never started.
    var value: Value? {
        group.wait()
        return result
    }
}
