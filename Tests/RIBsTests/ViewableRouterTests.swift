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
            interactor.deactivate()
            #expect(leakDetector.expectViewControllerDisappearCallCount == 2)
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
    }
}
