import ExampleSupport
import LoggedOut
import LoggedOutMocks
import TerminalUI

/// The login screen's states. Its parent detaches it once the players have logged in.
enum LoggedOutScenarios {
    static let all = [
        scenario("empty", "The login screen as it opens: both names to type"),
        scenario("typing", "Player 1's name given, player 2's being typed", input: Key.typed("Ann\nBo")),
    ]

    private static func scenario(_ name: String, _ summary: String, input: [Key] = []) -> Scenario {
        Scenario(name, summary, input: input) { context in
            let listener = LoggedOutListenerMock()
            listener.didLoginHandler = { player1Name, player2Name in
                context.listenerCall(
                    "didLogin", ["withPlayer1Name": player1Name, "player2Name": player2Name], detaches: true)
            }
            let router = makeLoggedOutBuilder(dependency: LoggedOutDependencyMock()).build(withListener: listener)
            return (router, listener)
        }
    }
}
