import Scores
import TerminalUI

/// What RandomWin's view tells its interactor.
///
/// @mockable
protocol RandomWinPresentableListener: AnyObject {
    /// The players pressed Magic.
    func pressMagic()
    /// The players closed the finished game.
    func closeGame()
}

/// The RandomWin screen: the players, a Magic button, and at the end the winner with Close Game.
///
/// Magic has the focus, so Enter (or an empty line, or the line `magic`) presses it; once the
/// winner is announced, any input closes the game, as on TicTacToe's result.
final class RandomWinViewController: ViewController, RandomWinPresentable, RandomWinViewControllable {
    /// The identities of the screen's focusable elements.
    enum Element {
        static let magic: Screen.ElementID = "magic"
        static let close: Screen.ElementID = "close"
    }

    weak var listener: (any RandomWinPresentableListener)?

    private let names: PlayerNames
    private var winner: Player?

    init(player1Name: String, player2Name: String) {
        names = PlayerNames(player1: player1Name, player2: player2Name)
        super.init()
    }

    // MARK: RandomWinPresentable

    func announce(winner: Player) {
        self.winner = winner
        setNeedsDisplay()
    }

    // MARK: Screen

    override func makeScreen() -> Screen {
        let header: [Screen.Element] = [
            .text("Random Win", style: .title),
            .blank,
            .text([
                names.span(of: .player1), .init("  vs  "), names.span(of: .player2),
            ]),
            .blank,
        ]
        if let winner {
            return Screen(
                header + [
                    .text([names.span(of: winner), .init(" won!", style: .emphasis)]),
                    .blank,
                    .button("Close Game", id: Element.close, acceptsAnyLine: true) { [weak self] in
                        self?.listener?.closeGame()
                    },
                ],
                focus: Element.close,
                prompt: "Any line closes the game; quit leaves:"
            )
        }
        return Screen(
            header + [
                .text("Press Magic and luck picks the winner."),
                .blank,
                .button("Magic", id: Element.magic) { [weak self] in self?.listener?.pressMagic() },
                .blank,
                .hint("Enter: Magic   q: quit"),
            ],
            focus: Element.magic,
            prompt: "An empty line or magic presses Magic; quit leaves:"
        )
    }
}
