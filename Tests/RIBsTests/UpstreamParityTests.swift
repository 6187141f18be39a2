import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

// Behaviours of RIBs-iOS that a team porting a module relies on, checked on this core. Each test
// states what upstream does in its name; where this core differs on purpose, the test states the
// core's behaviour and the article "Coming from RIBs-iOS" gives the reason. Behaviours already
// stated by another suite are not repeated here.

/// An interactor that writes its lifecycle into a shared log under a name.
private final class LoggingInteractor: Interactor {
    private let name: String
    private let log: ArgumentHistory<String>
    private(set) var didBecomeActiveCallCount = 0
    var willResignActiveHandler: (() -> Void)?

    init(_ name: String, log: ArgumentHistory<String>) {
        self.name = name
        self.log = log
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        didBecomeActiveCallCount += 1
        log.record("\(name) didBecomeActive")
    }

    override func willResignActive() {
        super.willResignActive()
        log.record("\(name) willResignActive")
        willResignActiveHandler?()
    }
}

/// A router that writes `didLoad` into a shared log and runs an optional handler in it.
private final class LoggingRouter: Router<LoggingInteractor> {
    private let name: String
    private let log: ArgumentHistory<String>
    private(set) var didLoadCallCount = 0
    var didLoadHandler: (() -> Void)?

    init(_ name: String, log: ArgumentHistory<String>) {
        self.name = name
        self.log = log
        super.init(interactor: LoggingInteractor(name, log: log))
    }

    override func didLoad() {
        super.didLoad()
        didLoadCallCount += 1
        log.record("\(name) didLoad")
        didLoadHandler?()
    }
}

/// A root router that attaches a permanent child when it loads, as a tutorial's root does.
private final class LoggingLaunchRouter: LaunchRouter<LoggingInteractor, ViewControllableMock> {
    private let log: ArgumentHistory<String>
    let child: LoggingRouter
    private(set) var didLoadCallCount = 0

    init(log: ArgumentHistory<String>, viewController: ViewControllableMock) {
        self.log = log
        child = LoggingRouter("child", log: log)
        super.init(interactor: LoggingInteractor("root", log: log), viewController: viewController)
    }

    override func didLoad() {
        super.didLoad()
        didLoadCallCount += 1
        log.record("root didLoad")
        attachChild(child)
    }
}

/// A worker that counts its runs.
private final class CountingWorker: Worker {
    private(set) var didStartCallCount = 0
    private(set) var didStopCallCount = 0

    override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        didStartCallCount += 1
    }

    override func didStop() {
        super.didStop()
        didStopCallCount += 1
    }
}

/// An interactor that owns its worker and starts it with itself as the scope, the usual pattern.
private final class WorkerOwningInteractor: Interactor {
    let worker: CountingWorker

    init(worker: CountingWorker) {
        self.worker = worker
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        worker.start(self)
    }
}

// A parent's shared object, a child's own object, and the builder pattern of a RIB module.

private final class ScoreKeeper {}
private final class GameSession {}

private protocol GameDependency: Dependency {
    var scoreKeeper: ScoreKeeper { get }
}

private final class ParentComponent: Component<any EmptyDependency>, GameDependency {
    var scoreKeeper: ScoreKeeper { shared { ScoreKeeper() } }
}

private final class GameComponent: Component<any GameDependency> {
    var scoreKeeper: ScoreKeeper { dependency.scoreKeeper }
    var session: GameSession { shared { GameSession() } }
}

/// What the test builder builds: the RIB's router, and the component it was built from.
private struct BuiltGame {
    let router: Router<Interactor>
    let component: GameComponent
}

private final class GameBuilder: Builder<any GameDependency> {
    func build() -> BuiltGame {
        let component = GameComponent(dependency: dependency)
        return BuiltGame(router: Router(interactor: Interactor()), component: component)
    }
}

/// A workflow that counts how it ended.
private final class CountingWorkflow: Workflow<String> {
    private(set) var didCompleteCallCount = 0

    override func didComplete() {
        didCompleteCallCount += 1
    }
}

@Suite(.timeLimit(.minutes(5)))
struct UpstreamParityTests {
    // MARK: Router and Interactor: order of the lifecycle calls

    @Test func attachingARIBCallsDidBecomeActiveBeforeDidLoadAndPermanentChildrenFollowInThatOrder() {
        withLeakDetector(LeakDetectorMock()) {
            let log = ArgumentHistory<String>()
            let parent = Router(interactor: Interactor())
            let child = LoggingRouter("child", log: log)
            let grandchild = LoggingRouter("grandchild", log: log)
            child.didLoadHandler = { [unowned child] in child.attachChild(grandchild) }

            parent.attachChild(child)

            #expect(
                log.values == [
                    "child didBecomeActive", "child didLoad", "grandchild didBecomeActive", "grandchild didLoad",
                ])
        }
    }

    @Test func launchShowsTheRootThenActivatesItThenLoadsItOnceAndItsPermanentChildFollows() {
        withLeakDetector(LeakDetectorMock()) {
            let log = ArgumentHistory<String>()
            let window = RIBWindowMock()
            window.showHandler = { _ in log.record("window shows root") }
            let root = LoggingLaunchRouter(log: log, viewController: ViewControllableMock())

            root.launch(from: window)
            root.launch(from: window)

            #expect(
                log.values == [
                    "window shows root", "root didBecomeActive", "root didLoad", "child didBecomeActive",
                    "child didLoad", "window shows root",
                ])
            #expect(root.didLoadCallCount == 1)
            #expect(root.interactor.didBecomeActiveCallCount == 1)
            #expect(root.children.count == 1)
        }
    }

    @Test func deactivationRunsTopDownAndReactivationRunsTheDeepestDidBecomeActiveFirst() {
        withLeakDetector(LeakDetectorMock()) {
            let log = ArgumentHistory<String>()
            let parent = LoggingRouter("parent", log: log)
            parent.interactor.activate()
            parent.load()
            let child = LoggingRouter("child", log: log)
            let grandchild = LoggingRouter("grandchild", log: log)
            parent.attachChild(child)
            child.attachChild(grandchild)

            let attachEvents = log.values.count
            parent.interactor.deactivate()
            parent.interactor.activate()

            // Deactivation: a parent resigns before its subtree is switched off. Activation: the
            // interactor publishes its new state (which switches the subtree on) before it calls
            // its own didBecomeActive, so the deepest RIB's runs first.
            #expect(
                Array(log.values.dropFirst(attachEvents)) == [
                    "parent willResignActive", "child willResignActive", "grandchild willResignActive",
                    "grandchild didBecomeActive", "child didBecomeActive", "parent didBecomeActive",
                ])
        }
    }

    // MARK: Router: a detached child, and a child attached under an inactive parent

    @Test func detachedChildsSubtreeStaysInactiveWhileItsFormerParentCyclesAndReattachingRestoresIt() {
        withLeakDetector(LeakDetectorMock()) {
            let log = ArgumentHistory<String>()
            let parent = LoggingRouter("parent", log: log)
            parent.interactor.activate()
            parent.load()
            let child = LoggingRouter("child", log: log)
            let grandchild = LoggingRouter("grandchild", log: log)
            parent.attachChild(child)
            child.attachChild(grandchild)

            parent.detachChild(child)
            #expect(!child.interactor.isActive)
            #expect(!grandchild.interactor.isActive)

            parent.interactor.deactivate()
            parent.interactor.activate()
            #expect(!child.interactor.isActive)
            #expect(!grandchild.interactor.isActive)
            #expect(grandchild.interactor.didBecomeActiveCallCount == 1)

            // A detached router keeps its binding: attached again, it is activated and its loaded
            // subtree follows, and it is not loaded a second time.
            parent.attachChild(child)
            #expect(child.interactor.isActive)
            #expect(grandchild.interactor.isActive)
            #expect(child.didLoadCallCount == 1)
            #expect(grandchild.didLoadCallCount == 1)
            #expect(grandchild.interactor.didBecomeActiveCallCount == 2)
            #expect(child.children.count == 1)
        }
    }

    @Test func childAttachedUnderAnInactiveLoadedParentIsActivatedAndFollowsTheParentFromThen() {
        withLeakDetector(LeakDetectorMock()) {
            let log = ArgumentHistory<String>()
            let parent = LoggingRouter("parent", log: log)
            parent.load()
            let child = LoggingRouter("child", log: log)

            parent.attachChild(child)
            #expect(!parent.interactor.isActive)
            #expect(child.interactor.isActive)

            parent.interactor.activate()
            #expect(child.interactor.didBecomeActiveCallCount == 1)

            parent.interactor.deactivate()
            #expect(!child.interactor.isActive)
        }
    }

    @Test func loadingARouterUnderAnInactiveInteractorDeactivatesTheChildrenAttachedBefore() {
        withLeakDetector(LeakDetectorMock()) {
            let log = ArgumentHistory<String>()
            let parent = LoggingRouter("parent", log: log)
            let child = LoggingRouter("child", log: log)
            parent.attachChild(child)
            #expect(child.interactor.isActive)

            // Loading binds the subtree to the interactor's current state, inactive, before didLoad.
            parent.load()

            #expect(!child.interactor.isActive)
            #expect(
                log.values == ["child didBecomeActive", "child didLoad", "child willResignActive", "parent didLoad"])
        }
    }

    // MARK: Interactor

    @Test func workHandedOverInWillResignActiveIsCancelledWhenDeactivationEnds() {
        let log = ArgumentHistory<String>()
        let interactor = LoggingInteractor("interactor", log: log)
        var work: AnyRIBCancellable?
        var cancelledWhenHandedOver: Bool?
        interactor.willResignActiveHandler = { [unowned interactor] in
            let handedOver = AnyRIBCancellable {}.cancelOnDeactivate(interactor: interactor)
            cancelledWhenHandedOver = handedOver.isCancelled
            work = handedOver
        }
        interactor.activate()

        interactor.deactivate()

        #expect(cancelledWhenHandedOver == false)
        #expect(work?.isCancelled == true)
    }

    // MARK: Worker

    @Test func workerStartedByItsOwnInteractorDoesNotKeepItAliveAndStopsWhenItGoes() {
        let worker = CountingWorker()
        weak var weakInteractor: WorkerOwningInteractor?
        do {
            let interactor = WorkerOwningInteractor(worker: worker)
            weakInteractor = interactor
            interactor.activate()
            #expect(worker.didStartCallCount == 1)
        }
        #expect(weakInteractor == nil)
        #expect(worker.didStopCallCount == 1)
    }

    // MARK: Builder and Component

    @Test func builderCalledTwiceBuildsTwoRIBsThatShareOnlyTheParentsSharedObjects() {
        withLeakDetector(LeakDetectorMock()) {
            let parent = ParentComponent(dependency: EmptyComponent())
            let builder = GameBuilder(dependency: parent)

            let first = builder.build()
            let second = builder.build()

            #expect(first.router !== second.router)
            #expect(first.router.interactable !== second.router.interactable)
            #expect(first.component !== second.component)
            #expect(first.component.session === first.component.session)
            #expect(first.component.session !== second.component.session)
            #expect(first.component.scoreKeeper === second.component.scoreKeeper)
            #expect(first.component.scoreKeeper === parent.scoreKeeper)
        }
    }

    // MARK: Leak detection when a whole RIB goes away

    @Test func releasingAViewableRIBExpectsItsInteractorPresenterAndViewControllerToGo() {
        let leakDetector = LeakDetectorMock()
        let presenter = PresentableMock()
        let viewController = ViewControllableMock()
        var interactorID: ObjectIdentifier?
        weak var weakInteractor: PresentableInteractor<PresentableMock>?
        withLeakDetector(leakDetector) {
            let interactor = PresentableInteractor(presenter: presenter)
            interactorID = ObjectIdentifier(interactor)
            weakInteractor = interactor
            let router = ViewableRouter(interactor: interactor, viewController: viewController)
            interactor.activate()
            router.load()
        }
        #expect(weakInteractor == nil)
        // The router asks for its interactor (1 s) and its view controller (5 s, the view's
        // delay); the interactor asks for its presenter (1 s).
        let expected = leakDetector.expectedDeallocations
        func expects(_ objectID: ObjectIdentifier?, after time: Duration) -> Bool {
            expected.contains { $0.objectID == objectID && $0.time == time }
        }
        #expect(expected.count == 3)
        #expect(expects(interactorID, after: LeakDefaultExpectationTime.deallocation))
        #expect(expects(ObjectIdentifier(viewController), after: LeakDefaultExpectationTime.viewDisappear))
        #expect(expects(ObjectIdentifier(presenter), after: LeakDefaultExpectationTime.deallocation))
    }

    // MARK: Workflow (the deliberate difference)

    @Test func nothingHasRunWhenSubscribeReturnsAndEverythingHasWhenTheRunFinishes() async {
        let workflow = CountingWorkflow()
        let log = ArgumentHistory<String>()
        workflow
            .onStep { (root: String) -> (String, Void) in
                log.record("step on \(root)")
                return (root, ())
            }
            .commit()

        let run = workflow.subscribe("root")
        #expect(log.values.isEmpty)
        #expect(workflow.didCompleteCallCount == 0)

        #expect(await finishes(run))
        #expect(log.values == ["step on root"])
        #expect(workflow.didCompleteCallCount == 1)
    }
}
