import TerminalUI

/// A view controller whose screen a test sets, and which records every callback.
@MainActor
final class TestViewController: ViewController {
    /// Builds the screen from the current state; tests replace it.
    var screenHandler: () -> Screen
    /// The buttons activated, in order.
    private(set) var activatedButtons: [String] = []
    /// The text changes, in order.
    private(set) var textChanges: [(text: String, field: String)] = []
    /// The selected cells, in order.
    private(set) var selectedCells: [(index: Int, grid: String)] = []
    /// How many times the screen was described.
    private(set) var makeScreenCallCount = 0

    init(_ screenHandler: @escaping () -> Screen = { Screen() }) {
        self.screenHandler = screenHandler
    }

    convenience init(screen: Screen) {
        self.init { screen }
    }

    override func makeScreen() -> Screen {
        makeScreenCallCount += 1
        return screenHandler()
    }

    override func didActivateButton(_ id: String) {
        activatedButtons.append(id)
    }

    override func didChangeText(_ text: String, inField id: String) {
        textChanges.append((text, id))
    }

    override func didSelectCell(_ index: Int, inGrid id: String) {
        selectedCells.append((index, id))
    }
}

/// Screens shared by several tests.
enum Screens {
    /// A login-like form: two fields and a button.
    static let login = Screen(
        [
            .text("TicTacToe", style: .title),
            .blank,
            .field(id: "player1", label: "Player 1", placeholder: "Player 1"),
            .field(id: "player2", label: "Player 2", placeholder: "Player 2"),
            .blank,
            .button(id: "login", title: "Login"),
        ],
        focus: "player1"
    )

    /// A 3x3 board with cell hints, focused.
    static func board(_ cells: [String] = (1...9).map(String.init)) -> Screen {
        Screen(
            [
                .text("Alice (X) to play", style: .emphasis),
                .grid(Screen.Grid(id: "board", rows: 3, columns: 3, cells: cells)),
            ],
            focus: "board"
        )
    }
}
