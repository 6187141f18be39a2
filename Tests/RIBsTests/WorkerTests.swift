import RIBs
import RIBsTestSupport
import Testing

private final class TestWorker: Worker {
    private(set) var didStartCallCount = 0
    private(set) var didStopCallCount = 0
    var didStartHandler: ((any InteractorScope) -> Void)?

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        didStartCallCount += 1
        didStartHandler?(interactorScope)
    }

    override func didStop() {
        super.didStop()
        didStopCallCount += 1
    }

    /// (isStarted, didStart count, didStop count), the triple of the reference sequence.
    var state: State { State(isStarted: isStarted, didStartCount: didStartCallCount, didStopCount: didStopCallCount) }

    struct State: Equatable, CustomStringConvertible {
        let isStarted: Bool
        let didStartCount: Int
        let didStopCount: Int

        init(isStarted: Bool, didStartCount: Int, didStopCount: Int) {
            self.isStarted = isStarted
            self.didStartCount = didStartCount
            self.didStopCount = didStopCount
        }

        var description: String { "(\(isStarted ? "T" : "F"),\(didStartCount),\(didStopCount))" }
    }
}

struct WorkerTests {
    @Test func workerFollowsTheReferenceSequenceOfStartsActivationsAndStops() {
        let interactor = Interactor()
        let worker = TestWorker()
        let steps = [
            { worker.start(interactor) }, interactor.activate, interactor.deactivate, { worker.start(interactor) },
            interactor.activate, worker.stop, worker.stop,
        ]

        // The worker's state after each step.
        let states = steps.map { step in
            step()
            return worker.state
        }

        let expected: [(Bool, Int, Int)] = [
            (true, 0, 0), (true, 1, 0), (true, 1, 1), (true, 1, 1), (true, 2, 1), (false, 2, 2), (false, 2, 2),
        ]
        #expect(states == expected.map { TestWorker.State(isStarted: $0.0, didStartCount: $0.1, didStopCount: $0.2) })
    }

    @Test func workerStartedInAnActiveScopeRunsAtOnceWithThatScope() {
        let interactor = Interactor()
        interactor.activate()
        let worker = TestWorker()
        var startedScope: (any InteractorScope)?
        worker.didStartHandler = { startedScope = $0 }
        worker.start(interactor)
        #expect(worker.didStartCallCount == 1)
        #expect(startedScope === interactor)
    }

    @Test func workHandedToARunningWorkerIsCancelledWhenItStops() {
        let interactor = Interactor()
        interactor.activate()
        let worker = TestWorker()
        var work: AnyRIBCancellable?
        worker.didStartHandler = { [unowned worker] _ in work = AnyRIBCancellable {}.cancelOnStop(worker: worker) }
        worker.start(interactor)
        #expect(work?.isCancelled == false)
        interactor.deactivate()
        #expect(work?.isCancelled == true)
    }

    @Test func workHandedToAWorkerThatIsNotRunningIsCancelledAtOnce() {
        let worker = TestWorker()
        let beforeStart = AnyRIBCancellable {}.cancelOnStop(worker: worker)
        worker.start(Interactor())
        let whileInactive = AnyRIBCancellable {}.cancelOnStop(worker: worker)
        #expect(beforeStart.isCancelled)
        #expect(whileInactive.isCancelled)
    }

    @Test func startedStreamReplaysChangesAndCompletesOnDeinit() {
        let interactor = Interactor()
        let recorder = withLeakDetector(LeakDetectorMock()) {
            let worker = TestWorker()
            let recorder = StreamRecorder(worker.isStartedStream)
            worker.start(interactor)
            worker.start(interactor)
            let late = StreamRecorder(worker.isStartedStream)
            #expect(late.values == [true])
            return recorder
        }
        #expect(recorder.values == [false, true, false])
        #expect(recorder.completionCount == 1)
    }

    @Test func stoppedWorkerIgnoresItsFormerScope() {
        let interactor = Interactor()
        let worker = TestWorker()
        worker.start(interactor)
        worker.stop()
        interactor.activate()
        #expect(worker.didStartCallCount == 0)
        #expect(!worker.isStarted)
    }
}
