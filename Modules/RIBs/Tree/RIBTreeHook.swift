/// One observer's scope: where the framework reports changes of the RIB tree for one
/// ``RIBTreeObserver``, given to a task (`RIBTree.observing(with:_:)`) or to a tree
/// (``RIBTree/observe(_:with:)``).
///
/// A report site tests ``scopes``' count of open scopes and, when one is open anywhere, asks
/// ``hooks(tree:)`` for the hooks of the change: the hook of the RIB's tree, which the open scopes
/// know by router and interactor (``Scopes/members``), and the current task's. Each hook remembers
/// the RIBs it hears of (name, parent, router, interactor) to name RIBs and their parents in events
/// where the router does not know them: an interactor does not know its router, and a router does
/// not know its parent.
final class RIBTreeHook {
    /// The open scopes: the one static state of the tree's observation. Every access copies the
    /// value out or assigns a new one and calls nothing meanwhile, so the compiler can prove that
    /// no two accesses overlap and checks exclusivity at compile time: the report sites' test costs
    /// what a flag's would.
    static var scopes = Scopes()

    /// How many scopes are open, the task scopes, and the members of the observed trees.
    struct Scopes {
        /// How many scopes are open, in every task and tree: while none is, a report site does
        /// nothing else.
        fileprivate(set) var openCount = 0
        /// The innermost open scope of each task that has one, by task (`nil`: code that runs in
        /// no task). Not a task-local value: those are hidden from an isolated `deinit`, where a
        /// router reports its children's detachment and its own deallocation. `nil` until the first
        /// task scope opens, so that this state is a constant until then, with no lazy
        /// initialization to check at each report site.
        private var tasks: [UnsafeCurrentTask?: RIBTreeHook]?
        /// The trees' members (see ``Members``), `nil` until the first tree is observed.
        fileprivate var members: Members?

        /// ``members``, created if need be.
        fileprivate static var memberTable: Members {
            if let members = scopes.members { return members }
            let members = Members()
            var updated = scopes
            updated.members = members
            scopes = updated
            return members
        }

        /// The current task's innermost scope.
        var current: RIBTreeHook? {
            guard let tasks, !tasks.isEmpty else { return nil }
            return tasks[withUnsafeCurrentTask { $0 }]
        }

        /// Runs `body` in a new scope of `observer`, nested in the current task's.
        static func open<Result>(_ observer: any RIBTreeObserver, _ body: () throws -> Result) rethrows -> Result {
            let (task, hook) = opening(observer)
            defer { closing(hook, of: task) }
            return try body()
        }

        /// ``open(_:_:)`` for asynchronous code.
        static func open<Result>(
            _ observer: any RIBTreeObserver, _ body: () async throws -> Result
        ) async rethrows -> Result {
            let (task, hook) = opening(observer)
            defer { closing(hook, of: task) }
            return try await body()
        }

        private static func opening(_ observer: any RIBTreeObserver) -> (UnsafeCurrentTask?, RIBTreeHook) {
            let task = withUnsafeCurrentTask { $0 }
            let outer = scopes.tasks
            let hook = RIBTreeHook(observer, outer: outer?[task])
            var updated = scopes
            updated.tasks = (updated.tasks ?? [:]).merging([task: hook]) { $1 }
            scopes = updated
            return (task, hook)
        }

        private static func closing(_ hook: RIBTreeHook, of task: UnsafeCurrentTask?) {
            var updated = scopes
            updated.tasks?[task] = hook.outer
            scopes = updated
            hook.end()
        }
    }

    /// The hook of the observed tree each framework router and its interactor are in, or were
    /// last in, by object (see ``RIBTreeHook/adopt(_:)``): the RIBs hold no field for it, so an
    /// unobserved RIB costs nothing more. An entry holds its hook, whose scope is open until the
    /// hook ends, when its entries go to the next open hook (``RIBTreeHook/end()``); while a scope
    /// is open, a router that is deallocated removes its entry and its interactor's
    /// (``RIBTreeHook/forget(router:interactor:)``). So no entry outlives its object, whose
    /// identifier could be another's next. A class, so that it changes in place, outside any access
    /// to ``scopes``.
    final class Members {
        private var hooks: [ObjectIdentifier: RIBTreeHook] = [:]

        /// The hook of the object `id`.
        subscript(id: ObjectIdentifier) -> RIBTreeHook? { hooks[id] }

        /// Sets the hook of the object `id` (removes it when `hook` is `nil`); a hook dropped is
        /// released once the table is consistent, since that may end its scope.
        func set(_ id: ObjectIdentifier, to hook: RIBTreeHook?) {
            let dropped: RIBTreeHook?
            if let hook {
                dropped = hooks.updateValue(hook, forKey: id)
            } else {
                dropped = hooks.removeValue(forKey: id)
            }
            withExtendedLifetime(dropped) {}
        }

        /// Gives the objects of `hook` (alive while this runs) `replacement` instead.
        func replace(_ hook: RIBTreeHook, with replacement: RIBTreeHook?) {
            for (id, entry) in hooks where entry === hook {
                hooks[id] = replacement
            }
        }
    }

    /// The observer, until the scope ends (`nil` after).
    private(set) var observer: (any RIBTreeObserver)?
    /// The scope this one was added to, told of the same changes: the enclosing task scope, or
    /// the tree's observer before this one.
    let outer: RIBTreeHook?

    /// Opens a scope of `observer`.
    init(_ observer: any RIBTreeObserver, outer: RIBTreeHook?) {
        self.observer = observer
        self.outer = outer
        Self.scopes.openCount += 1
    }

    /// Ends the scope: nothing is told from now on; the RIBs of its tree go back to the innermost
    /// open hook it was added to (``outer``), whose observers they still tell. So every entry of
    /// ``Scopes/members`` names an open hook, and a router in the table reports its deallocation.
    func end() {
        guard observer != nil else { return }
        observer = nil
        if let members = Self.scopes.members {
            var open = outer
            while let hook = open, hook.observer == nil {
                open = hook.outer
            }
            members.replace(self, with: open)
        }
        Self.scopes.openCount -= 1
    }

    /// A tree's scope ends when the last router of its tree is gone, if not before.
    isolated deinit {
        end()
    }

    /// Whether a scope is open anywhere: the report sites' fast test.
    @inline(__always)
    static var isObserving: Bool { scopes.openCount > 0 }

    /// Calls `body` with each hook a change of `member` (a framework router or interactor)
    /// reaches (see ``hooks(tree:)``): out of line, so that the report sites' own code stays as
    /// small as without it.
    @inline(never)
    static func report(of member: AnyObject, _ body: (RIBTreeHook) -> Void) {
        hooks(tree: tree(of: member))?.forEach(body)
    }

    /// `child` was attached under `parent`: it joins `parent`'s tree, if observed, before its
    /// activation is told, and the change is reported. Out of line, as ``report(of:_:)``.
    @inline(never)
    static func attaching(_ child: any Routing, under parent: any Routing) {
        tree(of: parent)?.adopt(child)
        report(of: parent) { $0.attached(child, under: parent) }
    }

    /// The hook of the observed tree `member` (a framework router or interactor) is in, or was
    /// last in (see ``RIBTree/observe(_:with:)``); `nil` when there is none.
    static func tree(of member: AnyObject) -> RIBTreeHook? {
        let members = scopes.members
        return members?[ObjectIdentifier(member)]
    }

    /// The hooks a change reaches, when ``isObserving``: `tree`'s (the hook of the RIB's tree), then
    /// the current task's and those it is nested in; `nil` when there are none.
    static func hooks(tree: RIBTreeHook?) -> Hooks? {
        let scopes = Self.scopes
        let task = scopes.current
        guard tree != nil || task != nil else { return nil }
        return Hooks(tree: tree, task: task)
    }

    /// The hooks of one change, each told once.
    struct Hooks {
        let tree: RIBTreeHook?
        let task: RIBTreeHook?

        /// Calls `body` with each hook whose scope is open: the tree's, the last given first, then
        /// the task's, the innermost first; a hook whose observer an earlier one has is skipped.
        func forEach(_ body: (RIBTreeHook) -> Void) {
            var told: [ObjectIdentifier] = []
            for first in [tree, task] {
                var hook = first
                while let current = hook {
                    if let observer = current.observer, !told.contains(ObjectIdentifier(observer)) {
                        told.append(ObjectIdentifier(observer))
                        body(current)
                    }
                    hook = current.outer
                }
            }
        }
    }

    // MARK: Trees

    /// Gives this hook to `router`, its interactor and the RIBs attached under it, which report
    /// their changes to it from now on (a RIB keeps the hook of the tree it was last attached to,
    /// until its router is deallocated).
    func adopt(_ router: any Routing) {
        guard router is any RIBTreeMember, Self.tree(of: router) !== self else { return }
        let members = Scopes.memberTable
        members.set(ObjectIdentifier(router), to: self)
        if let interactor = router.interactable as? Interactor {
            members.set(ObjectIdentifier(interactor), to: self)
        }
        for child in router.children {
            adopt(child)
        }
    }

    /// The router of `routerID`, whose interactor is `interactor`, is deallocated (told after
    /// ``routerDeallocated(_:)``): it leaves its tree, and so does its interactor, which may
    /// outlive it but is told of no tree from now on. Out of line, as ``report(of:_:)``.
    @inline(never)
    static func forget(router routerID: ObjectIdentifier, interactor: Interactor?) {
        guard let members = scopes.members else { return }
        members.set(routerID, to: nil)
        if let interactor {
            members.set(ObjectIdentifier(interactor), to: nil)
        }
    }

    // MARK: Reports

    /// What the hook knows of a RIB it has heard of.
    private struct Node {
        let name: String
        weak var router: (any Routing)?
        /// The router's type: an entry of a router that died unobserved is not another's.
        let typeID: ObjectIdentifier
        /// `nil` for a router first heard of while it was being deallocated.
        let interactorID: ObjectIdentifier?
        /// The parent it is attached to, or was last; its name is kept, since a parent can be
        /// deallocated before its children.
        var parent: (id: ObjectIdentifier, name: String)?
    }

    /// The RIBs heard of, by router.
    private var nodes: [ObjectIdentifier: Node] = [:]
    /// The router of each interactor heard of.
    private var routerIDs: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// The routers being deinitialized, between ``routerWillDeallocate(_:of:)`` and
    /// ``routerDeallocated(_:)``.
    private var deallocating: Set<ObjectIdentifier> = []
    /// The name of each router type seen that does not name itself: looking up a conformance and
    /// describing a type are slow, and both depend on the type only.
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// A root router is being launched: remember it, so its interactor's activation, which comes
    /// before its load, is named after it.
    func launching(_ router: any Routing) {
        _ = node(of: router)
    }

    /// `child` was attached under `parent`.
    func attached(_ child: any Routing, under parent: any Routing) {
        let childID = node(of: child)
        setParent(of: childID, to: parent)
        send(.attached, about: childID, router: child)
    }

    /// `child` was detached from `parent`.
    func detached(_ child: any Routing, from parent: any Routing) {
        let childID = node(of: child)
        setParent(of: childID, to: parent)
        send(.detached, about: childID, router: child)
    }

    /// `router` was loaded.
    func loaded(_ router: any Routing) {
        send(.loaded, about: node(of: router), router: router)
    }

    /// `interactor` became active or inactive.
    func interactor(_ interactor: Interactor, didBecomeActive isActive: Bool) {
        let kind: RIBTreeEvent.Kind = isActive ? .activated : .deactivated
        let interactorID = ObjectIdentifier(interactor)
        if let routerID = routerIDs[interactorID], let node = nodes[routerID], node.interactorID == interactorID,
            node.router != nil || deallocating.contains(routerID)
        {
            send(kind, about: routerID, router: node.router)
        } else if let router = interactor.subtreeBinding as? any Routing {
            send(kind, about: node(of: router), router: router)
        } else {
            let name = RIBTree.typeName(of: type(of: interactor), droppingSuffix: "Interactor")
            deliver(RIBTreeEvent(kind: kind, name: name, parent: nil, id: interactorID, parentID: nil))
        }
    }

    /// The router of `id` is being deinitialized: from now on it must not be asked anything but
    /// its interactor (its subclass's state is gone), and it detaches its children next.
    func routerWillDeallocate(_ id: ObjectIdentifier, of type: any Routing.Type) {
        deallocating.insert(id)
        if nodes[id]?.typeID != ObjectIdentifier(type) {
            nodes[id] = Node(
                name: RIBTree.typeName(of: type, droppingSuffix: "Router"),
                router: nil,
                typeID: ObjectIdentifier(type),
                interactorID: nil
            )
        }
    }

    /// The router of `id`, announced by ``routerWillDeallocate(_:of:)``, is deallocated.
    func routerDeallocated(_ id: ObjectIdentifier) {
        send(.deallocated, about: id, router: nil)
        if let interactorID = nodes[id]?.interactorID, routerIDs[interactorID] == id {
            routerIDs[interactorID] = nil
        }
        nodes[id] = nil
        deallocating.remove(id)
    }

    // MARK: Bookkeeping

    /// The identity of `router`, remembered (with its name, taken now) if it is new.
    private func node(of router: any Routing) -> ObjectIdentifier {
        let id = ObjectIdentifier(router)
        if let known = nodes[id], known.router === router || deallocating.contains(id) {
            return id
        }
        // A router that is not the framework's tells nothing when it is deallocated, so its entry
        // may be stale (its address reused): the weak reference above tells.
        let interactorID = ObjectIdentifier(router.interactable)
        nodes[id] = Node(
            name: name(of: router),
            router: router,
            typeID: ObjectIdentifier(type(of: router)),
            interactorID: interactorID
        )
        routerIDs[interactorID] = id
        return id
    }

    /// ``RIBTree/name(of:)``, remembered per type for the routers that do not name themselves (a
    /// router that names itself is asked every time: its name may depend on the instance).
    private func name(of router: any Routing) -> String {
        RIBTree.name(of: router, remembering: &typeNames)
    }

    private func setParent(of id: ObjectIdentifier, to parent: any Routing) {
        let parentID = node(of: parent)
        guard let name = nodes[parentID]?.name else { return }
        nodes[id]?.parent = (parentID, name)
    }

    private func send(_ kind: RIBTreeEvent.Kind, about id: ObjectIdentifier, router: (any Routing)?) {
        guard let node = nodes[id] else { return }
        deliver(
            RIBTreeEvent(
                kind: kind,
                name: node.name,
                parent: node.parent?.name,
                id: id,
                parentID: node.parent?.id,
                router: router
            )
        )
    }

    private func deliver(_ event: RIBTreeEvent) {
        observer?.ribTree(didChange: event)
    }
}

/// A framework router, which can join an observed tree (see ``RIBTreeHook/adopt(_:)``): it
/// reports its deallocation, when it leaves the tree.
protocol RIBTreeMember: AnyObject {}
