public import RIBs

/// What a workflow may do on LoggedIn: launch a game (RIBs tutorial 4's `LoggedInActionableItem`).
///
/// Root's launch-game workflow reaches it after the players have logged in; LoggedIn's interactor
/// adopts it. A step on it runs only while LoggedIn is active.
///
/// @mockable
public protocol LoggedInActionableItem: ActionableItem {
    /// Replaces the start screen with the game whose id is `id` (compared case-insensitively).
    ///
    /// A game that is unknown or disabled is not launched: the start screen stays and tells the
    /// players `Game 'ID' is not available.`.
    /// - Returns: LoggedIn's actionable item again, for a further step.
    func launchGame(withID id: String) -> (any LoggedInActionableItem, Void)
}

extension LoggedInInteractor: LoggedInActionableItem {
    func launchGame(withID id: String) -> (any LoggedInActionableItem, Void) {
        if router?.routeToGame(withId: id) == false {
            router?.routeToOffGame(notice: "Game '\(id)' is not available.")
        }
        return (self, ())
    }
}
