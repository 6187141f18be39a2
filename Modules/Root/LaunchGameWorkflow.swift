import LoggedIn
import RIBs

/// The deep link `ribs-training://launchGame?gameId=ID` as a workflow (RIBs tutorial 4): wait on
/// Root until the players log in, then ask LoggedIn to launch game `ID` in place of the start screen.
///
/// ```swift
/// LaunchGameWorkflow(gameID: "randomwin").subscribe(rootInteractor)
/// ```
/// Each step runs on an actionable item, once the interactor behind it is active; the workflow
/// knows nothing of routers or views, so it is tested against mocks of the two items alone.
final class LaunchGameWorkflow: Workflow<any RootActionableItem> {
    /// The game the link asks for, as given (LoggedIn compares it case-insensitively).
    let gameID: String

    /// Creates the workflow for game `gameID`; it does nothing until subscribed.
    init(gameID: String) {
        self.gameID = gameID
        super.init()
        onStep { (root: any RootActionableItem) in
            try await root.waitForLogin()
        }
        .onStep { (loggedIn: any LoggedInActionableItem, _: Void) in
            loggedIn.launchGame(withID: gameID)
        }
        .commit()
    }
}
