import Foundation
import Testing
import ToolKit
import ToolTestSupport

extension AffectedSuite {
    /// The owner rules of this repository's Tools/architecture/affected.txt cannot point at nothing: a
    /// rule names files that exist and targets that exist, and a document it names for a test target
    /// is one that target's tests read (so a change to it runs the tests that would catch its drift).
    struct PathRulesOfThisRepositoryTests {
        @Test func everyOwnerRuleNamesFilesAndTargetsThatExistAndTestsThatReadItsDocuments() async throws {
            let root = DocumentedSample.repository
            let rules = try PathRules.parse(
                try String(contentsOf: root.appendingPathComponent(PathRules.defaultPath), encoding: .utf8),
                path: PathRules.defaultPath)
            let listing = try Toolchain.run(
                executable: URL(fileURLWithPath: "/usr/bin/env"), ["git", "ls-files"], in: root)
            let files = listing.output.split(separator: "\n").map(String.init)
            #expect(!rules.owners.isEmpty && files.contains(PathRules.defaultPath))

            for rule in rules.owners {
                let matched = files.filter { file in rule.patterns.contains { PathRules.matches($0, file) } }
                #expect(!matched.isEmpty, "owner rule \(rule.patterns) -> \(rule.targets) matches no file")
                // The analysis warns about an owner rule whose target the manifest does not declare.
                let result = try await onOwnThread {
                    AffectedRepository(root: root).affected(["--files"] + matched)
                }
                #expect(result.status == 0, "\(result.errors)")
                #expect(!result.errors.contains { $0.contains("not a target of Package.swift") }, "\(result.errors)")
                for target in rule.targets where target.hasSuffix("Tests") {
                    let sources = try Self.sources(of: target, in: root, packages: rules.packages)
                    let documents = rule.patterns.filter { $0.hasSuffix(".md") && !$0.contains(where: "*?".contains) }
                    for document in documents where !sources.contains(document) {
                        Issue.record("\(target) never names \(document), which an owner rule gives it")
                    }
                }
            }
        }

        /// No two tracked paths, nor two of their folders, differ only in case: on a file system that
        /// ignores case (macOS's default) they would be one, and a checkout would lose a file.
        @Test func noTwoPathsDifferOnlyInCase() throws {
            let root = DocumentedSample.repository
            let listing = try Toolchain.run(
                executable: URL(fileURLWithPath: "/usr/bin/env"), ["git", "ls-files"], in: root)
            var paths: Set<String> = []
            for file in listing.output.split(separator: "\n") {
                let components = file.split(separator: "/")
                for count in 1...components.count { paths.insert(components.prefix(count).joined(separator: "/")) }
            }
            #expect(paths.count > 100)
            let byCase = Dictionary(grouping: paths) { $0.lowercased() }
            let clashes = byCase.values.filter { $0.count > 1 }.map { $0.sorted() }
            #expect(clashes.isEmpty, "paths that differ only in case: \(clashes)")
        }

        /// The text of every Swift file in the test target's folder: `Tests/<target>` of the root
        /// package or of a package nested in it (one of `packages`).
        static func sources(of target: String, in root: URL, packages: [String]) throws -> String {
            let folders = ([root] + packages.map { root.appendingPathComponent($0) }).map {
                $0.appendingPathComponent("Tests/\(target)")
            }
            let urls = folders.flatMap { folder in
                let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
                return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            }
            return try urls.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        }
    }
}
