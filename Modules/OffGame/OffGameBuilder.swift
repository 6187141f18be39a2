public import RIBs
public import ScoreBoard
public import Scores

/// What OffGame needs from its parent: the players, their score and the games they can start.
///
/// @mockable
public protocol OffGameDependency: Dependency {
    /// Player 1's name, shown with the mark X.
    var player1Name: String { get }
    /// Player 2's name, shown with the mark O.
    var player2Name: String { get }
    /// The games the players can start, in order. The first has the focus; with none, the start
    /// screen says that no game is enabled.
    var games: [GameSummary] { get }
    /// The players' score, for the score board.
    var scoreStream: any ScoreStream { get }
}

/// A game the players can start from the start screen: what OffGame knows of it.
public struct GameSummary: Sendable, Hashable {
    /// The game's stable id, which OffGame hands its listener when the players start the game.
    public let id: String
    /// The name people see, on the game's button.
    public let name: String

    /// A game called `name` whose id is `id`.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// The scope of one OffGame RIB: it hands the players' names and the games to the view, and the
/// score to the score board (see `OffGameComponent+ScoreBoard.swift`).
final class OffGameComponent: Component<any OffGameDependency> {
    var player1Name: String { dependency.player1Name }
    var player2Name: String { dependency.player2Name }
    var scoreStream: any ScoreStream { dependency.scoreStream }
    fileprivate var games: [GameSummary] { dependency.games }
}

/// Builds the OffGame RIB, the start screen between games.
///
/// @mockable
public protocol OffGameBuildable: Buildable {
    /// Builds an OffGame RIB that reports the start of a game to `listener`.
    /// - Parameters:
    ///   - listener: Told when the players want to start a game.
    ///   - notice: A message the start screen shows until the next input, such as a deep link's
    ///     `Game 'chess' is not available.`; nil for none.
    /// - Returns: The router of the new RIB, for the parent to attach and present.
    func build(withListener listener: any OffGameListener, notice: String?) -> any ViewableRouting
}

/// Makes the builder of the OffGame RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let offGame = makeOffGameBuilder(
///     dependency: component,
///     scoreBoard: PluginPoint(
///         features: features,
///         [.init(feature: scoreBoardFeature) { makeScoreBoardBuilder(dependency: $0) }]
///     )
/// )
/// ```
/// - Parameters:
///   - dependency: What OffGame needs from its parent.
///   - scoreBoard: Where the score board comes from: each OffGame RIB asks it for its first
///     enabled entry, and shows no score line when there is none (its feature is off).
/// - Returns: The builder, for the parent's router.
public func makeOffGameBuilder(
    dependency: any OffGameDependency,
    scoreBoard: PluginPoint<any ScoreBoardDependency, any ScoreBoardBuildable>
) -> any OffGameBuildable {
    OffGameBuilder(dependency: dependency, scoreBoard: scoreBoard)
}

/// The builder of the OffGame RIB.
final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
    private let scoreBoard: PluginPoint<any ScoreBoardDependency, any ScoreBoardBuildable>

    init(
        dependency: any OffGameDependency,
        scoreBoard: PluginPoint<any ScoreBoardDependency, any ScoreBoardBuildable>
    ) {
        self.scoreBoard = scoreBoard
        super.init(dependency: dependency)
    }

    func build(withListener listener: any OffGameListener, notice: String?) -> any ViewableRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(
            player1Name: component.player1Name,
            player2Name: component.player2Name,
            games: component.games,
            notice: notice
        )
        let interactor = OffGameInteractor(presenter: viewController, games: component.games)
        interactor.listener = listener
        return OffGameRouter(
            interactor: interactor,
            viewController: viewController,
            scoreBoardBuilder: scoreBoard.first(for: component)
        )
    }
}
