public import Games
public import OffGame
public import RIBs
import Scores

/// What LoggedIn needs from its parent: a view to present its children on, since LoggedIn has
/// no view of its own.
///
/// @mockable
public protocol LoggedInDependency: Dependency {
    /// The parent's view, which shows LoggedIn's children.
    var loggedInViewController: any LoggedInViewControllable { get }
}

/// The scope of one LoggedIn RIB: the players' names, their score and the enabled games, which its children get
/// through their dependencies (see `LoggedInComponent+OffGame.swift` and `LoggedInComponent+Game.swift`).
final class LoggedInComponent: Component<any LoggedInDependency> {
    /// Player 1's name, for OffGame and the games.
    let player1Name: String
    /// Player 2's name, for OffGame and the games.
    let player2Name: String
    /// The games whose feature is on, in the order of the games point, as OffGame lists them; set
    /// once by the builder. (Only their summaries: the games themselves hold this component, so the
    /// router keeps them.)
    fileprivate(set) var games: [GameSummary] = []

    /// The players' score, one per LoggedIn scope (RIBs tutorial 3): the games record wins in it
    /// and the start screen's score board observes it.
    var mutableScoreStream: any MutableScoreStream {
        shared { ScoreStreamImpl() }
    }

    fileprivate var loggedInViewController: any LoggedInViewControllable {
        dependency.loggedInViewController
    }

    init(dependency: any LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }
}

/// Builds the LoggedIn RIB, which runs the games of two logged-in players.
///
/// @mockable
public protocol LoggedInBuildable: Buildable {
    /// Builds a LoggedIn RIB for two players.
    /// - Parameters:
    ///   - listener: Told about LoggedIn's events.
    ///   - player1Name: Player 1's name (X).
    ///   - player2Name: Player 2's name (O).
    /// - Returns: The router of the new RIB, for the parent to attach (LoggedIn has no view: it
    ///   presents its children on the dependency's ``LoggedInDependency/loggedInViewController``),
    ///   and its actionable item, for workflows such as a deep link.
    func build(
        withListener listener: any LoggedInListener, player1Name: String, player2Name: String
    ) -> (
        router: any Routing, actionableItem: any LoggedInActionableItem
    )
}

/// Makes the builder of the LoggedIn RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let loggedIn = makeLoggedInBuilder(
///     dependency: component,
///     offGame: { makeOffGameBuilder(dependency: $0, scoreBoard: scoreBoard) },
///     games: PluginPoint(
///         features: features,
///         [
///             .init(feature: ticTacToeFeature) {
///                 Game(id: "tictactoe", name: "Tic Tac Toe", builder: makeTicTacToeBuilder(dependency: $0))
///             }
///         ]
///     )
/// )
/// ```
/// - Parameters:
///   - dependency: What LoggedIn needs from its parent.
///   - offGame: Makes OffGame's builder over LoggedIn's component, once per LoggedIn RIB.
///   - games: The games point: each LoggedIn RIB asks it once, when it is built, for every enabled game.
/// - Returns: The builder, for the parent's router.
public func makeLoggedInBuilder(
    dependency: any LoggedInDependency,
    offGame: @escaping BuilderFactory<any OffGameDependency, any OffGameBuildable>,
    games: PluginPoint<any GameDependency, Game>
) -> any LoggedInBuildable {
    LoggedInBuilder(dependency: dependency, offGame: offGame, games: games)
}

/// The builder of the LoggedIn RIB.
final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
    private let offGame: BuilderFactory<any OffGameDependency, any OffGameBuildable>
    private let games: PluginPoint<any GameDependency, Game>

    init(
        dependency: any LoggedInDependency,
        offGame: @escaping BuilderFactory<any OffGameDependency, any OffGameBuildable>,
        games: PluginPoint<any GameDependency, Game>
    ) {
        self.offGame = offGame
        self.games = games
        super.init(dependency: dependency)
    }

    func build(
        withListener listener: any LoggedInListener, player1Name: String, player2Name: String
    ) -> (
        router: any Routing, actionableItem: any LoggedInActionableItem
    ) {
        let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        let enabledGames = games.all(for: component)
        component.games = enabledGames.map { GameSummary(id: $0.id, name: $0.name) }
        let interactor = LoggedInInteractor()
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: component.loggedInViewController,
            offGameBuilder: offGame(component),
            games: enabledGames
        )
        return (router, interactor)
    }
}
