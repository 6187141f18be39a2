import RIBs
import RIBsTestSupport
import Testing

/// A model-based test of the core: random sequences of attach, detach, activate, deactivate, load
/// and release over generated router trees, each step compared with ``RouterTreeModel``: the
/// active state of every interactor, the children of every router, the exact sequence of
/// lifecycle callbacks and stream values, the programmer errors reported, and the deallocation of
/// every RIB let go of. The core's tree observer hook is installed throughout: the tree rebuilt
/// from its events alone must be the real tree after every step, and its activations, loads and
/// deallocations must be the model's.
///
/// Seeded and reproducible: a failure prints the seed and the shortest failing sequence found.
/// `RELIABILITY_SEED=<n> swift test --filter RouterTreeModelTests` replays it.
struct RouterTreeModelTests {
    /// Scenarios per run, and steps per scenario.
    static let scenarioCount = 600
    static let stepsPerScenario = 200

    @Test func theCoreBehavesLikeItsReferenceModel() async {
        let seed = SeededRandom.seed(default: 0x5EED_C0DE)
        var random = SeededRandom(seed: seed)
        var stepCount = 0
        let detector = LeakDetector(mode: .disabled)
        for scenario in 0..<Self.scenarioCount {
            let scenarioSeed = random.next()
            let steps = Self.generateSteps(seed: scenarioSeed, count: Self.stepsPerScenario)
            stepCount += steps.count
            // Synchronous while the global detector is swapped; other main-actor tests get a turn
            // between scenarios (each takes a few milliseconds).
            let failure = withLeakDetector(detector) { RouterTreeWorld.replay(steps) }
            if let failure {
                let shrunk = withLeakDetector(detector) {
                    Shrinker.shrink(steps) { RouterTreeWorld.replay($0) != nil }
                }
                let shrunkFailure = withLeakDetector(detector) { RouterTreeWorld.replay(shrunk) } ?? failure
                Issue.record(
                    """
                    The core differs from its reference model (seed \(seed), scenario \(scenario), \
                    scenario seed \(scenarioSeed)).
                    Shortest failing sequence found (\(shrunk.count) of \(steps.count) steps):
                    \(Self.listing(shrunk))
                    \(shrunkFailure)
                    """
                )
                return
            }
            await Task.yield()
        }
        #expect(stepCount == Self.scenarioCount * Self.stepsPerScenario)
    }

    /// The steps, numbered, with runs of `create` on one line (RIB numbers depend on them, so
    /// shrinking keeps them).
    static func listing(_ steps: [RouterStep]) -> String {
        var lines: [String] = []
        var index = 0
        var created = 0
        while index < steps.count {
            var end = index
            while end < steps.count && steps[end] == .create { end += 1 }
            if end > index {
                lines.append("  \(index + 1)-\(end). create RIBs \(created)...\(created + end - index - 1)")
                created += end - index
                index = end
            } else {
                lines.append("  \(index + 1). \(steps[index])")
                index += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A scenario: mostly steps that apply, with some programmer errors mixed in.
    static func generateSteps(seed: UInt64, count: Int) -> [RouterStep] {
        var random = SeededRandom(seed: seed)
        var model = RouterTreeModel()
        var steps: [RouterStep] = []
        for _ in 0..<Int.random(in: 2...6, using: &random) {
            steps.append(.create)
            model.apply(.create)
        }
        while steps.count < count {
            let alive = model.nodes.indices.filter { model.nodes[$0].isAlive }
            guard let node = alive.randomElement(using: &random) else {
                steps.append(.create)
                model.apply(.create)
                continue
            }
            let other = alive.randomElement(using: &random)!
            let attached = alive.filter { model.nodes[$0].parent != nil }
            let step: RouterStep
            switch Int.random(in: 0..<115, using: &random) {
            case 100..<115:
                step = .react(
                    node, [.didBecomeActive, .willResignActive, .didLoad].randomElement(using: &random)!,
                    {
                        let target = alive.randomElement(using: &random)!
                        switch Int.random(in: 0..<5, using: &random) {
                        case 0: return .attach(parent: other, child: target)
                        case 1:
                            if let parent = model.nodes[target].parent, Bool.random(using: &random) {
                                return .detach(parent: parent, child: target)
                            }
                            return .detach(parent: other, child: target)
                        case 2: return .activate(target)
                        case 3: return .deactivate(target)
                        default: return .load(target)
                        }
                    }())
            case 0..<8:
                step = alive.count < 12 ? .create : .release(node)
            case 8..<38:
                let candidates = alive.filter { model.applies(.attach(parent: node, child: $0)) }
                guard let child = candidates.randomElement(using: &random) else { continue }
                step = .attach(parent: node, child: child)
            case 38..<56:
                if let child = attached.randomElement(using: &random), let parent = model.nodes[child].parent {
                    step = .detach(parent: parent, child: child)
                } else {
                    continue
                }
            case 56..<60:
                step = .detach(parent: node, child: other)  // often not a child: a programmer error
            case 60..<75:
                step = .activate(node)
            case 75..<90:
                step = .deactivate(node)
            case 90..<96:
                step = .load(node)
            default:
                let roots = alive.filter { model.nodes[$0].parent == nil }
                guard let root = roots.randomElement(using: &random) else { continue }
                step = .release(root)
            }
            guard model.applies(step) else { continue }
            steps.append(step)
            model.apply(step)
        }
        return steps
    }

    // MARK: The model's own sanity

    @Test func theModelAttachesActivatesThenLoads() {
        var model = RouterTreeModel()
        model.apply(.create)
        model.apply(.create)
        model.apply(.create)
        model.apply(.attach(parent: 1, child: 2))
        #expect(model.events == [.activeStream(2, true), .didBecomeActive(2), .lifecycleDidLoad(2), .didLoad(2)])
        model.apply(.attach(parent: 0, child: 1))
        // 1 is activated (its child is active already), then loaded (the replay activates nothing new).
        #expect(model.events == [.activeStream(1, true), .didBecomeActive(1), .lifecycleDidLoad(1), .didLoad(1)])
        model.apply(.deactivate(1))
        #expect(
            model.events == [
                .willResignActive(1), .activeStream(1, false), .willResignActive(2), .activeStream(2, false),
            ]
        )
        model.apply(.attach(parent: 0, child: 1))
        #expect(model.programmerErrors == 1)
        #expect(model.events.isEmpty)
    }

    @Test func aFailingSequenceIsShrunkToTheStepsThatMatter() {
        // A fake failure: "3 is attached to 0 and then 0 is deactivated".
        let steps: [RouterStep] =
            [.create, .create, .create, .create, .activate(1), .attach(parent: 0, child: 3), .load(2)]
            + [.deactivate(1), .deactivate(0), .activate(2)]
        func fails(_ steps: [RouterStep]) -> Bool {
            guard let attach = steps.firstIndex(of: .attach(parent: 0, child: 3)) else { return false }
            return steps[attach...].contains(.deactivate(0))
        }
        #expect(Shrinker.shrink(steps, fails: fails) == [.attach(parent: 0, child: 3), .deactivate(0)])
    }
}

/// The real routers and interactors a scenario drives, checked against the model after each step.
final class RouterTreeWorld {
    final class TestInteractor: Interactor {
        let node: Int
        let log: EventLog

        init(node: Int, log: EventLog) {
            self.node = node
            self.log = log
        }

        override func didBecomeActive() {
            log.events.append(.didBecomeActive(node))
            log.world?.fire(node, .didBecomeActive)
        }

        override func willResignActive() {
            log.events.append(.willResignActive(node))
            log.world?.fire(node, .willResignActive)
        }
    }

    final class TestRouter: Router<TestInteractor> {
        override func didLoad() {
            interactor.log.events.append(.didLoad(interactor.node))
            interactor.log.world?.fire(interactor.node, .didLoad)
        }
    }

    final class EventLog {
        var events: [LifecycleEvent] = []
        weak var world: RouterTreeWorld?
    }

    private let log = EventLog()
    private let mirror = HookMirror()
    private var model = RouterTreeModel()
    /// The RIBs the scenario holds: those without a parent. Attached ones are held by their parent.
    private var held: [Int: TestRouter] = [:]
    private var weakRouters: [WeakBox<TestRouter>] = []
    private var weakInteractors: [WeakBox<TestInteractor>] = []
    private var subscriptions: [AnyRIBCancellable] = []
    private var reactions: [RouterTreeModel.ReactionKey: RouterStep] = [:]
    /// Set while a release deallocates RIBs: their callbacks react to nothing.
    private var isReleasing = false

    init() {
        log.world = self
    }

    struct WeakBox<Object: AnyObject> {
        weak var object: Object?
    }

    /// Replays `steps` on fresh RIBs; returns a description of the first difference from the
    /// model, or `nil` when there is none. Steps that do not apply are skipped.
    static func replay(_ steps: [RouterStep]) -> String? {
        let world = RouterTreeWorld()
        for (index, step) in steps.enumerated() where world.model.applies(step) {
            if let difference = world.perform(step) {
                return "After step \(index + 1) (\(step)): \(difference)"
            }
        }
        return nil
    }

    /// The tree as the core's hook tells it: rebuilt from its events alone.
    final class HookMirror: RIBTreeObserver {
        /// The RIB numbers, by router and by interactor identity.
        var nodes: [ObjectIdentifier: Int] = [:]
        /// Each RIB's children, in the order of the attach events.
        var children: [Int: [Int]] = [:]
        var parents: [Int: Int] = [:]
        /// This step's activations, deactivations and loads, as the world's log writes them.
        var events: [LifecycleEvent] = []
        /// This step's deallocated routers.
        var deallocated: [Int] = []
        /// What made no sense (a detach of a RIB not attached there, an unknown RIB).
        var problems: [String] = []

        func ribTree(didChange event: RIBTreeEvent) {
            guard let node = nodes[event.id] else {
                problems.append("an event about a RIB never created: \(event)")
                return
            }
            let parent = event.parentID.flatMap { nodes[$0] }
            switch event.kind {
            case .attached:
                guard let parent, parents[node] == nil else {
                    return problems.append(
                        "\(node) attached under \(String(describing: parent)) while under \(String(describing: parents[node]))"
                    )
                }
                parents[node] = parent
                children[parent, default: []].append(node)
            case .detached:
                guard let parent, parents[node] == parent else {
                    return problems.append(
                        "\(node) detached from \(String(describing: parent)) while under \(String(describing: parents[node]))"
                    )
                }
                parents[node] = nil
                children[parent]?.removeAll { $0 == node }
            case .activated: events.append(.activeStream(node, true))
            case .deactivated: events.append(.activeStream(node, false))
            case .loaded: events.append(.lifecycleDidLoad(node))
            case .deallocated: deallocated.append(node)
            }
        }
    }

    private func router(_ node: Int) -> TestRouter { weakRouters[node].object! }

    private func perform(_ step: RouterStep) -> String? {
        log.events = []
        mirror.events = []
        mirror.deallocated = []
        let reports = ProgrammerError.capture { execute(step) }
        let released = if case .release(let node) = step { model.subtree(of: node) } else { [Int]() }
        model.apply(step)
        if case .release = step {
            reactions = reactions.filter { weakRouters[$0.key.node].object != nil }
        }
        return compare(step: step, released: released, reports: reports)
    }

    /// Does `step` to the real RIBs, from the scenario or from inside a callback.
    private func execute(_ step: RouterStep) {
        switch step {
        case .create:
            create()
        case .attach(let parent, let child):
            let childRouter = router(child)
            if self.parent(of: child) == nil { held[child] = nil }
            router(parent).attachChild(childRouter)
        case .detach(let parent, let child):
            let childRouter = router(child)
            if self.parent(of: child) == parent { held[child] = childRouter }
            router(parent).detachChild(childRouter)
        case .activate(let node):
            router(node).interactor.activate()
        case .deactivate(let node):
            router(node).interactor.deactivate()
        case .load(let node):
            router(node).load()
        case .release(let node):
            isReleasing = true
            held[node] = nil
            isReleasing = false
        case .react(let node, let hook, let action):
            reactions[RouterTreeModel.ReactionKey(node: node, hook: hook)] = action
        }
        // A child detached and not held by anyone else would be gone: the scenario holds it.
        for (node, box) in weakRouters.enumerated() where box.object != nil && held[node] == nil {
            if parent(of: node) == nil { held[node] = box.object }
        }
    }

    /// Runs the reaction waiting for `node`'s `hook`, if any and if it applies to the real tree
    /// now (the same rules as ``RouterTreeModel/applies(_:)``, read from the real routers).
    fileprivate func fire(_ node: Int, _ hook: RouterHook) {
        guard !isReleasing,
            let action = reactions.removeValue(forKey: RouterTreeModel.ReactionKey(node: node, hook: hook)),
            applies(action)
        else { return }
        execute(action)
    }

    private func alive(_ node: Int) -> Bool {
        node >= 0 && node < weakRouters.count && weakRouters[node].object != nil
    }

    /// The router that has `node` among its children, found in the real tree.
    private func parent(of node: Int) -> Int? {
        guard let child = weakRouters[node].object else { return nil }
        return weakRouters.indices.first { index in
            weakRouters[index].object?.children.contains { $0 === child } == true
        }
    }

    private func applies(_ action: RouterStep) -> Bool {
        switch action {
        case .attach(let parent, let child):
            guard alive(parent), alive(child), parent != child else { return false }
            let current = self.parent(of: child)
            if current == parent { return true }
            guard current == nil else { return false }
            var ancestor: Int? = parent
            while let index = ancestor {
                if index == child { return false }
                ancestor = self.parent(of: index)
            }
            return true
        case .detach(let parent, let child):
            return alive(parent) && alive(child)
        case .activate(let node), .deactivate(let node), .load(let node):
            return alive(node)
        case .create, .release, .react:
            return false
        }
    }

    private func create() {
        let node = weakRouters.count
        let interactor = TestInteractor(node: node, log: log)
        let router = TestRouter(interactor: interactor)
        var replayed = false
        subscriptions.append(
            interactor.isActiveStream.subscribe(
                onValue: { [log] value in
                    // The first value is the replay on subscription.
                    if replayed { log.events.append(.activeStream(node, value)) }
                    replayed = true
                },
                onCompleted: { [log] in log.events.append(.activeStreamCompleted(node)) }
            )
        )
        subscriptions.append(
            router.lifecycle.subscribe { [log] event in
                if event == .didLoad { log.events.append(.lifecycleDidLoad(node)) }
            }
        )
        held[node] = router
        RIBTree.observe(router, with: mirror)  // a tree of its own until it is attached
        mirror.nodes[ObjectIdentifier(router)] = node
        mirror.nodes[ObjectIdentifier(interactor)] = node
        weakRouters.append(WeakBox(object: router))
        weakInteractors.append(WeakBox(object: interactor))
    }

    private func compare(step: RouterStep, released: [Int], reports: [ProgrammerError.Report]) -> String? {
        if reports.count != model.programmerErrors {
            return
                "\(reports.count) programmer errors reported, the model expects \(model.programmerErrors): \(reports)"
        }
        if case .release = step {
            // Deallocation order is the runtime's business: compare what happened, not the order.
            if log.events.sorted(by: { "\($0)" < "\($1)" }) != model.events.sorted(by: { "\($0)" < "\($1)" }) {
                return "events \(log.events), the model expects (in any order) \(model.events)"
            }
        } else if log.events != model.events {
            return "events\n    \(log.events)\nthe model expects\n    \(model.events)"
        }
        if let difference = compareHook(released: released) { return difference }
        for node in released {
            if weakRouters[node].object != nil { return "router \(node) was released but not deallocated" }
            if weakInteractors[node].object != nil { return "interactor \(node) was released but not deallocated" }
        }
        for (node, expected) in model.nodes.enumerated() where expected.isAlive {
            guard let router = weakRouters[node].object else { return "router \(node) was deallocated too early" }
            if router.interactor.isActive != expected.isActive {
                return
                    "interactor \(node) isActive == \(router.interactor.isActive), the model expects \(expected.isActive)"
            }
            let children = router.children.map { ($0 as! TestRouter).interactor.node }
            if children != expected.children {
                return "router \(node) has children \(children), the model expects \(expected.children)"
            }
        }
        return nil
    }

    /// The core's hook against the model: its activations, deactivations and loads are the
    /// model's stream and lifecycle events, it deallocates what was released, and its tree is the
    /// model's.
    private func compareHook(released: [Int]) -> String? {
        if let problem = mirror.problems.first { return "the tree hook: \(problem)" }
        let expected = model.events.filter {
            switch $0 {
            case .activeStream, .lifecycleDidLoad: true
            default: false
            }
        }
        // In a release only the set is defined: deallocation order is the runtime's business.
        let inAnyOrder: ([LifecycleEvent]) -> [LifecycleEvent] = { $0.sorted { "\($0)" < "\($1)" } }
        if released.isEmpty ? mirror.events != expected : inAnyOrder(mirror.events) != inAnyOrder(expected) {
            return "the tree hook told\n    \(mirror.events)\nthe model expects\n    \(expected)"
        }
        if mirror.deallocated.sorted() != released.sorted() {
            return
                "the tree hook told deallocations of \(mirror.deallocated.sorted()), the model releases \(released.sorted())"
        }
        for (node, expected) in model.nodes.enumerated() where expected.isAlive {
            if mirror.children[node, default: []] != expected.children {
                return
                    "the tree hook's router \(node) has children \(mirror.children[node, default: []]), the model expects \(expected.children)"
            }
        }
        return nil
    }
}
