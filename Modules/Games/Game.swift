public import RIBs
public import Scores

/// What a game gets from its host: the names of the two logged-in players and their score.
///
/// LoggedIn's component implements it and hands itself to every plugin of its games point; a game's
/// builder entry takes it as the game's dependency.
///
/// @mockable
public protocol GameDependency: Dependency {
    /// Player 1's name; player 1 moves first.
    var player1Name: String { get }
    /// Player 2's name.
    var player2Name: String { get }
    /// The players' score, shared by all their games: a game records each win in it (a draw is
    /// not recorded), and the start screen shows it.
    var mutableScoreStream: any MutableScoreStream { get }
}

/// What a game tells its host, LoggedIn.
///
/// @mockable
public protocol GameListener: RIBListener {
    /// The players closed the finished game; LoggedIn shows the start screen again.
    func gameDidEnd()
}

/// Builds one game's RIB for its host: what a game module's builder entry returns.
///
/// @mockable
public protocol GameBuildable: Buildable {
    /// Builds the game's RIB.
    /// - Parameter listener: Told when the game ends. Hold it weakly, as an interactor holds its
    ///   listener: LoggedIn outlives its games.
    /// - Returns: The game's router, which LoggedIn attaches and whose view it presents.
    func build(withListener listener: any GameListener) -> any ViewableRouting
}

/// A game LoggedIn can run: a plugin of LoggedIn's games point.
///
/// The games contract lives in this module, which LoggedIn and every game import: a game's builder
/// is a ``GameBuildable`` over a ``GameDependency`` as it is, so LoggedIn never depends on a game,
/// a game never depends on LoggedIn, and nothing sits between them.
///
/// ```swift
/// let games = PluginPoint<any GameDependency, Game>(
///     features: features,
///     [
///         .init(feature: ticTacToeFeature) { dependency in
///             Game(id: "tictactoe", name: "Tic Tac Toe", builder: makeTicTacToeBuilder(dependency: dependency))
///         }
///     ])
/// ```
public struct Game {
    /// The stable, lower-case identifier, e.g. `tictactoe`.
    public let id: String
    /// The name people see, e.g. `Tic Tac Toe`.
    public let name: String
    /// What builds the game's RIB.
    public let builder: any GameBuildable

    /// Creates a game.
    public init(id: String, name: String, builder: any GameBuildable) {
        self.id = id
        self.name = name
        self.builder = builder
    }
}
