import Foundation

/// Where targets, their dependencies and package dependencies are declared in `Package.swift`, so
/// findings about the manifest point at the line to edit.
///
/// `dump-package` says what the manifest declares but not where. A module, its mocks and its tests
/// come from one line of the module table (``ModuleTable``), so findings about any of them point at
/// that line. The few targets declared in Swift (tools, the app's own tests) are found by their
/// `name: "X"` argument; a dependency of theirs by its quoted name below it; anything not found points
/// at line 1.
public struct ManifestSourceMap: Sendable {
    /// The manifest path used in findings.
    public var path = "Package.swift"
    /// The module table, if the manifest has one.
    public let table: ModuleTable?
    /// The module table's lines out of order or out of column (``ModuleTable/layoutProblems(manifest:)``),
    /// then those whose place or owner does not fit (``ModuleTable/lineProblems()``).
    public let tableProblems: [(line: Int, message: String)]
    private let lines: [Substring]
    private var declarationLines: [String: Int] = [:]

    /// Reads the manifest's text.
    public init(text: String) {
        table = ModuleTable(manifest: text)
        tableProblems = (table?.layoutProblems(manifest: text) ?? []) + (table?.lineProblems() ?? [])
        lines = text.lines
        let factories = [
            ".target(", ".executableTarget(", ".testTarget(", ".plugin(", ".macro(", ".systemLibrary(",
            ".binaryTarget(",
        ]
        for (index, line) in lines.enumerated() {
            // `name: "X"` first on its line, right after a target factory or alone (a declaration over
            // several lines); not a product (`targets: [...]`) or a comment.
            guard let range = line.range(of: "name: \""), !line.contains("targets: ["), !line.hasPrefix("//") else {
                continue
            }
            let before = line[..<range.lowerBound].drop { $0 == " " }
            guard before.isEmpty || factories.contains(where: { before == $0 }) else { continue }
            let rest = line[range.upperBound...]
            guard let quote = rest.firstIndex(of: "\"") else { continue }
            let name = String(rest[..<quote])
            if declarationLines[name] == nil { declarationLines[name] = index + 1 }
        }
    }

    /// The line that declares target `name`: its module's table line, or its Swift declaration.
    public func targetLocation(_ name: String) -> SourceLocation {
        if let entry = table?.entry(forTarget: name) { return SourceLocation(path: path, line: entry.line) }
        return SourceLocation(path: path, line: declarationLines[name] ?? 1)
    }

    /// The line where `target` lists `dependency`, or the target's own line.
    public func dependencyLocation(target: String, dependency: String) -> SourceLocation {
        let location = targetLocation(target)
        guard table?.entry(forTarget: target) == nil, declarationLines[target] != nil else { return location }
        // The quoted name on the declaration's line or below, before the next declaration (and not
        // the package of a product).
        let declarations = Set(declarationLines.values)
        for index in (location.line - 1)..<lines.count {
            if index > location.line - 1 && declarations.contains(index + 1) { break }
            var rest = lines[index][...]
            while let found = rest.range(of: "\"\(dependency)\"") {
                if !rest[..<found.lowerBound].hasSuffix("package: ") {
                    return SourceLocation(path: path, line: index + 1)
                }
                rest = rest[found.upperBound...]
            }
        }
        return location
    }

    /// The line of the `index`-th `.package(...)` entry.
    public func packageDependencyLocation(index: Int) -> SourceLocation {
        let found = lines.indices.filter { lines[$0].contains(".package(") }
        return SourceLocation(path: path, line: index < found.count ? found[index] + 1 : 1)
    }
}
