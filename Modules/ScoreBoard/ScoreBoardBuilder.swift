public import RIBs
public import Scores

/// What the score board needs from its parent: the players' names and the score to observe.
///
/// @mockable
public protocol ScoreBoardDependency: Dependency {
    /// Player 1's name.
    var player1Name: String { get }
    /// Player 2's name.
    var player2Name: String { get }
    /// The players' score; the board shows each change while it is on screen.
    var scoreStream: any ScoreStream { get }
}

/// The scope of one ScoreBoard RIB.
final class ScoreBoardComponent: Component<any ScoreBoardDependency> {
    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
    fileprivate var scoreStream: any ScoreStream { dependency.scoreStream }
}

/// Builds the ScoreBoard RIB: one line with the players' score (RIBs tutorial 3).
///
/// @mockable
public protocol ScoreBoardBuildable: Buildable {
    /// Builds a ScoreBoard RIB.
    /// - Parameter listener: Told about the board's events (none yet).
    /// - Returns: The router of the new RIB; the parent attaches it and embeds its view.
    func build(withListener listener: any ScoreBoardListener) -> any ViewableRouting
}

/// Makes the builder of the ScoreBoard RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let scoreBoard = makeScoreBoardBuilder(dependency: component).build(withListener: interactor)
/// attachChild(scoreBoard)
/// viewController.embedScoreBoard(scoreBoard.viewControllable)
/// ```
public func makeScoreBoardBuilder(dependency: any ScoreBoardDependency) -> any ScoreBoardBuildable {
    ScoreBoardBuilder(dependency: dependency)
}

/// The builder of the ScoreBoard RIB.
final class ScoreBoardBuilder: Builder<any ScoreBoardDependency>, ScoreBoardBuildable {
    func build(withListener listener: any ScoreBoardListener) -> any ViewableRouting {
        let component = ScoreBoardComponent(dependency: dependency)
        let viewController = ScoreBoardViewController(
            player1Name: component.player1Name,
            player2Name: component.player2Name
        )
        let interactor = ScoreBoardInteractor(presenter: viewController, scoreStream: component.scoreStream)
        interactor.listener = listener
        return ScoreBoardRouter(interactor: interactor, viewController: viewController)
    }
}
