import TerminalUI

/// What LoggedOut's view tells its interactor.
///
/// @mockable
protocol LoggedOutPresentableListener: AnyObject {
    /// The user asked to log in with what is in the two name fields.
    func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// The login screen: two name fields and a Login button.
final class LoggedOutViewController: ViewController, LoggedOutPresentable, LoggedOutViewControllable {
    /// The identities of the name fields.
    enum Field {
        static let player1: Screen.ElementID = "player1"
        static let player2: Screen.ElementID = "player2"
    }

    /// The most characters a name may have.
    static let nameMaxLength = 20

    weak var listener: (any LoggedOutPresentableListener)?

    override func makeScreen() -> Screen {
        Screen(
            [
                .text("TicTacToe", style: .title),
                .blank,
                .text("Who is playing?"),
                .blank,
                .field(
                    id: Field.player1, label: "Player 1 (X)", placeholder: "Player 1", maxLength: Self.nameMaxLength,
                    prompt: "Player 1's name (empty for Player 1); quit leaves:"
                ),
                .field(
                    id: Field.player2, label: "Player 2 (O)", placeholder: "Player 2", maxLength: Self.nameMaxLength,
                    prompt: "Player 2's name (empty for Player 2); quit leaves:"
                ),
                .blank,
                .button("Login") { [weak self] in self?.login() },
            ],
            focus: Field.player1
        )
    }

    private func login() {
        listener?.login(withPlayer1Name: text(inField: Field.player1), player2Name: text(inField: Field.player2))
    }
}
