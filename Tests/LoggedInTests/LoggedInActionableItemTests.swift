import RIBs
import RIBsTestSupport
import Testing

@testable import LoggedIn

/// LoggedIn as the launch-game workflow's second actionable item.
struct LoggedInActionableItemTests {
    private let router = LoggedInRoutingMock(interactable: InteractableMock())
    private let interactor = LoggedInInteractor()
    private let routedGameIDs = ArgumentHistory<String>()
    private let notices = ArgumentHistory<String?>()

    init() {
        interactor.router = router
        router.routesToGames(recordingIn: routedGameIDs)
        router.routeToOffGameHandler = notices.record
    }

    @Test func launchGameRoutesToTheGameWithTheIdAsGiven() {
        let (next, _) = interactor.launchGame(withID: "RandomWin")

        #expect(routedGameIDs.values == ["RandomWin"])
        #expect(notices.values.isEmpty)
        #expect(next === interactor)
    }

    @Test func anUnavailableGameLeavesAStartScreenThatSaysSo() {
        router.routesToGames(recordingIn: routedGameIDs, available: false)

        _ = interactor.launchGame(withID: "chess")

        #expect(routedGameIDs.values == ["chess"])
        #expect(notices.values == ["Game 'chess' is not available."])
    }
}
