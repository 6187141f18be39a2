import TerminalUI

/// What OffGame's view tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    /// The user asked to start a game.
    func startGame()
}

/// The start screen: who is playing, and a Start Game button (also started by the line `start`).
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
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
                .button("Start Game", aliases: ["start"]) { [weak self] in self?.listener?.startGame() },
                .blank,
                .text("Enter: start   q: quit", style: .dim),
            ],
            prompt: "Press Enter to start a game, or type quit:"
        )
    }
}

extension TextStyle {
    /// Player 1's name: the first of the toolkit's two accents, as on the game screen.
    fileprivate static let player1 = TextStyle.accent
    /// Player 2's name: the second accent.
    fileprivate static let player2 = TextStyle.secondaryAccent
}
