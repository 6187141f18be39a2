import TerminalUI
import Testing

/// The actions a screen's elements carry: what runs is the element's own closure, found through
/// the focus (keys) or the line (line mode), never a string compared by the view controller.
struct TypedActionTests {
    /// What happened, in order, and a value the screens read.
    private final class Log {
        var entries: [String] = []
        var value = ""
    }

    private let log = Log()

    private func window(showing screen: @escaping () -> Screen) -> HeadlessWindow {
        final class Describing: ViewController {
            let describe: () -> Screen
            init(_ describe: @escaping () -> Screen) {
                self.describe = describe
            }
            override func makeScreen() -> Screen { describe() }
        }
        let window = HeadlessWindow()
        window.show(rootViewController: Describing(screen))
        return window
    }

    @Test func eachButtonRunsItsOwnActionEvenWithTheSameTitle() {
        let log = self.log
        let window = window {
            Screen([
                .button("Play", id: "first") { log.entries.append("first") },
                .button("Play", id: "second") { log.entries.append("second") },
            ])
        }
        window.send(.enter, .tab, .character(" "))
        #expect(log.entries == ["first", "second"])
    }

    @Test func theActionRunIsTheOneOfTheLatestDescription() {
        let log = self.log
        log.value = "1"
        let window = window {
            let round = log.value
            return Screen([.button("Next") { log.entries.append("round \(round)") }])
        }
        window.send(.enter)
        log.value = "2"
        window.topViewController?.setNeedsDisplay()
        window.send(.enter)
        #expect(log.entries == ["round 1", "round 2"])
    }

    @Test func aGridHandsTheSelectedIndexToItsHandler() {
        let log = self.log
        let window = window {
            Screen([
                .grid(
                    Screen.Grid(id: "board", rows: 2, columns: 2, cells: ["a", "b", "c", "d"]) {
                        log.entries.append("cell \($0)")
                    })
            ])
        }
        window.send(.character("3"))
        #expect(window.sendLine("2") == .handled)
        window.send(.right, .enter)
        #expect(log.entries == ["cell 2", "cell 1", "cell 1"])
    }

    @Test func aFieldTellsItsChangeHandlerEveryEdit() {
        let log = self.log
        let window = window {
            Screen([.field(id: "name", label: "Name") { log.entries.append($0) }])
        }
        window.type("Al")
        window.send(.backspace)
        #expect(log.entries == ["A", "Al", "A"])
    }

    @Test func theFocusAndAnEditedTextKeepTheirIdentityAcrossDescriptions() {
        let log = self.log
        log.value = "Start"
        let window = window {
            Screen([
                .field(id: "name", label: "Name"),
                .button(log.value, id: "go") {},
            ])
        }
        window.type("Ann")
        window.send(.tab)
        log.value = "Go!"
        window.topViewController?.setNeedsDisplay()
        #expect(window.topViewController?.focusedElementID == "go")
        #expect(window.topViewController?.text(inField: "name") == "Ann")
        #expect(window.text.contains("> [ Go! ] <"))
    }

    @Test func screensCompareByWhatTheyShowNotByTheirHandlers() {
        let first = Screen([.button("OK") {}])
        let second = Screen([.button("OK") { fatalError("never run") }])
        #expect(first == second)
        #expect(first != Screen([.button("Cancel") {}]))
    }
}
