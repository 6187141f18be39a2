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
    /// The identity of the Magic button, the screen's one focusable element until the end.
    static let magicButtonID: Screen.ElementID = "magic"

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
        let header = names.header(title: "Random Win", showsMarks: false) + [.blank]
        if let winner {
            return names.finishedGameScreen(header: header, winner: winner) { [weak self] in
                self?.listener?.closeGame()
            }
        }
        return Screen(
            header + [
                .text("Press Magic and luck picks the winner."),
                .blank,
                .button("Magic", id: Self.magicButtonID) { [weak self] in self?.listener?.pressMagic() },
                .blank,
                .hint("Enter: Magic   q: quit"),
            ],
            focus: Self.magicButtonID,
            prompt: "An empty line or magic presses Magic; quit leaves:"
        )
    }
}
