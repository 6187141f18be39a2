public import ToolKit

/// The rules that need only the manifest and the configuration: module map, allowed edges,
/// cycles, height and package dependencies.
extension ModuleMap {
    /// Targets the configuration does not describe, and configuration entries that match no target
    /// or the wrong kind of target.
    public func moduleMapFindings() -> [Finding] {
        var findings: [Finding] = []
        let toolFolders = configuration.toolsDirectories.map { $0 + "/" }.joined(separator: ", ")
        let toolsNote = toolFolders.isEmpty ? "" : " (targets under \(toolFolders) are tools)"
        for target in package.targets where role(of: target.name) == .unclassified {
            findings.append(
                Finding(
                    .moduleMap, at: package.manifest.targetLocation(target.name),
                    "target '\(target.name)' (\(target.path)) is not described in \(modulesSource), so no rule knows what it may depend on; make it a line of the table\(toolsNote)"
                ))
        }
        findings += package.manifest.tableProblems.map {
            Finding(.moduleMap, at: SourceLocation(path: package.manifest.path, line: $0.line), $0.message)
        }
        for name in table.entries.map(\.name) where role(of: name) != .unclassified {
            guard let target = package.target(named: name) else {
                findings.append(
                    Finding(
                        .moduleMap, at: package.manifest.targetLocation(name),
                        "\(modulesSource) describes '\(name)', but Package.swift has no target of that name; remove the line or add the target"
                    ))
                continue
            }
            let role = role(of: name)
            // An app is an executable, or the library that holds its composition root.
            let expected: [TargetKind] = role == .app ? [.executable, .regular] : [.regular]
            if !expected.contains(target.kind) {
                findings.append(
                    Finding(
                        .moduleMap, at: package.manifest.targetLocation(name),
                        "'\(name)' is described as \(describe(name)) but is a '\(target.kind.rawValue)' target in Package.swift; \(role == .app ? "apps are executable or library targets" : "modules are library targets (.target)")"
                    ))
            }
        }
        return findings
    }

    /// Declared dependencies that break the layering or the RIB tree.
    public func edgeFindings() -> [Finding] {
        edges.compactMap { from, to in
            forbiddenReason(from: from, to: to).map { reason in
                Finding(
                    rule(from: from, to: to), at: package.manifest.dependencyLocation(target: from, dependency: to),
                    "'\(from)' depends on '\(to)', which it may not: \(reason); remove \"\(to)\" from the dependencies of '\(from)' in Package.swift (rules: \(configuration.path))"
                )
            }
        }
    }

    /// The dependency edges between targets of the package: (from, to), in manifest order.
    public var edges: [(from: String, to: String)] {
        package.targets.flatMap { target in internalDependencies(of: target).map { (target.name, $0) } }
    }

    /// Every elementary cycle of the target graph, each starting at its earliest-declared target.
    public func cycles(limit: Int = 100) -> [[String]] {
        let order = Dictionary(
            package.targets.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let successors = Dictionary(grouping: edges) { $0.from }.mapValues { $0.map { $0.to } }
        // A cycle lies within one strongly connected component: walk only inside those, so a large
        // acyclic graph costs one linear pass instead of a walk over all its paths.
        let component = stronglyConnectedComponents(successors: successors)
        var result: [[String]] = []
        // For each start node, walk only through later nodes, so each cycle is found once.
        for start in package.targets.map(\.name) {
            guard let startIndex = order[start], let startComponent = component[start] else { continue }
            var path = [start]
            var onPath: Set = [start]
            func walk(_ node: String) {
                guard result.count < limit else { return }
                for next in successors[node] ?? [] where component[next] == startComponent {
                    if next == start {
                        result.append(path + [start])
                    } else if let index = order[next], index > startIndex, !onPath.contains(next) {
                        path.append(next)
                        onPath.insert(next)
                        walk(next)
                        onPath.remove(next)
                        path.removeLast()
                    }
                }
            }
            walk(start)
        }
        return result
    }

    /// The strongly connected component of every target (Tarjan's algorithm): targets with the same
    /// number reach each other.
    func stronglyConnectedComponents(successors: [String: [String]]) -> [String: Int] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var component: [String: Int] = [:]
        var nextIndex = 0
        var nextComponent = 0
        func connect(_ node: String) {
            index[node] = nextIndex
            lowLink[node] = nextIndex
            nextIndex += 1
            stack.append(node)
            onStack.insert(node)
            for next in successors[node] ?? [] {
                if index[next] == nil {
                    connect(next)
                    lowLink[node] = min(lowLink[node]!, lowLink[next]!)
                } else if onStack.contains(next) {
                    lowLink[node] = min(lowLink[node]!, index[next]!)
                }
            }
            guard lowLink[node] == index[node] else { return }
            while let member = stack.popLast() {
                onStack.remove(member)
                component[member] = nextComponent
                if member == node { break }
            }
            nextComponent += 1
        }
        for target in package.targets where index[target.name] == nil {
            connect(target.name)
        }
        return component
    }

    /// One finding per dependency cycle, with its path.
    public func cycleFindings() -> [Finding] {
        cycles().map { cycle in
            let from = cycle[0]
            let to = cycle[1]
            let ribNote =
                cycle.contains { role(of: $0) == .rib }
                ? "; if a child needs something from its parent, declare it in the child's Listener or Dependency protocol and let the parent implement it"
                : ""
            return Finding(
                .cycle, at: package.manifest.dependencyLocation(target: from, dependency: to),
                "dependency cycle \(cycle.joined(separator: " -> ")); SwiftPM cannot build a package with a cycle: remove one of these edges from Package.swift\(ribNote)"
            )
        }
    }

    /// The height (edges on the longest path between modules, tests and tools aside), `nil` with a cycle.
    public var height: Int? {
        longestPath().map { max($0.count - 1, 0) }
    }

    /// A finding when the graph is taller than `max-height`.
    public func heightFindings() -> [Finding] {
        guard let maximum = configuration.maxHeight, let path = longestPath(), path.count - 1 > maximum else {
            return []
        }
        return [
            Finding(
                .maxHeight, at: package.manifest.dependencyLocation(target: path[0], dependency: path[1]),
                "the module graph is \(path.count - 1) levels tall (\(path.joined(separator: " -> "))), more than the maximum of \(maximum) set in \(configuration.path):\(configuration.maxHeightLine); make a module depend on a lower one directly, or raise max-height there deliberately"
            )
        ]
    }

    /// Package dependencies and products of other packages.
    public func packageDependencyFindings() -> [Finding] {
        var findings = package.packageDependencies.enumerated().map { index, dependency in
            Finding(
                .packageDependency, at: package.manifest.packageDependencyLocation(index: index),
                "Package.swift depends on package '\(dependency.identity)' (\(dependency.location)), but this package uses the Swift toolchain only (ARCHITECTURE.md, hard constraints): remove the .package(...) entry and the products that use it"
            )
        }
        for target in package.targets {
            for dependency in target.dependencies
            where dependency.package != nil || package.target(named: dependency.name) == nil {
                let from = dependency.package.map { " of package '\($0)'" } ?? " (not a target of this package)"
                findings.append(
                    Finding(
                        .packageDependency,
                        at: package.manifest.dependencyLocation(target: target.name, dependency: dependency.name),
                        "'\(target.name)' depends on product '\(dependency.name)'\(from); depend only on targets of this package"
                    ))
            }
        }
        return findings
    }
}
