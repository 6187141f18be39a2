public import RIBs
import Scores

/// What ScoreBoard's interactor may ask its router to do (nothing: it has no children).
protocol ScoreBoardRouting: ViewableRouting {}

/// What ScoreBoard's interactor may ask its view to show.
///
/// @mockable
protocol ScoreBoardPresentable: Presentable {
    /// Shows `score`.
    func show(score: Score)
}

/// What ScoreBoard tells its parent (nothing: the board only shows).
///
/// @mockable
public protocol ScoreBoardListener: RIBListener {}

/// ScoreBoard's business logic: while active, passes every score of the stream to the view.
///
/// Upstream's tutorial reads the score once when the view appears; observing the stream keeps the
/// board current while it is shown, and the subscription ends when the board is detached.
final class ScoreBoardInteractor: PresentableInteractor<any ScoreBoardPresentable>, ScoreBoardInteractable {
    weak var router: (any ScoreBoardRouting)?
    weak var listener: (any ScoreBoardListener)?

    private let scoreStream: any ScoreStream

    init(presenter: any ScoreBoardPresentable, scoreStream: any ScoreStream) {
        self.scoreStream = scoreStream
        super.init(presenter: presenter)
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        scoreStream.scores
            .subscribe { [weak self] score in self?.presenter.show(score: score) }
            .cancelOnDeactivate(interactor: self)
    }
}
