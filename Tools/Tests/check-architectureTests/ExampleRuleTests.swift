import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite.GraphRuleTests {
    /// The example rules, each planted in ``Fixture/exampleTree``: a finding about the example's
    /// dependencies points at its RIB's table line, which makes it.
    static let exampleViolations: [Violation] = [
        Violation(
            name: "an app containing an example", tree: .exampleTree, plant: { $0.depend("App", on: "ChildAExample") },
            rule: .allowedEdges, lineText: Fixture.tableLine(of: "App"),
            messageParts: [
                "'App' depends on 'ChildAExample'",
                "the example of 'ChildA', a program of its own that only ChildATests may depend on",
            ]),
        Violation(
            name: "another module's tests depending on an example", tree: .exampleTree,
            plant: { $0.depend("ParentTests", on: "ChildAExample") }, rule: .allowedEdges,
            lineText: "name: \"ParentTests\"", messageParts: ["'ParentTests' depends on 'ChildAExample'"]),
        Violation(
            name: "an example depending on its RIB's parent", tree: .exampleTree,
            plant: { $0.depend("ChildAExample", on: "Parent") }, rule: .allowedEdges,
            lineText: Fixture.tableLine(of: "ChildA"),
            messageParts: [
                "'ChildAExample' runs 'ChildA' alone and may depend only on it, what it depends on (and their mocks), test support that holds no app and the UI toolkit",
                "'Parent' is the root RIB",
            ]),
        Violation(
            name: "an example depending on test support that holds an app", tree: .exampleTree,
            plant: {
                $0.modules.append(Fixture.module("Composition", "app", dependencies: ["Parent"]))
                $0.modules.append(Fixture.module("AppSupport", "test-support", dependencies: ["Composition"]))
                $0.depend("ChildAExample", on: "AppSupport")
            },
            rule: .allowedEdges, lineText: Fixture.tableLine(of: "ChildA"),
            messageParts: ["'ChildAExample' depends on 'AppSupport'", "'AppSupport' is test support"]),
    ]

    /// An example in its place: it runs its RIB with the mocks and test support, imports fewer of its
    /// convention dependencies than it declares, its RIB's tests use it, and the height and the
    /// picture leave it out like tests.
    @Test func anExampleInItsPlaceIsClean() throws {
        let report = try Fixture.exampleTree.staticReport()
        #expect(report.findings.map(\.description) == [])
        #expect(report.summary.contains(", height 5"))
    }
}
