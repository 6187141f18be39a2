import RIBs
import RIBsTestSupport
import Testing

@testable import LoggedIn

struct LoggedInInteractorTests {
    private let interactor = LoggedInInteractor()
    private let router = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    private let routedGameIDs = ArgumentHistory<String>()
    /// The notice of each route to OffGame.
    private let offGameNotices = ArgumentHistory<String?>()

    init() {
        interactor.router = router
        router.routesToGames(recordingIn: routedGameIDs)
        router.routeToOffGameHandler = offGameNotices.record
        interactor.activate()
    }

    @Test func startGameRoutesToThatGame() {
        interactor.startGame(withId: "tictactoe")

        #expect(routedGameIDs.values == ["tictactoe"])
        #expect(offGameNotices.values.isEmpty)
    }

    @Test func gameDidEndRoutesToOffGame() {
        interactor.gameDidEnd()

        #expect(offGameNotices.values == [nil])
        #expect(routedGameIDs.values.isEmpty)
    }

    @Test func deactivationCleansUpTheViewsWhileStillActive() {
        var wasActive: Bool?
        router.cleanupViewsHandler = { [interactor] in wasActive = interactor.isActive }
        #expect(router.cleanupViewsCallCount == 0)

        interactor.deactivate()

        #expect(router.cleanupViewsCallCount == 1)
        #expect(wasActive == true)
    }
}
