import LoggedIn
import RIBs

/// What Root's interactor may ask its router to do.
///
/// @mockable
protocol RootRouting: ViewableRouting {
    /// Replaces LoggedOut with LoggedIn for these two players.
    /// - Returns: LoggedIn's actionable item, for workflows that continue after the login.
    @discardableResult
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) -> any LoggedInActionableItem
}

/// What Root's interactor may ask its view to do (nothing: the view only hosts the children's).
///
/// @mockable
protocol RootPresentable: Presentable {
    /// Receives the user's actions.
    var listener: (any RootPresentableListener)? { get set }
}

/// Root's business logic: logs the players in, and runs deep links once they have.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: (any RootRouting)?

    /// LoggedIn's actionable item once the players have logged in; workflows wait on it.
    let loggedInActionableItem = CurrentValueStream<(any LoggedInActionableItem)?>(nil)

    /// The deep link being run, if any (see `RootDeepLinkHandling.swift`).
    var launchGameRun: WorkflowRun?

    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        let item = router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
        loggedInActionableItem.send(item)
    }
}
