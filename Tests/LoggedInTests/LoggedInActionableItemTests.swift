import RIBs
import RIBsTestSupport
import Testing

@testable import LoggedIn

/// LoggedIn as the launch-game workflow's second actionable item.
@MainActor
struct LoggedInActionableItemTests {
    private let router = LoggedInRoutingMock(interactable: InteractableMock())
    private let interactor = LoggedInInteractor()

    init() {
        interactor.router = router
    }

    @Test func launchGameRoutesToTheGameWithTheIdAsGiven() {
        let (next, _) = interactor.launchGame(withID: "RandomWin")

        #expect(router.routedGameIDs == ["RandomWin"])
        #expect(next === interactor)
    }
}
