import RIBs
import RIBsMocks
import Testing

private final class Flag {
    private(set) var isSet = false

    func set() {
        isSet = true
    }
}

/// Async tests that would hang on a regression; the limit turns a hang into a failure.
/// It guards against hangs, not slowness: in a full parallel `swift test` on a loaded machine these
/// tests can wait over a minute for the main actor behind long synchronous suites.
@Suite(.timeLimit(.minutes(5)))
struct ConcurrencyTests {
    @Test func interactorTaskIsCancelledWhenTheInteractorDeactivates() async {
        let interactor = Interactor()
        interactor.activate()
        let started = Flag()
        let task = interactor.task {
            started.set()
            try? await Task.sleep(for: .seconds(60))
        }
        #expect(await yield(until: { started.isSet }))
        #expect(!task.isCancelled)

        interactor.deactivate()

        #expect(task.isCancelled)
        #expect(await value(of: task, within: .seconds(120)) != nil)
    }

    @Test func interactorTaskStartedWhileInactiveIsCancelledAtOnce() async {
        let interactor = Interactor()
        var sawCancellation: Bool?
        let task = interactor.task { sawCancellation = Task.isCancelled }
        #expect(task.isCancelled)
        #expect(await value(of: task) != nil)
        #expect(sawCancellation == true)
    }

    @Test func interactorTaskOutlivesNothingButItsScope() async {
        let interactor = Interactor()
        interactor.activate()
        let finished = Flag()
        let task = interactor.task {
            await Task.yield()
            finished.set()
        }
        #expect(await value(of: task) != nil)
        #expect(finished.isSet)
        #expect(!task.isCancelled)
        #expect(interactor.isActive)
    }

    @Test func activeStatesYieldsTheCurrentValueThenChangesAndFinishesOnDeinit() async {
        var interactor: Interactor? = Interactor()
        let states = interactor!.activeStates
        interactor?.activate()
        interactor?.activate()
        interactor?.deactivate()
        interactor = nil
        let collector = Task {
            var collected: [Bool] = []
            for await state in states {
                collected.append(state)
            }
            return collected
        }
        #expect(await value(of: collector) == [false, true, false])
    }

    @Test func activeStatesDeliversChangesToALoopThatIsAlreadyWaiting() async {
        let interactor = Interactor()
        let states = interactor.activeStates
        let firstActivation = Task {
            for await state in states where state {
                return true
            }
            return false
        }
        await Task.yield()
        interactor.activate()
        #expect(await value(of: firstActivation) == true)
    }

    @Test func waitUntilActiveReturnsAtOnceWhenActive() async {
        let interactor = Interactor()
        interactor.activate()
        await interactor.waitUntilActive()
        #expect(interactor.isActive)
    }

    @Test func waitUntilActiveReturnsOnlyOnceTheInteractorActivates() async {
        let interactor = Interactor()
        let returned = Flag()
        let waiter = Task {
            await interactor.waitUntilActive()
            returned.set()
            return interactor.isActive
        }
        for _ in 0..<20 {
            await Task.yield()
        }
        #expect(!returned.isSet)
        interactor.activate()
        #expect(await value(of: waiter) == true)
    }

    @Test func waitUntilActiveReturnsWhenTheWaitingTaskIsCancelled() async {
        let interactor = Interactor()
        let waiter = Task {
            await interactor.waitUntilActive()
            return Task.isCancelled
        }
        waiter.cancel()
        #expect(await value(of: waiter) == true)
        #expect(!interactor.isActive)
    }

    @Test func waitUntilActiveReturnsWhenTheInteractorGoesAway() async {
        weak var weakInteractor: Interactor?
        var interactor: Interactor? = Interactor()
        weakInteractor = interactor
        let waiter = Task { [stream = interactor!.isActiveStream] in
            // A scope that forwards the interactor's stream without keeping the interactor alive.
            let scope = InteractorScopeMock()
            scope.isActiveStream = stream
            await scope.waitUntilActive()
        }
        for _ in 0..<20 {
            await Task.yield()
        }
        interactor = nil
        #expect(await value(of: waiter) != nil)
        #expect(weakInteractor == nil)
    }
}
