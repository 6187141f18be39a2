import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

/// The mocks other test targets rely on behave as documented.
struct TestSupportTests {
    @Test func manualSchedulerRunsDueActionsInDeadlineOrderOnlyWhenAdvanced() {
        let scheduler = ManualDelayScheduler()
        let log = ArgumentHistory<String>()
        _ = scheduler.schedule(after: .seconds(2)) { log.record("2s") }
        _ = scheduler.schedule(after: .seconds(1)) { log.record("1s a") }
        _ = scheduler.schedule(after: .seconds(1)) {
            log.record("1s b")
            _ = scheduler.schedule(after: .milliseconds(500)) { log.record("1.5s") }
        }
        let cancelled = scheduler.schedule(after: .seconds(1)) { log.record("cancelled") }
        cancelled.cancel()
        #expect(log.values.isEmpty)
        #expect(scheduler.pendingActionCount == 3)

        scheduler.advance(by: .milliseconds(1_500))
        #expect(log.values == ["1s a", "1s b", "1.5s"])
        #expect(scheduler.now == .milliseconds(1_500))

        scheduler.advance(by: .seconds(1))
        #expect(log.values == ["1s a", "1s b", "1.5s", "2s"])
        #expect(scheduler.pendingActionCount == 0)
        #expect(scheduler.scheduleCallCount == 5)
    }

    @Test func interactableMockCountsCallsAndTracksStateUnlessAHandlerTakesOver() {
        let mock = InteractableMock()
        let states = StreamRecorder(mock.isActiveStream)
        mock.activate()
        mock.deactivate()
        var handled = 0
        mock.activateHandler = { handled += 1 }
        mock.activate()
        #expect(mock.activateCallCount == 2)
        #expect(mock.deactivateCallCount == 1)
        #expect(handled == 1)
        #expect(!mock.isActive)
        #expect(states.values == [false, true, false])
    }

    @Test func routingMockCountsCallsAndKeepsItsChildren() {
        let router = RoutingMock(interactable: InteractableMock())
        let childInteractor = InteractableMock()
        let child = RoutingMock(interactable: childInteractor)
        let lifecycle = StreamRecorder(router.lifecycle)
        router.attachChild(child)
        #expect(router.children.count == 1)
        router.detachChild(child)
        router.load()
        router.lifecycleSubject.send(.didLoad)
        #expect(router.children.isEmpty)
        #expect(router.attachChildCallCount == 1)
        #expect(router.detachChildCallCount == 1)
        #expect(router.loadCallCount == 1)
        #expect(childInteractor.activateCallCount == 0)
        #expect(lifecycle.values == [.didLoad])
    }

    /// The generated LaunchRoutingMock builds on the hand-written ViewableRoutingMock.
    @Test func launchRoutingMockRecordsTheWindowItWasLaunchedFrom() {
        let window = RIBWindowMock()
        let view = ViewControllableMock()
        let router = LaunchRoutingMock(interactable: InteractableMock(), viewControllable: view)
        var launched: (any RIBWindow)?
        router.launchHandler = { launched = $0 }
        router.launch(from: window)
        #expect(router.launchCallCount == 1)
        #expect(launched === window)
        #expect(router.viewControllable === view)
        #expect(window.showCallCount == 0)
    }

    @Test func leakDetectorMockRecordsChecksWithoutKeepingObjectsAlive() {
        let leakDetector = LeakDetectorMock()
        weak var weakThing: Thing?
        let thingID: ObjectIdentifier
        do {
            let thing = Thing()
            weakThing = thing
            thingID = ObjectIdentifier(thing)
            let check = leakDetector.expectDeallocate(object: thing, inTime: .seconds(3))
            check.cancel()
        }
        #expect(weakThing == nil)
        #expect(leakDetector.didExpectDeallocate(of: thingID))
        #expect(leakDetector.expectedDeallocations.first?.objectType == "Thing")
        #expect(leakDetector.expectedDeallocations.first?.time == .seconds(3))
        #expect(leakDetector.expectedDeallocations.first?.cancellable.isCancelled == true)
    }

    @Test func withLeakDetectorRestoresThePreviousDetectorEvenWhenTheBodyThrows() {
        let outer = LeakDetectorMock()
        let inner = LeakDetectorMock()
        withLeakDetector(outer) {
            #expect(throws: TestError.self) {
                try withLeakDetector(inner) {
                    #expect(LeakDetector.instance === inner)
                    throw TestError(name: "thrown")
                }
            }
            #expect(LeakDetector.instance === outer)
        }
        #expect(LeakDetector.instance !== outer)
    }
}
