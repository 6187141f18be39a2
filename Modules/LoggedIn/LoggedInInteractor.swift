import RIBs

/// What LoggedIn's interactor may ask its router to do.
protocol LoggedInRouting: Routing {
    /// Dismisses every view LoggedIn presented, before LoggedIn goes away.
    func cleanupViews()
    /// Replaces the current child with a new game.
    func routeToTicTacToe()
    /// Replaces the current child with the start screen.
    func routeToOffGame()
    /// Replaces the current child with the game whose id is `id` (any case).
    /// - Returns: Whether there is such a game; when there is not, nothing changes.
    @discardableResult
    func routeToGame(withId id: String) -> Bool
}

/// What LoggedIn tells its parent (nothing yet: the players stay logged in until the program ends).
@MainActor
public protocol LoggedInListener: AnyObject {}

/// LoggedIn's business logic: goes from the start screen to a game and back.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: OffGameListener

    func startTicTacToe() {
        router?.routeToTicTacToe()
    }

    // MARK: TicTacToeListener

    func gameDidEnd() {
        router?.routeToOffGame()
    }
}
