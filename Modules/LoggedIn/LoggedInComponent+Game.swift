import Games

/// Every game gets the players' names and the score to record wins in from LoggedIn's component.
extension LoggedInComponent: GameDependency {}
