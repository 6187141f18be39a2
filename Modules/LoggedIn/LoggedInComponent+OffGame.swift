import OffGame

/// OffGame gets the players' names and the enabled games from LoggedIn's component.
extension LoggedInComponent: OffGameDependency {
    var games: [(id: String, name: String)] { gameSummaries }
}
