public import Foundation

/// Where the check finds and writes things, and which checks it runs.
public struct ArchitectureCheckOptions: Sendable {
    /// The package root (absolute).
    public var packageRoot: URL
    /// The module map, relative to the package root.
    public var configurationPath = "Tools/architecture/modules.txt"
    /// The folder of the public-API allowlists, relative to the package root.
    public var allowlistDirectory = "Tools/architecture/public-api"
    /// The Mermaid picture, relative to the package root.
    public var graphMarkdownPath = "docs/module-graph.md"
    /// The DOT picture, relative to the package root.
    public var graphDOTPath = "docs/module-graph.dot"
    /// The warm scratch path for builds (default `<root>/.build-arch`).
    public var scratchPath: URL?
    /// The checks to run.
    public var checks: Set<Check> = Set(Check.allCases)
    /// Limits the builds-alone check to these targets (all library targets when `nil`).
    public var buildTargets: Set<String>?

    /// Options for the package at `packageRoot`, running every check.
    public init(packageRoot: URL) {
        self.packageRoot = packageRoot
    }

    /// The scratch path in effect.
    public var effectiveScratchPath: URL {
        scratchPath ?? packageRoot.appendingPathComponent(".build-arch")
    }
}

/// What a run found.
public struct ArchitectureReport: Sendable {
    /// The findings, in the order of the checks and then of their locations.
    public var findings: [Finding]
    /// The non-test targets.
    public var moduleCount: Int
    /// The test targets.
    public var testTargetCount: Int
    /// The declared dependency edges between targets of the package.
    public var edgeCount: Int
    /// The graph height, `nil` when it has a cycle.
    public var height: Int?
    /// The configured maximum height.
    public var maxHeight: Int?
    /// The checks that ran.
    public var checks: Set<Check>
    /// Remarks about checks that could not run (e.g. skipped because of a cycle).
    public var notes: [String]

    /// The one-line summary printed last.
    public var summary: String {
        let heightText = height.map { "height \($0)" } ?? "height undefined (cycle)"
        let maxText = maxHeight.map { " (max \($0))" } ?? ""
        let skipped = Check.allCases.filter { !checks.contains($0) }.map(\.rawValue)
        let skippedText = skipped.isEmpty ? "" : "; skipped: \(skipped.joined(separator: ", "))"
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let counts = [
            count(moduleCount, "module"), count(testTargetCount, "test target"), count(edgeCount, "edge"),
        ]
        return
            "check-architecture: \(counts.joined(separator: ", ")), \(heightText)\(maxText), \(count(findings.count, "finding"))\(skippedText)"
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

    /// Reads `Package.swift` through `swift package dump-package`, which works even for a package with
    /// a dependency cycle (unlike `swift package describe`).
    public func loadPackage() throws(ArchitectureCheckError) -> PackageModel {
        let text = try manifestText()
        let result = try toolchain.run([
            "package", "--package-path", root.path,
            "--scratch-path", options.effectiveScratchPath.path, "dump-package",
        ])
        guard result.status == 0 else {
            let details = result.errors.isEmpty ? result.output : result.errors
            throw ArchitectureCheckError(
                "cannot read Package.swift (`swift package dump-package` failed); fix the manifest first:\n"
                    + details.trimmingWhitespace())
        }
        return try PackageModel(dumpPackageJSON: Data(result.output.utf8), root: root, manifestText: text)
    }

    /// The text of `Package.swift`.
    func manifestText() throws(ArchitectureCheckError) -> String {
        let manifestURL = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw ArchitectureCheckError(
                "no readable Package.swift in \(root.path); run from the package root or pass --package-path")
        }
        return text
    }

    /// Reads the module map.
    public func loadConfiguration() throws(ArchitectureCheckError) -> ArchitectureConfiguration {
        let url = root.appendingPathComponent(options.configurationPath)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw ArchitectureCheckError(
                "cannot read the module map \(options.configurationPath) (in \(root.path)); it describes the RIB tree and the role of every module, and the check cannot run without it"
            )
        }
        return try ArchitectureConfiguration.parse(text, path: options.configurationPath)
    }

    /// Loads the package and the configuration and joins them.
    public func loadModuleMap() throws(ArchitectureCheckError) -> ModuleMap {
        _ = try manifestText()  // the first thing to complain about, before the module map
        let configuration = try loadConfiguration()
        return ModuleMap(package: try loadPackage(), configuration: configuration)
    }

    /// Runs the selected checks.
    public func run() throws(ArchitectureCheckError) -> ArchitectureReport {
        let map = try loadModuleMap()
        return try run(on: map)
    }

    /// Runs the selected checks on an already loaded module map.
    public func run(on map: ModuleMap) throws(ArchitectureCheckError) -> ArchitectureReport {
        let checks = options.checks
        var findings: [Finding] = []
        var notes: [String] = []
        func sorted(_ list: [Finding]) -> [Finding] {
            list.sorted { ($0.location, $0.rule.rawValue, $0.message) < ($1.location, $1.rule.rawValue, $1.message) }
        }
        if checks.contains(.packages) { findings += sorted(map.packageDependencyFindings()) }
        if checks.contains(.edges) { findings += sorted(map.moduleMapFindings() + map.edgeFindings()) }
        let cycles = map.cycleFindings()
        if checks.contains(.cycles) { findings += cycles }
        if checks.contains(.imports) { findings += sorted(map.importFindings() + map.builderEntryFindings()) }
        if checks.contains(.height) { findings += map.heightFindings() }
        if checks.contains(.graph) { findings += graphFindings(map) }
        let needsCompiler = checks.contains(.surfaces) || checks.contains(.builds)
        if needsCompiler && !cycles.isEmpty {
            notes.append("public surfaces and builds were not checked: SwiftPM cannot build a package with a cycle")
        } else if needsCompiler {
            let rules = ToolchainRules(
                map: map, toolchain: toolchain, scratchPath: options.effectiveScratchPath,
                allowlistDirectory: options.allowlistDirectory, progress: progress)
            if checks.contains(.surfaces) { findings += sorted(try rules.surfaceFindings()) }
            if checks.contains(.builds) { findings += try rules.buildAloneFindings(only: options.buildTargets) }
        }
        return ArchitectureReport(
            findings: findings,
            moduleCount: map.package.targets.filter { $0.kind != .test }.count,
            testTargetCount: map.package.targets.filter { $0.kind == .test }.count,
            edgeCount: map.edges.count,
            height: map.height,
            maxHeight: map.configuration.maxHeight,
            checks: checks,
            notes: notes)
    }

    /// A finding for each picture that differs from what `--graph` would write.
    func graphFindings(_ map: ModuleMap) -> [Finding] {
        let document = ModuleGraphDocument(map: map)
        var findings: [Finding] = []
        for (path, expected) in [(options.graphMarkdownPath, document.markdown), (options.graphDOTPath, document.dot)] {
            let current = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            guard current != expected else { continue }
            let what = current == nil ? "is missing" : "does not match Package.swift and \(map.configuration.path)"
            findings.append(
                Finding(
                    .staleGraph, at: SourceLocation(path: path, line: 1),
                    "the module-graph picture \(what); run Tools/check-architecture --graph and commit the result"))
        }
        return findings
    }

    /// Writes the module-graph pictures.
    ///
    /// - Returns: the paths written, relative to the package root.
    public func writeGraph() throws(ArchitectureCheckError) -> [String] {
        let document = ModuleGraphDocument(map: try loadModuleMap())
        for (path, text) in [(options.graphMarkdownPath, document.markdown), (options.graphDOTPath, document.dot)] {
            let url = root.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw ArchitectureCheckError("cannot write \(path): \(error)")
            }
        }
        return [options.graphMarkdownPath, options.graphDOTPath]
    }

    /// Rewrites the public-API allowlists of the RIB modules from their compiled symbols.
    ///
    /// - Returns: the paths written, relative to the package root.
    public func updateAllowlists() throws(ArchitectureCheckError) -> [String] {
        let map = try loadModuleMap()
        if let cycle = map.cycleFindings().first { throw ArchitectureCheckError("cannot build: \(cycle)") }
        let rules = ToolchainRules(
            map: map, toolchain: toolchain, scratchPath: options.effectiveScratchPath,
            allowlistDirectory: options.allowlistDirectory, progress: progress)
        return try rules.updateAllowlists()
    }
}
