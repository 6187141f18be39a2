import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

struct LeakDetectorTests {
    @Test func objectStillAliveAfterTheDelayIsALeak() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        let survivor = Thing()
        detector.expectDeallocate(object: survivor)

        scheduler.advance(by: .milliseconds(999))
        #expect(detector.leaks.isEmpty)
        #expect(detector.pendingCheckCount == 1)

        scheduler.advance(by: .milliseconds(1))
        #expect(detector.leaks == [Leak(kind: .notDeallocated, objectType: "Thing", waited: .seconds(1))])
        #expect(detector.pendingCheckCount == 0)
    }

    @Test func objectReleasedBeforeTheDelayIsNoLeak() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        do {
            let shortLived = Thing()
            detector.expectDeallocate(object: shortLived, inTime: .milliseconds(10))
        }
        scheduler.advance(by: .seconds(10))
        #expect(detector.leaks.isEmpty)
        #expect(detector.pendingCheckCount == 0)
        #expect(scheduler.scheduleCallCount == 1)
    }

    @Test func viewStillOnScreenAfterTheDelayIsALeak() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        let shown = onScreenViewMock()
        let hidden = onScreenViewMock()
        detector.expectViewControllerDisappear(viewController: shown)
        detector.expectViewControllerDisappear(viewController: hidden)
        do {
            let released = onScreenViewMock()
            detector.expectViewControllerDisappear(viewController: released)
        }
        hidden.isOnScreen = false

        scheduler.advance(by: .milliseconds(4_999))
        #expect(detector.leaks.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(
            detector.leaks == [Leak(kind: .stillOnScreen, objectType: "ViewControllableMock", waited: .seconds(5))]
        )
    }

    @Test func cancelledCheckIsCountedDownExactlyOnce() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        let statuses = StreamRecorder(detector.status)
        let kept = Thing()
        let cancelled = detector.expectDeallocate(object: kept)
        detector.expectDeallocate(object: kept)
        #expect(detector.pendingCheckCount == 2)

        cancelled.cancel()
        cancelled.cancel()
        #expect(detector.pendingCheckCount == 1)
        #expect(scheduler.pendingActionCount == 1)

        scheduler.advance(by: .seconds(1))
        cancelled.cancel()
        #expect(detector.pendingCheckCount == 0)
        #expect(detector.leaks.count == 1)
        #expect(statuses.values == [.didComplete, .inProgress, .didComplete])
    }

    @Test func cancelledCheckWhoseTimerStillFiresIsNotCountedAgain() {
        // Upstream's bug: cancelling counts the check down, and the delayed closure counts it
        // down again when it fires anyway. A scheduler that cannot unschedule shows it.
        var scheduled: [() -> Void] = []
        let scheduler = DelaySchedulerMock()
        scheduler.now = .zero
        scheduler.scheduleHandler = { _, action in
            scheduled.append(action)
            return AnyRIBCancellable {}
        }
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        let kept = Thing()
        let cancelled = detector.expectDeallocate(object: kept)
        detector.expectDeallocate(object: kept)
        cancelled.cancel()
        #expect(detector.pendingCheckCount == 1)

        scheduler.now = .seconds(1)
        for action in scheduled { action() }

        #expect(detector.pendingCheckCount == 0)
        #expect(detector.leaks.count == 1)
    }

    @Test func checkCancelledAfterItRanIsNotCountedAgain() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        let check = detector.expectDeallocate(object: Thing())
        scheduler.advance(by: .seconds(1))
        check.cancel()
        #expect(detector.pendingCheckCount == 0)
        detector.expectDeallocate(object: Thing())
        #expect(detector.pendingCheckCount == 1)
    }

    @Test func statusReplaysTheCurrentValueAndTellsWhetherChecksArePending() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        detector.expectDeallocate(object: Thing())
        detector.expectDeallocate(object: Thing(), inTime: .seconds(2))
        let status = StreamRecorder(detector.status)
        scheduler.advance(by: .seconds(1))
        #expect(status.values == [.inProgress])
        scheduler.advance(by: .seconds(1))
        #expect(status.values == [.inProgress, .didComplete])
    }

    /// A detector in `mode` after the one-second check of an object that is still alive: the
    /// detector, the leaks it passed to its handler and the programmer errors raised meanwhile.
    private func checkASurvivor(
        mode: LeakDetector.Mode
    ) -> (detector: LeakDetector, reportedLeaks: [Leak], reports: [ProgrammerError.Report]) {
        let scheduler = ManualDelayScheduler()
        var reportedLeaks: [Leak] = []
        let detector = LeakDetector(mode: mode, scheduler: scheduler) { reportedLeaks.append($0) }
        let survivor = Thing()
        let reports = ProgrammerError.capture {
            detector.expectDeallocate(object: survivor)
            scheduler.advance(by: .seconds(1))
        }
        return (detector, reportedLeaks, reports)
    }

    @Test func reportModeRecordsLeaksWithoutRaisingAProgrammerError() {
        let (detector, reportedLeaks, reports) = checkASurvivor(mode: .report)
        #expect(reports.isEmpty)
        #expect(reportedLeaks == detector.leaks)
        #expect(reportedLeaks.count == 1)
    }

    @Test func assertModeReportsEachLeakAsAProgrammerError() {
        let (detector, reportedLeaks, reports) = checkASurvivor(mode: .assert)
        #expect(reports.map(\.message) == [detector.leaks.first?.description])
        #expect(reports.first?.message.contains("Thing was not deallocated") == true)
        #expect(reportedLeaks.count == 1)
    }

    @Test func disabledModeSchedulesNoChecks() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .disabled, scheduler: scheduler)
        let survivor = Thing()
        let check = detector.expectDeallocate(object: survivor)
        detector.expectViewControllerDisappear(viewController: onScreenViewMock())
        scheduler.advance(by: .seconds(10))
        #expect(scheduler.scheduleCallCount == 0)
        #expect(detector.pendingCheckCount == 0)
        #expect(detector.leaks.isEmpty)
        #expect((check as? AnyRIBCancellable)?.isCancelled == true)
    }

    @Test func defaultExpectationTimesAreOneAndFiveSeconds() {
        let leakDetector = LeakDetectorMock()
        leakDetector.expectDeallocate(object: Thing())
        leakDetector.expectViewControllerDisappear(viewController: ViewControllableMock())
        #expect(LeakDefaultExpectationTime.deallocation == .seconds(1))
        #expect(LeakDefaultExpectationTime.viewDisappear == .seconds(5))
        #expect(leakDetector.expectedDeallocations.map(\.time) == [.seconds(1)])
        #expect(leakDetector.expectedViewDisappearances.map(\.time) == [.seconds(5)])
    }

    @Test func installedDetectorReceivesTheFrameworksChecksAndIsRemovedAfterwards() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        let presenter = ViewControllableMock()
        withLeakDetector(detector) {
            _ = PresentableInteractor(presenter: presenter)
            #expect(LeakDetector.instance === detector)
        }
        #expect(LeakDetector.instance !== detector)
        #expect(detector.pendingCheckCount == 1)
        scheduler.advance(by: .seconds(1))
        #expect(detector.leaks.map(\.objectType) == ["ViewControllableMock"])
    }

    @Test func checksDueTogetherAreMadeBySweepsAtTheirTimeAndNotOneTimerEach() {
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        let (first, second, late) = (Thing(), Thing(), Thing())
        detector.expectDeallocate(object: first)
        scheduler.advance(by: .milliseconds(50))
        detector.expectDeallocate(object: second)
        detector.expectDeallocate(object: late, inTime: .seconds(3))
        #expect(scheduler.pendingActionCount == 1)

        scheduler.advance(by: .milliseconds(950))  // the first is due; the second 50 ms later
        #expect(detector.leaks.count == 1)
        scheduler.advance(by: .milliseconds(99))  // no sweep within 100 ms of the last
        #expect(detector.leaks.count == 1)
        scheduler.advance(by: .milliseconds(1))
        #expect(detector.leaks.count == 2)
        scheduler.advance(by: .seconds(2))
        #expect(detector.leaks.count == 3)
        #expect(detector.pendingCheckCount == 0 && scheduler.pendingActionCount == 0)
        #expect(scheduler.scheduleCallCount == 3)
    }

    @Test func aSweepTheBusyMainActorHeldBackGivesItsChecksTheirTimeOnceMore() {
        let scheduler = DelaySchedulerMock()
        scheduler.now = .zero
        var sweeps: [() -> Void] = []
        scheduler.scheduleHandler = { _, action in
            sweeps.append(action)
            return AnyRIBCancellable {}
        }
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        var held: Thing? = Thing()
        let kept = Thing()
        detector.expectDeallocate(object: held!)
        detector.expectDeallocate(object: kept)

        scheduler.now = .seconds(9)  // due at 1 s, run at 9 s: the main actor was busy meanwhile
        sweeps.removeFirst()()
        #expect(detector.leaks.isEmpty && detector.pendingCheckCount == 2)
        held = nil  // what the busy main actor kept from running releases one of them

        scheduler.now = .seconds(12)  // late again: each check gets its time once, no more
        sweeps.removeFirst()()
        #expect(detector.leaks.map(\.objectType) == ["Thing"])
        #expect(detector.pendingCheckCount == 0 && held == nil)
    }

    @Test func aBurstOfDetachesHoldsOneTimerAndTheSweepReleasesItsChecks() {
        let scheduler = ManualDelayScheduler()
        let probe = CheckProbe(LeakDetector(mode: .report, scheduler: scheduler))
        let parent = Router(interactor: TestInteractor())
        parent.interactable.activate()
        parent.load()
        var mostTimers = 0
        withLeakDetector(probe) {
            for _ in 0..<100_000 {
                let child = Router(interactor: TestInteractor())
                parent.attachChild(child)
                parent.detachChild(child)
                mostTimers = max(mostTimers, scheduler.pendingActionCount)
            }
        }
        #expect(mostTimers == 1)
        #expect(probe.detector.pendingCheckCount == 100_000)
        #expect(probe.heldCheckCount == 100_000)

        scheduler.advance(by: .seconds(1))
        #expect(probe.detector.pendingCheckCount == 0)
        #expect(probe.heldCheckCount == 0)  // the sweep let go of every check
        #expect(probe.detector.leaks.isEmpty)
        #expect(scheduler.pendingActionCount == 0)
    }
}

/// Hands every check the framework asks for to `detector`, and keeps each check's handle weakly:
/// a handle still alive is a check the detector still holds.
private final class CheckProbe: LeakDetecting {
    private struct Handle {
        weak var check: (any RIBCancellable)?
    }

    let detector: LeakDetector
    private var handles: [Handle] = []

    init(_ detector: LeakDetector) {
        self.detector = detector
    }

    /// How many of the checks asked for so far the detector still holds.
    var heldCheckCount: Int { handles.count { $0.check != nil } }

    func expectDeallocate(object: AnyObject, inTime time: Duration) -> any RIBCancellable {
        let check = detector.expectDeallocate(object: object, inTime: time)
        handles.append(Handle(check: check))
        return check
    }

    func expectViewControllerDisappear(
        viewController: any ViewControllable, inTime time: Duration
    ) -> any RIBCancellable {
        let check = detector.expectViewControllerDisappear(viewController: viewController, inTime: time)
        handles.append(Handle(check: check))
        return check
    }
}
