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
