import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

private final class TestLaunchRouter: LaunchRouter<InteractableMock, ViewControllableMock> {
    var didLoadHandler: (() -> Void)?

    override func didLoad() {
        super.didLoad()
        didLoadHandler?()
    }
}

struct LaunchRouterTests {
    @Test func launchShowsTheViewInTheWindowThenActivatesThenLoads() {
        withLeakDetector(LeakDetectorMock()) {
            let log = ArgumentHistory<String>()
            let interactor = InteractableMock()
            interactor.activateHandler = { [unowned interactor] in
                log.record("activate")
                interactor.isActive = true
            }
            let viewController = ViewControllableMock()
            let router = TestLaunchRouter(interactor: interactor, viewController: viewController)
            router.didLoadHandler = { log.record("load active=\(interactor.isActive)") }
            let window = RIBWindowMock()
            var shown: (any ViewControllable)?
            window.showHandler = {
                shown = $0
                log.record("show active=\(interactor.isActive)")
            }

            router.launch(from: window)

            #expect(log.values == ["show active=false", "activate", "load active=true"])
            #expect(window.showCallCount == 1)
            #expect(shown === viewController)
            #expect(interactor.activateCallCount == 1)
        }
    }

    @Test func launchedRouterAttachesChildrenLikeAnyRouter() {
        withLeakDetector(LeakDetectorMock()) {
            let interactor = InteractableMock()
            let router = TestLaunchRouter(interactor: interactor, viewController: ViewControllableMock())
            let child = RoutingMock(interactable: InteractableMock())
            router.didLoadHandler = { [unowned router] in router.attachChild(child) }
            router.launch(from: RIBWindowMock())
            #expect(child.interactable.isActive)
            #expect(child.loadCallCount == 1)
            interactor.deactivate()
            #expect(!child.interactable.isActive)
        }
    }
}
