import TerminalUI

/// What OffGame's view tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    /// The user asked to start a game.
    func startGame()
}

/// The start screen: who is playing, and a Start Game button (also started by the line `start`),
/// or a notice when no game is enabled.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
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
