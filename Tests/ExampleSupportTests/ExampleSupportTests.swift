import Foundation
import RIBs
import TerminalUI
import Testing

@testable import ExampleSupport

/// A RIB for the tests: one button that tells its listener, which the scenario shows and which
/// detaches the RIB as a parent would.
private final class ButtonViewController: ViewController {
    var pressed: () -> Void = {}

    override func makeScreen() -> Screen {
        Screen([.field(id: "name", label: "Name"), .button("Done", id: "done") { [weak self] in self?.pressed() }])
    }
}

/// Counts the RIBs a scenario built, and keeps the last one's view to look at.
private final class Builds {
    var count = 0
    weak var last: ButtonViewController?
}

private func scenario(_ name: String, builds: Builds = Builds(), input: [Key] = []) -> Scenario {
    Scenario(name, "A button", input: input) { context in
        builds.count += 1
        let view = ButtonViewController()
        builds.last = view
        let listener = Builds()
        view.pressed = { [unowned view] in
            context.listenerCall("done", ["withName": view.text(inField: "name"), "": 2], detaches: true)
        }
        return (ViewableRouter(interactor: Interactor(), viewController: view), listener)
    }
}

struct ExampleProgramTests {
    private let scenarios = [scenario("first"), scenario("second")]

    @Test func listsTheScenariosOneALine() {
        #expect(
            ExampleProgram.plan(["--list-scenarios"], ribName: "Demo", scenarios: scenarios)
                == .exit(status: 0, text: "first\nsecond"))
    }

    @Test func startsInTheFirstScenarioOrTheNamedOne() {
        #expect(ExampleProgram.plan([], ribName: "Demo", scenarios: scenarios) == .run(scenario: 0, lineMode: false))
        #expect(
            ExampleProgram.plan(["--scenario", "second", "--line-mode"], ribName: "Demo", scenarios: scenarios)
                == .run(scenario: 1, lineMode: true))
    }

    @Test func anUnknownScenarioIsAUsageErrorNamingItAndTheKnownOnes() {
        #expect(
            ExampleProgram.plan(["--scenario", "third"], ribName: "Demo", scenarios: scenarios)
                == .exit(
                    status: 64,
                    text: "DemoExample: error: unknown scenario 'third'; the scenarios of Demo: first, second\n"
                        + "Run 'DemoExample --help' for usage."))
        guard case .exit(64, let text) = ExampleProgram.plan(["--scenario"], ribName: "Demo", scenarios: scenarios)
        else { return #expect(Bool(false), "--scenario without a name is a usage error") }
        #expect(text.contains("needs a scenario's name"))
    }

    @Test func theHelpListsEachScenarioWithItsSummary() {
        guard case .exit(0, let text) = ExampleProgram.plan(["--help"], ribName: "Demo", scenarios: scenarios) else {
            return #expect(Bool(false), "--help prints and exits 0")
        }
        #expect(text.contains("  first   A button\n  second  A button"))
    }
}

struct ExampleHostTests {
    @Test func theInputTakesTheScreenToTheScenariosState() {
        let builds = Builds()
        let text = scenario("typed", builds: builds, input: Key.typed("Ann")).render(width: 40, height: 3)
        #expect(text.contains("Ann"))
        #expect(builds.count == 1)
    }

    @Test func aListenerCallIsShownAndWhereTheParentWouldDetachTheScenarioStartsAgain() throws {
        let builds = Builds()
        let log = ExampleLog(echo: nil)
        let window = HeadlessWindow()
        let host = ExampleHostRouter(ribName: "Demo", scenario: scenario("one", builds: builds), log: log)
        host.launch(from: window)
        window.type("Ann\n")
        window.send(.enter)
        #expect(
            log.lines == [
                #"listener: done(withName: "Ann", 2)"#,
                "example: a parent would detach Demo here; the scenario restarts",
            ])
        #expect(builds.count == 2)
        #expect(host.children.count == 1)
        let view = try #require(builds.last)
        #expect(window.topViewController === view && view.text(inField: "name").isEmpty)
    }

    @Test func thePanelShowsTheLastFourLinesAtAFixedWidth() {
        let log = ExampleLog(echo: nil)
        #expect(log.panelText.hasPrefix("listener: no call yet "))
        for index in 1...5 { log.add("listener: call\(index)() " + String(repeating: "x", count: 80)) }
        let lines = log.panelText.split(separator: "\n")
        #expect(lines.count == 4 && lines[0].hasPrefix("listener: call2()"))
        #expect(lines.allSatisfy { TerminalText.displayWidth(of: String($0)) == 72 })
    }
}

struct SnapshotTests {
    @Test func aSnapshotMatchesOnlyTheSameTextAndSaysWhatDiffers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let filePath = folder.appendingPathComponent("Tests.swift").path
        let missing = try #require(Snapshot.problem("a\nb", matching: "screen", filePath: filePath))
        #expect(missing.hasPrefix("No snapshot"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("__Snapshots__"), withIntermediateDirectories: true)
        try "a\nb\n".write(
            to: folder.appendingPathComponent("__Snapshots__/screen.txt"), atomically: true, encoding: .utf8)
        #expect(Snapshot.problem("a\nb", matching: "screen", filePath: filePath) == nil)
        let differs = try #require(Snapshot.problem("a\nc", matching: "screen", filePath: filePath))
        #expect(differs.contains("  2 - b|\n  2 + c|"))
    }
}
