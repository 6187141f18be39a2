public import RIBs

/// What OffGame needs from its parent: the names of the logged-in players.
public protocol OffGameDependency: Dependency {
    /// Player 1's name, shown with the mark X.
    var player1Name: String { get }
    /// Player 2's name, shown with the mark O.
    var player2Name: String { get }
    /// The games the players can start, in order: a stable id and the name people see.
    /// Start Game starts the first; with none, the start screen says that no game is enabled.
    var games: [(id: String, name: String)] { get }
}

/// The scope of one OffGame RIB: it hands the players' names to the view and the games to the
/// interactor.
final class OffGameComponent: Component<any OffGameDependency> {
    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
    fileprivate var gameIDs: [String] { dependency.games.map(\.id) }
}

/// Builds the OffGame RIB, the start screen between games.
@MainActor
public protocol OffGameBuildable: Buildable {
    /// Builds an OffGame RIB that reports the start of a game to `listener`.
    /// - Parameter listener: Told when the players want to start a game.
    /// - Returns: The router of the new RIB, for the parent to attach and present.
    func build(withListener listener: any OffGameListener) -> any ViewableRouting
}

/// Makes the builder of the OffGame RIB: the module's one entry, called by the composition root.
///
/// ```swift
/// let offGame = makeOffGameBuilder(dependency: component).build(withListener: interactor)
/// attachChild(offGame)
/// viewController.present(viewController: offGame.viewControllable)
/// ```
@MainActor
public func makeOffGameBuilder(dependency: any OffGameDependency) -> any OffGameBuildable {
    OffGameBuilder(dependency: dependency)
}

/// The builder of the OffGame RIB.
final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
    override init(dependency: any OffGameDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: any OffGameListener) -> any ViewableRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(
            player1Name: component.player1Name,
            player2Name: component.player2Name,
            hasGames: !component.gameIDs.isEmpty
        )
        let interactor = OffGameInteractor(presenter: viewController, gameIDs: component.gameIDs)
        interactor.listener = listener
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}
