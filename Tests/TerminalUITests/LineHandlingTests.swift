import TerminalUI
import Testing

@MainActor
struct LineHandlingTests {
    @Test func aLineFillsTheFocusedFieldAndMovesTheFocusOn() {
        let viewController = TestViewController(screen: Screens.login)
        #expect(viewController.handleLine("Alice") == .handled)
        #expect(viewController.text(inField: "player1") == "Alice")
        #expect(viewController.focusedElementID == "player2")
        #expect(viewController.textChanges.last?.text == "Alice")
    }

    @Test func anEmptyLineEmptiesTheFocusedField() {
        let viewController = TestViewController(screen: Screen([.field(id: "name", label: "Name", text: "Bob")]))
        #expect(viewController.handleLine("") == .handled)
        #expect(viewController.text(inField: "name") == "")
    }

    @Test func aLineIsCutToTheFieldsMaximumLength() {
        let viewController = TestViewController(screen: Screen([.field(id: "name", label: "Name", maxLength: 4)]))
        viewController.handleLine("Alexander")
        #expect(viewController.text(inField: "name") == "Alex")
    }

    @Test func anEmptyLineActivatesTheFocusedButton() {
        let viewController = TestViewController(screen: Screen([.button(id: "start", title: "Start Game")]))
        #expect(viewController.handleLine("") == .handled)
        #expect(viewController.activatedButtons == ["start"])
    }

    @Test func aButtonsTitleOrIdActivatesItIgnoringCaseAndSpaces() {
        let viewController = TestViewController(
            screen: Screen([.button(id: "start", title: "Start Game"), .button(id: "quit", title: "Quit")]))
        viewController.handleLine("  start game ")
        viewController.handleLine("QUIT")
        #expect(viewController.activatedButtons == ["start", "quit"])
    }

    @Test func anUnknownLineIsAnError() {
        let viewController = TestViewController(screen: Screen([.button(id: "start", title: "Start Game")]))
        guard case .error(let message) = viewController.handleLine("dance") else {
            Issue.record("expected an error")
            return
        }
        #expect(message.contains("dance"))
        #expect(viewController.activatedButtons.isEmpty)
    }

    @Test func aCellNumberSelectsThatCellOfTheFocusedGrid() {
        let viewController = TestViewController(screen: Screens.board())
        #expect(viewController.handleLine(" 7 ") == .handled)
        #expect(viewController.selectedCells.map(\.index) == [6])
    }

    @Test func aCellNumberOutOfRangeOrNotANumberIsAnError() {
        let viewController = TestViewController(screen: Screens.board())
        for line in ["0", "10", "x", "", "1 2"] {
            #expect(viewController.handleLine(line) == .error("Enter a cell number from 1 to 9."))
        }
        #expect(viewController.selectedCells.isEmpty)
    }
}
