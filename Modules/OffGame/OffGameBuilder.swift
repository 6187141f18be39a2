public import RIBs

/// What OffGame needs from its parent: the names of the logged-in players.
public protocol OffGameDependency: Dependency {
    /// Player 1's name, shown with the mark X.
    var player1Name: String { get }
    /// Player 2's name, shown with the mark O.
    var player2Name: String { get }
}

/// The scope of one OffGame RIB: it hands the players' names to the view.
final class OffGameComponent: Component<any OffGameDependency> {
    fileprivate var player1Name: String { dependency.player1Name }
    fileprivate var player2Name: String { dependency.player2Name }
}

/// Builds the OffGame RIB, the start screen between games.
@MainActor
public protocol OffGameBuildable: Buildable {
    /// Builds an OffGame RIB that reports the start of a game to `listener`.
    /// - Parameter listener: Told when the players want to start a game.
    /// - Returns: The router of the new RIB, for the parent to attach and present.
    func build(withListener listener: any OffGameListener) -> any ViewableRouting
}

/// The builder of the OffGame RIB.
///
/// ```swift
/// let offGame = OffGameBuilder(dependency: component).build(withListener: interactor)
/// attachChild(offGame)
/// viewController.present(viewController: offGame.viewControllable)
/// ```
public final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
    /// Creates a builder over the parent's dependency.
    public override init(dependency: any OffGameDependency) {
        super.init(dependency: dependency)
    }

    /// Builds an OffGame RIB that reports the start of a game to `listener`.
    public func build(withListener listener: any OffGameListener) -> any ViewableRouting {
        let component = OffGameComponent(dependency: dependency)
        let viewController = OffGameViewController(
            player1Name: component.player1Name,
            player2Name: component.player2Name
        )
        let interactor = OffGameInteractor(presenter: viewController)
        interactor.listener = listener
        return OffGameRouter(interactor: interactor, viewController: viewController)
    }
}
