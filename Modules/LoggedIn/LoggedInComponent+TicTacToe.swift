import TicTacToe

/// TicTacToe gets the players' names from LoggedIn's component.
extension LoggedInComponent: TicTacToeDependency {}
