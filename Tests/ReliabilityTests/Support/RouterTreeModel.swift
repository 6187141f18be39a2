/// What the tests observe of a RIB: its interactor's callbacks and streams, its router's load.
enum LifecycleEvent: Hashable, CustomStringConvertible {
    /// The active stream sent a value (after the replay on subscription).
    case activeStream(Int, Bool)
    /// `didBecomeActive()` ran.
    case didBecomeActive(Int)
    /// `willResignActive()` ran.
    case willResignActive(Int)
    /// The router's lifecycle stream sent `.didLoad`.
    case lifecycleDidLoad(Int)
    /// The router's `didLoad()` ran.
    case didLoad(Int)
    /// The interactor's active stream completed (the interactor was deallocated).
    case activeStreamCompleted(Int)

    var description: String {
        switch self {
        case .activeStream(let node, let value): "isActiveStream(\(node)) <- \(value)"
        case .didBecomeActive(let node): "didBecomeActive(\(node))"
        case .willResignActive(let node): "willResignActive(\(node))"
        case .lifecycleDidLoad(let node): "lifecycle(\(node)) <- didLoad"
        case .didLoad(let node): "didLoad(\(node))"
        case .activeStreamCompleted(let node): "isActiveStream(\(node)) completed"
        }
    }
}

/// A callback of a RIB that a reaction can run in.
enum RouterHook: Hashable, CustomStringConvertible {
    case didBecomeActive
    case willResignActive
    case didLoad

    var description: String {
        switch self {
        case .didBecomeActive: "didBecomeActive"
        case .willResignActive: "willResignActive"
        case .didLoad: "didLoad"
        }
    }
}

/// One step of a random scenario over RIBs numbered from 0.
enum RouterStep: Equatable, CustomStringConvertible {
    /// Build a new RIB (router + interactor) with the next number; the scenario holds it.
    case create
    /// `routers[parent].attachChild(routers[child])`.
    case attach(parent: Int, child: Int)
    /// `routers[parent].detachChild(routers[child])`; the scenario keeps holding the child.
    case detach(parent: Int, child: Int)
    /// `interactors[node].activate()`.
    case activate(Int)
    /// `interactors[node].deactivate()`.
    case deactivate(Int)
    /// `routers[node].load()`.
    case load(Int)
    /// The scenario lets go of a RIB it holds (one that has no parent): it and its subtree must
    /// be deallocated.
    case release(Int)
    /// The next time `node`'s `hook` runs, it performs `action` (an attach, detach, activate,
    /// deactivate or load) from inside the callback, as an interactor that routes or a router
    /// that attaches children in `didLoad()` does. Once only.
    indirect case react(Int, RouterHook, RouterStep)

    var description: String {
        switch self {
        case .create: "create"
        case .attach(let parent, let child): "attach \(child) to \(parent)"
        case .detach(let parent, let child): "detach \(child) from \(parent)"
        case .activate(let node): "activate \(node)"
        case .deactivate(let node): "deactivate \(node)"
        case .load(let node): "load \(node)"
        case .release(let node): "release \(node)"
        case .react(let node, let hook, let action): "in \(node)'s next \(hook): \(action)"
        }
    }
}

/// The reference model of the RIB tree, written from CORE-SEMANTICS.md, not from the code:
///
/// - an interactor starts inactive; `activate()` does nothing when active, otherwise publishes
///   `true` (observers run in subscription order) and then calls `didBecomeActive()`;
///   `deactivate()` does nothing when inactive, otherwise calls `willResignActive()` and then
///   publishes `false`;
/// - `load()` runs once: it binds the subtree to the interactor's active state (the binding
///   observes the active stream, which replays the current value at once), emits `.didLoad` on
///   the lifecycle stream, then calls `didLoad()`;
/// - bound means: whenever the router's interactor publishes a value, every descendant's
///   interactor (children first, then their children, depth first) is activated or deactivated;
/// - `attachChild`: a child attached already is a programmer error (reported, nothing changes);
///   otherwise the child is appended, its interactor activated, then it is loaded;
/// - `detachChild`: a child not attached is a programmer error; otherwise its interactor is
///   deactivated (its loaded subtree follows), and it is removed;
/// - a router that nobody holds is deallocated with its interactor and its whole subtree, each
///   interactor deactivated first, each active stream completed;
/// - callbacks may change the tree (re-entrancy): their effects happen where the callback runs;
///   loops over children go over the children as they were when the loop began (a child
///   attached meanwhile was activated by its attach); a deactivation asked for from inside
///   `willResignActive()` does nothing more (the stream emits only changes); a detach removes the
///   child by identity after deactivating it.
struct RouterTreeModel {
    struct Node {
        var isActive = false
        var isLoaded = false
        var children: [Int] = []
        var parent: Int?
        var isAlive = true
        /// Inside `willResignActive()`: a deactivation is under way.
        var isResigning = false
    }

    private(set) var nodes: [Node] = []
    /// The events expected from the last step, in order.
    private(set) var events: [LifecycleEvent] = []
    /// The programmer errors expected from the last step.
    private(set) var programmerErrors = 0
    /// Actions waiting for a callback.
    private(set) var reactions: [ReactionKey: RouterStep] = [:]

    struct ReactionKey: Hashable {
        let node: Int
        let hook: RouterHook
    }

    /// Whether `step` makes sense now; a replay skips steps that do not (after shrinking).
    func applies(_ step: RouterStep) -> Bool {
        func alive(_ node: Int) -> Bool { node >= 0 && node < nodes.count && nodes[node].isAlive }
        switch step {
        case .create:
            return true
        case .attach(let parent, let child):
            guard alive(parent), alive(child), parent != child else { return false }
            if nodes[child].parent == parent { return true }  // attached twice: a programmer error
            return nodes[child].parent == nil && !isAncestor(child, of: parent)
        case .detach(let parent, let child):
            return alive(parent) && alive(child)
        case .activate(let node), .deactivate(let node), .load(let node):
            return alive(node)
        case .release(let node):
            return alive(node) && nodes[node].parent == nil
        case .react(let node, _, let action):
            switch action {
            case .attach, .detach, .activate, .deactivate, .load: return alive(node)
            case .create, .release, .react: return false
            }
        }
    }

    /// Whether `ancestor` is `node` or above it.
    func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        var current: Int? = node
        while let index = current {
            if index == ancestor { return true }
            current = nodes[index].parent
        }
        return false
    }

    /// The nodes of `node`'s subtree, `node` first.
    func subtree(of node: Int) -> [Int] {
        [node] + nodes[node].children.flatMap { subtree(of: $0) }
    }

    /// Applies `step` (which must apply) and records what it should cause.
    mutating func apply(_ step: RouterStep) {
        events = []
        programmerErrors = 0
        perform(step)
    }

    /// Performs `step`, from the scenario or from inside a callback.
    private mutating func perform(_ step: RouterStep) {
        switch step {
        case .create:
            nodes.append(Node())
        case .attach(let parent, let child):
            guard !nodes[parent].children.contains(child) else {
                programmerErrors += 1
                return
            }
            nodes[parent].children.append(child)
            nodes[child].parent = parent
            activate(child)
            load(child)
        case .detach(let parent, let child):
            guard nodes[parent].children.contains(child) else {
                programmerErrors += 1
                return
            }
            deactivate(child)
            // Removed by identity: a callback run by the deactivation may have moved it already.
            if let index = nodes[parent].children.firstIndex(of: child) {
                nodes[parent].children.remove(at: index)
                nodes[child].parent = nil
            }
        case .activate(let node):
            activate(node)
        case .deactivate(let node):
            deactivate(node)
        case .load(let node):
            load(node)
        case .release(let node):
            for member in subtree(of: node) {
                if nodes[member].isActive {
                    events += [.willResignActive(member), .activeStream(member, false)]
                }
                events.append(.activeStreamCompleted(member))
                nodes[member] = Node(isAlive: false)
                // Callbacks run by the deallocation react to nothing.
                reactions = reactions.filter { $0.key.node != member }
            }
        case .react(let node, let hook, let action):
            reactions[ReactionKey(node: node, hook: hook)] = action
        }
    }

    /// Runs the reaction waiting for `node`'s `hook`, if any and if it applies now.
    private mutating func fire(_ node: Int, _ hook: RouterHook) {
        guard let action = reactions.removeValue(forKey: ReactionKey(node: node, hook: hook)), applies(action) else {
            return
        }
        perform(action)
    }

    private mutating func activate(_ node: Int) {
        guard !nodes[node].isActive else { return }
        nodes[node].isActive = true
        events.append(.activeStream(node, true))  // the test's observer subscribed first
        if nodes[node].isLoaded { setSubtree(of: node, active: true) }
        events.append(.didBecomeActive(node))
        fire(node, .didBecomeActive)
    }

    /// A deactivation asked for while one is under way (from `willResignActive()`) does nothing:
    /// `willResignActive()` runs once and the stream sends `false` once ("emits only changes").
    private mutating func deactivate(_ node: Int) {
        guard nodes[node].isActive, !nodes[node].isResigning else { return }
        events.append(.willResignActive(node))
        nodes[node].isResigning = true
        fire(node, .willResignActive)
        nodes[node].isResigning = false
        nodes[node].isActive = false
        events.append(.activeStream(node, false))
        if nodes[node].isLoaded { setSubtree(of: node, active: false) }
    }

    private mutating func load(_ node: Int) {
        guard !nodes[node].isLoaded else { return }
        nodes[node].isLoaded = true
        setSubtree(of: node, active: nodes[node].isActive)  // the replay of the current value
        events += [.lifecycleDidLoad(node), .didLoad(node)]
        fire(node, .didLoad)
    }

    private mutating func setSubtree(of node: Int, active: Bool) {
        for child in nodes[node].children {
            visit(child, active: active)
        }
    }

    private mutating func visit(_ node: Int, active: Bool) {
        if active {
            activate(node)
        } else {
            deactivate(node)
        }
        for child in nodes[node].children {
            visit(child, active: active)
        }
    }
}
