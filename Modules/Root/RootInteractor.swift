import RIBs

/// What Root's interactor may ask its router to do.
protocol RootRouting: ViewableRouting {
    /// Replaces LoggedOut with LoggedIn for these two players.
    func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String)
}

/// What Root's interactor may ask its view to do (nothing: the view only hosts the children's).
protocol RootPresentable: Presentable {
    /// Receives the user's actions.
    var listener: (any RootPresentableListener)? { get set }
}

/// Root's business logic: logs the players in.
final class RootInteractor: PresentableInteractor<any RootPresentable>, RootInteractable, RootPresentableListener {
    weak var router: (any RootRouting)?

    override init(presenter: any RootPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    // MARK: LoggedOutListener

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        router?.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name)
    }
}
