import RIBs
import Scores
import TerminalUI

/// What OffGame's view tells its interactor.
///
/// @mockable
protocol OffGamePresentableListener: AnyObject {
    /// The players chose the game at `index` in the list.
    func startGame(at index: Int)
}

/// The start screen: who is playing, their score (the embedded score board), and one button per
/// enabled game, the first with the focus; or, with no game enabled, a notice that says so.
///
/// A game's button also answers, in line mode, to its position in the list (`1`, `2`, ...) and its
/// name in any case without spaces (`randomwin`); the first to `start` as well, and, having the
/// focus, to an empty line.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
    /// The notice shown instead of the games when every game is disabled.
    static let noGamesNotice = "No games are enabled."

    weak var listener: (any OffGamePresentableListener)?

    private let names: PlayerNames
    private let games: [GameSummary]
    private weak var scoreBoard: (any ViewControllable)?

    /// Creates the start screen for `games`, in order.
    /// - Parameter notice: Shown as a transient error when the screen appears, such as a deep
    ///   link's `Game 'chess' is not available.` (on standard error in line mode).
    init(player1Name: String, player2Name: String, games: [GameSummary], notice: String? = nil) {
        names = PlayerNames(player1: player1Name, player2: player2Name)
        self.games = games
        super.init()
        if let notice { showError(notice) }
    }

    // MARK: OffGameViewControllable

    func embedScoreBoard(_ viewController: any ViewControllable) {
        guard embed(viewController) else { return }
        scoreBoard = viewController
    }

    // MARK: Screen

    override func makeScreen() -> Screen {
        var elements = names.header(title: "TicTacToe")
        // The score line sits right under the players' names.
        if let scoreBoard { elements.append(.child(scoreBoard)) }
        elements.append(.blank)
        guard let first = games.first else {
            elements += [.text(Self.noGamesNotice), .errorLine(nil), .hint("q: quit")]
            return Screen(elements, prompt: "No game can start; quit leaves:")
        }
        elements += games.indices.map { index in
            .button(
                games[index].name, id: Screen.ElementID("game-\(index)"),
                aliases: ["\(index + 1)"] + (index == 0 ? ["start"] : [])
            ) { [weak self] in
                self?.clearError()
                self?.listener?.startGame(at: index)
            }
        }
        elements += [.errorLine(nil), .hint("Enter: start   q: quit")]
        return Screen(
            elements,
            focus: Screen.ElementID("game-0"),
            prompt: games.count == 1
                ? "An empty line starts \(first.name); quit leaves:"
                : "An empty line starts \(first.name), a number or name that game; quit leaves:"
        )
    }
}
