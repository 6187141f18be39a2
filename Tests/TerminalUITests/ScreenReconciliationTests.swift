import Testing

@testable import TerminalUI

/// The user's state across descriptions, as a value on its own: no view controller, no window.
struct ScreenReconciliationTests {
    /// A form of one field (with the described text) and one 3x3 grid (with the described cursor).
    private func form(text: String = "", cursor: Int = 0, focus: Screen.ElementID? = nil) -> Screen {
        Screen(
            [
                .field(id: "name", label: "Name", text: text),
                .grid(
                    Screen.Grid(id: "board", rows: 3, columns: 3, cells: Array(repeating: "", count: 9), cursor: cursor)
                ),
                .errorLine(nil),
            ],
            focus: focus)
    }

    /// One resolution without embedded children.
    private func resolve(_ description: Screen, with reconciliation: inout ScreenReconciliation) -> Screen {
        reconciliation.settle(reconciliation.applyUserState(to: description), describedAs: description, childError: nil)
    }

    private func text(of screen: Screen) -> String? {
        for case .field(let field) in screen.elements { return field.text }
        return nil
    }

    private func cursor(of screen: Screen) -> Int? {
        for case .grid(let grid) in screen.elements { return grid.cursor }
        return nil
    }

    @Test func anEditedTextStaysUntilTheDescriptionChangesIt() {
        var reconciliation = ScreenReconciliation()
        _ = resolve(form(text: "A"), with: &reconciliation)
        reconciliation.store(text: "Ann", inField: "name")
        #expect(text(of: resolve(form(text: "A"), with: &reconciliation)) == "Ann")
        #expect(text(of: resolve(form(text: "Bob"), with: &reconciliation)) == "Bob")
    }

    @Test func aMovedCursorStaysUntilTheDescriptionMovesItAndStaysOnTheGrid() {
        var reconciliation = ScreenReconciliation()
        _ = resolve(form(cursor: 0), with: &reconciliation)
        reconciliation.store(cursor: 4, inGrid: "board")
        #expect(cursor(of: resolve(form(cursor: 0), with: &reconciliation)) == 4)
        #expect(cursor(of: resolve(form(cursor: 20), with: &reconciliation)) == 8)
    }

    @Test func theUsersFocusStaysUntilTheDescribedFocusChanges() {
        var reconciliation = ScreenReconciliation()
        #expect(resolve(form(focus: "name"), with: &reconciliation).focus == "name")
        let moved = reconciliation.moveFocus(to: "board")
        let movedAgain = reconciliation.moveFocus(to: "board")
        #expect(moved && !movedAgain)
        #expect(resolve(form(focus: "name"), with: &reconciliation).focus == "board")
        #expect(resolve(form(focus: nil), with: &reconciliation).focus == "name")
    }

    @Test func theErrorFillsTheErrorLineOrGoesLastOnTheTerminalOnly() {
        var reconciliation = ScreenReconciliation()
        reconciliation.showError("Cell 5 is taken.")
        let withLine = resolve(form(), with: &reconciliation)
        #expect(withLine.elements.last == .errorLine("Cell 5 is taken."))
        #expect(withLine.error?.text == "Cell 5 is taken.")
        let withoutLine = resolve(Screen([.text("Board")]), with: &reconciliation)
        #expect(
            withoutLine.elements.last
                == .line(Screen.Line([Screen.Span("Cell 5 is taken.", style: .error)], isTerminalOnly: true)))
        let cleared = reconciliation.clearError()
        let clearedAgain = reconciliation.clearError()
        #expect(cleared && !clearedAgain)
        #expect(resolve(form(), with: &reconciliation).elements.last == .errorLine(nil))
    }

    @Test func theLaterOfTheOwnAndAChildsErrorIsTheScreensError() {
        var own = ScreenReconciliation()
        var child = ScreenReconciliation()
        own.showError("older")
        child.showError("newer")
        let childError = resolve(form(), with: &child).error
        let description = form()
        let screen = own.settle(own.applyUserState(to: description), describedAs: description, childError: childError)
        #expect(screen.error?.text == "newer")
        #expect(screen.elements.last == .errorLine("older"))
    }
}
