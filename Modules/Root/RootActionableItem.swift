import LoggedIn
import RIBs

/// What a workflow may do on Root: wait until the players have logged in (RIBs tutorial 4's
/// `RootActionableItem`). Root's interactor adopts it.
///
/// @mockable
protocol RootActionableItem: ActionableItem {
    /// Returns once the players have logged in (at once if they already have).
    /// - Returns: LoggedIn's actionable item, for the next step.
    /// - Throws: `CancellationError` when the workflow is cancelled before the login.
    func waitForLogin() async throws -> (any LoggedInActionableItem, Void)
}

extension RootInteractor: RootActionableItem {
    func waitForLogin() async throws -> (any LoggedInActionableItem, Void) {
        // The item itself is not Sendable, so wait on whether there is one, then read it.
        for await isLoggedIn in loggedInActionableItem.map({ $0 != nil }).values where isLoggedIn {
            if let item = loggedInActionableItem.value { return (item, ()) }
        }
        throw CancellationError()
    }
}
