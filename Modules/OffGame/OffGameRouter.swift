import RIBs
import ScoreBoard

/// What OffGame's router needs from its interactor: it listens to the score board.
///
/// @mockable
protocol OffGameInteractable: Interactable, ScoreBoardListener {
    var router: (any OffGameRouting)? { get set }
    var listener: (any OffGameListener)? { get set }
}

/// What OffGame's router needs from its view: a place in the start screen for the score board.
///
/// @mockable
protocol OffGameViewControllable: ViewControllable {
    /// Shows `viewController`'s screen inside the start screen, under the players' names.
    func embedScoreBoard(_ viewController: any ViewControllable)
}

/// OffGame's router: attaches the score board, when its feature is on, as soon as OffGame loads.
final class OffGameRouter: ViewableRouter<any OffGameInteractable, any OffGameViewControllable>, OffGameRouting {
    private let scoreBoardBuilder: (any ScoreBoardBuildable)?
    private var scoreBoard: (any ViewableRouting)?

    init(
        interactor: any OffGameInteractable,
        viewController: any OffGameViewControllable,
        scoreBoardBuilder: (any ScoreBoardBuildable)?
    ) {
        self.scoreBoardBuilder = scoreBoardBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachScoreBoard()
    }

    // MARK: Private

    private func attachScoreBoard() {
        guard let scoreBoardBuilder, scoreBoard == nil else { return }
        let scoreBoard = scoreBoardBuilder.build(withListener: interactor)
        self.scoreBoard = scoreBoard
        attachChild(scoreBoard)
        viewController.embedScoreBoard(scoreBoard.viewControllable)
    }
}
