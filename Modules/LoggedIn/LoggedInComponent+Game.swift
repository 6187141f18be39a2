/// Every game gets the players' names from LoggedIn's component.
extension LoggedInComponent: GameDependency {}
