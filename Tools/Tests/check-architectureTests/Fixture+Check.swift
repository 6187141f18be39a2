import Foundation
import ToolKit
import ToolTestSupport
import check_architecture

extension Fixture {
    /// Writes the fixture, runs the static checks on it, removes it and returns the report.
    func staticReport() throws -> ArchitectureReport {
        let fixture = try write()
        defer { fixture.remove() }
        return try fixture.check(staticChecks).run()
    }
}

extension WrittenFixture {
    /// The check of this package with the given checks and a scratch path inside the fixture.
    func check(_ checks: Set<Check>) throws -> ArchitectureCheck {
        var options = ArchitectureCheckOptions(packageRoot: root)
        options.checks = checks
        options.scratchPath = root.appendingPathComponent(".build-arch")
        return ArchitectureCheck(options: options, toolchain: try Toolchain.locate())
    }

    /// Runs the given checks and returns the findings.
    func findings(_ checks: Set<Check>) throws -> [Finding] {
        try check(checks).run().findings
    }
}
