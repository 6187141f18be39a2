/// The lifecycle events of a router.
public enum RouterLifecycle: Sendable, Equatable {
    /// The router was loaded: its subtree is bound to its interactor and `didLoad()` follows.
    case didLoad
}

/// A router's lifecycle, seen from outside.
// Said here: the default isolation does not reach a protocol that refines none (Swift 6.3).
@MainActor
public protocol RouterScope: AnyObject {
    /// Lifecycle events. Late observers get no replay; the stream completes when the router is
    /// deallocated.
    var lifecycle: AnyObservableStream<RouterLifecycle> { get }
}

/// A router: the node of the RIB tree that attaches and detaches children.
public protocol Routing: RouterScope {
    /// The interactor of this RIB.
    var interactable: any Interactable { get }

    /// The attached children, in attachment order.
    var children: [any Routing] { get }

    /// Loads the router. Its parent calls this when attaching it; only the first call counts.
    func load()

    /// Attaches `child`: activates its interactor, then loads it.
    func attachChild(_ child: any Routing)

    /// Detaches `child`: deactivates its interactor (and so its loaded subtree) and removes it.
    func detachChild(_ child: any Routing)
}

/// The base class of a router.
///
/// A router owns its interactor and its attached children. Subclasses add routing methods
/// (`routeToLoggedIn()`) that build children through their builders and call
/// ``attachChild(_:)`` and ``detachChild(_:)``, and may attach permanent children in
/// ``didLoad()``.
open class Router<InteractorType>: Routing, FrameworkRouter {
    /// The interactor, as the type this router talks to.
    public let interactor: InteractorType

    /// The interactor, as the framework sees it.
    public let interactable: any Interactable

    /// The attached children, in attachment order.
    public final var children: [any Routing] { attached }
    /// ``children``'s storage: private, and every access to it instantaneous (see
    /// `changeChildren(_:)`), so the compiler proves that no two overlap and checks none at run
    /// time.
    private var attached: [any Routing] = []

    /// Created when first observed: few routers' lifecycles are, and routers are built on every
    /// navigation.
    private var lifecycleStream: PassthroughStream<RouterLifecycle>?
    private var didLoadFlag = false
    /// The subscription to the interactor's active state, when it is not an ``Interactor``.
    private var activeStateSubscription: AnyRIBCancellable?
    /// The interactor, when it is an ``Interactor``: then it calls this router directly.
    @usableFromInline let interactorObject: Interactor?
    /// Whether ``interactorObject`` calls this router directly (see `bindSubtreeActiveState()`),
    /// so the binding must be undone on deinit.
    private var isBoundDirectly = false
    /// This RIB in the observed tree it is in or was last in; `nil` while none is observed.
    var treeNode: RIBTreeNode?

    /// Creates a router of `interactor`, which must be ``Interactable``.
    // Inlinable, so that the cast below is specialized for the interactor type in the RIB's
    // module: unspecialized, it is a run-time cast from an unknown type on every build.
    @inlinable
    public init(interactor: InteractorType) {
        self.interactor = interactor
        // Interactors are nearly always `Interactor` subclasses: a class check is much cheaper
        // than looking up a protocol conformance at run time.
        if let interactor = interactor as? Interactor {
            self.interactable = interactor
            self.interactorObject = interactor
            return
        }
        guard let interactable = interactor as? any Interactable else {
            fatalError("\(type(of: interactor)) should conform to \(Interactable.self)")
        }
        self.interactable = interactable
        self.interactorObject = nil
    }

    /// Lifecycle events (``RouterLifecycle/didLoad``), without replay.
    public final var lifecycle: AnyObservableStream<RouterLifecycle> {
        let stream = lifecycleStream ?? PassthroughStream<RouterLifecycle>()
        lifecycleStream = stream
        return stream.eraseToAnyStream()
    }

    /// Loads the router once: binds the subtree to the interactor's active state, emits
    /// ``RouterLifecycle/didLoad``, then calls ``didLoad()``.
    public final func load() {
        guard !didLoadFlag else { return }
        didLoadFlag = true
        bindSubtreeActiveState()
        treeNode?.send(.loaded)
        lifecycleStream?.send(.didLoad)
        didLoad()
    }

    /// Called once when the router is loaded. Override to attach permanent children.
    open func didLoad() {}

    /// Attaches `child`, activates its interactor, then loads it, so a child that attaches its
    /// own children in `didLoad()` does so while active.
    ///
    /// Attaching a child that is already attached is a programmer error: it is reported and
    /// ignored.
    public final func attachChild(_ child: any Routing) {
        guard Self.index(of: child, in: children) == nil else {
            ProgrammerError.report("Attempt to attach child \(child), which is already attached to \(self)")
            return
        }
        changeChildren { $0.append(child) }
        treeNode?.tell(.attached, about: child)
        child.interactable.activate()
        child.load()
    }

    /// Deactivates `child`'s interactor (its loaded subtree follows) and removes it.
    ///
    /// Detaching a child that is not attached is a programmer error: it is reported and ignored.
    public final func detachChild(_ child: any Routing) {
        guard Self.index(of: child, in: children) != nil else {
            ProgrammerError.report("Attempt to detach child \(child), which is not attached to \(self)")
            return
        }
        child.interactable.deactivate()
        // Deactivating runs the child's `willResignActive()`, which may change the children
        // (a listener that detaches it, or attaches another RIB): remove by identity, not at an
        // index found before.
        if let index = Self.index(of: child, in: children) {
            changeChildren { $0.remove(at: index) }
            treeNode?.tell(.detached, about: child)
        }
    }

    /// Changes ``children`` through a copy swapped out of their storage, so that no access to it
    /// lasts while `change` runs.
    private func changeChildren(_ change: (inout [any Routing]) -> Void) {
        var updated = attached
        attached = []
        change(&updated)
        attached = updated
    }

    /// The index of `child` in `children`, by identity. Not isolated, so that the comparisons are
    /// not closures that check the actor on every call.
    private nonisolated static func index(of child: any Routing, in children: [any Routing]) -> Int? {
        children.firstIndex { $0 === child }
    }

    /// Binds the subtree to the interactor's active state, and brings it to the current state.
    private func bindSubtreeActiveState() {
        if let interactor = interactorObject, interactor.subtreeBinding == nil {
            interactor.subtreeBinding = self
            isBoundDirectly = true
            interactorDidChangeActiveState(interactor.isActive)
        } else {
            activeStateSubscription = interactable.isActiveStream.subscribe { [weak self] isActive in
                self?.interactorDidChangeActiveState(isActive)
            }
        }
    }

    /// The interactor became active or inactive: the loaded subtree follows.
    func interactorDidChangeActiveState(_ isActive: Bool) {
        for child in children {
            Self.setActive(isActive, subtree: child)
        }
    }

    /// Brings the interactors of `router`'s subtree to `active`. Those already in that state are
    /// left alone: a loaded descendant's own binding visits its subtree too, and a child attached
    /// before its parent was loaded is already active, so each is switched once (as upstream).
    private static func setActive(_ active: Bool, subtree router: any Routing) {
        if router.interactable.isActive != active {
            if active { router.interactable.activate() } else { router.interactable.deactivate() }
        }
        for child in router.children {
            setActive(active, subtree: child)
        }
    }

    isolated deinit {
        // Unbind first: a router going away is not told of its own interactor's deactivation.
        if isBoundDirectly {
            interactorObject?.subtreeBinding = nil
        }
        activeStateSubscription?.cancel()
        interactable.deactivate()
        for child in children {
            detachChild(child)
        }
        lifecycleStream?.complete()
        LeakDetector.instance.expectDeallocate(object: interactable)
        if let treeNode {
            treeNode.send(.deallocated)
            // The interactor, which may outlive its router, leaves the tree with it; the node (events
            // an observer keeps hold it) lets go of the tree's hook and so of the observer.
            if interactorObject?.treeNode === treeNode { interactorObject?.treeNode = nil }
            treeNode.hook = nil
        }
    }
}

/// A framework ``Router`` as the rest of the core sees it: bound to its interactor's active state
/// (``Interactor/subtreeBinding``), and a member of the observed tree it is in (``treeNode``).
// Said here: the default isolation does not reach a protocol that refines none (Swift 6.3), and a
// conformance to a nonisolated protocol checks the actor on every call.
@MainActor
protocol FrameworkRouter: AnyObject {
    /// The interactor became active or inactive.
    func interactorDidChangeActiveState(_ isActive: Bool)
    /// The RIB in the observed tree it is in or was last in.
    var treeNode: RIBTreeNode? { get set }
}
