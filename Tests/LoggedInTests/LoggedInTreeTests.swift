import OffGame
import RIBs
import RIBsTestSupport
import Testing
import TicTacToe

@testable import LoggedIn

/// The real LoggedIn with its real children, attached to a parent router the way Root attaches it.
@MainActor
struct LoggedInTreeTests {
    private let parentView = LoggedInViewControllableMock()
    private let parent = Router(interactor: InteractableMock())

    init() {
        parent.interactable.activate()
        parent.load()
    }

    private func buildLoggedIn() -> any Routing {
        LoggedInBuilder(dependency: LoggedInDependencyMock(loggedInViewController: parentView))
            .build(withListener: LoggedInListenerMock(), player1Name: "Ann", player2Name: "Bob").router
    }

    private func childNames(of router: any Routing) -> [String] {
        router.children.map { String(describing: type(of: $0)) }
    }

    @Test func attachingLoggedInAttachesAndPresentsOffGame() {
        let loggedIn = buildLoggedIn()

        parent.attachChild(loggedIn)

        #expect(childNames(of: loggedIn) == ["OffGameRouter"])
        #expect(loggedIn.children.allSatisfy { $0.interactable.isActive })
        #expect(parentView.presented.count == 1)
        #expect(parentView.presented.first === (loggedIn.children.first as? any ViewableRouting)?.viewControllable)
    }

    @Test func startAndEndOfAGameSwapTheChildren() throws {
        let loggedIn = buildLoggedIn()
        parent.attachChild(loggedIn)
        let interactor = try #require(loggedIn.interactable as? LoggedInInteractor)

        interactor.startTicTacToe()
        #expect(childNames(of: loggedIn) == ["TicTacToeRouter"])
        #expect(parentView.presented.count == 1)

        interactor.gameDidEnd()
        #expect(childNames(of: loggedIn) == ["OffGameRouter"])
        #expect(parentView.presented.count == 1)
    }

    @Test func theChildrenGetThePlayersNamesFromLoggedInsComponent() {
        let component = LoggedInComponent(
            dependency: LoggedInDependencyMock(loggedInViewController: parentView),
            player1Name: "Ann",
            player2Name: "Bob"
        )

        let offGameDependency: any OffGameDependency = component
        let ticTacToeDependency: any TicTacToeDependency = component
        #expect(offGameDependency.player1Name == "Ann")
        #expect(offGameDependency.player2Name == "Bob")
        #expect(ticTacToeDependency.player1Name == "Ann")
        #expect(ticTacToeDependency.player2Name == "Bob")
    }

    @Test(arguments: [0, 1, 2])
    func detachingLoggedInDismissesEveryViewItPresented(gamesStarted: Int) throws {
        let loggedIn = buildLoggedIn()
        parent.attachChild(loggedIn)
        let interactor = try #require(loggedIn.interactable as? LoggedInInteractor)
        for _ in 0..<gamesStarted {
            interactor.startTicTacToe()
            interactor.gameDidEnd()
        }
        interactor.startTicTacToe()
        #expect(parentView.presentCallCount == 2 + 2 * gamesStarted)

        parent.detachChild(loggedIn)

        #expect(parentView.presented.isEmpty)
        #expect(parentView.dismissCallCount == parentView.presentCallCount)
        #expect(loggedIn.interactable.isActive == false)
    }
}
