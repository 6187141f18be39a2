import Foundation
public import ToolKit

/// The builder-entry rule: outside the composition root, no source names another module's builder
/// entry, so parents receive their children's builders from outside instead of making them.
extension ModuleMap {
    /// The builder entry of RIB module `name`: the one public function that makes its builder,
    /// `make<Name>Builder`, which only an app may call.
    public static func builderEntry(of name: String) -> String {
        "make\(name)Builder"
    }

    /// Sources outside the composition root that name another RIB module's builder entry.
    ///
    /// Apps are the composition root; test targets assemble trees to test them, and examples and tools
    /// (benchmarks) are composition roots of their own, so they may name any entry. A RIB module may name its own
    /// entry. Comments and string literals do not count.
    func builderEntryFindings(scanned: [String: SourceFacts]) -> [Finding] {
        let entries = Dictionary(
            table.ribs.map { (Self.builderEntry(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        guard !entries.isEmpty else { return [] }
        var findings: [Finding] = []
        for target in package.targets
        where ![.app, .test, .example, .tool, .unclassified].contains(role(of: target.name)) && target.kind != .plugin {
            for file in target.sources {
                for (line, word) in scanned[file]?.builderNames ?? [] {
                    guard let owner = entries[word], owner != target.name else { continue }
                    findings.append(
                        Finding(
                            .builderEntry, at: SourceLocation(path: file, line: line),
                            "'\(target.name)' names '\(word)', the builder entry of '\(owner)', which only the composition root (an app) may call; take what builds '\(owner)' (a builder factory or a plugin point) as a parameter of '\(Self.builderEntry(of: target.name))' and let the app pass '\(word)' in"
                        ))
                }
            }
        }
        return findings
    }

    /// The identifiers of a line of code, in order.
    static func identifiers(in line: String) -> [String] {
        line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { !$0.first!.isNumber }.map(String.init)
    }
}
