import Scores
import TerminalUI

/// What RandomWin's view tells its interactor.
@MainActor
protocol RandomWinPresentableListener: AnyObject {
    /// The players pressed Magic.
    func pressMagic()
    /// The players closed the finished game.
    func closeGame()
}

/// The RandomWin screen: the players, a Magic button, and at the end the winner with Close Game.
///
/// In line mode an empty line or `magic` presses Magic, and once the winner is announced any
/// line closes the game.
final class RandomWinViewController: ViewController, RandomWinPresentable, RandomWinViewControllable {
    /// The identifiers of the screen's focusable elements.
    enum ElementID {
        static let magic = "magic"
        static let close = "close"
    }

    weak var listener: (any RandomWinPresentableListener)?

    private let player1Name: String
    private let player2Name: String
    private var winner: Player?

    init(player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
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
            .text([.init(player1Name, style: .player1), .init("  vs  "), .init(player2Name, style: .player2)]),
            .blank,
        ]
        if let winner {
            return Screen(
                header + [
                    .text([.init(name(of: winner), style: style(of: winner)), .init(" won!", style: .emphasis)]),
                    .blank,
                    .button(id: ElementID.close, title: "Close Game"),
                ],
                focus: ElementID.close,
                prompt: "Press Enter to close the game:"
            )
        }
        return Screen(
            header + [
                .text("Press Magic and luck picks the winner."),
                .blank,
                .button(id: ElementID.magic, title: "Magic"),
                .blank,
                .text("Enter: Magic   q: quit", style: .dim),
            ],
            focus: ElementID.magic,
            prompt: "Press Enter (or type magic) for Magic:"
        )
    }

    private func name(of player: Player) -> String {
        switch player {
        case .player1: player1Name
        case .player2: player2Name
        }
    }

    private func style(of player: Player) -> TextStyle {
        switch player {
        case .player1: .player1
        case .player2: .player2
        }
    }

    // MARK: Input

    override func didActivateButton(_ id: String) {
        switch id {
        case ElementID.magic: listener?.pressMagic()
        case ElementID.close: listener?.closeGame()
        default: break
        }
    }

    override func handleLine(_ line: String) -> LineResult {
        if winner != nil {
            listener?.closeGame()
            return .handled
        }
        switch line.lowercased().filter({ !$0.isWhitespace }) {
        case "quit", "q": return .quit
        case "", "magic":
            listener?.pressMagic()
            return .handled
        default: return .error("Press Enter or type magic.")
        }
    }
}
