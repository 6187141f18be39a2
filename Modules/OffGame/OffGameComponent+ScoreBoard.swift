import ScoreBoard

/// The score board gets the players' names and their score from OffGame's component.
extension OffGameComponent: ScoreBoardDependency {}
