import RIBs
import TerminalUI
import Testing

/// Clicks through the headless window, on elements found where the renderer drew them: no view
/// declares a coordinate.
struct MouseClickTests {
    /// A window showing `viewController`, drawn once (as a person looks at the screen).
    private func window(showing viewController: ViewController, width: Int = 80, height: Int = 24) -> HeadlessWindow {
        let window = HeadlessWindow(width: width, height: height, quitKeys: QuitKeys(key: "q"))
        window.show(rootViewController: viewController)
        _ = window.text
        return window
    }

    /// The row and column of the first cell of `text` on the drawn screen (ASCII screens only).
    private func position(of text: String, in window: HeadlessWindow) throws -> (row: Int, column: Int) {
        for (row, line) in window.buffer.lines.enumerated() {
            if let range = line.firstRange(of: text) {
                return (row, line.distance(from: line.startIndex, to: range.lowerBound))
            }
        }
        throw PositionNotFound(text: text, screen: window.text)
    }

    private struct PositionNotFound: Error {
        var text: String
        var screen: String
    }

    /// Clicks the middle of `text` where it is drawn.
    @discardableResult
    private func click(_ text: String, in window: HeadlessWindow) throws -> Bool {
        let (row, column) = try position(of: text, in: window)
        return window.click(row: row, column: column + text.count / 2)
    }

    @Test func clickingAButtonPressesItAndFocusesIt() throws {
        let viewController = TestViewController(screen: Screens.login)
        let window = window(showing: viewController)
        #expect(try click("Login", in: window))
        #expect(viewController.activatedButtons == ["login"])
        #expect(viewController.focusedElementID == "login")
        // Its brackets are part of it; the space beside them is not.
        let (row, column) = try position(of: "[ Login ]", in: window)
        #expect(window.click(row: row, column: column))
        #expect(window.click(row: row, column: column + 8))
        #expect(!window.click(row: row, column: column + 9 + 2))
        #expect(viewController.activatedButtons == ["login", "login", "login"])
    }

    @Test func clickingAListEntryPicksThatEntryOnly() throws {
        let viewController = TestViewController(
            screen: Screen([
                .text("Games"),
                .button(id: "tictactoe", title: "Tic Tac Toe"),
                .button(id: "randomwin", title: "Random Win"),
                .button(id: "chess", title: "Chess"),
            ]))
        let window = window(showing: viewController)
        try click("Random Win", in: window)
        try click("Chess", in: window)
        #expect(viewController.activatedButtons == ["randomwin", "chess"])
    }

    @Test func clickingACellSelectsItAsIfTheCursorMovedThereAndEnterWasPressed() throws {
        let viewController = TestViewController(
            screen: Screen([.field(id: "name", label: "Name")] + Screens.board().elements, focus: "name"))
        let window = window(showing: viewController)
        #expect(viewController.focusedElementID == "name")
        #expect(try click("5", in: window))
        #expect(viewController.selectedCells.map(\.index) == [4])
        #expect(viewController.cursor(inGrid: "board") == 4)
        #expect(viewController.focusedElementID == "board")
        #expect(try click("9", in: window))
        #expect(try click("1", in: window))
        #expect(viewController.selectedCells.map(\.index) == [4, 8, 0])
    }

    @Test func aCellTakesItsWholeWidthButNotTheSeparators() throws {
        let viewController = TestViewController(screen: Screens.board())
        let window = window(showing: viewController)
        let (row, column) = try position(of: "5", in: window)
        #expect(window.click(row: row, column: column - 1))
        #expect(window.click(row: row, column: column + 1))
        #expect(!window.click(row: row, column: column + 2))  // the "|"
        #expect(!window.click(row: row - 1, column: column))  // the "---+---" row
        #expect(viewController.selectedCells.map(\.index) == [4, 4])
    }

    @Test func aDisabledGridTakesNoClick() throws {
        let viewController = TestViewController(
            screen: Screen([
                .grid(Screen.Grid(id: "board", rows: 1, columns: 3, cells: ["X", "O", "7"], isEnabled: false))
            ]))
        let window = window(showing: viewController)
        #expect(try !click("7", in: window))
        #expect(viewController.selectedCells.isEmpty)
    }

    @Test func clickingAFieldFocusesItWithoutTypingAnything() throws {
        let viewController = TestViewController(screen: Screens.login)
        let window = window(showing: viewController)
        #expect(try click("Player 2", in: window))
        #expect(viewController.focusedElementID == "player2")
        #expect(viewController.textChanges.isEmpty)
        window.type("Bo")
        #expect(viewController.text(inField: "player2") == "Bo")
        // Its box too, drawn right of the label.
        let (row, column) = try position(of: "Player 1", in: window)
        #expect(window.click(row: row, column: column + 14))
        #expect(viewController.focusedElementID == "player1")
        #expect(viewController.text(inField: "player1").isEmpty)
    }

    @Test func clickingTextOrEmptySpaceDoesNothing() throws {
        let viewController = TestViewController(screen: Screens.login)
        let window = window(showing: viewController)
        let before = window.text
        #expect(try !click("TicTacToe", in: window))
        #expect(!window.click(row: 0, column: 0))
        #expect(!window.click(row: 23, column: 79))
        #expect(viewController.activatedButtons.isEmpty && viewController.textChanges.isEmpty)
        #expect(viewController.focusedElementID == "player1")
        #expect(window.text == before)
    }

    @Test(arguments: [(24, 40), (12, 80), (500, 500), (-1, 40), (12, -1), (Int.max, Int.max)])
    func aClickBeyondTheScreenDoesNothing(row: Int, column: Int) {
        let viewController = TestViewController(
            screen: Screen([.button(id: "wide", title: String(repeating: "W", count: 70))]))
        let window = window(showing: viewController)
        #expect(!window.click(row: row, column: column))
        #expect(viewController.activatedButtons.isEmpty)
    }

    @Test func aClickOnAScreenThatChangedSinceItWasDrawnDoesNothing() throws {
        var title = "Start"
        let viewController = TestViewController { Screen([.button(id: "go", title: title)]) }
        let window = window(showing: viewController)
        let (row, column) = try position(of: "Start", in: window)
        window.send(.mouse(MouseEvent(.left, .press, row: row, column: column)))
        title = "Quit now"
        viewController.setNeedsDisplay()
        // Not drawn since: the release is not on what the person saw.
        #expect(!window.send(.mouse(MouseEvent(.left, .release, row: row, column: column))))
        // Once drawn, the new screen takes clicks.
        #expect(try click("Quit now", in: window))
        #expect(viewController.activatedButtons == ["go"])
    }

    @Test func aClickOnAnotherViewControllerThanTheOneDrawnDoesNothing() throws {
        let first = TestViewController(screen: Screen([.button(id: "ok", title: "OK")]))
        let second = TestViewController(screen: Screen([.button(id: "ok", title: "OK")]))
        let window = window(showing: first)
        let (row, column) = try position(of: "OK", in: window)
        window.send(.mouse(MouseEvent(.left, .press, row: row, column: column)))
        first.present(second)
        #expect(!window.send(.mouse(MouseEvent(.left, .release, row: row, column: column))))
        #expect(first.activatedButtons.isEmpty && second.activatedButtons.isEmpty)
        #expect(window.click(row: row, column: column))
        #expect(second.activatedButtons == ["ok"])
    }

    @Test func aReleaseActsOnlyOverTheElementThePressWasOn() throws {
        let viewController = TestViewController(
            screen: Screen([.button(id: "a", title: "Alpha"), .button(id: "b", title: "Bravo")]))
        let window = window(showing: viewController)
        let alpha = try position(of: "Alpha", in: window)
        let bravo = try position(of: "Bravo", in: window)
        window.send(.mouse(MouseEvent(.left, .press, row: alpha.row, column: alpha.column)))
        #expect(!window.send(.mouse(MouseEvent(.left, .release, row: bravo.row, column: bravo.column))))
        // A release without a press does nothing either.
        #expect(!window.send(.mouse(MouseEvent(.left, .release, row: bravo.row, column: bravo.column))))
        #expect(viewController.activatedButtons.isEmpty)
    }

    @Test func otherButtonsTheWheelAndMotionDoNothing() throws {
        let viewController = TestViewController(screen: Screens.board())
        let window = window(showing: viewController)
        let (row, column) = try position(of: "5", in: window)
        for button in [MouseEvent.Button.right, .middle, .wheelUp, .wheelDown, .other(3)] {
            window.send(.mouse(MouseEvent(button, .press, row: row, column: column)))
            #expect(!window.send(.mouse(MouseEvent(button, .release, row: row, column: column))))
        }
        window.send(.mouse(MouseEvent(.left, .press, row: row, column: column)))
        #expect(!window.send(.mouse(MouseEvent(.left, .motion, row: row, column: column))))
        #expect(viewController.selectedCells.isEmpty)
        #expect(window.exitStatus == nil)
    }

    @Test func aMouseEventIsNeverTypedIntoAField() {
        let viewController = TestViewController(screen: Screens.login)
        let window = window(showing: viewController)
        window.send(.mouse(MouseEvent(.left, .press, row: 0, column: 0)))
        window.send(.mouse(MouseEvent(.left, .release, row: 0, column: 0)))
        #expect(viewController.text(inField: "player1").isEmpty)
        #expect(viewController.focusedElementID == "player1")
    }

    @Test func anEmbeddedChildsButtonTakesClicksWhereTheParentDrawsIt() throws {
        let child = TestViewController(screen: Screen([.text("Score: 0"), .button(id: "reset", title: "Reset")]))
        let parent = TestViewController(screen: Screen([.text("Home"), .button(id: "start", title: "Start")]))
        parent.embed(child)
        let window = window(showing: parent)
        #expect(try click("Reset", in: window))
        #expect(child.activatedButtons == ["reset"])
        #expect(parent.activatedButtons.isEmpty)
        #expect(try click("Start", in: window))
        #expect(parent.activatedButtons == ["start"])
    }

    @Test func nothingTakesClicksOnTheTooSmallNotice() {
        let viewController = TestViewController(screen: Screens.login)
        let window = window(showing: viewController, width: 20, height: 3)
        #expect(window.text.contains(Renderer.tooSmallNotice))
        for row in 0..<3 {
            for column in 0..<20 { #expect(!window.click(row: row, column: column)) }
        }
        #expect(viewController.activatedButtons.isEmpty)
        #expect(viewController.focusedElementID == "player1")
    }
}
