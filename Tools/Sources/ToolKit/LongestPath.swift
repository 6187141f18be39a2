/// The longest path in the graph of `successors` that starts at one of `nodes`: of equally long
/// paths, the first found when trying `nodes` and each node's successors in order. A path never
/// returns to a node it has passed; `cyclic` tells whether the walk met such an edge back.
package func longestPath(
    through nodes: [String], successors: [String: [String]]
) -> (path: [String], cyclic: Bool) {
    var memo: [String: [String]] = [:]
    var visiting: Set<String> = []
    var cyclic = false
    func longest(from node: String) -> [String] {
        if let known = memo[node] { return known }
        var best: [String] = []
        for next in successors[node] ?? [] {
            guard !visiting.contains(next) else {
                cyclic = true
                continue
            }
            visiting.insert(node)
            let candidate = longest(from: next)
            visiting.remove(node)
            if candidate.count > best.count { best = candidate }
        }
        memo[node] = [node] + best
        return [node] + best
    }
    var best: [String] = []
    for node in nodes {
        let candidate = longest(from: node)
        if candidate.count > best.count { best = candidate }
    }
    return (best, cyclic)
}

extension ModuleMap {
    /// The longest dependency path between modules, tests, mocks, examples and tools aside (`nil` when
    /// the graph has a cycle). Tests, their mocks, examples and tools sit on top of the graph and are
    /// outside its layering. `Tools/check-architecture` holds it to `max-height`; `Tools/new-rib` raises
    /// `max-height` when the new RIB makes it longer.
    public func longestPath() -> [String]? {
        let nodes = package.targets.filter { ![.test, .tool, .mocks, .example].contains(role(of: $0.name)) }
        let names = Set(nodes.map(\.name))
        var successors: [String: [String]] = [:]
        for target in nodes {
            successors[target.name, default: []] += internalDependencies(of: target).filter(names.contains)
        }
        let (path, cyclic) = ToolKit.longestPath(through: nodes.map(\.name), successors: successors)
        return cyclic ? nil : path
    }
}
