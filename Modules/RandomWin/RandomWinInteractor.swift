import Games
import RIBs
import Scores

/// What RandomWin's interactor may ask its router to do (nothing: RandomWin has no children).
protocol RandomWinRouting: ViewableRouting {}

/// What RandomWin's interactor may ask its view to show.
///
/// @mockable
protocol RandomWinPresentable: Presentable {
    /// Receives the players' actions.
    var listener: (any RandomWinPresentableListener)? { get set }
    /// Announces that `winner` won and offers to close the game.
    func announce(winner: Player)
}

/// RandomWin's business logic: Magic picks a winner once, records the win, and announces it.
final class RandomWinInteractor: PresentableInteractor<any RandomWinPresentable>, RandomWinInteractable,
    RandomWinPresentableListener
{
    weak var router: (any RandomWinRouting)?
    weak var listener: (any GameListener)?

    private let mutableScoreStream: any MutableScoreStream
    private let winnerPicker: WinnerPicker
    /// The winner, once Magic has been pressed.
    private(set) var winner: Player?

    init(presenter: any RandomWinPresentable, mutableScoreStream: any MutableScoreStream, winnerPicker: WinnerPicker) {
        self.mutableScoreStream = mutableScoreStream
        self.winnerPicker = winnerPicker
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func pressMagic() {
        guard winner == nil else { return }
        let winner = winnerPicker.pick(after: mutableScoreStream.score)
        self.winner = winner
        mutableScoreStream.recordWin(for: winner)
        presenter.announce(winner: winner)
    }

    func closeGame() {
        guard winner != nil else { return }
        listener?.gameDidEnd()
    }
}
