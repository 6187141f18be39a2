public import RIBs

/// What LoggedOut's interactor may ask its router to do (nothing: LoggedOut has no children).
protocol LoggedOutRouting: ViewableRouting {}

/// What LoggedOut's interactor may ask its view to do.
///
/// @mockable
protocol LoggedOutPresentable: Presentable {
    /// Receives the user's actions.
    var listener: (any LoggedOutPresentableListener)? { get set }
}

/// What LoggedOut tells its parent.
///
/// @mockable
public protocol LoggedOutListener: RIBListener {
    /// The players logged in with these names (never empty: missing names get a default).
    func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

/// LoggedOut's business logic: turns what was typed into the players' names.
final class LoggedOutInteractor: PresentableInteractor<any LoggedOutPresentable>, LoggedOutInteractable,
    LoggedOutPresentableListener
{
    weak var router: (any LoggedOutRouting)?
    weak var listener: (any LoggedOutListener)?

    override init(presenter: any LoggedOutPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        listener?.didLogin(
            withPlayer1Name: playerName(player1Name, withDefaultName: "Player 1"),
            player2Name: playerName(player2Name, withDefaultName: "Player 2")
        )
    }

    /// `name` without surrounding whitespace, or `defaultName` when nothing is left.
    private func playerName(_ name: String?, withDefaultName defaultName: String) -> String {
        guard let name, let first = name.firstIndex(where: { !$0.isWhitespace }),
            let last = name.lastIndex(where: { !$0.isWhitespace })
        else { return defaultName }
        return String(name[first...last])
    }
}
