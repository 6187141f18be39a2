import RIBs
import RIBsTestSupport
import Testing

struct RouterTests {
    /// Runs `body` with a router of a plain interactor, under a mock leak detector.
    private func withRouter(_ body: (Router<Interactor>) -> Void) {
        withLeakDetector(LeakDetectorMock()) { body(Router(interactor: Interactor())) }
    }

    /// A mock child router and its mock interactor.
    private func mockChild() -> (RoutingMock, InteractableMock) {
        let interactor = InteractableMock()
        return (RoutingMock(interactable: interactor), interactor)
    }

    @Test func loadBindsTheSubtreeEmitsDidLoadThenCallsDidLoadOnlyOnce() {
        withLeakDetector(LeakDetectorMock()) {
            let router = TestRouter(interactor: InteractableMock())
            let log = ArgumentHistory<String>()
            _ = router.lifecycle.subscribe { log.record("lifecycle \($0)") }
            router.didLoadHandler = { log.record("didLoad") }
            router.load()
            router.load()
            #expect(log.values == ["lifecycle didLoad", "didLoad"])
            #expect(router.didLoadCallCount == 1)
        }
    }

    @Test func lifecycleDoesNotReplayToLateObservers() {
        withLeakDetector(LeakDetectorMock()) {
            let router = Router(interactor: InteractableMock())
            let early = StreamRecorder(router.lifecycle)
            router.load()
            let late = StreamRecorder(router.lifecycle)
            #expect(early.values == [.didLoad])
            #expect(late.values.isEmpty)
        }
    }

    @Test func lifecycleCompletesWhenTheRouterIsDeallocated() {
        weak var weakRouter: Router<InteractableMock>?
        let recorder = withLeakDetector(LeakDetectorMock()) {
            let router = Router(interactor: InteractableMock())
            weakRouter = router
            let recorder = StreamRecorder(router.lifecycle)
            router.load()
            return recorder
        }
        #expect(weakRouter == nil)
        #expect(recorder.values == [.didLoad])
        #expect(recorder.completionCount == 1)
    }

    @Test func attachChildActivatesTheChildsInteractorBeforeLoadingIt() {
        withRouter { router in
            let log = ArgumentHistory<String>()
            let childInteractor = InteractableMock()
            childInteractor.activateHandler = { [unowned childInteractor] in
                log.record("activate")
                childInteractor.isActive = true
            }
            let child = RoutingMock(interactable: childInteractor)
            child.loadHandler = { log.record("load") }
            router.attachChild(child)
            #expect(log.values == ["activate", "load"])
            #expect(childInteractor.activateCallCount == 1)
            #expect(child.loadCallCount == 1)
            #expect(router.children.count == 1)
            #expect(router.children.first === child)
        }
    }

    @Test func childAttachingItsOwnChildrenInDidLoadDoesSoWhileActive() {
        withRouter { router in
            let childInteractor = TestInteractor()
            let child = TestRouter(interactor: childInteractor)
            let grandchild = RoutingMock(interactable: InteractableMock())
            var activeWhenLoading: Bool?
            child.didLoadHandler = { [unowned child] in
                activeWhenLoading = childInteractor.isActive
                child.attachChild(grandchild)
            }
            router.attachChild(child)
            #expect(activeWhenLoading == true)
            #expect(grandchild.interactable.isActive)
            #expect(grandchild.loadCallCount == 1)
        }
    }

    @Test func attachChildKeepsChildrenInAttachmentOrder() {
        withRouter { router in
            let first = RoutingMock(interactable: InteractableMock())
            let second = RoutingMock(interactable: InteractableMock())
            router.attachChild(first)
            router.attachChild(second)
            #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
        }
    }

    @Test func alreadyAttachedGrandchildIsActivatedAndLoadedExactlyOnce() {
        withLeakDetector(LeakDetectorMock()) {
            let router = Router(interactor: InteractableMock())
            let child = Router(interactor: InteractableMock())
            let (grandchild, grandchildInteractor) = mockChild()
            child.attachChild(grandchild)
            router.load()
            router.attachChild(child)
            #expect(grandchildInteractor.activateCallCount == 1)
            #expect(grandchildInteractor.deactivateCallCount == 0)
            #expect(grandchild.loadCallCount == 1)
            #expect(grandchildInteractor.isActive)
        }
    }

    @Test func attachingAChildThatIsAlreadyAttachedIsReportedAndNotDuplicated() {
        withRouter { router in
            let (child, childInteractor) = mockChild()
            router.attachChild(child)
            let reports = ProgrammerError.capture {
                router.attachChild(child)
            }
            #expect(reports.count == 1)
            #expect(reports.first?.message.contains("already attached") == true)
            #expect(router.children.count == 1)
            #expect(childInteractor.activateCallCount == 1)
            #expect(child.loadCallCount == 1)
        }
    }

    @Test func detachChildDeactivatesTheChildAndRemovesIt() {
        withRouter { router in
            let first = RoutingMock(interactable: InteractableMock())
            let (second, secondInteractor) = mockChild()
            router.attachChild(first)
            router.attachChild(second)
            router.detachChild(second)
            #expect(secondInteractor.deactivateCallCount == 1)
            #expect(!secondInteractor.isActive)
            #expect(first.interactable.isActive)
            #expect(router.children.count == 1)
            #expect(router.children.first === first)
        }
    }

    @Test func detachingAChildThatIsNotAttachedIsReported() {
        withRouter { router in
            let strangerInteractor = InteractableMock()
            strangerInteractor.isActive = true
            let stranger = RoutingMock(interactable: strangerInteractor)
            let reports = ProgrammerError.capture {
                router.detachChild(stranger)
            }
            #expect(reports.count == 1)
            #expect(strangerInteractor.deactivateCallCount == 0)
        }
    }

    @Test func detachChildDeactivatesTheWholeLoadedSubtreeOnce() {
        withRouter { router in
            let childInteractor = InteractableMock()
            let child = Router(interactor: childInteractor)
            let grandchildInteractor = InteractableMock()
            let grandchild = Router(interactor: grandchildInteractor)
            let (greatGrandchild, greatGrandchildInteractor) = mockChild()
            router.attachChild(child)
            child.attachChild(grandchild)
            grandchild.attachChild(greatGrandchild)
            #expect(greatGrandchildInteractor.isActive)

            router.detachChild(child)

            #expect(childInteractor.deactivateCallCount == 1)
            #expect(grandchildInteractor.deactivateCallCount == 1)
            #expect(greatGrandchildInteractor.deactivateCallCount == 1)
            #expect(!greatGrandchildInteractor.isActive)
        }
    }

    @Test func deactivatingAParentDeactivatesItsSubtreeAndReactivatingReactivatesIt() {
        withLeakDetector(LeakDetectorMock()) {
            let interactor = TestInteractor()
            let router = Router(interactor: interactor)
            interactor.activate()
            router.load()
            let childInteractor = TestInteractor()
            let child = Router(interactor: childInteractor)
            let grandchildInteractor = TestInteractor()
            let grandchild = Router(interactor: grandchildInteractor)
            router.attachChild(child)
            child.attachChild(grandchild)

            interactor.deactivate()
            #expect(!childInteractor.isActive)
            #expect(!grandchildInteractor.isActive)

            interactor.activate()
            #expect(childInteractor.isActive)
            #expect(grandchildInteractor.isActive)
            #expect(childInteractor.didBecomeActiveCallCount == 2)
            #expect(grandchildInteractor.didBecomeActiveCallCount == 2)
            #expect(grandchildInteractor.willResignActiveCallCount == 1)
        }
    }

    @Test func deinitDeactivatesDetachesCompletesLifecycleAndExpectsTheInteractorToGo() {
        let leakDetector = LeakDetectorMock()
        let interactor = InteractableMock()
        let childInteractor = InteractableMock()
        weak var weakRouter: Router<InteractableMock>?
        weak var weakChild: RoutingMock?
        let lifecycle = withLeakDetector(leakDetector) {
            let router = Router(interactor: interactor)
            weakRouter = router
            interactor.activate()
            router.load()
            let child = RoutingMock(interactable: childInteractor)
            weakChild = child
            router.attachChild(child)
            return StreamRecorder(router.lifecycle)
        }
        #expect(weakRouter == nil)
        #expect(weakChild == nil)
        #expect(!interactor.isActive)
        #expect(interactor.deactivateCallCount == 1)
        #expect(childInteractor.deactivateCallCount == 1)
        #expect(lifecycle.completionCount == 1)
        #expect(leakDetector.didExpectDeallocate(of: interactor))
        #expect(leakDetector.expectedDeallocations.first?.time == LeakDefaultExpectationTime.deallocation)
    }
}
