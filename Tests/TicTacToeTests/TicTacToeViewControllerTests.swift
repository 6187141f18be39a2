import GamesMocks
import RIBs
import Scores
import TerminalUI
import Testing

@testable import TicTacToe

/// Drives the real view and interactor together, as the RIB runs them.
struct TicTacToeViewControllerTests {
    private let viewController = TicTacToeViewController(player1Name: "Ann", player2Name: "Bob")
    private let interactor: TicTacToeInteractor
    private let listener = GameListenerMock()
    /// With the app's quit rules, to see which input the game screen leaves unused.
    private let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))

    init() {
        interactor = TicTacToeInteractor(presenter: viewController, mutableScoreStream: ScoreStreamImpl())
        interactor.listener = listener
        interactor.activate()
        window.show(rootViewController: viewController)
    }

    private var board: Screen.Grid? {
        for case .grid(let grid) in viewController.currentScreen.elements { return grid }
        return nil
    }

    private var cells: [String] { board?.cells ?? [] }

    /// The text lines shown on a terminal, the transient error's included.
    private var lines: [String] {
        viewController.currentScreen.elements.compactMap { element in
            switch element {
            case .line(let line): line.text
            case .errorLine(let message): message
            default: nil
            }
        }
    }

    private func type(_ digits: String) {
        for digit in digits { window.send(.character(digit)) }
    }

    @Test func showsAnEmptyNumberedBoardAndWhoseTurnItIs() {
        #expect(cells == ["1", "2", "3", "4", "5", "6", "7", "8", "9"])
        #expect(lines.contains("Ann's turn (X)"))
        #expect(viewController.focusedElementID == "board")
    }

    @Test func aDigitPlacesTheCurrentPlayersMarkInThatCell() {
        type("5")
        #expect(cells[4] == "X")
        #expect(lines.contains("Bob's turn (O)"))

        type("1")
        #expect(cells[0] == "O")
        #expect(lines.contains("Ann's turn (X)"))
    }

    @Test func arrowsAndVimKeysMoveTheCursorAndEnterOrSpacePlaces() {
        window.send(.right, .down)
        window.send(.enter)
        #expect(cells[4] == "X")

        window.send(.character("l"), .character("j"), .character(" "))
        #expect(cells[8] == "O")

        window.send(.character("h"), .character("k"), .character("k"), .enter)
        #expect(cells[1] == "X")
    }

    @Test func anOccupiedCellShowsAMessageUntilTheNextMove() {
        type("55")

        #expect(cells[4] == "X")
        #expect(lines.contains("Cell 5 is taken. Choose an empty cell."))
        #expect(lines.contains("Bob's turn (O)"))

        type("1")

        #expect(!lines.contains("Cell 5 is taken. Choose an empty cell."))
    }

    @Test func aWinIsAnnouncedWithCloseGameFocused() {
        type("14253")

        #expect(lines.contains("Ann won!"))
        #expect(!lines.contains { $0.contains("turn") })
        #expect(viewController.focusedElementID == "close")
        #expect(window.text.contains("[ Close Game ]"))
        #expect(listener.gameDidEndCallCount == 0)

        window.send(.enter)

        #expect(listener.gameDidEndCallCount == 1)
    }

    @Test func aDrawIsAnnouncedAndCloseGameEndsTheGame() {
        type("123546879")

        #expect(lines.contains("It's a draw!"))
        #expect(viewController.focusedElementID == "close")

        window.send(.character(" "))

        #expect(listener.gameDidEndCallCount == 1)
    }

    @Test func movesAfterTheEndChangeNothing() {
        type("14253")
        let before = cells

        type("9")
        board?.onSelect?(8)

        #expect(cells == before)
    }

    @Test func lineModeTakesOneCellPerLine() {
        #expect(window.sendLine("5") == .handled)
        #expect(window.sendLine(" 1 ") == .handled)

        #expect(cells[4] == "X")
        #expect(cells[0] == "O")
    }

    @Test func lineModeReportsAnOccupiedCellAsAnErrorAndAsksAgain() {
        window.sendLine("5")

        #expect(window.sendLine("5") == .error("Cell 5 is taken. Choose an empty cell."))
        #expect(!window.lineModeText.contains("is taken"))
        #expect(window.sendLine("5") == .error("Cell 5 is taken. Choose an empty cell."))
        #expect(lines.contains("Bob's turn (O)"))
    }

    @Test(arguments: ["0", "10", "x", ""])
    func lineModeRejectsSomethingThatIsNotACell(line: String) {
        guard case .error = window.sendLine(line) else {
            Issue.record("expected an error for \(line)")
            return
        }
        #expect(cells.allSatisfy { $0 != "X" })
    }

    @Test func lineModePrintsTheResultAloneOnALineAndAnyLineCloses() {
        for cell in ["1", "4", "2", "5", "3"] { window.sendLine(cell) }

        #expect(window.lineModeText.split(separator: "\n").contains("Ann won!"))

        #expect(window.sendLine("whatever") == .handled)
        #expect(listener.gameDidEndCallCount == 1)
    }

    @Test func lineModeQuitLeaves() {
        #expect(window.sendLine("quit") == .quit)
    }
}
