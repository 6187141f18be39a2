import OffGame
import Scores

/// OffGame gets the players' names, the enabled games and the score (read-only: only games
/// record wins) from LoggedIn's component.
extension LoggedInComponent: OffGameDependency {
    var scoreStream: any ScoreStream { mutableScoreStream }
}
