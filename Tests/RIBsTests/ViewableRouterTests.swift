import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

struct ViewableRouterTests {
    @Test func viewableRouterExposesItsViewController() {
        withLeakDetector(LeakDetectorMock()) {
            let viewController = ViewControllableMock()
            let router = ViewableRouter(interactor: Interactor(), viewController: viewController)
            #expect(router.viewController === viewController)
            #expect(router.viewControllable === viewController)
        }
    }

    @Test func viewableRouterExpectsItsViewToDisappearWhenDeactivated() {
        let leakDetector = LeakDetectorMock()
        withLeakDetector(leakDetector) {
            let interactor = Interactor()
            let viewController = onScreenViewMock()
            let router = ViewableRouter(interactor: interactor, viewController: viewController)
            interactor.activate()
            router.load()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 0)

            interactor.deactivate()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 1)
            #expect(leakDetector.didExpectDisappear(of: viewController))
            #expect(leakDetector.expectedViewDisappearances.first?.time == LeakDefaultExpectationTime.viewDisappear)

            interactor.activate()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 1)
            #expect(leakDetector.expectedViewDisappearances.first?.cancellable.isCancelled == true)
            interactor.deactivate()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 2)
            #expect(pendingDisappearances(in: leakDetector) == 1)
        }
    }

    @Test func viewableRouterLoadedUnderAnInactiveInteractorExpectsItsViewToDisappear() {
        let leakDetector = LeakDetectorMock()
        withLeakDetector(leakDetector) {
            let interactor = Interactor()
            let viewController = ViewControllableMock()
            let router = ViewableRouter(interactor: interactor, viewController: viewController)
            #expect(leakDetector.expectViewControllerDisappearCallCount == 0)

            router.load()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 1)
            #expect(leakDetector.didExpectDisappear(of: viewController))
            #expect(leakDetector.expectedViewDisappearances.first?.time == LeakDefaultExpectationTime.viewDisappear)
            #expect(pendingDisappearances(in: leakDetector) == 1)

            // Becoming active withdraws it; loading again starts nothing.
            interactor.activate()
            router.load()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 1)
            #expect(pendingDisappearances(in: leakDetector) == 0)
        }
    }

    @Test func viewableRouterOfAnInteractableThatIsNotAnInteractorChecksTheSameStates() {
        let leakDetector = LeakDetectorMock()
        withLeakDetector(leakDetector) {
            // Not an `Interactor`: the router follows it through its active-state stream.
            let interactable = InteractableMock()
            let router = ViewableRouter(interactor: interactable, viewController: ViewControllableMock())
            router.load()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 1)

            interactable.activate()
            #expect(pendingDisappearances(in: leakDetector) == 0)
            interactable.deactivate()
            interactable.activate()
            interactable.deactivate()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 3)
            #expect(pendingDisappearances(in: leakDetector) == 1)
            #expect(leakDetector.expectedViewDisappearances.last?.cancellable.isCancelled == false)
        }
    }

    @Test func detachAttachDetachLeavesOneViewDisappearanceCheckPending() {
        let leakDetector = LeakDetectorMock()
        withLeakDetector(leakDetector) {
            let parent = Router(interactor: Interactor())
            let viewController = ViewControllableMock()
            let child = ViewableRouter(interactor: Interactor(), viewController: viewController)
            parent.attachChild(child)
            parent.detachChild(child)
            #expect(leakDetector.expectViewControllerDisappearCallCount == 1)
            #expect(pendingDisappearances(in: leakDetector) == 1)

            parent.attachChild(child)
            #expect(leakDetector.expectViewControllerDisappearCallCount == 1)
            #expect(pendingDisappearances(in: leakDetector) == 0)

            parent.detachChild(child)
            let checks = leakDetector.expectedViewDisappearances
            #expect(checks.count == 2)
            #expect(checks.map(\.cancellable.isCancelled) == [true, false])
            #expect(checks.allSatisfy { $0.viewControllerID == ObjectIdentifier(viewController) })
        }
    }

    @Test func viewableRouterDetachedByItsParentExpectsItsViewToDisappear() {
        let leakDetector = LeakDetectorMock()
        withLeakDetector(leakDetector) {
            let parent = Router(interactor: Interactor())
            let viewController = ViewControllableMock()
            let child = ViewableRouter(interactor: Interactor(), viewController: viewController)
            parent.attachChild(child)
            #expect(leakDetector.expectViewControllerDisappearCallCount == 0)
            parent.detachChild(child)
            #expect(leakDetector.didExpectDisappear(of: viewController))
        }
    }

    @Test func viewableRouterExpectsItsViewControllerAndInteractorToBeDeallocatedOnDeinit() {
        let leakDetector = LeakDetectorMock()
        let viewController = ViewControllableMock()
        let interactor = Interactor()
        weak var weakRouter: ViewableRouter<Interactor, ViewControllableMock>?
        withLeakDetector(leakDetector) {
            let router = ViewableRouter(interactor: interactor, viewController: viewController)
            weakRouter = router
            interactor.activate()
            router.load()
        }
        #expect(weakRouter == nil)
        let viewID = ObjectIdentifier(viewController)
        let viewExpectation = leakDetector.expectedDeallocations.first { $0.objectID == viewID }
        #expect(viewExpectation?.time == LeakDefaultExpectationTime.viewDisappear)
        #expect(leakDetector.didExpectDeallocate(of: interactor))
        // Deactivating its interactor on the way out is not a change the router checks.
        #expect(leakDetector.expectViewControllerDisappearCallCount == 0)
    }

    @Test func deallocatedViewableRouterLeavesItsPendingViewDisappearanceCheckRunning() {
        let leakDetector = LeakDetectorMock()
        let viewController = ViewControllableMock()
        weak var weakRouter: ViewableRouter<Interactor, ViewControllableMock>?
        withLeakDetector(leakDetector) {
            let parent = Router(interactor: Interactor())
            let child = ViewableRouter(interactor: Interactor(), viewController: viewController)
            weakRouter = child
            parent.attachChild(child)
            parent.detachChild(child)
        }
        #expect(weakRouter == nil)
        // The view must still leave the screen after the router is gone: its check is not withdrawn.
        let checks = leakDetector.expectedViewDisappearances
        #expect(checks.count == 1)
        #expect(checks.first?.cancellable.isCancelled == false)
        let viewID = ObjectIdentifier(viewController)
        let deallocations = leakDetector.expectedDeallocations.filter { $0.objectID == viewID }
        #expect(deallocations.count == 1)
        #expect(deallocations.first?.time == LeakDefaultExpectationTime.viewDisappear)
    }
}

/// How many view-disappearance checks were asked for and not cancelled.
private func pendingDisappearances(in leakDetector: LeakDetectorMock) -> Int {
    leakDetector.expectedViewDisappearances.count { !$0.cancellable.isCancelled }
}
