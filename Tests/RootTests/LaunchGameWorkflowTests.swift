import LoggedIn
import RIBs
import RIBsTestSupport
import Testing

@testable import Root

/// The deep link's workflow, step by step, against mocks of the two actionable items.
///
/// Async tests that would hang on a regression; the limit turns a hang into a failure.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LaunchGameWorkflowTests {
    private let root = RootActionableItemMock()
    private let loggedIn = LoggedInActionableItemMock()

    /// Lets the workflow's task run as far as it can without outside help.
    private func settle() async {
        for _ in 0..<50 {
            await Task.yield()
        }
    }

    @Test func itWaitsForTheLoginBeforeLaunchingAnything() async {
        let run = LaunchGameWorkflow(gameID: "randomwin").subscribe(root)
        await settle()

        #expect(root.waitForLoginCallCount == 1)
        #expect(loggedIn.launchGameCallCount == 0)
        run.cancel()
        await run.finished()
        #expect(loggedIn.launchGameCallCount == 0)
    }

    @Test func afterTheLoginItLaunchesTheGameOnceWithTheIdAsGiven() async {
        let workflow = LaunchGameWorkflow(gameID: "RandomWin")
        let run = workflow.subscribe(root)
        await settle()

        root.logIn(with: loggedIn)
        await run.finished()

        #expect(root.waitForLoginCallCount == 1)
        #expect(loggedIn.launchGameCallCount == 1)
        #expect(loggedIn.launchedGameIDs == ["RandomWin"])
        #expect(workflow.gameID == "RandomWin")
    }

    @Test func playersAlreadyLoggedInGetTheGameWithoutWaiting() async {
        root.logIn(with: loggedIn)

        await LaunchGameWorkflow(gameID: "tictactoe").subscribe(root).finished()

        #expect(loggedIn.launchedGameIDs == ["tictactoe"])
    }

    @Test func aCancelledWorkflowLaunchesNothingAfterALaterLogin() async {
        let run = LaunchGameWorkflow(gameID: "tictactoe").subscribe(root)
        await settle()
        run.cancel()
        await run.finished()

        root.logIn(with: loggedIn)
        await settle()

        #expect(loggedIn.launchGameCallCount == 0)
    }

    @Test func theLaunchStepWaitsUntilLoggedInsInteractorIsActive() async {
        let interactor = ActiveLoggedInMock()
        root.logIn(with: interactor)
        let run = LaunchGameWorkflow(gameID: "tictactoe").subscribe(root)
        await settle()
        #expect(interactor.launchedGameIDs.isEmpty)

        interactor.activate()
        await run.finished()

        #expect(interactor.launchedGameIDs == ["tictactoe"])
    }
}

/// A LoggedIn actionable item that is also an interactor, so the workflow waits for it to be active.
private final class ActiveLoggedInMock: Interactor, LoggedInActionableItem {
    private(set) var launchedGameIDs: [String] = []
    func launchGame(withID id: String) -> (any LoggedInActionableItem, Void) {
        launchedGameIDs.append(id)
        return (self, ())
    }
}
