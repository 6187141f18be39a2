import ExampleSupport
import Games
import GamesMocks
import Scores
import TerminalUI
import TicTacToe

/// The game's states, reached by playing moves on a new board. Its host detaches it when the
/// players close the finished game.
enum TicTacToeScenarios {
    static let all = [
        scenario("new-game", "A new board, Ann (X) to play"),
        scenario("mid-game", "Three moves in, the last on a taken cell", moves: "515"),
        scenario("one-move-from-a-win", "Ann (X) wins with cell 3", moves: "1425"),
        scenario("won", "Ann (X) has won along the top row", moves: "14253"),
        scenario("one-move-from-a-draw", "The last cell, 9, draws", moves: "12354687"),
        scenario("draw", "A full board and no winner", moves: "123546879"),
    ]

    private static func scenario(_ name: String, _ summary: String, moves: String = "") -> Scenario {
        Scenario(name, summary, input: Key.typed(moves)) { context in
            let dependency = GameDependencyMock()
            (dependency.player1Name, dependency.player2Name) = ("Ann", "Bob")
            dependency.mutableScoreStream = ScoreStreamImpl()
            let listener = GameListenerMock()
            listener.gameDidEndHandler = { context.listenerCall("gameDidEnd", detaches: true) }
            return (makeTicTacToeBuilder(dependency: dependency).build(withListener: listener), listener)
        }
    }
}
