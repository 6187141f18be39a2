public import Foundation

/// Where the tools find things in a package (the module map, the scratch path), and which checks
/// the check runs.
public struct ArchitectureCheckOptions: Sendable {
    /// The package root (absolute).
    public var packageRoot: URL
    /// The module map's settings file (`max-height`, `tools-under`, `mocks-suffix`), relative to the
    /// package root; the modules are the lines of the module table of `Package.swift`.
    public var configurationPath = "Tools/architecture/modules.txt"
    /// The warm scratch path for builds (default `<root>/.build-arch`).
    public var scratchPath: URL?
    /// The checks to run.
    public var checks: Set<Check> = Set(Check.allCases)
    /// Limits the builds-alone check to these targets (all library targets when `nil`).
    public var buildTargets: Set<String>?
    /// With a git reference: run the builds-alone and public-surface checks only for the targets
    /// that the changes since its merge base affect (see ``AffectedTargets``).
    public var affectedBase: String?

    /// Options for the package at `packageRoot`, running every check.
    public init(packageRoot: URL) {
        self.packageRoot = packageRoot
    }

    /// The scratch path in effect.
    public var effectiveScratchPath: URL {
        scratchPath ?? packageRoot.appendingPathComponent(".build-arch")
    }
}

extension ArchitectureCheckOptions {
    /// The text of `Package.swift`.
    package func manifestText() throws(ArchitectureCheckError) -> String {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        else {
            throw ArchitectureCheckError(
                "no readable Package.swift in \(packageRoot.path); run from the package root or pass --package-path")
        }
        return text
    }

    /// Loads the module map and the package, reading `Package.swift` through `swift package
    /// dump-package` (which works even for a package with a dependency cycle, unlike `swift package
    /// describe`) through the manifest cache, and joins them.
    package func loadModuleMap(toolchain: Toolchain) throws(ArchitectureCheckError) -> ModuleMap {
        let text = try manifestText()  // the first thing to complain about, before the module map
        guard let map = try? String(contentsOf: packageRoot.appendingPathComponent(configurationPath), encoding: .utf8)
        else {
            throw ArchitectureCheckError(
                "cannot read the module map \(configurationPath) (in \(packageRoot.path)); it holds the settings about no one module (max-height, tools-under, mocks-suffix), and the check cannot run without it"
            )
        }
        let configuration = try ArchitectureConfiguration.parse(map, path: configurationPath)
        let declaration = try ManifestCache(scratchPath: effectiveScratchPath, toolchain: toolchain).declaration(
            root: packageRoot, manifestText: text, scratchPath: effectiveScratchPath)
        return ModuleMap(
            package: PackageModel(declaration: declaration, root: packageRoot, manifestText: text),
            configuration: configuration)
    }
}
