public import Foundation

/// One group of rules that can be run or skipped as a whole (`--only`, `--skip`, `--skip-builds`).
public enum Check: String, CaseIterable, Sendable {
    // What each check makes sure of is its `summary`.
    case edges, cycles, imports, surfaces, packages, builds, height, graph, isolation, ownership

    /// What the check makes sure of, for `--help`.
    public var summary: String {
        switch self {
        case .edges: "allowed dependency edges (RIB tree, layers, plugin isolation, shared modules)"
        case .cycles: "no dependency cycles"
        case .imports: "no implicit imports, no unused declared dependencies, builder entries named only by apps"
        case .surfaces: "public API of each library module equals its API file (compiles the modules)"
        case .packages: "no package dependencies"
        case .builds: "every library target compiles with only its declared dependencies visible"
        case .height: "module graph height within the checked-in maximum"
        case .graph: "docs/module-graph.md and docs/module-graph.dot are current"
        case .isolation: "core, UI, shared, RIB, test-support modules and apps are main actor by default"
        case .ownership: "every target's folder has an owner in CODEOWNERS; every CODEOWNERS line matches a file"
        }
    }
}

/// The rule a finding breaks; its raw value is the tag printed in brackets.
public enum Rule: String, CaseIterable, Sendable {
    /// A dependency edge that the RIB tree or the module layers forbid.
    case allowedEdges = "allowed-edges"
    /// A dependency between a plugin and its host, or between two plugins of the same host.
    case pluginIsolation = "plugin-isolation"
    /// A shared non-RIB module that depends on a RIB.
    case sharedModule = "shared-module"
    /// A source outside the composition root that names another module's builder entry.
    case builderEntry = "builder-entry"
    /// The module map in the configuration and the targets of the package disagree.
    case moduleMap = "module-map"
    /// A dependency cycle.
    case cycle
    /// An import of a package module that is not a direct declared dependency.
    case implicitImport = "implicit-import"
    /// A declared dependency that no source file imports.
    case unusedDependency = "unused-dependency"
    /// A module's public API and its API file differ.
    case publicSurface = "public-surface"
    /// A package dependency (`.package(...)`) or a product from another package.
    case packageDependency = "package-dependency"
    /// A library target that does not compile with only its declared dependencies visible.
    case buildsAlone = "builds-alone"
    /// The module graph is taller than the checked-in maximum.
    case maxHeight = "max-height"
    /// The committed module-graph picture does not match the package.
    case staleGraph = "stale-graph"
    /// A core, UI, shared, RIB, test-support module or app without `.defaultIsolation(MainActor.self)`.
    case mainActorDefault = "main-actor-default"
    /// A target without an owner in CODEOWNERS, or a CODEOWNERS line that owns nothing.
    case ownership

    /// The check that reports this rule.
    public var check: Check {
        switch self {
        case .allowedEdges, .moduleMap, .pluginIsolation, .sharedModule: .edges
        case .cycle: .cycles
        case .implicitImport, .unusedDependency, .builderEntry: .imports
        case .publicSurface: .surfaces
        case .packageDependency: .packages
        case .buildsAlone: .builds
        case .maxHeight: .height
        case .staleGraph: .graph
        case .mainActorDefault: .isolation
        case .ownership: .ownership
        }
    }
}

/// A place in a file of the package, as compilers print it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path relative to the package root (or absolute when the file lies outside it).
    public var path: String
    /// The 1-based line.
    public var line: Int

    /// Creates a location; `line` is 1-based.
    public init(path: String, line: Int) {
        self.path = path
        self.line = max(line, 1)
    }

    /// Orders by path, then line.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line) < (rhs.path, rhs.line)
    }

    /// `path:line`.
    public var description: String { "\(path):\(line)" }
}

/// One broken rule, printed as `path:line: error: [rule] message`.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The rule that is broken.
    public var rule: Rule
    /// Where to fix it.
    public var location: SourceLocation
    /// What is wrong and how to fix it.
    public var message: String

    public init(_ rule: Rule, at location: SourceLocation, _ message: String) {
        self.rule = rule
        self.location = location
        self.message = message
    }

    /// The compiler-style line, with the path as stored (relative to the package root).
    public var description: String { formatted(pathPrefix: "") }

    /// The compiler-style line, with `pathPrefix` put before relative paths.
    public func formatted(pathPrefix: String) -> String {
        let path = location.path.hasPrefix("/") ? location.path : pathPrefix + location.path
        return "\(path):\(location.line): error: [\(rule.rawValue)] \(message)"
    }
}

/// A reason the check itself cannot run (exit status 2, or 64 for a malformed command line), as opposed
/// to a finding about the package.
public struct ArchitectureCheckError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong and what to do about it.
    public var message: String
    /// Whether the command line was malformed (the tools exit 64 then, and 2 for any other error).
    public var isUsage: Bool

    /// Creates an error with a message for the person running the check.
    public init(_ message: String, isUsage: Bool = false) {
        self.message = message
        self.isUsage = isUsage
    }

    /// A malformed command line.
    public static func usage(_ message: String) -> ArchitectureCheckError {
        ArchitectureCheckError(message, isUsage: true)
    }

    /// The exit status for this error: 64 for a malformed command line, 2 for anything else.
    public var exitStatus: Int32 { isUsage ? 64 : 2 }

    /// The message.
    public var description: String { message }

    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }
}
