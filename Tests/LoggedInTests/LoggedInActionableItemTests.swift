import RIBs
import RIBsTestSupport
import Testing

@testable import LoggedIn

/// LoggedIn as the launch-game workflow's second actionable item.
struct LoggedInActionableItemTests {
    private let router = LoggedInRoutingMock(interactable: InteractableMock())
    private let interactor = LoggedInInteractor()

    init() {
        interactor.router = router
    }

    @Test func launchGameRoutesToTheGameWithTheIdAsGiven() {
        let (next, _) = interactor.launchGame(withID: "RandomWin")

        #expect(router.routedGameIDs == ["RandomWin"])
        #expect(router.notices.isEmpty)
        #expect(next === interactor)
    }

    @Test func anUnavailableGameLeavesAStartScreenThatSaysSo() {
        router.routeToGameResult = false

        _ = interactor.launchGame(withID: "chess")

        #expect(router.routedGameIDs == ["chess"])
        #expect(router.notices == ["Game 'chess' is not available."])
    }
}
