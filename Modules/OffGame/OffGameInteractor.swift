public import RIBs

/// What OffGame's interactor may ask its router to do (nothing: OffGame has no children).
protocol OffGameRouting: ViewableRouting {}

/// What OffGame's interactor may ask its view to do.
///
/// @mockable
protocol OffGamePresentable: Presentable {
    /// Receives the user's actions.
    var listener: (any OffGamePresentableListener)? { get set }
}

/// What OffGame tells its parent.
///
/// @mockable
public protocol OffGameListener: RIBListener {
    /// The players want to start the game `id` (one of ``OffGameDependency/games``).
    func startGame(withId id: String)
}

/// OffGame's business logic: passes the game the players chose on to the parent.
final class OffGameInteractor: PresentableInteractor<any OffGamePresentable>, OffGameInteractable,
    OffGamePresentableListener
{
    weak var router: (any OffGameRouting)?
    weak var listener: (any OffGameListener)?

    private let games: [GameSummary]

    init(presenter: any OffGamePresentable, games: [GameSummary]) {
        self.games = games
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func startGame(at index: Int) {
        guard games.indices.contains(index) else { return }
        listener?.startGame(withId: games[index].id)
    }
}
