import RIBs

/// What the composition root may ask of the running tree from outside it: open a deep link
/// (RIBs tutorial 4's `UrlHandler`). The app parses the link; Root runs it as a workflow.
public protocol RootDeepLinkHandling: AnyObject {
    /// Runs the launch-game workflow: once the players have logged in, the game whose id is
    /// `gameID` (any case) replaces the start screen; an unknown or disabled game is reported on
    /// the start screen instead.
    func launchGame(withID gameID: String)

    /// Returns once no deep link is between the login and its game: at once before the login or
    /// when nothing is running, otherwise when the workflow has finished.
    ///
    /// A driver awaits it before it reads the next input, so that the game a link launches is on
    /// screen before that input arrives.
    func waitUntilSettled() async
}

extension RootInteractor: RootDeepLinkHandling {
    func launchGame(withID gameID: String) {
        launchGameRun?.cancel()
        let run = LaunchGameWorkflow(gameID: gameID).subscribe(self)
        launchGameRun = run
        run.cancelOnDeactivate(interactor: self)
    }

    func waitUntilSettled() async {
        guard loggedInActionableItem.value != nil, let launchGameRun else { return }
        await launchGameRun.finished()
    }
}
