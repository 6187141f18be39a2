/// One observer of a tree (see ``RIBTree/observe(_:with:)``), and through ``outer`` those given to
/// the tree before it. The tree's RIBs hold what it knows of them (``RIBTreeNode``) in a field of
/// their router and interactor, `nil` while unobserved: a report site tests that field, no more.
final class RIBTreeHook {
    /// The observer, until the hook ends (``RIBTree/stopObserving(_:)`` sets `nil`).
    var observer: (any RIBTreeObserver)?
    /// The hook of the observer given to the tree before this one, told of the same changes.
    let outer: RIBTreeHook?
    /// The names of router types seen that do not name themselves: naming a type is slow.
    private var typeNames: [ObjectIdentifier: String] = [:]

    init(_ observer: any RIBTreeObserver, outer: RIBTreeHook?) {
        (self.observer, self.outer) = (observer, outer)
    }

    nonisolated deinit {}

    /// This hook or the first one it was added to whose observer is still told; `nil` when none is.
    var open: RIBTreeHook? {
        var hook: RIBTreeHook? = self
        while let current = hook, current.observer == nil { hook = current.outer }
        return hook
    }

    /// Tells `event` to this hook's observer, then to those it was added to.
    func deliver(_ event: RIBTreeEvent) {
        observer?.ribTree(didChange: event)
        outer?.deliver(event)
    }

    /// Gives this hook to `router`, its interactor and the RIBs attached under it (a RIB keeps the
    /// hook of the tree it was last attached to, until its router is deallocated); `parent` is the
    /// node of the router it is attached to, if known.
    func adopt(_ router: any Routing, under parent: RIBTreeNode?) {
        // No closure here (one made on the main actor checks the actor when called), and the names
        // swapped out of the hook, so that no access to its state lasts during a call.
        guard let member = router as? any FrameworkRouter else { return }
        let node: RIBTreeNode
        if let known = member.treeNode {
            node = known
            guard known.hook !== self else {
                if let parent { known.parent = (parent.id, parent.name) }
                return
            }
            known.hook = self
        } else {
            var names = typeNames
            typeNames = [:]
            node = RIBTreeNode(router, name: RIBTree.name(of: router, remembering: &names), hook: self)
            typeNames = names
            member.treeNode = node
        }
        if let parent { node.parent = (parent.id, parent.name) }
        (router.interactable as? Interactor)?.treeNode = node
        for child in router.children {
            adopt(child, under: node)
        }
    }
}

/// What an observed tree knows of one of its RIBs, held by its router and its interactor: its
/// name, taken while the router is alive (a router's own name may need its subclass's state, gone
/// by the time the framework's deinitializer runs), and the parent it is, or was last, attached to.
final class RIBTreeNode {
    /// The hook of the tree the RIB is in, or was last in.
    var hook: RIBTreeHook?
    /// The router's identity, and its name.
    let id: ObjectIdentifier, name: String
    /// The router, for the events about it (see ``RIBTreeEvent/router``).
    weak var router: (any Routing)?
    /// The parent it is attached to, or was last; its name is kept, since a parent can be
    /// deallocated before its children.
    var parent: (id: ObjectIdentifier, name: String)?

    init(_ router: any Routing, name: String, hook: RIBTreeHook?) {
        (self.hook, self.id, self.name, self.router) = (hook, ObjectIdentifier(router), name, router)
    }

    nonisolated deinit {}

    /// Tells the tree that `kind` happened to this RIB.
    func send(_ kind: RIBTreeEvent.Kind) {
        hook?.deliver(
            RIBTreeEvent(
                kind, name: name, parent: parent?.name, id: id, parentID: parent?.id,
                source: kind == .deallocated ? nil : self))
    }

    /// `child` was attached under this node's router (`kind` is ``RIBTreeEvent/Kind/attached``) or
    /// detached from it: tells this tree. An attached child joins it first.
    func tell(_ kind: RIBTreeEvent.Kind, about child: any Routing) {
        if kind == .attached { hook?.adopt(child, under: self) }
        // Through the interactor, which holds the same node: a class cast costs less than a
        // protocol's.
        let childID = ObjectIdentifier(child)
        var node = (child.interactable as? Interactor)?.treeNode
        if node?.id != childID { node = (child as? any FrameworkRouter)?.treeNode }
        node?.parent = (id, name)
        // A router not of the framework gets a node of no tree, for this event only.
        let source = node ?? RIBTreeNode(child, name: RIBTree.name(of: child), hook: nil)
        hook?.deliver(RIBTreeEvent(kind, name: source.name, parent: name, id: childID, parentID: id, source: source))
    }
}
