import TerminalUI
import Testing

struct LineHandlingTests {
    @Test func aLineFillsTheFocusedFieldAndMovesTheFocusOn() {
        let viewController = TestViewController(screen: Screens.login)
        #expect(viewController.sendLine("Alice") == .handled)
        #expect(viewController.text(inField: "player1") == "Alice")
        #expect(viewController.focusedElementID == "player2")
        #expect(viewController.textChanges.last?.text == "Alice")
    }

    @Test func anEmptyLineEmptiesTheFocusedField() {
        let viewController = TestViewController(screen: Screen([.field(id: "name", label: "Name", text: "Bob")]))
        #expect(viewController.sendLine("") == .handled)
        #expect(viewController.text(inField: "name") == "")
    }

    @Test func aLineIsCutToTheFieldsMaximumLength() {
        let viewController = TestViewController(screen: Screen([.field(id: "name", label: "Name", maxLength: 4)]))
        viewController.sendLine("Alexander")
        #expect(viewController.text(inField: "name") == "Alex")
    }

    @Test func anEmptyLineActivatesTheFocusedButton() {
        let viewController = TestViewController(screen: Screen([.button(id: "start", title: "Start Game")]))
        #expect(viewController.sendLine("") == .handled)
        #expect(viewController.activatedButtons == ["start"])
    }

    @Test func aButtonsTitleOrIdActivatesItIgnoringCaseAndSpaces() {
        let viewController = TestViewController(
            screen: Screen([.button(id: "start", title: "Start Game"), .button(id: "quit", title: "Quit")]))
        viewController.sendLine("  start game ")
        viewController.sendLine("QUIT")
        #expect(viewController.activatedButtons == ["start", "quit"])
    }

    @Test func anUnknownLineIsAnError() {
        let viewController = TestViewController(screen: Screen([.button(id: "start", title: "Start Game")]))
        guard case .error(let message) = viewController.sendLine("dance") else {
            Issue.record("expected an error")
            return
        }
        #expect(message.contains("dance"))
        #expect(viewController.activatedButtons.isEmpty)
    }

    @Test func aCellNumberSelectsThatCellOfTheFocusedGrid() {
        let viewController = TestViewController(screen: Screens.board())
        #expect(viewController.sendLine(" 7 ") == .handled)
        #expect(viewController.selectedCells.map(\.index) == [6])
    }

    @Test func aCellNumberOutOfRangeOrNotANumberIsAnError() {
        let viewController = TestViewController(screen: Screens.board())
        for line in ["0", "10", "x", "", "1 2"] {
            #expect(viewController.sendLine(line) == .error("Type a cell number from 1 to 9."))
        }
        #expect(viewController.selectedCells.isEmpty)
    }
}

/// Line mode's generic rules for whole screens: forms, aliases, any-line buttons, prompts and
/// transient errors, from the description alone.
struct GenericLineModeTests {
    @Test func theLineForAFormsLastFieldSubmitsItsButton() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.sendLine("Ann")
        #expect(viewController.activatedButtons.isEmpty)
        viewController.sendLine("Bob")
        #expect(viewController.activatedButtons == ["login"])
        #expect(viewController.text(inField: "player2") == "Bob")
    }

    @Test func aButtonsAliasActivatesIt() {
        let viewController = TestViewController(
            screen: Screen([.button("Start Game", id: "start", aliases: ["go", "start"]) {}]))
        #expect(viewController.sendLine(" GO ") == .handled)
        #expect(viewController.activatedButtons == ["start"])
    }

    @Test func aFocusedButtonThatAcceptsAnyLineTakesWhatNothingElseUses() {
        let viewController = TestViewController(
            screen: Screen([.button("Again") {}, .button("Close", acceptsAnyLine: true) {}], focus: "Close"))
        #expect(viewController.sendLine("again") == .handled)
        #expect(viewController.sendLine("whatever") == .handled)
        #expect(viewController.activatedButtons == ["Again", "Close"])
    }

    @Test func theFocusedFieldsPromptIsThePromptInEffect() {
        let viewController = TestViewController(
            screen: Screen(
                [
                    .field(id: "a", label: "A", prompt: "First:"),
                    .field(id: "b", label: "B"),
                    .button("OK") {},
                ],
                prompt: "Screen:"
            ))
        #expect(viewController.currentScreen.prompt == "First:")
        viewController.sendLine("x")
        #expect(viewController.currentScreen.prompt == "Screen:")
    }

    @Test func aTransientErrorShownInAnswerToALineIsItsErrorOnceEachTime() {
        let viewController = TestViewController(screen: Screen([.button("Fail") {}]))
        let failing = TestViewController()
        failing.screenHandler = { [unowned failing] in
            Screen([.errorLine(nil), .button("Fail") { failing.showError("No.") }])
        }
        #expect(viewController.sendLine("fail") == .handled)
        #expect(failing.sendLine("fail") == .error("No."))
        #expect(failing.sendLine("fail") == .error("No."))
        #expect(failing.sendLine("") == .error("No."))
        failing.clearError()
        #expect(!failing.currentScreen.elements.contains(.errorLine("No.")))
    }
}

/// Mouse reports in line mode (typed by a terminal that another program left reporting the mouse):
/// never text, and the game goes on.
struct LineModeMouseTests {
    @Test func mouseReportsAreRemovedFromALineBeforeAFieldTakesIt() {
        let viewController = TestViewController(screen: Screens.login)
        #expect(viewController.sendLine("\u{1B}[<0;12;5MAnn\u{1B}[<0;12;5m") == .handled)
        #expect(viewController.text(inField: "player1") == "Ann")
        #expect(viewController.focusedElementID == "player2")
    }

    @Test func aLineOfMouseReportsOnlyDoesNothing() {
        let viewController = TestViewController(screen: Screen(Screens.login.elements, focus: "login"))
        #expect(viewController.sendLine("\u{1B}[<0;1;1M\u{1B}[<0;1;1m ") == .handled)
        #expect(viewController.sendLine("\u{1B}[M !!") == .handled)
        #expect(viewController.activatedButtons.isEmpty)
        #expect(viewController.sendLine("") == .handled)
        #expect(viewController.activatedButtons == ["login"])
    }

    @Test func cutShortAndOldReportsAreRemovedToo() {
        let viewController = TestViewController(screen: Screens.board())
        #expect(viewController.sendLine("\u{1B}[M !!5") == .handled)
        #expect(viewController.sendLine("7\u{1B}[<0;12") == .handled)
        #expect(viewController.selectedCells.map(\.index) == [4, 6])
    }
}
