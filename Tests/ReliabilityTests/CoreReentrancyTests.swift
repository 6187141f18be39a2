import RIBs
import RIBsTestSupport
import Testing

/// Regression tests for the two core bugs the model-based test found: both need a callback that
/// changes the tree while the core is in the middle of changing it.
struct CoreReentrancyTests {
    /// An interactor that tells its listener it is going away, as a RIB that reports "closed"
    /// from `willResignActive()` does.
    final class ClosingInteractor: Interactor {
        var willResignActiveCallCount = 0
        var onWillResignActive: (() -> Void)?

        override func willResignActive() {
            willResignActiveCallCount += 1
            onWillResignActive?()
        }
    }

    @Test func aParentThatDetachesAChildFromItsWillResignActiveDetachesItOnce() {
        withLeakDetector(LeakDetectorMock()) {
            let parent = Router(interactor: Interactor())
            let sibling = Router(interactor: Interactor())
            let closing = ClosingInteractor()
            let child = Router(interactor: closing)
            parent.interactable.activate()
            parent.load()
            parent.attachChild(child)
            parent.attachChild(sibling)
            var values: [Bool] = []
            let subscription = closing.isActiveStream.subscribe { values.append($0) }
            closing.onWillResignActive = { [weak parent, weak child] in
                guard let parent, let child else { return }
                parent.detachChild(child)  // the listener's reaction, while the detach is under way
            }

            let reports = ProgrammerError.capture { parent.detachChild(child) }

            #expect(reports.isEmpty)
            #expect(closing.willResignActiveCallCount == 1)
            #expect(values == [true, false])
            // Only the child was removed: the detach used to remove at a stale index (the
            // sibling, or out of range).
            #expect(parent.children.count == 1)
            #expect(parent.children.first === sibling)
            #expect(sibling.interactable.isActive)
            subscription.cancel()
        }
    }

    @Test func aDeactivationFromWillResignActiveDoesNotRunItAgain() {
        let interactor = ClosingInteractor()
        interactor.onWillResignActive = { [weak interactor] in interactor?.deactivate() }
        var values: [Bool] = []
        let subscription = interactor.isActiveStream.subscribe { values.append($0) }
        interactor.activate()

        interactor.deactivate()

        #expect(interactor.willResignActiveCallCount == 1)
        #expect(values == [false, true, false])
        #expect(interactor.isActive == false)
        // And it can be activated and deactivated again afterwards.
        interactor.activate()
        interactor.deactivate()
        #expect(interactor.willResignActiveCallCount == 2)
        #expect(values == [false, true, false, true, false])
        subscription.cancel()
    }
}
