/// Where the framework reports changes of the RIB tree to the installed ``RIBTreeObserver``s.
///
/// Every report site checks ``isEnabled`` first, so without observers the tree's hot paths pay
/// one load of a flag. While observers are installed, the hook remembers each RIB it hears of
/// (name, parent, router, interactor) to name RIBs and their parents in events where the router
/// does not know them: an interactor does not know its router, and a router does not know its
/// parent. That memory is kept when the last observer goes (so an observer installed again
/// still knows the parents of RIBs attached before), and what died meanwhile is dropped when
/// one is installed.
enum RIBTreeHook {
    /// Whether any observer is installed.
    static var isEnabled = false
    /// The installed observers.
    static var observers: [any RIBTreeObserver] = []

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
    private static var nodes: [ObjectIdentifier: Node] = [:]
    /// The router of each interactor heard of.
    private static var routerIDs: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// The routers being deinitialized, between ``routerWillDeallocate(_:of:)`` and
    /// ``routerDeallocated(_:)``.
    private static var deallocating: Set<ObjectIdentifier> = []

    /// Forgets the RIBs that died while no observer was installed (unreported).
    static func forgetDeadRIBs() {
        nodes = nodes.filter { $0.value.router != nil || deallocating.contains($0.key) }
        routerIDs = routerIDs.filter { nodes[$0.value]?.interactorID == $0.key }
    }

    // MARK: Reports (each called only when `isEnabled`)

    /// A root router is being launched: remember it, so its interactor's activation, which comes
    /// before its load, is named after it.
    static func launching(_ router: any Routing) {
        _ = node(of: router)
    }

    /// `child` was attached under `parent`.
    static func attached(_ child: any Routing, under parent: any Routing) {
        let childID = node(of: child)
        setParent(of: childID, to: parent)
        send(.attached, about: childID, router: child)
    }

    /// `child` was detached from `parent`.
    static func detached(_ child: any Routing, from parent: any Routing) {
        let childID = node(of: child)
        setParent(of: childID, to: parent)
        send(.detached, about: childID, router: child)
    }

    /// `router` was loaded.
    static func loaded(_ router: any Routing) {
        send(.loaded, about: node(of: router), router: router)
    }

    /// `interactor` became active or inactive.
    static func interactor(_ interactor: Interactor, didBecomeActive isActive: Bool) {
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
    static func routerWillDeallocate(_ id: ObjectIdentifier, of type: any Routing.Type) {
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
    static func routerDeallocated(_ id: ObjectIdentifier) {
        send(.deallocated, about: id, router: nil)
        if let interactorID = nodes[id]?.interactorID, routerIDs[interactorID] == id {
            routerIDs[interactorID] = nil
        }
        nodes[id] = nil
        deallocating.remove(id)
    }

    // MARK: Bookkeeping

    /// The identity of `router`, remembered (with its name, taken now) if it is new.
    private static func node(of router: any Routing) -> ObjectIdentifier {
        let id = ObjectIdentifier(router)
        if let known = nodes[id], known.router === router || deallocating.contains(id) {
            return id
        }
        // A router that is not the framework's tells nothing when it is deallocated, so its entry
        // may be stale (its address reused): the weak reference above tells.
        let interactorID = ObjectIdentifier(router.interactable)
        nodes[id] = Node(
            name: RIBTree.name(of: router),
            router: router,
            typeID: ObjectIdentifier(type(of: router)),
            interactorID: interactorID
        )
        routerIDs[interactorID] = id
        return id
    }

    private static func setParent(of id: ObjectIdentifier, to parent: any Routing) {
        let parentID = node(of: parent)
        guard let name = nodes[parentID]?.name else { return }
        nodes[id]?.parent = (parentID, name)
    }

    private static func send(_ kind: RIBTreeEvent.Kind, about id: ObjectIdentifier, router: (any Routing)?) {
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

    private static func deliver(_ event: RIBTreeEvent) {
        // A copy: an observer may install or remove observers while it is told.
        let current = observers
        for observer in current where observers.contains(where: { $0 === observer }) {
            observer.ribTree(didChange: event)
        }
    }
}
