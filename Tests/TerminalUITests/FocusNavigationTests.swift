import TerminalUI
import Testing

struct FocusNavigationTests {
    @Test func initialFocusIsTheOneTheScreenNames() {
        let viewController = TestViewController(screen: Screen(Screens.login.elements, focus: "login"))
        #expect(viewController.focusedElementID == "login")
    }

    @Test func withoutAnInitialFocusTheFirstFocusableElementHasIt() {
        let viewController = TestViewController(screen: Screen(Screens.login.elements))
        #expect(viewController.focusedElementID == "player1")
    }

    @Test func anUnknownInitialFocusFallsBackToTheFirstFocusableElement() {
        let viewController = TestViewController(screen: Screen(Screens.login.elements, focus: "missing"))
        #expect(viewController.focusedElementID == "player1")
    }

    @Test func aScreenWithoutFocusableElementsHasNoFocusAndIgnoresTab() {
        let viewController = TestViewController(screen: Screen([.text("Hello")]))
        #expect(viewController.focusedElementID == nil)
        #expect(viewController.handleKey(.tab) == false)
    }

    @Test func tabAndDownMoveForwardThroughFieldsAndButtonsAndWrap() {
        let viewController = TestViewController(screen: Screens.login)
        var order: [Screen.ElementID?] = [viewController.focusedElementID]
        for key in [Key.tab, .down, .tab] {
            viewController.handleKey(key)
            order.append(viewController.focusedElementID)
        }
        #expect(order == ["player1", "player2", "login", "player1"])
    }

    @Test func shiftTabAndUpMoveBackwardAndWrap() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.handleKey(.backTab)
        #expect(viewController.focusedElementID == "login")
        viewController.handleKey(.up)
        #expect(viewController.focusedElementID == "player2")
    }

    @Test func enterInAFieldMovesTheFocusToTheNextElement() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.handleKey(.enter)
        #expect(viewController.focusedElementID == "player2")
        viewController.handleKey(.enter)
        #expect(viewController.focusedElementID == "login")
        #expect(viewController.activatedButtons.isEmpty)
    }

    @Test func theUsersFocusSurvivesARedescriptionWithTheSameInitialFocus() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.handleKey(.tab)
        viewController.setNeedsDisplay()
        #expect(viewController.focusedElementID == "player2")
    }

    @Test func aNewInitialFocusInTheDescriptionTakesTheFocus() {
        var isOver = false
        let viewController = TestViewController {
            Screen(
                [
                    .grid(Screen.Grid(id: "board", rows: 1, columns: 1, cells: [""])),
                    .button(id: "close", title: "Close"),
                ],
                focus: isOver ? "close" : "board"
            )
        }
        #expect(viewController.focusedElementID == "board")
        isOver = true
        viewController.setNeedsDisplay()
        #expect(viewController.focusedElementID == "close")
    }

    @Test func whenTheFocusedElementDisappearsTheInitialFocusTakesOver() {
        var showsExtra = true
        let viewController = TestViewController {
            Screen(
                [.button(id: "a", title: "A")] + (showsExtra ? [.button(id: "b", title: "B")] : []),
                focus: "a"
            )
        }
        viewController.handleKey(.tab)
        #expect(viewController.focusedElementID == "b")
        showsExtra = false
        viewController.setNeedsDisplay()
        #expect(viewController.focusedElementID == "a")
    }

    @Test func focusMovesOnlyToAnExistingFocusableElement() {
        let viewController = TestViewController(screen: Screens.login)
        viewController.focus("login")
        #expect(viewController.focusedElementID == "login")
        viewController.focus("nothing")
        #expect(viewController.focusedElementID == "login")
    }
}
