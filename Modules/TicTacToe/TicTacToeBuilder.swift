public import Games
import RIBs
import Scores

/// The scope of one TicTacToe RIB: it hands the players' names to the view and the score to the
/// interactor, from what its host gives every game.
final class TicTacToeComponent: Component<any GameDependency> {
    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
    fileprivate var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
}

/// Makes the builder of the TicTacToe RIB, one game on a 3x3 board: the module's one entry, called
/// by the composition root.
///
/// TicTacToe is a game of the games contract as it is: it takes any host's `GameDependency`, tells
/// a `GameListener` when the players close the finished game, and its builder is a
/// `GameBuildable`, so the composition root registers it without an adapter:
///
/// ```swift
/// .init(feature: ticTacToeFeature) { dependency in
///     Game(id: "tictactoe", name: "Tic Tac Toe", builder: makeTicTacToeBuilder(dependency: dependency))
/// }
/// ```
/// - Parameter dependency: The players' names, and the score a win is recorded in (a draw is not).
/// - Returns: The builder, for the host to build a game whenever the players start one.
public func makeTicTacToeBuilder(dependency: any GameDependency) -> any GameBuildable {
    TicTacToeBuilder(dependency: dependency)
}

/// The builder of the TicTacToe RIB.
final class TicTacToeBuilder: Builder<any GameDependency>, GameBuildable {
    func build(withListener listener: any GameListener) -> any ViewableRouting {
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
