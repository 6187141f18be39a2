import TerminalUI
import Testing

struct ButtonAndGridTests {
    @Test func enterAndSpaceActivateTheFocusedButton() {
        let viewController = TestViewController(screen: Screen(Screens.login.elements, focus: "login"))
        viewController.handleKey(.enter)
        viewController.handleKey(.character(" "))
        #expect(viewController.activatedButtons == ["login", "login"])
    }

    @Test func otherKeysOnAButtonAreNotUsed() {
        let viewController = TestViewController(screen: Screen([.button(id: "start", title: "Start")]))
        #expect(viewController.handleKey(.character("q")) == false)
        #expect(viewController.activatedButtons.isEmpty)
    }

    @Test func digitsSelectCellsRowMajorFromTheTopLeft() {
        let viewController = TestViewController(screen: Screens.board())
        for digit in ["1", "5", "9"] { viewController.handleKey(.character(Character(digit))) }
        #expect(viewController.selectedCells.map(\.index) == [0, 4, 8])
        #expect(viewController.selectedCells.allSatisfy { $0.grid == "board" })
        #expect(viewController.cursor(inGrid: "board") == 8)
    }

    @Test func aDigitBeyondTheGridSelectsNothing() {
        let viewController = TestViewController(
            screen: Screen([.grid(Screen.Grid(id: "small", rows: 2, columns: 2, cells: []))]))
        viewController.handleKey(.character("5"))
        viewController.handleKey(.character("0"))
        #expect(viewController.selectedCells.isEmpty)
    }

    @Test func arrowsMoveTheCursorAndStopAtTheEdges() {
        let viewController = TestViewController(screen: Screens.board())
        viewController.handleKey(.right)
        viewController.handleKey(.right)
        viewController.handleKey(.right)
        #expect(viewController.cursor(inGrid: "board") == 2)
        viewController.handleKey(.down)
        #expect(viewController.cursor(inGrid: "board") == 5)
        viewController.handleKey(.left)
        viewController.handleKey(.up)
        viewController.handleKey(.up)
        #expect(viewController.cursor(inGrid: "board") == 1)
        #expect(viewController.focusedElementID == "board")
    }

    @Test func hjklMoveTheCursorLikeVi() {
        let viewController = TestViewController(screen: Screens.board())
        viewController.handleKey(.character("l"))
        viewController.handleKey(.character("j"))
        #expect(viewController.cursor(inGrid: "board") == 4)
        viewController.handleKey(.character("h"))
        viewController.handleKey(.character("k"))
        #expect(viewController.cursor(inGrid: "board") == 0)
    }

    @Test func enterAndSpaceSelectTheCursorCell() {
        let viewController = TestViewController(screen: Screens.board())
        viewController.handleKey(.down)
        viewController.handleKey(.enter)
        viewController.handleKey(.right)
        viewController.handleKey(.character(" "))
        #expect(viewController.selectedCells.map(\.index) == [3, 4])
    }

    @Test func tabLeavesTheGrid() {
        let viewController = TestViewController(
            screen: Screen(Screens.board().elements + [.button(id: "close", title: "Close")], focus: "board"))
        viewController.handleKey(.tab)
        #expect(viewController.focusedElementID == "close")
    }

    @Test func theCursorStartsWhereTheDescriptionSaysAndIsClamped() {
        let viewController = TestViewController(
            screen: Screen([.grid(Screen.Grid(id: "g", rows: 2, columns: 2, cells: [], cursor: 7))]))
        #expect(viewController.cursor(inGrid: "g") == 3)
    }

    @Test func aDisabledGridNeverTakesTheFocusOrSelectsCells() {
        let viewController = TestViewController(
            screen: Screen(
                [
                    .grid(Screen.Grid(id: "board", rows: 3, columns: 3, cells: [], isEnabled: false)),
                    .button(id: "close", title: "Close"),
                ],
                focus: "board"
            ))
        #expect(viewController.focusedElementID == "close")
        viewController.handleKey(.tab)
        #expect(viewController.focusedElementID == "close")
        viewController.handleKey(.character("5"))
        #expect(viewController.sendLine("5") != .handled)
        #expect(viewController.selectedCells.isEmpty)
    }
}
