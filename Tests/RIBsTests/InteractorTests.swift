import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

struct InteractorTests {
    @Test func interactorStartsInactive() {
        let interactor = TestInteractor()
        #expect(!interactor.isActive)
        #expect(interactor.didBecomeActiveCallCount == 0)
    }

    @Test func activeStreamReplaysTheCurrentValueToEachNewObserver() {
        let interactor = Interactor()
        let early = StreamRecorder(interactor.isActiveStream)
        interactor.activate()
        let late = StreamRecorder(interactor.isActiveStream)
        #expect(early.values == [false, true])
        #expect(late.values == [true])
    }

    @Test func activeStreamEmitsOnlyChanges() {
        let interactor = Interactor()
        let recorder = StreamRecorder(interactor.isActiveStream)
        interactor.activate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        interactor.activate()
        #expect(recorder.values == [false, true, false, true])
    }

    @Test func activeStreamCompletesWhenTheInteractorIsDeallocated() {
        weak var weakInteractor: Interactor?
        let recorder: StreamRecorder<Bool>
        do {
            let interactor = Interactor()
            weakInteractor = interactor
            recorder = StreamRecorder(interactor.isActiveStream)
            #expect(recorder.completionCount == 0)
        }
        #expect(weakInteractor == nil)
        #expect(recorder.values == [false])
        #expect(recorder.completionCount == 1)
    }

    @Test func activateOpensAScopePublishesTrueThenCallsDidBecomeActive() {
        let interactor = TestInteractor()
        let log = ArgumentHistory<String>()
        _ = interactor.isActiveStream.subscribe { log.record("published \($0)") }
        interactor.didBecomeActiveHandler = { [unowned interactor] in
            log.record("didBecomeActive active=\(interactor.isActive)")
            let bound = AnyRIBCancellable {}.cancelOnDeactivate(interactor: interactor)
            log.record("bound work cancelled=\(bound.isCancelled)")
        }
        interactor.activate()
        #expect(
            log.values == [
                "published false", "published true", "didBecomeActive active=true", "bound work cancelled=false",
            ]
        )
    }

    @Test func activateOnAnActiveInteractorDoesNothing() {
        let interactor = TestInteractor()
        interactor.activate()
        interactor.activate()
        #expect(interactor.isActive)
        #expect(interactor.didBecomeActiveCallCount == 1)
    }

    @Test func deactivateCallsWillResignActiveWhileActiveThenCancelsTheScopeThenPublishesFalse() {
        let interactor = TestInteractor()
        let log = ArgumentHistory<String>()
        interactor.activate()
        AnyRIBCancellable { log.record("scope cancelled active=\(interactor.isActive)") }
            .cancelOnDeactivate(interactor: interactor)
        _ = interactor.isActiveStream.subscribe { log.record("published \($0)") }
        interactor.willResignActiveHandler = { [unowned interactor] in
            log.record("willResignActive active=\(interactor.isActive)")
        }
        interactor.deactivate()
        #expect(
            log.values == [
                "published true", "willResignActive active=true", "scope cancelled active=true", "published false",
            ]
        )
        #expect(!interactor.isActive)
    }

    @Test func deactivateOnAnInactiveInteractorDoesNothing() {
        let interactor = TestInteractor()
        let recorder = StreamRecorder(interactor.isActiveStream)
        interactor.deactivate()
        interactor.activate()
        interactor.deactivate()
        interactor.deactivate()
        #expect(interactor.willResignActiveCallCount == 1)
        #expect(recorder.values == [false, true, false])
    }

    @Test func deinitDeactivatesAnActiveInteractorAndCompletesItsStream() {
        let work = AnyRIBCancellable {}
        let recorder: StreamRecorder<Bool>
        var willResignActiveCallCount = 0
        do {
            let interactor = TestInteractor()
            interactor.willResignActiveHandler = { willResignActiveCallCount += 1 }
            interactor.activate()
            work.cancelOnDeactivate(interactor: interactor)
            recorder = StreamRecorder(interactor.isActiveStream)
        }
        #expect(willResignActiveCallCount == 1)
        #expect(work.isCancelled)
        #expect(recorder.values == [true, false])
        #expect(recorder.completionCount == 1)
    }

    @Test func workHandedToAnInactiveInteractorIsCancelledAtOnce() {
        let interactor = Interactor()
        let work = AnyRIBCancellable {}.cancelOnDeactivate(interactor: interactor)
        #expect(work.isCancelled)
        interactor.activate()
        interactor.deactivate()
        let later = AnyRIBCancellable {}.cancelOnDeactivate(interactor: interactor)
        #expect(later.isCancelled)
    }

    @Test func workBoundToTheActiveScopeIsCancelledOnDeactivateAndNotBefore() {
        let interactor = Interactor()
        interactor.activate()
        var cancelCount = 0
        let work = AnyRIBCancellable { cancelCount += 1 }.cancelOnDeactivate(interactor: interactor)
        #expect(!work.isCancelled)
        interactor.deactivate()
        #expect(work.isCancelled)
        #expect(cancelCount == 1)
    }

    @Test func reactivationOpensAFreshScope() {
        let interactor = Interactor()
        interactor.activate()
        let first = AnyRIBCancellable {}.cancelOnDeactivate(interactor: interactor)
        interactor.deactivate()
        interactor.activate()
        let second = AnyRIBCancellable {}.cancelOnDeactivate(interactor: interactor)
        #expect(first.isCancelled)
        #expect(!second.isCancelled)
        interactor.deactivate()
        #expect(second.isCancelled)
    }

    @Test func confinedStreamPassesValuesOnlyWhileTheScopeIsActive() {
        let interactor = Interactor()
        let source = PassthroughStream<Int>()
        let recorder = StreamRecorder(source.confine(to: interactor))
        source.send(1)
        #expect(recorder.values.isEmpty)
        interactor.activate()
        source.send(2)
        interactor.deactivate()
        source.send(3)
        #expect(recorder.values == [1, 2])
    }

    @Test func confinedStreamDeliversTheLatestValueWhenTheScopeBecomesActiveAgain() {
        let interactor = Interactor()
        interactor.activate()
        let source = PassthroughStream<String>()
        let recorder = StreamRecorder(source.confine(to: interactor))
        source.send("a")
        interactor.deactivate()
        source.send("b")
        source.send("c")
        #expect(recorder.values == ["a"])
        interactor.activate()
        #expect(recorder.values == ["a", "c"])
    }

    @Test func confinedStreamCompletesWithItsSourceAndStopsOnCancel() {
        let scope = InteractableMock()
        scope.isActive = true
        let source = PassthroughStream<Int>()
        let completing = StreamRecorder(source.confine(to: scope))
        let cancelled = StreamRecorder(source.confine(to: scope))
        source.send(1)
        cancelled.subscription?.cancel()
        source.send(2)
        source.complete()
        #expect(completing.values == [1, 2])
        #expect(completing.completionCount == 1)
        #expect(cancelled.values == [1])
        #expect(scope.isActiveSubject.observerCount == 0)
    }

    @Test func presentableInteractorHoldsItsPresenterAndExpectsItsDeallocationOnDeinit() {
        let leakDetector = LeakDetectorMock()
        let presenter = ViewControllableMock()
        weak var weakInteractor: PresentableInteractor<ViewControllableMock>?
        withLeakDetector(leakDetector) {
            let interactor = PresentableInteractor(presenter: presenter)
            weakInteractor = interactor
            #expect(interactor.presenter === presenter)
            #expect(leakDetector.expectDeallocateCallCount == 0)
        }
        #expect(weakInteractor == nil)
        #expect(leakDetector.expectDeallocateCallCount == 1)
        #expect(leakDetector.didExpectDeallocate(of: presenter))
        #expect(leakDetector.expectedDeallocations.first?.time == LeakDefaultExpectationTime.deallocation)
    }
}
