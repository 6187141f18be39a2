import OffGame
public import RIBs
import Scores
import TicTacToe

/// What LoggedIn needs from its parent: a view to present its children on, since LoggedIn has
/// no view of its own.
public protocol LoggedInDependency: Dependency {
    /// The parent's view, which shows LoggedIn's children.
    var loggedInViewController: any LoggedInViewControllable { get }
}

/// The scope of one LoggedIn RIB: the players' names and their score, which its children get
/// through their dependencies (see `LoggedInComponent+OffGame.swift` and `LoggedInComponent+TicTacToe.swift`).
final class LoggedInComponent: Component<any LoggedInDependency> {
    /// Player 1's name, for OffGame and TicTacToe.
    let player1Name: String
    /// Player 2's name, for OffGame and TicTacToe.
    let player2Name: String

    /// The players' score, one per LoggedIn scope (RIBs tutorial 3): the games record wins in it
    /// and the start screen's score board observes it.
    var mutableScoreStream: any MutableScoreStream {
        shared { ScoreStreamImpl() }
    }

    fileprivate var loggedInViewController: any LoggedInViewControllable {
        dependency.loggedInViewController
    }

    init(dependency: any LoggedInDependency, player1Name: String, player2Name: String) {
        self.player1Name = player1Name
        self.player2Name = player2Name
        super.init(dependency: dependency)
    }
}

/// Builds the LoggedIn RIB, which runs the games of two logged-in players.
@MainActor
public protocol LoggedInBuildable: Buildable {
    /// Builds a LoggedIn RIB for two players.
    /// - Parameters:
    ///   - listener: Told about LoggedIn's events.
    ///   - player1Name: Player 1's name (X).
    ///   - player2Name: Player 2's name (O).
    /// - Returns: The router of the new RIB, for the parent to attach (LoggedIn has no view: it
    ///   presents its children on the dependency's ``LoggedInDependency/loggedInViewController``),
    ///   and its actionable item, for workflows such as a deep link.
    func build(
        withListener listener: any LoggedInListener, player1Name: String, player2Name: String
    ) -> (
        router: any Routing, actionableItem: any LoggedInActionableItem
    )
}

/// The builder of the LoggedIn RIB.
///
/// ```swift
/// let (loggedIn, actionableItem) = LoggedInBuilder(dependency: component)
///     .build(withListener: interactor, player1Name: "Ann", player2Name: "Bob")
/// attachChild(loggedIn)
/// ```
public final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {
    /// Creates a builder over the parent's dependency.
    public override init(dependency: any LoggedInDependency) {
        super.init(dependency: dependency)
    }

    /// Builds a LoggedIn RIB for two players.
    public func build(
        withListener listener: any LoggedInListener, player1Name: String, player2Name: String
    ) -> (router: any Routing, actionableItem: any LoggedInActionableItem) {
        let component = LoggedInComponent(dependency: dependency, player1Name: player1Name, player2Name: player2Name)
        let interactor = LoggedInInteractor()
        interactor.listener = listener
        let router = LoggedInRouter(
            interactor: interactor,
            viewController: component.loggedInViewController,
            offGameBuilder: OffGameBuilder(dependency: component),
            ticTacToeBuilder: TicTacToeBuilder(dependency: component)
        )
        return (router, interactor)
    }
}
