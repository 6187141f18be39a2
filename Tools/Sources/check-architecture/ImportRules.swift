import Foundation
import ToolKit

/// The import rules: every imported package module is a direct declared dependency, and every
/// declared dependency is imported somewhere in the target (except those of a module's mocks and
/// tests targets, which the module table's conventions declare).
extension ModuleMap {
    /// Implicit imports and unused declared dependencies of every target (plugins excepted: they
    /// import the plugin API and depend on tools they run, not on modules they import), from the
    /// files' facts in `scanned` (``scannedSources(cache:)``).
    func importFindings(scanned: [String: SourceFacts]) -> [Finding] {
        var findings: [Finding] = []
        for target in package.targets where ![.plugin, .binary, .system].contains(target.kind) {
            let declared = Set(target.dependencies.map(\.name))
            var used: Set<String> = []
            var reported: Set<String> = []
            for file in target.sources {
                for reference in scanned[file]?.references ?? [] {
                    guard let imported = self.target(forModule: reference.module), imported.name != target.name else {
                        continue  // the toolchain's own modules (Foundation, Glibc, Testing, ...) or itself
                    }
                    used.insert(imported.name)
                    if declared.contains(imported.name) { continue }
                    let location = SourceLocation(path: file, line: reference.line)
                    guard reported.insert("\(location) \(imported.name)").inserted else { continue }
                    findings.append(undeclaredFinding(target: target, imported: imported.name, reference, at: location))
                }
            }
            // The dependencies of a module's mocks and tests come from the table's conventions (the
            // module, its dependencies, their mocks, test support), not from a list someone wrote:
            // a test that uses fewer of them is no finding.
            guard !target.sources.isEmpty, package.manifest.table?.isConventionTarget(target.name) != true else {
                continue
            }
            for dependency in target.dependencies.map(\.name) where !used.contains(dependency) {
                guard let kind = package.target(named: dependency)?.kind, kind == .regular || kind == .macro else {
                    continue  // an executable is depended on to be built (a test runs it), not imported
                }
                findings.append(
                    Finding(
                        .unusedDependency,
                        at: package.manifest.dependencyLocation(target: target.name, dependency: dependency),
                        "'\(target.name)' declares a dependency on '\(dependency)', but none of its source files imports it; remove \"\(dependency)\" from the dependencies of '\(target.name)' in Package.swift (or import it in the file that uses it)"
                    ))
            }
        }
        return findings
    }

    private func undeclaredFinding(
        target: PackageTarget, imported: String, _ reference: ModuleReference, at location: SourceLocation
    ) -> Finding {
        let action = reference.form == .import ? "imports '\(imported)'" : "checks canImport(\(imported))"
        if let reason = forbiddenReason(from: target.name, to: imported) {
            return Finding(
                rule(from: target.name, to: imported), at: location,
                "'\(target.name)' \(action), which it may not depend on: \(reason); remove the \(reference.form == .import ? "import" : "condition")"
            )
        }
        let consequence =
            if reference.form != .import {
                "so the condition is true or false depending on what was built before"
            } else if let through = path(from: target.name, to: imported), through.count > 2 {
                "it reaches it only through \(through.dropFirst().dropLast().map { "'\($0)'" }.joined(separator: " -> ")), so it compiles by accident"
            } else {
                "so it compiles only when something else happened to build '\(imported)' first"
            }
        return Finding(
            .implicitImport, at: location,
            "'\(target.name)' \(action), which is not a declared dependency of target '\(target.name)' (\(consequence)); add \"\(imported)\" to the dependencies of '\(target.name)' in Package.swift or remove the \(reference.form == .import ? "import" : "condition")"
        )
    }
}
