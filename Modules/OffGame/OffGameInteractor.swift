import RIBs

/// What OffGame's interactor may ask its router to do (nothing: OffGame has no children).
protocol OffGameRouting: ViewableRouting {}

/// What OffGame's interactor may ask its view to do.
protocol OffGamePresentable: Presentable {
    /// Receives the user's actions.
    var listener: (any OffGamePresentableListener)? { get set }
}

/// What OffGame tells its parent.
@MainActor
public protocol OffGameListener: AnyObject {
    /// The players want to start a game.
    func startTicTacToe()
}

/// OffGame's business logic: passes the request to start a game on to the parent.
final class OffGameInteractor: PresentableInteractor<any OffGamePresentable>, OffGameInteractable,
    OffGamePresentableListener
{
    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?

    override init(presenter: any OffGamePresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func startGame() {
        listener?.startTicTacToe()
    }
}
