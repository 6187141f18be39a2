import Foundation

/// Which targets a set of changed files affects: each file's owner (from the manifest), then
/// everything that depends on an owner, transitively.
///
/// Files are mapped through ``PathRules``. A file that was removed or renamed away is mapped
/// through the base's manifest when `Package.swift` changed too, so that the files of a deleted
/// module still lead to the modules that depended on it.
///
/// The packages that the rules' `package` lines nest in the root package are analysed with it: the
/// graph holds their targets too (see ``PackageGraph/merging(_:nestedIn:)``), a change to one's
/// `Package.swift` affects every target it declares, and each entry says its package. They are read
/// at the head only: the base's manifest, compared when `Package.swift` changed, is the root's.
public struct AffectedTargets: Sendable {
    /// Why one target is affected.
    public struct Entry: Sendable, Equatable {
        /// The target.
        public var name: String
        /// Its kind.
        public var kind: TargetKind
        /// Why: a changed file it owns, a declaration change, or the affected target it depends on.
        public var reason: String
        /// The folder of its package, relative to the root package: `.` for the root.
        public var package = "."
    }

    /// What one changed path did.
    public struct FileEffect: Sendable, Equatable {
        /// The path, relative to the package root.
        public var path: String
        /// How it changed (`deleted` and `renamed` name the old side of a rename too).
        public var status: FileChange.Status
        /// What it affects, in words: `everything (always: Package.swift)`, `OffGame`, `nothing
        /// (never: docs/**)`, `everything (owned by no target)`.
        public var effect: String
    }

    /// When every target is affected, why.
    public var everything: String?
    /// The affected targets that are not tests, in dependency order.
    public var modules: [Entry]
    /// The affected test targets, in dependency order.
    public var tests: [Entry]
    /// The focus (`RIBS_FOCUS`, which the root's manifest reads) that declares exactly the affected
    /// test targets of the root package, in dependency order: `X` for a test target `XTests` of a
    /// target `X`, the test target's own name otherwise; empty when the change affects everything
    /// (the whole package, no focus) or no test of the root package.
    public var focus: [String]
    /// Every changed path and its effect, in the order given.
    public var files: [FileEffect]
    /// Changed paths that no target owns and no rule covers (each affects everything).
    public var unowned: [String]
    /// Remarks for standard error (e.g. an owner rule naming a target that does not exist).
    public var warnings: [String]
    /// The packages analysed: `.` (the root) and the folders of the nested ones.
    public var packages: [String]

    /// Decides what `changes` affect.
    ///
    /// - Parameters:
    ///   - changes: the changed files.
    ///   - head: the package graph now, the nested packages' targets included.
    ///   - base: the root package's graph at the base, when `Package.swift` is among the changes.
    ///   - baseUnreadable: why the base's manifest could not be read, when it changed and could not.
    ///   - rules: the path rules.
    public init(
        changes: [FileChange], head: PackageGraph, base: PackageGraph? = nil, baseUnreadable: String? = nil,
        rules: PathRules
    ) {
        var direct: [String: String] = [:]
        var everything: String?
        var files: [FileEffect] = []
        var unowned: [String] = []
        var warnings: [String] = []
        func affect(_ name: String, _ reason: String) {
            if direct[name] == nil { direct[name] = reason }
        }
        func everythingBecause(_ reason: String) {
            if everything == nil { everything = reason }
        }
        let manifests = (["Package.swift"] + rules.packages.map { "\($0)/Package.swift" }).joined(separator: " or ")

        // One side of a change: the new path (added, modified, renamed to) or the old one (deleted,
        // renamed from), which the base's manifest owns; returns its effect.
        func classify(_ path: String, status: FileChange.Status, oldSide: Bool) -> String {
            let what = oldSide && status == .renamed ? "renamed away" : status.rawValue
            if let pattern = rules.always.first(where: { PathRules.matches($0, path) }) {
                everythingBecause("\(path) changed, which affects everything (always: \(pattern))")
                return "everything (always: \(pattern))"
            }
            if path == "Package.swift" {
                // Without an `always` rule, the manifests' declarations are compared below.
                return "the targets whose declaration changed"
            }
            if let folder = rules.packages.first(where: { path == "\($0)/Package.swift" }) {
                // A nested package's manifest: read at the head only, so every target it declares.
                for target in head.targets where target.package == folder {
                    affect(target.name, "\(path) \(what) (the manifest of the package \(folder), which declares it)")
                }
                return "every target of the package \(folder)"
            }
            var graph = oldSide ? (base ?? head) : head
            var owners = graph.owners(of: path)
            // The base's graph is the root's: in a nested package's folder, the old side of a file
            // the base's root targets do not own is looked up in the package (read at the head).
            if owners.isEmpty, oldSide, base != nil, rules.package(holding: path) != nil {
                graph = head
                owners = head.owners(of: path)
            }
            for extra in rules.extraOwners(of: path) where !owners.contains(extra) {
                if graph.target(named: extra) == nil && head.target(named: extra) == nil {
                    warnings.append(
                        "an owner rule gives \(path) to '\(extra)', which is not a target of \(manifests); rule ignored"
                    )
                } else {
                    owners.append(extra)
                }
            }
            var effects: [String] = []
            for owner in owners {
                if head.target(named: owner) != nil {
                    affect(owner, "\(path) \(what)")
                    effects.append(owner)
                    continue
                }
                // A module the base had and the head has not: what depended on it is affected.
                let dependents = (base?.dependents[owner] ?? []).filter { head.target(named: $0) != nil }
                for dependent in dependents {
                    affect(dependent, "depended on \(owner), which was removed (\(path) \(what))")
                }
                effects.append(
                    "\(owner) (removed; its dependents: \(dependents.isEmpty ? "none" : dependents.joined(separator: ", ")))"
                )
            }
            if !owners.isEmpty { return effects.joined(separator: ", ") }
            if let pattern = rules.never.first(where: { PathRules.matches($0, path) }) {
                return "nothing (never: \(pattern))"
            }
            unowned.append(path)
            everythingBecause("\(path) is owned by no target, so it may affect anything")
            return "everything (owned by no target)"
        }

        for change in changes {
            // A rename's two sides, the old one first; a deleted file's one side is the old one.
            let sides = change.previousPath.map { [($0, true), (change.path, false)] }
            for (path, oldSide) in sides ?? [(change.path, change.status == .deleted)] {
                let effect = classify(path, status: change.status, oldSide: oldSide)
                files.append(FileEffect(path: path, status: change.status, effect: effect))
            }
        }

        // A manifest change that no `always` rule covers (a base is given): compare the declarations.
        if everything == nil {
            if let baseUnreadable {
                everythingBecause("Package.swift changed and the base's manifest cannot be read (\(baseUnreadable))")
            } else if let base {
                // The root's declarations only: the nested packages are read at the head alone.
                for target in head.targets where target.package == "." {
                    if base.target(named: target.name) == nil {
                        affect(target.name, "new in Package.swift")
                    } else if base.declarations[target.name] != head.declarations[target.name] {
                        affect(target.name, "its declaration in Package.swift changed")
                    }
                }
                for old in base.targets where head.target(named: old.name) == nil {
                    for dependent in base.dependents[old.name] ?? [] where head.target(named: dependent) != nil {
                        affect(dependent, "depended on \(old.name), which was removed from Package.swift")
                    }
                }
            }
        }

        // The reverse-dependency closure, breadth first from the directly affected targets.
        var reasons: [String: String] = [:]
        if let everything {
            for target in head.targets { reasons[target.name] = everything }
        } else {
            let dependents = head.dependents
            var queue = head.targets.map(\.name).filter { direct[$0] != nil }[...]
            for name in queue { reasons[name] = direct[name] }
            while let name = queue.popFirst() {
                for dependent in dependents[name] ?? [] where reasons[dependent] == nil {
                    reasons[dependent] = "depends on \(name)"
                    queue.append(dependent)
                }
            }
        }
        var modules: [Entry] = []
        var tests: [Entry] = []
        for name in head.dependencyOrder {
            guard let reason = reasons[name], let target = head.target(named: name) else { continue }
            let entry = Entry(name: name, kind: target.kind, reason: reason, package: target.package)
            if target.kind == .test { tests.append(entry) } else { modules.append(entry) }
        }
        self.everything = everything
        self.modules = modules
        self.tests = tests
        // The focus is the root manifest's: the root's test targets only.
        self.focus = tests.filter { $0.package == "." }.map { test in
            guard let tested = head.testedTarget(of: test.name), tested.package == "." else { return test.name }
            return tested.name
        }
        if everything != nil { self.focus = [] }
        self.files = files
        self.unowned = unowned
        self.warnings = warnings
        self.packages = ["."] + rules.packages
    }

    /// What the change means for the package in `folder` (`.` for the root, or a nested package's
    /// folder): its affected modules and tests only, and the focus only for the root (the focus is
    /// the root manifest's). Why everything is affected, the files and the warnings stay whole.
    /// Without a folder (no `--package`), all of it.
    ///
    /// - Throws: a usage error when `folder` is none of this analysis's ``packages``.
    public func restricted(toPackage folder: String?) throws(ArchitectureCheckError) -> AffectedTargets {
        guard let folder else { return self }
        guard packages.contains(folder) else {
            throw .usage(
                "--package \(folder): no package of this analysis (packages: \(packages.joined(separator: ", ")); a nested one needs a 'package:' line in the path rules)"
            )
        }
        var result = self
        result.modules = modules.filter { $0.package == folder }
        result.tests = tests.filter { $0.package == folder }
        if folder != "." { result.focus = [] }
        return result
    }

    /// Every affected target's name.
    public var names: Set<String> { Set(modules.map(\.name) + tests.map(\.name)) }

    /// A regular expression for `swift test --filter` that selects the affected test targets' tests
    /// (test identifiers start with the test module's name and a dot); it matches no test when no
    /// test target is affected.
    public var swiftTestFilter: String {
        guard !tests.isEmpty else { return "^$" }
        let names = tests.map { Self.escaped($0.name.replacingOccurrences(of: "-", with: "_")) }
        return "^(\(names.joined(separator: "|")))\\."
    }

    static func escaped(_ text: String) -> String {
        String(text.flatMap { "\\^$.|?*+()[]{}".contains($0) ? ["\\", $0] : [$0] })
    }
}
