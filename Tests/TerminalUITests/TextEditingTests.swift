import TerminalUI
import Testing

struct TextEditingTests {
    @Test func typingAppendsToTheFocusedFieldAndReportsEachChange() {
        let viewController = TestViewController(screen: Screens.login)
        for character in "Al" { viewController.handleKey(.character(character)) }
        #expect(viewController.text(inField: "player1") == "Al")
        #expect(viewController.text(inField: "player2") == "")
        #expect(viewController.textChanges.map(\.text) == ["A", "Al"])
        #expect(viewController.textChanges.allSatisfy { $0.field == "player1" })
    }

    @Test func qIsTextInAField() {
        let viewController = TestViewController(screen: Screens.login)
        #expect(viewController.handleKey(.character("q")))
        #expect(viewController.text(inField: "player1") == "q")
    }

    @Test func backspaceRemovesAWholeGraphemeEvenWhenItHasSeveralScalars() {
        let viewController = TestViewController(screen: Screens.login)
        let family: Character = "👨‍👩‍👧"
        let accented: Character = "e\u{301}"
        for character in [Character("a"), accented, family] { viewController.handleKey(.character(character)) }
        viewController.handleKey(.backspace)
        #expect(viewController.text(inField: "player1") == "ae\u{301}")
        viewController.handleKey(.backspace)
        #expect(viewController.text(inField: "player1") == "a")
    }

    @Test func backspaceOnAnEmptyFieldChangesNothing() {
        let viewController = TestViewController(screen: Screens.login)
        #expect(viewController.handleKey(.backspace))
        #expect(viewController.textChanges.isEmpty)
    }

    @Test func ctrlUClearsTheField() {
        let viewController = TestViewController(screen: Screens.login)
        for character in "Alice" { viewController.handleKey(.character(character)) }
        viewController.handleKey(.ctrlU)
        #expect(viewController.text(inField: "player1") == "")
        #expect(viewController.textChanges.last?.text == "")
    }

    @Test func typingStopsAtTheFieldsMaximumLength() {
        let viewController = TestViewController(screen: Screen([.field(id: "name", label: "Name", maxLength: 3)]))
        for character in "Alice" { viewController.handleKey(.character(character)) }
        #expect(viewController.text(inField: "name") == "Ali")
    }

    @Test func editsAreKeptWhenTheDescriptionDoesNotStoreThem() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.handleKey(.character("A"))
        viewController.setNeedsDisplay()
        #expect(viewController.text(inField: "player1") == "A")
    }

    @Test func aChangedTextInTheDescriptionReplacesTheEdits() {
        var stored = "Bob"
        let viewController = TestViewController { Screen([.field(id: "name", label: "Name", text: stored)]) }
        viewController.handleKey(.character("!"))
        #expect(viewController.text(inField: "name") == "Bob!")
        stored = ""
        viewController.setNeedsDisplay()
        #expect(viewController.text(inField: "name") == "")
    }

    @Test func setTextReplacesTheTextWithoutACallback() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.setText("Carol", inField: "player2")
        #expect(viewController.text(inField: "player2") == "Carol")
        #expect(viewController.textChanges.isEmpty)
    }

    @Test func controlCharactersAreNotTypedIntoAField() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.handleKey(.character("\u{1B}"))
        viewController.handleKey(.character("\u{9B}"))
        #expect(viewController.text(inField: "player1") == "")
    }
}
