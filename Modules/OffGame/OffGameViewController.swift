import TerminalUI

/// What OffGame's view tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    /// The user asked to start a game.
    func startGame()
}

/// The start screen: who is playing, and a Start Game button.
///
/// In line mode an empty line or `start` starts a game, and `quit` (or `q`) leaves the program.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
    /// The identifiers of the screen's focusable elements.
    enum ElementID {
        static let start = "start"
    }

    weak var listener: (any OffGamePresentableListener)?

    private let player1Name: String
    private let player2Name: String

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init()
    }

    override func makeScreen() -> Screen {
        Screen(
            [
                .text("TicTacToe", style: .title),
                .blank,
                .text([
                    .init(player1Name, style: .player1),
                    .init(" (X)  vs  "),
                    .init(player2Name, style: .player2),
                    .init(" (O)"),
                ]),
                .blank,
                .button(id: ElementID.start, title: "Start Game"),
                .blank,
                .text("Enter: start   q: quit", style: .dim),
            ],
            focus: ElementID.start,
            prompt: "Press Enter to start a game, or type quit:"
        )
    }

    override func didActivateButton(_ id: String) {
        guard id == ElementID.start else { return }
        listener?.startGame()
    }

    override func handleLine(_ line: String) -> LineResult {
        if ["quit", "q"].contains(line.lowercased().trimmingWhitespace()) {
            return .quit
        }
        return super.handleLine(line)
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    fileprivate func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
