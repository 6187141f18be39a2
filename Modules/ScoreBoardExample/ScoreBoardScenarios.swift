import ExampleSupport
import RIBs
import ScoreBoard
import ScoreBoardMocks
import Scores

/// The score line's states, shown alone (the start screen embeds it under the players' names).
enum ScoreBoardScenarios {
    static let all = [
        scenario("no-wins", "Ann and Bob before their first game", score: .zero),
        scenario("ann-leading", "Ann leads 2 to 1", score: Score(player1Wins: 2, player2Wins: 1)),
        scenario(
            "long-names", "Names longer than the line allows are cut", score: Score(player1Wins: 10, player2Wins: 12),
            names: ("Annabelle Marguerite Fitzgerald-Smythe", "Bartholomew Oswald Featherstonehaugh")),
    ]

    private static func scenario(
        _ name: String, _ summary: String, score: Score, names: (String, String) = ("Ann", "Bob")
    )
        -> Scenario
    {
        Scenario(name, summary) { _ in
            let dependency = ScoreBoardDependencyMock()
            (dependency.player1Name, dependency.player2Name) = names
            dependency.scoreStream = ScoreStreamImpl(score: score)
            // The board tells its listener nothing.
            let listener = ScoreBoardListenerMock()
            return (makeScoreBoardBuilder(dependency: dependency).build(withListener: listener), listener)
        }
    }
}
