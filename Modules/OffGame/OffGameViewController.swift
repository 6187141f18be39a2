import RIBs
import TerminalUI

/// What OffGame's view tells its interactor.
@MainActor
protocol OffGamePresentableListener: AnyObject {
    /// The players chose the game at `index` in the list.
    func startGame(at index: Int)
}

/// The start screen: who is playing, their score (the embedded score board), and one button per
/// enabled game, the first with the focus; or, with no game enabled, a notice that says so.
///
/// In line mode an empty line or `start` starts the first game, a number (the game's position) or
/// a game's name (any case, spaces ignored) starts that game, and `quit` (or `q`) leaves.
final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
    /// The notice shown instead of the games when every game is disabled.
    static let noGamesNotice = "No games are enabled."

    weak var listener: (any OffGamePresentableListener)?

    private let player1Name: String
    private let player2Name: String
    private let games: [String]
    private var notice: String?
    private var scoreBoard: ViewController?

    init(player1Name: String, player2Name: String, games: [String], notice: String? = nil) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        self.games = games
        self.notice = notice
        super.init()
    }

    // MARK: OffGameViewControllable

    func embedScoreBoard(_ viewController: any ViewControllable) {
        scoreBoard = viewController as? ViewController
        setNeedsDisplay()
    }

    func removeScoreBoard(_ viewController: any ViewControllable) {
        guard scoreBoard === viewController as? ViewController else { return }
        scoreBoard = nil
        setNeedsDisplay()
    }

    // MARK: Screen

    private static func buttonID(_ index: Int) -> String { "game-\(index)" }

    override func makeScreen() -> Screen {
        var elements: [Screen.Element] = [
            .text("TicTacToe", style: .title),
            .blank,
            .text([
                .init(player1Name, style: .player1),
                .init(" (X)  vs  "),
                .init(player2Name, style: .player2),
                .init(" (O)"),
            ]),
        ]
        elements += scoreBoard?.currentScreen.elements ?? []
        elements.append(.blank)
        guard let first = games.first else {
            elements += [.text(Self.noGamesNotice), notice.map { .text($0, style: .error) } ?? .blank]
            elements += [.text("q: quit", style: .dim)]
            return Screen(elements, prompt: "Type quit to leave:")
        }
        elements += games.indices.map { .button(id: Self.buttonID($0), title: games[$0]) }
        elements += [notice.map { .text($0, style: .error) } ?? .blank, .text("Enter: start   q: quit", style: .dim)]
        return Screen(
            elements,
            focus: Self.buttonID(0),
            prompt: games.count == 1
                ? "Press Enter to start \(first), or type quit:"
                : "Press Enter to start \(first), or type a game's number or name, or quit:"
        )
    }

    // MARK: Input

    override func didActivateButton(_ id: String) {
        guard let index = games.indices.first(where: { Self.buttonID($0) == id }) else { return }
        clearNotice()
        listener?.startGame(at: index)
    }

    override func handleLine(_ line: String) -> LineResult {
        clearNotice()
        let command = line.lowercased().filter { !$0.isWhitespace }
        if command == "quit" || command == "q" { return .quit }
        guard !games.isEmpty else { return .error(Self.noGamesNotice) }
        if command.isEmpty || command == "start" {
            listener?.startGame(at: 0)
            return .handled
        }
        if let number = Int(command), games.indices.contains(number - 1) {
            listener?.startGame(at: number - 1)
            return .handled
        }
        if let index = games.firstIndex(where: { $0.lowercased().filter { !$0.isWhitespace } == command }) {
            listener?.startGame(at: index)
            return .handled
        }
        return .error("No game '\(line)': type 1-\(games.count) or a game's name.")
    }

    private func clearNotice() {
        guard notice != nil else { return }
        notice = nil
        setNeedsDisplay()
    }
}
