import ExampleSupport
import OffGame
import OffGameMocks
import RIBs
import ScoreBoard
import Scores
import TerminalUI

/// The start screen's states, with its real score board. Its parent detaches it when a game starts.
enum OffGameScenarios {
    /// The games of the app, as LoggedIn lists them.
    private static let games = [
        GameSummary(id: "tictactoe", name: "Tic Tac Toe"), GameSummary(id: "randomwin", name: "Random Win"),
    ]

    static let all = [
        scenario("two-games", "Ann and Bob, no wins yet, both games enabled"),
        scenario(
            "ann-leading", "Ann leads 2 to 1, Random Win focused", score: Score(player1Wins: 2, player2Wins: 1),
            input: [.down]),
        scenario("one-game", "Only Tic Tac Toe enabled, and no score board", games: [games[0]], scoreBoard: false),
        scenario("no-games", "Every game disabled: nothing can start", games: []),
        scenario("not-available", "Back from a deep link to a game that is not there", notice: "chess"),
    ]

    private static func scenario(
        _ name: String, _ summary: String, score: Score = .zero, games: [GameSummary] = games,
        scoreBoard: Bool = true, notice: String? = nil, input: [Key] = []
    ) -> Scenario {
        Scenario(name, summary, input: input) { context in
            let dependency = OffGameDependencyMock()
            dependency.player1Name = "Ann"
            dependency.player2Name = "Bob"
            dependency.games = games
            dependency.scoreStream = ScoreStreamImpl(score: score)
            let feature = Feature(name: "scoreboard", description: "The score line")
            let builder = makeOffGameBuilder(
                dependency: dependency,
                scoreBoard: PluginPoint(
                    features: InMemoryFeatureSource(["scoreboard": scoreBoard]),
                    [.init(feature: feature) { makeScoreBoardBuilder(dependency: $0) }]))
            let listener = OffGameListenerMock()
            listener.startGameHandler = { context.listenerCall("startGame", ["withId": $0], detaches: true) }
            let notice = notice.map { "Game '\($0)' is not available." }
            return (builder.build(withListener: listener, notice: notice), listener)
        }
    }
}
