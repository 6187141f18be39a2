import Scores
import TerminalUI

/// The score board: exactly one line, `Score: <player 1> <wins> - <wins> <player 2>`.
///
/// It is embedded in the start screen (OffGame's view) and has nothing to focus. Each name is cut to ``maxNameWidth`` columns (with an
/// ellipsis), so that the two counts always fit on an 80-column line whatever the names.
final class ScoreBoardViewController: ViewController, ScoreBoardPresentable, ScoreBoardViewControllable {
    /// The widest a name may be on the score line, in terminal columns.
    static let maxNameWidth = 30

    private let names: PlayerNames
    private var score = Score.zero

    init(player1Name: String, player2Name: String) {
        names = PlayerNames(
            player1: TerminalText.truncated(player1Name, toWidth: Self.maxNameWidth),
            player2: TerminalText.truncated(player2Name, toWidth: Self.maxNameWidth)
        )
        super.init()
    }

    // MARK: ScoreBoardPresentable

    func show(score: Score) {
        self.score = score
        setNeedsDisplay()
    }

    // MARK: Screen

    override func makeScreen() -> Screen {
        Screen([
            .text([
                .init("Score: "),
                names.span(of: .player1),
                .init(" \(score.player1Wins) - \(score.player2Wins) "),
                names.span(of: .player2),
            ])
        ])
    }
}
