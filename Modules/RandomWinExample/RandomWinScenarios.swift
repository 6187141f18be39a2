import ExampleSupport
import Games
import GamesMocks
import RandomWin
import Scores
import TerminalUI

/// The game's states, with the pick seeded so that every run (and the snapshot) shows the same
/// winner. Its host detaches it when the players close the finished game.
enum RandomWinScenarios {
    static let all = [
        scenario("magic", "Before the pick: Magic has the focus"),
        scenario("result", "Magic pressed: the seeded pick names the winner", input: [.enter]),
    ]

    private static func scenario(_ name: String, _ summary: String, input: [Key] = []) -> Scenario {
        Scenario(name, summary, input: input) { context in
            let dependency = GameDependencyMock()
            (dependency.player1Name, dependency.player2Name) = ("Ann", "Bob")
            dependency.mutableScoreStream = ScoreStreamImpl()
            let listener = GameListenerMock()
            listener.gameDidEndHandler = { context.listenerCall("gameDidEnd", detaches: true) }
            let builder = makeRandomWinBuilder(dependency: dependency, seed: 7)
            return (builder.build(withListener: listener), listener)
        }
    }
}
