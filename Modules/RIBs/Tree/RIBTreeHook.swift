/// One observer of a tree (see ``RIBTree/observe(_:with:)``), and through ``outer`` the observers
/// given to the same tree before it.
///
/// The RIBs of an observed tree hold what the tree knows of them (``RIBTreeNode``): a router and
/// its interactor each have a field for it, `nil` while no tree of theirs is observed, so a report
/// site tests that field and does nothing more unless it is set.
final class RIBTreeHook {
    /// The observer, until the hook ends (`nil` after).
    private(set) var observer: (any RIBTreeObserver)?
    /// The hook of the observer given to the tree before this one, told of the same changes.
    let outer: RIBTreeHook?
    /// The name of each router type seen that does not name itself: looking up a conformance and
    /// describing a type are slow, and both depend on the type only.
    private var typeNames: [ObjectIdentifier: String] = [:]

    init(_ observer: any RIBTreeObserver, outer: RIBTreeHook?) {
        self.observer = observer
        self.outer = outer
    }

    nonisolated deinit {}

    /// This hook or the first one it was added to whose observer is still told; `nil` when none is.
    var open: RIBTreeHook? {
        var hook: RIBTreeHook? = self
        while let current = hook, current.observer == nil { hook = current.outer }
        return hook
    }

    /// Ends the hook: its observer is told nothing more, and released.
    func end() {
        observer = nil
    }

    /// Tells `event` to this hook's observer, then to those it was added to.
    func deliver(_ event: RIBTreeEvent) {
        var hook: RIBTreeHook? = self
        while let current = hook {
            current.observer?.ribTree(didChange: event)
            hook = current.outer
        }
    }

    /// Gives this hook to `router`, its interactor and the RIBs attached under it (a RIB keeps the
    /// hook of the tree it was last attached to, until its router is deallocated); `parent` is the
    /// node of the router it is attached to, if known.
    func adopt(_ router: any Routing, under parent: RIBTreeNode?) {
        guard let member = router as? any FrameworkRouter else { return }
        let node: RIBTreeNode
        if let known = member.treeNode {
            node = known
            if let parent { node.parent = (parent.id, parent.name) }
            guard node.hook !== self else { return }
            node.hook = self
        } else {
            node = RIBTreeNode(router, name: RIBTree.name(of: router, remembering: &typeNames), hook: self)
            node.parent = parent.map { ($0.id, $0.name) }
            member.treeNode = node
        }
        (router.interactable as? Interactor)?.treeNode = node
        for child in router.children {
            adopt(child, under: node)
        }
    }
}

/// What an observed tree knows of one of its RIBs, held by its router and its interactor: its
/// name, taken while the router is alive (a router's own name may need its subclass's state, gone
/// by the time the framework's deinitializer runs), and the parent it is, or was last, attached to.
final class RIBTreeNode: RouterReference {
    /// The hook of the tree the RIB is in, or was last in.
    var hook: RIBTreeHook
    /// The router's identity.
    let id: ObjectIdentifier
    let name: String
    /// The parent it is attached to, or was last; its name is kept, since a parent can be
    /// deallocated before its children.
    var parent: (id: ObjectIdentifier, name: String)?

    init(_ router: any Routing, name: String, hook: RIBTreeHook) {
        self.hook = hook
        self.id = ObjectIdentifier(router)
        self.name = name
        super.init(router)
    }

    nonisolated deinit {}

    /// Tells the tree that `kind` happened to this RIB.
    func send(_ kind: RIBTreeEvent.Kind) {
        hook.deliver(
            RIBTreeEvent(
                kind, name: name, parent: parent?.name, id: id, parentID: parent?.id,
                source: kind == .deallocated ? nil : self))
    }

    /// `child` was attached under this node's router (`kind` is ``RIBTreeEvent/Kind/attached``) or
    /// detached from it: tells this tree. An attached child joins it first.
    func tell(_ kind: RIBTreeEvent.Kind, about child: any Routing) {
        if kind == .attached { hook.adopt(child, under: self) }
        // Through the interactor, which holds the same node: a class cast costs less than a
        // protocol's.
        let childID = ObjectIdentifier(child)
        let node =
            (child.interactable as? Interactor)?.treeNode.flatMap { $0.id == childID ? $0 : nil }
            ?? (child as? any FrameworkRouter)?.treeNode
        node?.parent = (id, name)
        let (childName, source) = (node?.name ?? RIBTree.name(of: child), node ?? RouterReference(child))
        hook.deliver(RIBTreeEvent(kind, name: childName, parent: name, id: childID, parentID: id, source: source))
    }
}
