import RIBs
import RIBsMocks

/// Records the values and completion of a stream: an observer the tests subscribe, not a double
/// of a protocol (a stream's subscriber is a closure, which no generated mock stands in for).
final class StreamRecorder<Value> {
    private(set) var values: [Value] = []
    private(set) var completionCount = 0
    private(set) var subscription: AnyRIBCancellable?

    init<Stream: ObservableStream>(_ stream: Stream) where Stream.Value == Value {
        subscription = stream.subscribe(
            onValue: { [weak self] in self?.values.append($0) },
            onCompleted: { [weak self] in self?.completionCount += 1 }
        )
    }
}

/// An interactor that counts its lifecycle hooks and runs optional handlers in them.
///
/// Hand-written on purpose: the core's tests need a real `Interactor` (its activation, its scope
/// and its hooks), which `InteractableMock` and the generated mocks only imitate.
final class TestInteractor: Interactor {
    private(set) var didBecomeActiveCallCount = 0
    private(set) var willResignActiveCallCount = 0
    var didBecomeActiveHandler: (() -> Void)?
    var willResignActiveHandler: (() -> Void)?

    override func didBecomeActive() {
        super.didBecomeActive()
        didBecomeActiveCallCount += 1
        didBecomeActiveHandler?()
    }

    override func willResignActive() {
        super.willResignActive()
        willResignActiveCallCount += 1
        willResignActiveHandler?()
    }
}

/// A router that counts `didLoad` and runs an optional handler in it.
///
/// Hand-written on purpose: the core's tests need a real `Router` (attaching, loading, its
/// lifecycle), which `RoutingMock` only imitates. Subclassed for RIBs with names of their own.
class TestRouter<InteractorType>: Router<InteractorType> {
    private(set) var didLoadCallCount = 0
    var didLoadHandler: (() -> Void)?

    override func didLoad() {
        super.didLoad()
        didLoadCallCount += 1
        didLoadHandler?()
    }
}

/// Something whose lifetime a test controls.
final class Thing {}

struct TestError: Error, Equatable {
    let name: String
}

/// Lets other main-actor work run until `condition` holds, giving up after `maxYields` turns.
/// - Returns: Whether `condition` holds.
func yield(until condition: () -> Bool, maxYields: Int = 1_000) async -> Bool {
    for _ in 0..<maxYields where !condition() {
        await Task.yield()
    }
    return condition()
}

/// The value of `task`, or `nil` if it has not finished within `timeout` (the task is then
/// cancelled). Turns a regression that would hang a test into a failure.
func value<Success: Sendable>(
    of task: Task<Success, Never>,
    within timeout: Duration = .seconds(120)
) async -> Success? {
    await withTaskGroup(of: Success?.self) { group in
        group.addTask { await task.value }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        let first = await group.next() ?? nil
        if first == nil {
            task.cancel()
        }
        group.cancelAll()
        return first
    }
}

/// Whether `run` finished within `timeout`. A run that has not is cancelled, so that waiting for it
/// ends (as long as its steps honour cancellation) and a regression fails rather than hangs.
func finishes(_ run: WorkflowRun, within timeout: Duration = .seconds(120)) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            await run.finished()
            return true
        }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return false
        }
        let finished = await group.next() ?? false
        if !finished {
            // The group waits for both children: only the run's end lets the first one return.
            run.cancel()
        }
        group.cancelAll()
        return finished
    }
}

/// A generated view mock that says it is on screen, as a shown view would.
func onScreenViewMock() -> ViewControllableMock {
    let view = ViewControllableMock()
    view.isOnScreen = true
    return view
}
