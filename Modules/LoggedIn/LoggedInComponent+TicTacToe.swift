import TicTacToe

/// TicTacToe gets the players' names and the score to record wins in from LoggedIn's component.
extension LoggedInComponent: TicTacToeDependency {}
