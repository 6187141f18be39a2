import LoggedIn
import LoggedInMocks
import RIBs
import RIBsTestSupport
import Testing

@testable import Root

/// The deep link's workflow, step by step, against mocks of the two actionable items.
///
/// Async tests that would hang on a regression; the limit turns a hang into a failure (generous:
/// on a loaded machine the main actor is shared with every other suite of the run).
@Suite(.timeLimit(.minutes(3)))
struct LaunchGameWorkflowTests {
    private let root = RootActionableItemMock()
    private let loggedIn = LoggedInActionableItemMock()
    /// LoggedIn's item once the players log in (`nil` before): what every wait of `root` returns.
    private let login = CurrentValueStream<(any LoggedInActionableItem)?>(nil)
    private let launchedGameIDs = ArgumentHistory<String>()

    init() {
        root.waitForLoginHandler = { [login] in
            for await isLoggedIn in login.map({ $0 != nil }).values where isLoggedIn {
                if let item = login.value { return (item, ()) }
            }
            throw CancellationError()
        }
        loggedIn.launchGameHandler = { [unowned loggedIn, launchedGameIDs] in
            launchedGameIDs.record($0)
            return (loggedIn, ())
        }
    }

    /// Yields to the workflow's task until `condition` holds or, without one, for a few turns
    /// (to give a step that must not run the chance to run).
    private func settle(until condition: (() -> Bool)? = nil) async {
        guard let condition else {
            for _ in 0..<10 { await Task.yield() }
            return
        }
        var turns = 0
        while !condition(), turns < 100_000 {
            await Task.yield()
            turns += 1
        }
    }

    @Test func itWaitsForTheLoginBeforeLaunchingAnything() async {
        let run = LaunchGameWorkflow(gameID: "randomwin").subscribe(root)
        await settle(until: { root.waitForLoginCallCount == 1 })
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
        await settle(until: { root.waitForLoginCallCount == 1 })

        login.send(loggedIn)
        await run.finished()

        #expect(root.waitForLoginCallCount == 1)
        #expect(loggedIn.launchGameCallCount == 1)
        #expect(launchedGameIDs.values == ["RandomWin"])
        #expect(workflow.gameID == "RandomWin")
    }

    @Test func playersAlreadyLoggedInGetTheGameWithoutWaiting() async {
        login.send(loggedIn)

        await LaunchGameWorkflow(gameID: "tictactoe").subscribe(root).finished()

        #expect(launchedGameIDs.values == ["tictactoe"])
    }

    @Test func aCancelledWorkflowLaunchesNothingAfterALaterLogin() async {
        let run = LaunchGameWorkflow(gameID: "tictactoe").subscribe(root)
        await settle(until: { root.waitForLoginCallCount == 1 })
        run.cancel()
        await run.finished()

        login.send(loggedIn)
        await settle()

        #expect(loggedIn.launchGameCallCount == 0)
    }

    @Test func theLaunchStepWaitsUntilLoggedInsInteractorIsActive() async {
        let interactor = ActiveLoggedInMock()
        login.send(interactor)
        let run = LaunchGameWorkflow(gameID: "tictactoe").subscribe(root)
        await settle()
        #expect(interactor.launchedGameIDs.isEmpty)

        interactor.activate()
        await run.finished()

        #expect(interactor.launchedGameIDs == ["tictactoe"])
    }
}

/// A LoggedIn actionable item that is also an interactor, so the workflow waits for it to be active.
/// Hand-written on purpose: a fake with behaviour, a real `Interactor` (the generated mock is not one).
private final class ActiveLoggedInMock: Interactor, LoggedInActionableItem {
    private(set) var launchedGameIDs: [String] = []
    func launchGame(withID id: String) -> (any LoggedInActionableItem, Void) {
        launchedGameIDs.append(id)
        return (self, ())
    }
}
