import RIBs
import RIBsTestSupport
import Testing

@testable import LoggedIn

/// LoggedIn as the launch-game workflow's second actionable item.
struct LoggedInActionableItemTests {
    private let router = LoggedInRoutingMock(interactable: InteractableMock())
    private let interactor = LoggedInInteractor()
    private let routedGameIDs = ArgumentHistory<String>()
    private let notices = ArgumentHistory<String>()

    init() {
        interactor.router = router
        router.routeToGameHandler = { [routedGameIDs] in
            routedGameIDs.record($0)
            return true
        }
        router.routeToOffGameNoticeHandler = notices.record
    }

    @Test func launchGameRoutesToTheGameWithTheIdAsGiven() {
        let (next, _) = interactor.launchGame(withID: "RandomWin")

        #expect(routedGameIDs.values == ["RandomWin"])
        #expect(notices.values.isEmpty)
        #expect(next === interactor)
    }

    @Test func anUnavailableGameLeavesAStartScreenThatSaysSo() {
        router.routeToGameHandler = { [routedGameIDs] in
            routedGameIDs.record($0)
            return false
        }

        _ = interactor.launchGame(withID: "chess")

        #expect(routedGameIDs.values == ["chess"])
        #expect(notices.values == ["Game 'chess' is not available."])
    }
}
