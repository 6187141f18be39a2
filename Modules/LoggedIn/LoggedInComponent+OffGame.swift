import OffGame

/// OffGame gets the players' names from LoggedIn's component.
extension LoggedInComponent: OffGameDependency {}
