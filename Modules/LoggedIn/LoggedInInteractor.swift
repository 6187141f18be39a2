public import RIBs

/// What LoggedIn's interactor may ask its router to do.
///
/// @mockable
protocol LoggedInRouting: Routing {
    /// Dismisses every view LoggedIn presented, before LoggedIn goes away.
    func cleanupViews()
    /// Replaces the current child with the game `id` (in any case), if it is one of the enabled games.
    /// - Returns: Whether the game was started; when it was not, nothing changes.
    @discardableResult
    func routeToGame(withId id: String) -> Bool
    /// Replaces the current child, if any, with the start screen.
    /// - Parameter notice: What the start screen shows until the next input, such as why a deep
    ///   link's game did not start; nil for nothing.
    func routeToOffGame(notice: String?)
}

/// What LoggedIn tells its parent (nothing yet: the players stay logged in until the program ends).
///
/// @mockable
public protocol LoggedInListener: RIBListener {}

/// LoggedIn's business logic: goes from the start screen to a game and back.
final class LoggedInInteractor: Interactor, LoggedInInteractable {
    weak var router: (any LoggedInRouting)?
    weak var listener: (any LoggedInListener)?

    override func willResignActive() {
        super.willResignActive()
        router?.cleanupViews()
    }

    // MARK: OffGameListener

    func startGame(withId id: String) {
        router?.routeToGame(withId: id)
    }

    // MARK: GameListener

    func gameDidEnd() {
        router?.routeToOffGame(notice: nil)
    }
}
