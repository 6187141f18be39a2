import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite.GraphRuleTests {
    /// The mocks-target rules, each planted in ``Fixture/mocksTree``.
    static let mocksViolations: [Violation] = [
        .dependency(
            "a module depending on a mocks target", tree: .mocksTree, "Parent", on: "ChildAMocks",
            messageParts: ["'Parent' depends on 'ChildAMocks'", "the mocks of 'ChildA', for test targets only"]),
        .dependency(
            "a mocks target depending on a module its module does not depend on", tree: .mocksTree, "ChildAMocks",
            on: "ChildB",
            messageParts: [
                "'ChildAMocks' holds the mocks of 'ChildA' and may depend only on it, its dependencies (and their mocks) and test support",
                "'ChildB' is a RIB",
            ]),
        Violation(
            name: "a test target using the mocks of a module it may not depend on", tree: .mocksTree,
            plant: {
                $0.targets.append(Fixture.target("ChildBMocks", dependencies: ["ChildB"]))
                $0.targets.append(Fixture.target("ChildATests", .test, dependencies: ["ChildA", "ChildBMocks"]))
            },
            rule: .allowedEdges, lineText: Violation.manifestLine(of: "ChildATests"),
            messageParts: ["'ChildATests' tests 'ChildA', and may use the mocks of only what it may depend on"]),
    ]

    /// Mocks targets on their own: a parent's tests use the child's mocks, the mocks depend on their
    /// module, core and test support, and the height leaves them out like tests.
    @Test func mocksTargetsInTheirPlaceAreClean() throws {
        let report = try Fixture.mocksTree.staticReport()
        #expect(report.findings.map(\.description) == [])
        #expect(report.summary.contains(", height 5"))
    }
}
