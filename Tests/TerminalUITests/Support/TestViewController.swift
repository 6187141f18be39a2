import TerminalUI

/// A view controller whose screen a test sets, and which records every callback.
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

    /// The screen from ``screenHandler``, with every element's handler recording into this view
    /// controller before it runs.
    override func makeScreen() -> Screen {
        makeScreenCallCount += 1
        var screen = screenHandler()
        screen.elements = screen.elements.map(recording)
        return screen
    }

    /// Plays `line` on this screen as line mode does, in a new headless window showing only it.
    ///
    /// A new window per line (one kept here would hold this view controller in a cycle), so a
    /// transient error still on the screen is reported again by the next line, where a real
    /// window reports it once.
    @discardableResult
    func sendLine(_ line: String) -> LineResult {
        let window = HeadlessWindow()
        window.show(rootViewController: self)
        return window.sendLine(line)
    }

    private func recording(_ element: Screen.Element) -> Screen.Element {
        switch element {
        case .button(var button):
            let name = button.id.name
            button.action = recorded(button.action) { viewController, _ in viewController.activatedButtons.append(name)
            }
            return .button(button)
        case .field(var field):
            let name = field.id.name
            field.onChange = recorded(field.onChange) { $0.textChanges.append(($1, name)) }
            return .field(field)
        case .grid(var grid):
            let name = grid.id.name
            grid.onSelect = recorded(grid.onSelect) { $0.selectedCells.append(($1, name)) }
            return .grid(grid)
        case .line, .child, .errorLine, .blank:
            return element
        }
    }

    /// `handler`, run after `record` notes its value in this view controller (while it lives).
    private func recorded<Value>(
        _ handler: Screen.Handler<Value>?, _ record: @escaping (TestViewController, Value) -> Void
    ) -> Screen.Handler<Value> {
        Screen.Handler { [weak self] value in
            if let self { record(self, value) }
            handler?(value)
        }
    }
}

extension Screen.Element {
    /// A button that does nothing itself (a ``TestViewController`` records its activations).
    static func button(id: Screen.ElementID, title: String) -> Screen.Element {
        .button(title, id: id) {}
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
