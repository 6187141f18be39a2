import TerminalUI

/// What OffGame's view tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    /// The user asked to start a game.
    func startGame()
}

/// The start screen: who is playing, and a Start Game button, or a notice when no game is enabled.
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
    private let hasGames: Bool

    /// The notice shown instead of Start Game when every game is disabled.
    static let noGamesNotice = "No games are enabled."

    init(player1Name: String, player2Name: String, hasGames: Bool) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.hasGames = hasGames
        super.init()
    }

    override func makeScreen() -> Screen {
        let players: [Screen.Element] = [
            .text("TicTacToe", style: .title),
            .blank,
            .text([
                .init(player1Name, style: .player1),
                .init(" (X)  vs  "),
                .init(player2Name, style: .player2),
                .init(" (O)"),
            ]),
            .blank,
        ]
        guard hasGames else {
            return Screen(
                players + [.text(Self.noGamesNotice), .blank, .text("q: quit", style: .dim)],
                prompt: "Type quit to leave:"
            )
        }
        return Screen(
            players + [
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
        let command = line.lowercased().trimmingWhitespace()
        if ["quit", "q"].contains(command) {
            return .quit
        }
        if !hasGames && ["", "start"].contains(command) {
            return .error(Self.noGamesNotice)
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
