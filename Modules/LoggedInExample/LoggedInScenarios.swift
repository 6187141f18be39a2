import ExampleSupport
import Games
import GamesMocks
import LoggedIn
import LoggedInMocks
import OffGame
import RIBs
import Scores
import TerminalUI

/// LoggedIn has no view: its example shows its children's screens, the real start screen (without
/// the score board, a plugin the composition root adds) and stand-in games, since the real games
/// are plugins outside LoggedIn's closure.
enum LoggedInScenarios {
    static let all = [
        scenario("two-games", "Ann and Bob logged in, two stand-in games enabled"),
        scenario("in-a-game", "The first game started from the start screen", input: [.enter]),
        scenario("no-games", "Every game disabled", games: []),
    ]

    private static func scenario(
        _ name: String, _ summary: String, games: [String] = ["Tic Tac Toe", "Random Win"], input: [Key] = []
    ) -> Scenario {
        Scenario(name, summary, input: input) { context in
            let view = LoggedInViewControllableMock()
            view.presentHandler = context.present
            view.dismissHandler = context.dismiss
            let dependency = LoggedInDependencyMock()
            dependency.loggedInViewController = view
            let entries = games.map { name in
                let id = name.lowercased().filter { $0 != " " }
                return PluginPoint<any GameDependency, Game>.Entry(feature: Feature(name: id, description: name)) {
                    Game(id: id, name: name, builder: StandInGame.builder(name: name, dependency: $0))
                }
            }
            let builder = makeLoggedInBuilder(
                dependency: dependency,
                offGame: {
                    makeOffGameBuilder(dependency: $0, scoreBoard: PluginPoint(features: InMemoryFeatureSource(), []))
                },
                games: PluginPoint(features: InMemoryFeatureSource(), entries))
            // LoggedIn tells its listener nothing.
            let listener = LoggedInListenerMock()
            return (builder.build(withListener: listener, player1Name: "Ann", player2Name: "Bob").router, listener)
        }
    }
}

/// A game of LoggedIn's games point for the example: a screen with the score so far and one button
/// per player, which records that player's win and ends the game, as a real game does at its end.
final class StandInGame: ViewController {
    private let name: String
    private let dependency: any GameDependency
    private weak var listener: (any GameListener)?

    /// A builder of the stand-in called `name` over its host's `dependency`.
    static func builder(name: String, dependency: any GameDependency) -> any GameBuildable {
        let builder = GameBuildableMock()
        builder.buildHandler = { listener in
            let game = StandInGame(name: name, dependency: dependency, listener: listener)
            return ViewableRouter(interactor: Interactor(), viewController: game)
        }
        return builder
    }

    private init(name: String, dependency: any GameDependency, listener: any GameListener) {
        self.name = name
        self.dependency = dependency
        self.listener = listener
        super.init()
    }

    override func makeScreen() -> Screen {
        let names = PlayerNames(player1: dependency.player1Name, player2: dependency.player2Name)
        let score = dependency.mutableScoreStream.score
        return Screen(
            names.header(title: "\(name) (a stand-in)") + [
                .text(score.line(player1Name: names.player1, player2Name: names.player2)),
                .blank,
            ]
                + Player.allCases.map { player in
                    .button("\(names.name(of: player)) wins", id: Screen.ElementID("\(player)")) { [weak self] in
                        self?.dependency.mutableScoreStream.recordWin(for: player)
                        self?.listener?.gameDidEnd()
                    }
                },
            focus: "player1", prompt: "An empty line or '<name> wins' ends the game with that win; quit leaves:")
    }
}
