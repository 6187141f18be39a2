import Foundation
import ToolKit

/// The `ownership` rule: every target's folder has an owner in CODEOWNERS, and every CODEOWNERS
/// line owns something.
///
/// It covers every target of `Package.swift` alike (modules, their tests, mocks targets, apps,
/// tools, plugins), so a new target needs only its CODEOWNERS line. A target is owned when every
/// file in its folder has an owner by GitHub's rules (the last matching line wins, see
/// ``CodeOwners``); a line whose pattern matches no file of the repository is stale, usually a
/// module that moved or was removed.
extension ModuleMap {
    /// The findings of the ownership rule, with the files of the package (relative paths) that
    /// patterns are matched against.
    func ownershipFindings(codeOwners: CodeOwners?, files: [String]) -> [Finding] {
        guard let codeOwners else {
            let places = CodeOwners.candidatePaths.joined(separator: ", ")
            return [
                Finding(
                    .ownership, at: SourceLocation(path: package.manifest.path, line: 1),
                    "the package has no CODEOWNERS file (GitHub reads the first of \(places)), so no module has an owner; add .github/CODEOWNERS with a line per module folder, e.g. `/Modules/OffGame/ @org/team`"
                )
            ]
        }
        // Sorted, the files of a folder are one run of the list: found by bisection, not by a pass
        // over every file of the repository for every target; the targets are looked at in parallel.
        let files = files.sorted()
        let unownedTargets = package.targets.filter { !$0.path.isEmpty }.concurrentMap { target -> Finding? in
            let inside = CodeOwners.files(under: target.path, in: files)
            let unowned = inside.filter { codeOwners.owners(of: $0).isEmpty }
            guard let first = unowned.first else { return nil }
            let more = unowned.count > 1 ? " (and \(unowned.count - 1) more of its \(inside.count) files)" : ""
            let kind = target.kind == .test ? "test target" : "target"
            return Finding(
                .ownership, at: package.manifest.targetLocation(target.name),
                "\(kind) '\(target.name)' (\(target.path)) has no owner: no line of \(codeOwners.path) with an owner matches \(first)\(more); add a line `/\(target.path)/ @org/team` (the team that reviews it) to \(codeOwners.path)"
            )
        }
        var findings = unownedTargets.compactMap { $0 }
        let matched = codeOwners.matchedRules(in: files)
        for (index, rule) in codeOwners.rules.enumerated() {
            let problem =
                if let unsupported = rule.unsupported {
                    "'\(rule.pattern)': \(unsupported) and skips the line; write the paths it should own instead"
                } else if !matched.contains(index) {
                    "the pattern '\(rule.pattern)' matches no file of the repository (a module moved or removed?); fix the path or remove the line"
                } else {
                    String?.none
                }
            guard let problem else { continue }
            findings.append(Finding(.ownership, at: SourceLocation(path: codeOwners.path, line: rule.line), problem))
        }
        return findings
    }
}
