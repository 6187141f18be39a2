import TerminalUI
import Testing

@testable import TerminalUI

/// Counts its presses; the side panel shows the count.
private final class CounterViewController: ViewController {
    var count = 0
    var onPress: (() -> Void)?

    override func makeScreen() -> Screen {
        Screen(
            [
                .text("Pressed \(count) times"),
                .button("Press", aliases: ["press"]) { [weak self] in
                    self?.count += 1
                    self?.onPress?()
                    self?.setNeedsDisplay()
                },
            ]
        )
    }
}

struct SidePanelTests {
    @Test func lineModePrintsThePanelToStandardErrorOnlyWhenItChanges() async {
        let output = StringOutput()
        let errors = StringOutput()
        let counter = CounterViewController()
        var tens = 0
        let panel = SidePanel(title: "Tens") { "tens: \(tens)" }
        counter.onPress = { [unowned counter] in
            tens = counter.count / 2
            panel.setNeedsDisplay()
        }
        let window = LineModeWindow(input: .lines(["press", "press", "press"]), output: output, errorOutput: errors)
        window.sidePanel = panel
        window.show(rootViewController: counter)
        #expect(await window.run() == 0)

        #expect(errors.text == "-- Tens --\ntens: 0\n-- Tens --\ntens: 1\n")
        #expect(!output.text.contains("Tens"))
    }

    @Test func thePanelGoesBesideThenBelowThenIsHidden() {
        let screen = (width: 40, height: 10)
        let panel = (width: 20, height: 5)
        #expect(Renderer.placement(screen: screen, panel: panel, width: 62, height: 10) == .beside)
        #expect(Renderer.placement(screen: screen, panel: panel, width: 61, height: 15) == .below)
        #expect(Renderer.placement(screen: screen, panel: panel, width: 61, height: 14) == .hidden)
        #expect(Renderer.placement(screen: screen, panel: panel, width: 39, height: 40) == .hidden)
    }

    @Test func theFramedPanelIsDrawnBesideTheScreenWithItsTitle() {
        let screen = Screen([.text("Hello")])
        let frame = Renderer().render(
            screen, panelTitle: "RIB tree", panelLines: ["Root", "└── Child"], hiddenNotice: "hidden", width: 40,
            height: 5
        ).buffer
        let lines = frame.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        // Inside: as wide as the title and its rule need (12), or the widest line; centred vertically.
        #expect(lines[0].hasSuffix("┌─ RIB tree ───┐"))
        #expect(lines[1].hasSuffix("│ Root         │"))
        #expect(lines[2].hasSuffix("│ └── Child    │"))
        #expect(lines[2].contains("Hello"))
        #expect(lines[3].hasSuffix("└──────────────┘"))
        #expect(lines[0].count == 40 && lines[4].isEmpty)
    }

    @Test func aPanelThatDoesNotFitLeavesANoticeUnderTheScreen() {
        let screen = Screen([.text("Hello")])
        let frame = Renderer().render(
            screen, panelTitle: "RIB tree", panelLines: ["Root", "└── Child"], hiddenNotice: "RIB tree hidden",
            width: 16, height: 3
        ).buffer
        #expect(frame.lines.contains { $0.contains("Hello") })
        #expect(frame.lines.last?.contains("RIB tree hidden") == true)
        #expect(!frame.lines.contains { $0.contains("Root") })
    }

    @Test func theScreenTakesClicksWhereItIsDrawnAndThePanelTakesNone() throws {
        let screen = Screen([.text("Hello"), .button("OK") {}])
        for (width, height) in [(40, 5), (20, 12)] {
            let (frame, hitMap) = Renderer().render(
                screen, panelTitle: "RIB tree", panelLines: ["Root", "OK"], hiddenNotice: "hidden", width: width,
                height: height)
            var hits: [(Int, Int)] = []
            for row in 0..<height {
                for column in 0..<width where hitMap.target(row: row, column: column) != nil {
                    hits.append((row, column))
                }
            }
            // The button's "[ OK ]" and nothing else, though the panel shows "OK" too.
            #expect(hits.count == 6)
            for (row, column) in hits {
                #expect(hitMap.target(row: row, column: column) == .button("OK"))
                #expect(frame.lines[row].contains("[ OK ]"))
            }
        }
    }
}
