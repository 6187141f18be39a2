public import Games
import RIBs
import Scores

/// The scope of one RandomWin RIB, from what its host gives every game and the seed of the pick.
final class RandomWinComponent: Component<any GameDependency> {
    /// The seed of the pick (`TICTACTOE_SEED`), or nil for a different pick on every run.
    private let seed: UInt64?

    init(dependency: any GameDependency, seed: UInt64?) {
        self.seed = seed
        super.init(dependency: dependency)
    }

    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
    fileprivate var mutableScoreStream: any MutableScoreStream { dependency.mutableScoreStream }
    fileprivate var winnerPicker: WinnerPicker { WinnerPicker(seed: seed) }
}

/// Makes the builder of the RandomWin RIB, a game where a Magic button picks the winner (RIBs
/// tutorial 4): the module's one entry, called by the composition root.
///
/// RandomWin is a game of the games contract as it is (a `GameDependency` in, a
/// `GameBuildable` out, a `GameListener` told when the game closes), so the composition root
/// registers it without an adapter:
///
/// ```swift
/// .init(feature: randomWinFeature) { dependency in
///     Game(id: "randomwin", name: "Random Win", builder: makeRandomWinBuilder(dependency: dependency, seed: 7))
/// }
/// ```
/// - Parameters:
///   - dependency: The players' names, and the score the win is recorded in.
///   - seed: The seed of the pick (`TICTACTOE_SEED`), or nil for a different pick on every run.
/// - Returns: The builder, for the host to build a game whenever the players start one.
public func makeRandomWinBuilder(dependency: any GameDependency, seed: UInt64?) -> any GameBuildable {
    RandomWinBuilder(dependency: dependency, seed: seed)
}

/// The builder of the RandomWin RIB.
final class RandomWinBuilder: Builder<any GameDependency>, GameBuildable {
    private let seed: UInt64?

    init(dependency: any GameDependency, seed: UInt64?) {
        self.seed = seed
        super.init(dependency: dependency)
    }

    func build(withListener listener: any GameListener) -> any ViewableRouting {
        let component = RandomWinComponent(dependency: dependency, seed: seed)
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
