public import RIBs
public import Scores

/// What TicTacToe needs from its parent: the names of the two players, and where to record a win.
///
/// @mockable
public protocol TicTacToeDependency: Dependency {
    /// Player 1's name; player 1 plays X and moves first.
    var player1Name: String { get }
    /// Player 2's name; player 2 plays O.
    var player2Name: String { get }
    /// The players' score, shared with their other games: a win is recorded in it, a draw is not.
    var mutableScoreStream: any MutableScoreStream { get }
}

/// The scope of one TicTacToe RIB: it hands the players' names to the view and the score to the
/// interactor.
final class TicTacToeComponent: Component<any TicTacToeDependency> {
    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
    fileprivate var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
}

/// Builds the TicTacToe RIB: one game on a 3x3 board.
///
/// @mockable
public protocol TicTacToeBuildable: Buildable {
    /// Builds a TicTacToe RIB that reports the end of the game to `listener`.
    /// - Parameter listener: Told when the players close the finished game.
    /// - Returns: The router of the new RIB, for the parent to attach and present.
    func build(withListener listener: any TicTacToeListener) -> any ViewableRouting
}

/// Makes the builder of the TicTacToe RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let ticTacToe = makeTicTacToeBuilder(dependency: component).build(withListener: interactor)
/// attachChild(ticTacToe)
/// viewController.present(viewController: ticTacToe.viewControllable)
/// ```
public func makeTicTacToeBuilder(dependency: any TicTacToeDependency) -> any TicTacToeBuildable {
    TicTacToeBuilder(dependency: dependency)
}

/// The builder of the TicTacToe RIB.
final class TicTacToeBuilder: Builder<any TicTacToeDependency>, TicTacToeBuildable {
    override init(dependency: any TicTacToeDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any TicTacToeListener) -> any ViewableRouting {
        let component = TicTacToeComponent(dependency: dependency)
        let viewController = TicTacToeViewController(
            player1Name: component.player1Name,
            player2Name: component.player2Name
        )
        let interactor = TicTacToeInteractor(
            presenter: viewController,
            mutableScoreStream: component.mutableScoreStream
        )
        interactor.listener = listener
        return TicTacToeRouter(interactor: interactor, viewController: viewController)
    }
}
