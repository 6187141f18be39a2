import RIBs
import RIBsTestSupport
import Testing

private final class TestWorkflow<Item>: Workflow<Item> {
    private(set) var didCompleteCallCount = 0
    private(set) var didForkCallCount = 0
    private(set) var errors: [any Error] = []
    /// Receives "complete" when the workflow completes, after the events of its steps.
    var log: ArgumentHistory<String>?

    override func didComplete() {
        didCompleteCallCount += 1
        log?.record("complete")
    }

    override func didFork() {
        didForkCallCount += 1
    }

    override func didReceiveError(_ error: any Error) {
        errors.append(error)
    }
}

/// A step, kept where a step's closure (that commits a chain continuing from it) can reach it.
///
/// The box holds the step, the step its closure, and the closure the box: a reference cycle, which
/// the test breaks when it ends (`defer { box.step = nil }`), as code that keeps a step within
/// reach of its own closure must. Left in place, it keeps the workflow, its run and everything the
/// steps captured alive after the test.
private final class StepBox<Item, Value> {
    var step: Step<String, Item, Value>?
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

    // MARK: Chains committed while the workflow runs

    @Test func nestedForksRunEveryStepOnceAndTheRunEndsAfterTheInnermostChain() async {
        let workflow = TestWorkflow<String>()
        let log = ArgumentHistory<String>()
        workflow.log = log
        let middle = StepBox<String, Int>()
        defer { middle.step = nil }
        let first = workflow.onStep { (root: String) -> (String, Int) in
            log.record("outer 1 on \(root)")
            return ("item", 1)
        }
        middle.step = first.onStep { (item: String, value: Int) -> (String, Int) in
            log.record("outer 2 with \(value)")
            // A nested flow from inside a running step: it continues from the step before this one,
            // which is done, and from this very step, which is not.
            first.fork(workflow)
                .onStep { (_: String, value: Int) -> (String, Int) in
                    log.record("inner A 1 with \(value)")
                    // One level deeper, committed from a step of a chain that was itself committed late.
                    middle.step?.fork(workflow)
                        .onStep { (_: String, value: Int) -> (Void, Void) in
                            log.record("inner B 1 with \(value)")
                            for _ in 0..<20 {
                                await Task.yield()
                            }
                            log.record("inner B 1 done")
                            return ((), ())
                        }
                        .commit()
                    return ("inner", value)
                }
                .onStep { (_: String, _: Int) -> (Void, Void) in
                    log.record("inner A 2")
                    return ((), ())
                }
                .commit()
            return (item, value + 1)
        }
        middle.step?
            .onStep { (_: String, value: Int) -> (Void, Void) in
                log.record("outer 3 with \(value)")
                return ((), ())
            }
            .commit()

        #expect(await finishes(workflow.subscribe("root")))

        let events = log.values
        for event in [
            "outer 1 on root", "outer 2 with 1", "outer 3 with 2", "inner A 1 with 1", "inner A 2",
            "inner B 1 with 2", "inner B 1 done", "complete",
        ] {
            #expect(events.count { $0 == event } == 1, "\(event) in \(events)")
        }
        #expect(events.count == 8)
        // Each late chain starts from its source step's value, and the run ends after all of them.
        #expect(isOrdered("outer 2 with 1", before: "inner A 1 with 1", in: events))
        #expect(isOrdered("outer 2 with 1", before: "inner B 1 with 2", in: events))
        #expect(events.last == "complete")
        #expect(workflow.didCompleteCallCount == 1)
        #expect(workflow.didForkCallCount == 2)
        #expect(workflow.errors.isEmpty)
    }

    @Test func chainCommittedFromOutsideRunsWhileAnotherStepWaits() async {
        let workflow = TestWorkflow<String>()
        let log = ArgumentHistory<String>()
        workflow.log = log
        let interactor = Interactor()
        let rootCalls = Counter()
        let first = workflow.onStep { (root: String) -> (String, Void) in
            rootCalls.increment()
            return (root, ())
        }
        first
            .onStep { (_: String, _: Void) -> (Interactor, Void) in (interactor, ()) }
            .onStep { (_: Interactor, _: Void) -> (Void, Void) in
                log.record("acted on interactor")
                return ((), ())
            }
            .commit()

        let run = workflow.subscribe("root")
        #expect(await yield { rootCalls.count == 1 })
        first
            .onStep { (root: String, _: Void) -> (Void, Void) in
                log.record("late on \(root)")
                return ((), ())
            }
            .commit()

        // The late chain continues from a step that is done: it runs at once, not after the waiting one.
        #expect(await yield { log.values == ["late on root"] })
        #expect(workflow.didCompleteCallCount == 0)

        interactor.activate()
        #expect(await finishes(run))
        #expect(log.values == ["late on root", "acted on interactor", "complete"])
        #expect(rootCalls.count == 1)
    }

    @Test func errorInALateChainReachesDidReceiveErrorAndStopsTheRun() async {
        let workflow = TestWorkflow<String>()
        let log = ArgumentHistory<String>()
        workflow.log = log
        let interactor = Interactor()
        let first = StepBox<String, Void>()
        defer { first.step = nil }
        first.step = workflow.onStep { (root: String) -> (String, Void) in
            first.step?
                .onStep { (_: String, _: Void) -> (Void, Void) in
                    log.record("late step")
                    throw TestError(name: "late")
                }
                .commit()
            return (root, ())
        }
        first.step?
            .onStep { (_: String, _: Void) -> (Interactor, Void) in (interactor, ()) }
            .onStep { (_: Interactor, _: Void) -> (Void, Void) in
                log.record("outer step")
                return ((), ())
            }
            .commit()

        // The outer chain waits for an interactor that is inactive: the late chain's error ends the
        // run all the same, and cancels the wait.
        #expect(await finishes(workflow.subscribe("root")))
        interactor.activate()
        for _ in 0..<20 {
            await Task.yield()
        }

        #expect(workflow.errors.count == 1)
        #expect(workflow.errors.first as? TestError == TestError(name: "late"))
        #expect(workflow.didCompleteCallCount == 0)
        #expect(log.values == ["late step"])
    }

    @Test func cancellingARunCancelsItsLateChains() async {
        let workflow = TestWorkflow<String>()
        let log = ArgumentHistory<String>()
        workflow.log = log
        let outerInteractor = Interactor()
        let lateInteractor = Interactor()
        let first = StepBox<String, Void>()
        defer { first.step = nil }
        first.step = workflow.onStep { (root: String) -> (String, Void) in
            first.step?
                .onStep { (_: String, _: Void) -> (Interactor, Void) in
                    log.record("late found interactor")
                    return (lateInteractor, ())
                }
                .onStep { (_: Interactor, _: Void) -> (Void, Void) in
                    log.record("late step")
                    return ((), ())
                }
                .commit()
            return (root, ())
        }
        first.step?
            .onStep { (_: String, _: Void) -> (Interactor, Void) in (outerInteractor, ()) }
            .onStep { (_: Interactor, _: Void) -> (Void, Void) in
                log.record("outer step")
                return ((), ())
            }
            .commit()

        let run = workflow.subscribe("root")
        #expect(await yield { log.values == ["late found interactor"] })
        run.cancel()
        #expect(await finishes(run))

        // Committed after the cancellation: not run, and not a mistake of the caller.
        let reports = ProgrammerError.capture {
            first.step?
                .onStep { (_: String, _: Void) -> (Void, Void) in
                    log.record("committed after cancel")
                    return ((), ())
                }
                .commit()
        }
        outerInteractor.activate()
        lateInteractor.activate()
        for _ in 0..<20 {
            await Task.yield()
        }

        #expect(log.values == ["late found interactor"])
        #expect(reports.isEmpty)
        #expect(workflow.didCompleteCallCount == 0)
        #expect(workflow.errors.isEmpty)
    }

    @Test func committingAfterTheRunCompletedIsReportedAndDoesNotRun() async {
        let workflow = TestWorkflow<String>()
        let log = ArgumentHistory<String>()
        workflow.log = log
        let first = workflow.onStep { (root: String) -> (String, Void) in
            log.record("first")
            return (root, ())
        }
        first.commit()
        #expect(await finishes(workflow.subscribe("root")))
        #expect(log.values == ["first", "complete"])

        let reports = ProgrammerError.capture {
            first
                .onStep { (_: String, _: Void) -> (Void, Void) in
                    log.record("too late")
                    return ((), ())
                }
                .commit()
        }
        for _ in 0..<20 {
            await Task.yield()
        }

        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("after its run completed") == true)
        #expect(log.values == ["first", "complete"])
        #expect(workflow.didCompleteCallCount == 1)
    }

    @Test func endedRunLetsGoOfTheWorkflowItsStepsAndTheirItems() async {
        weak var releasedWorkflow: TestWorkflow<String>?
        weak var releasedInteractor: Interactor?
        let run: WorkflowRun
        do {
            let workflow = TestWorkflow<String>()
            let interactor = Interactor()
            interactor.activate()
            let first = workflow.onStep { (_: String) -> (Interactor, Void) in (interactor, ()) }
            first
                .onStep { (_: Interactor, _: Void) -> (Void, Void) in ((), ()) }
                .commit()
            run = workflow.subscribe("root")
            // A chain committed during the run is let go of too.
            first
                .onStep { (item: Interactor, _: Void) -> (Void, Void) in
                    _ = item.isActive
                    return ((), ())
                }
                .commit()
            releasedWorkflow = workflow
            releasedInteractor = interactor
        }

        #expect(await finishes(run))
        // The tasks of the chains let go of their steps as they return, just after the run's end.
        #expect(await yield { releasedWorkflow == nil && releasedInteractor == nil })
    }

    @Test func workflowWithNoChainIsReportedAndCompletesAfterSubscribeReturns() async {
        let workflow = TestWorkflow<String>()
        var run: WorkflowRun?
        let reports = ProgrammerError.capture { run = workflow.subscribe("root") }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("no committed chain") == true)
        guard let run else { return }
        #expect(workflow.didCompleteCallCount == 0)
        #expect(await finishes(run))
        #expect(workflow.didCompleteCallCount == 1)
    }
}

/// Whether `first` and `second` were both recorded, `first` earlier.
private func isOrdered(_ first: String, before second: String, in events: [String]) -> Bool {
    guard let firstIndex = events.firstIndex(of: first), let secondIndex = events.firstIndex(of: second) else {
        return false
    }
    return firstIndex < secondIndex
}
