public import RIBs
public import Scores

/// What RandomWin needs from its host: the players' names, where to record the win, and the seed
/// that makes the pick reproducible.
///
/// @mockable
public protocol RandomWinDependency: Dependency {
    /// Player 1's name.
    var player1Name: String { get }
    /// Player 2's name.
    var player2Name: String { get }
    /// The players' score, shared with their other games: the win is recorded in it.
    var mutableScoreStream: any MutableScoreStream { get }
    /// The seed of the pick (`TICTACTOE_SEED`), or nil for a different pick on every run.
    var randomWinSeed: UInt64? { get }
}

/// The scope of one RandomWin RIB.
final class RandomWinComponent: Component<any RandomWinDependency> {
    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
    fileprivate var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
    fileprivate var winnerPicker: WinnerPicker { WinnerPicker(seed: dependency.randomWinSeed) }
}

/// Builds the RandomWin RIB: a game where a Magic button picks the winner (RIBs tutorial 4).
///
/// @mockable
public protocol RandomWinBuildable: Buildable {
    /// Builds a RandomWin RIB that reports the end of the game to `listener`.
    /// - Parameter listener: Told when the players close the finished game.
    /// - Returns: The router of the new RIB, for the host to attach and present.
    func build(withListener listener: any RandomWinListener) -> any ViewableRouting
}

/// Makes the builder of the RandomWin RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let randomWin = makeRandomWinBuilder(dependency: component).build(withListener: adapter)
/// ```
public func makeRandomWinBuilder(dependency: any RandomWinDependency) -> any RandomWinBuildable {
    RandomWinBuilder(dependency: dependency)
}

/// The builder of the RandomWin RIB.
final class RandomWinBuilder: Builder<any RandomWinDependency>, RandomWinBuildable {
    override init(dependency: any RandomWinDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any RandomWinListener) -> any ViewableRouting {
        let component = RandomWinComponent(dependency: dependency)
        let viewController = RandomWinViewController(
            player1Name: component.player1Name,
            player2Name: component.player2Name
        )
        let interactor = RandomWinInteractor(
            presenter: viewController,
            mutableScoreStream: component.mutableScoreStream,
            winnerPicker: component.winnerPicker
        )
        interactor.listener = listener
        return RandomWinRouter(interactor: interactor, viewController: viewController)
    }
}
