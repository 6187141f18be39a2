import RIBs
import RIBsTestSupport
import Testing

private final class TestWorkflow<Item>: Workflow<Item> {
    private(set) var didCompleteCallCount = 0
    private(set) var didForkCallCount = 0
    private(set) var errors: [any Error] = []

    override func didComplete() {
        didCompleteCallCount += 1
    }

    override func didFork() {
        didForkCallCount += 1
    }

    override func didReceiveError(_ error: any Error) {
        errors.append(error)
    }
}

private final class Counter {
    private(set) var count = 0

    func increment() {
        count += 1
    }
}

/// Async tests that would hang on a regression; the limit turns a hang into a failure.
/// It guards against hangs, not slowness: in a full parallel `swift test` on a loaded machine these
/// tests can wait over a minute for the main actor behind long synchronous suites.
@Suite(.timeLimit(.minutes(5)))
struct WorkflowTests {
    @Test func committedStepsRunInOrderOnceEachThenTheWorkflowCompletes() async {
        let workflow = TestWorkflow<String>()
        let log = ArgumentHistory<String>()
        workflow
            .onStep { (root: String) -> (String, Int) in
                log.record("first on \(root)")
                return ("next", 1)
            }
            .onStep { (item: String, value: Int) -> (String, Int) in
                log.record("second on \(item) with \(value)")
                return (item, value + 1)
            }
            .commit()
        #expect(log.values.isEmpty)

        #expect(await finishes(workflow.subscribe("root")))

        #expect(log.values == ["first on root", "second on next with 1"])
        #expect(workflow.didCompleteCallCount == 1)
        #expect(workflow.errors.isEmpty)
    }

    @Test func forkedStepRunsOnceForEveryBranch() async {
        let workflow = TestWorkflow<Void>()
        let rootCalls = Counter()
        let firstBranch = Counter()
        let secondBranch = Counter()
        let rootStep = workflow.onStep { () -> (Void, Void) in
            rootCalls.increment()
            return ((), ())
        }
        rootStep.fork(workflow)
            .onStep { (_: Void, _: Void) -> (Void, Void) in
                firstBranch.increment()
                return ((), ())
            }
            .commit()
        rootStep.fork(workflow)
            .onStep { (_: Void, _: Void) -> (Void, Void) in
                secondBranch.increment()
                return ((), ())
            }
            .commit()

        #expect(await finishes(workflow.subscribe(())))

        #expect(rootCalls.count == 1)
        #expect(firstBranch.count == 1)
        #expect(secondBranch.count == 1)
        #expect(workflow.didForkCallCount == 2)
        #expect(workflow.didCompleteCallCount == 1)
    }

    @Test func stepForkedIntoAnotherWorkflowRunsOnceForBoth() async {
        let first = TestWorkflow<String>()
        let second = TestWorkflow<String>()
        let sharedCalls = Counter()
        let log = ArgumentHistory<String>()
        let shared = first.onStep { (root: String) -> (String, Void) in
            sharedCalls.increment()
            // Suspend, so that the second workflow reaches this step while it is still running.
            for _ in 0..<10 {
                await Task.yield()
            }
            return (root, ())
        }
        shared.onStep { (item: String, _: Void) -> (Void, Void) in
            log.record("first sees \(item)")
            return ((), ())
        }
        .commit()
        shared.fork(second)
            .onStep { (item: String, _: Void) -> (Void, Void) in
                log.record("second sees \(item)")
                return ((), ())
            }
            .commit()

        let firstRun = first.subscribe("deep link")
        let secondRun = second.subscribe("ignored")
        #expect(await finishes(firstRun))
        #expect(await finishes(secondRun))

        #expect(sharedCalls.count == 1)
        #expect(Set(log.values) == ["first sees deep link", "second sees deep link"])
        #expect(first.didForkCallCount == 1)
        #expect(first.didCompleteCallCount == 1)
        #expect(second.didCompleteCallCount == 1)
    }

    @Test func stepOnAnInactiveInteractorWaitsUntilItIsActive() async {
        let workflow = TestWorkflow<String>()
        let interactor = Interactor()
        let log = ArgumentHistory<String>()
        workflow
            .onStep { (_: String) -> (Interactor, Void) in
                log.record("found interactor")
                return (interactor, ())
            }
            .onStep { (item: Interactor, _: Void) -> (Void, Void) in
                log.record("acted on interactor active=\(item.isActive)")
                return ((), ())
            }
            .commit()

        let run = workflow.subscribe("root")
        for _ in 0..<20 {
            await Task.yield()
        }
        #expect(log.values == ["found interactor"])
        #expect(workflow.didCompleteCallCount == 0)

        interactor.activate()
        #expect(await finishes(run))

        #expect(log.values == ["found interactor", "acted on interactor active=true"])
        #expect(workflow.didCompleteCallCount == 1)
    }

    @Test func stepErrorReachesDidReceiveErrorAndStopsTheLaterSteps() async {
        let workflow = TestWorkflow<String>()
        let log = ArgumentHistory<String>()
        workflow
            .onStep { (_: String) -> (String, Void) in
                log.record("first")
                throw TestError(name: "boom")
            }
            .onStep { (_: String, _: Void) -> (Void, Void) in
                log.record("second")
                return ((), ())
            }
            .commit()

        #expect(await finishes(workflow.subscribe("root")))

        #expect(log.values == ["first"])
        #expect(workflow.errors.count == 1)
        #expect(workflow.errors.first as? TestError == TestError(name: "boom"))
        #expect(workflow.didCompleteCallCount == 0)
    }

    @Test func cancelledRunStopsWaitingStepsWithoutCompletingOrFailing() async {
        let workflow = TestWorkflow<Interactor>()
        let interactor = Interactor()
        let log = ArgumentHistory<String>()
        workflow
            .onStep { (_: Interactor) -> (Void, Void) in
                log.record("step")
                return ((), ())
            }
            .commit()

        let run = workflow.subscribe(interactor)
        await Task.yield()
        run.cancel()
        #expect(await finishes(run))
        interactor.activate()
        await Task.yield()

        #expect(log.values.isEmpty)
        #expect(workflow.didCompleteCallCount == 0)
        #expect(workflow.errors.isEmpty)
    }

    @Test func subscribingAWorkflowTwiceIsReportedAndReturnsTheFirstRun() async {
        let workflow = TestWorkflow<String>()
        let calls = Counter()
        workflow
            .onStep { (_: String) -> (Void, Void) in
                calls.increment()
                return ((), ())
            }
            .commit()
        var runs: [WorkflowRun] = []
        let reports = ProgrammerError.capture {
            runs.append(workflow.subscribe("first"))
            runs.append(workflow.subscribe("second"))
        }
        for run in runs {
            #expect(await finishes(run))
        }
        #expect(reports.count == 1)
        #expect(runs[0] === runs[1])
        #expect(calls.count == 1)
        #expect(workflow.didCompleteCallCount == 1)
    }
}
