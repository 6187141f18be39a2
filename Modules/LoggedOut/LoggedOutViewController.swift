import TerminalUI

/// What LoggedOut's view tells its interactor.
@MainActor
protocol LoggedOutPresentableListener: AnyObject {
    /// The user asked to log in with what is in the two name fields.
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// The login screen: two name fields and a Login button.
///
/// In line mode the first line is player 1's name and the second player 2's, which logs in.
final class LoggedOutViewController: ViewController, LoggedOutPresentable, LoggedOutViewControllable {
    /// The identifiers of the screen's focusable elements.
    enum ElementID {
        static let player1 = "player1"
        static let player2 = "player2"
        static let login = "login"
    }

    /// The most characters a name may have.
    static let nameMaxLength = 20

    weak var listener: (any LoggedOutPresentableListener)?

    /// Whether line mode has read player 1's name and now asks for player 2's.
    private var isAskingForPlayer2 = false

    override func makeScreen() -> Screen {
        Screen(
            [
                .text("TicTacToe", style: .title),
                .blank,
                .text("Who is playing?"),
                .blank,
                .field(
                    id: ElementID.player1, label: "Player 1 (X)", placeholder: "Player 1", maxLength: Self.nameMaxLength
                ),
                .field(
                    id: ElementID.player2, label: "Player 2 (O)", placeholder: "Player 2", maxLength: Self.nameMaxLength
                ),
                .blank,
                .button(id: ElementID.login, title: "Login"),
            ],
            focus: ElementID.player1,
            prompt: isAskingForPlayer2
                ? "Player 2's name (empty for Player 2):" : "Player 1's name (empty for Player 1):"
        )
    }

    override func didActivateButton(_ id: String) {
        guard id == ElementID.login else { return }
        login()
    }

    override func handleLine(_ line: String) -> LineResult {
        let wasOnPlayer2 = focusedElementID == ElementID.player2
        let result = super.handleLine(line)
        if wasOnPlayer2 {
            login()
        } else if focusedElementID == ElementID.player2 {
            isAskingForPlayer2 = true
            setNeedsDisplay()
        }
        return result
    }

    private func login() {
        listener?.login(
            withPlayer1Name: text(inField: ElementID.player1),
            player2Name: text(inField: ElementID.player2)
        )
    }
}
