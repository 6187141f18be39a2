public import RIBs

/// A `RIBTreeObserver` for tests: records the events of one RIB tree, and tells which of its
/// RIBs were detached but are still alive.
///
/// Give it the root router before installing it; it then keeps only the events of that root and
/// of the RIBs attached under it (other tests' trees change too while it is installed). Without a
/// root it keeps every event.
/// ```swift
/// let launchRouter = rootBuilder.build().launchRouter  // the app's Root, built by its composition root
/// let recorder = RIBTreeRecorder(root: launchRouter)
/// RIBTree.observing(with: recorder) {
///     launchRouter.launch(from: window)
///     #expect(recorder.takeEvents() == ["Root activated", "Root loaded", "LoggedOut attached under Root", ...])
///     ...
///     #expect(recorder.detachedButAlive == [])
/// }
/// ```
public final class RIBTreeRecorder: RIBTreeObserver {
    /// A RIB seen attached, held weakly.
    private struct Seen {
        let name: String
        weak var router: (any Routing)?
        weak var interactor: (any Interactable)?
        weak var viewController: (any ViewControllable)?
        var isDetached = false

        var isAlive: Bool { router != nil || interactor != nil || viewController != nil }
    }

    /// The recorded events, in order.
    public private(set) var events: [RIBTreeEvent] = []

    private let rootID: ObjectIdentifier?
    /// The RIBs of the tree (attached now or before, and not yet deallocated), by router.
    private var members: Set<ObjectIdentifier> = []
    /// Every RIB seen, in the order first seen.
    private var seen: [Seen] = []
    /// The index in ``seen`` of the RIB whose router has this identity now.
    private var seenIndex: [ObjectIdentifier: Int] = [:]

    /// Creates a recorder of `root`'s tree, or of every tree when `root` is `nil`.
    public init(root: (any Routing)? = nil) {
        rootID = root.map { ObjectIdentifier($0) }
        if let root, let rootID {
            members.insert(rootID)
            remember(root, id: rootID, name: RIBTree.name(of: root))
        }
    }

    /// Records `event` if it belongs to the tree.
    public func ribTree(didChange event: RIBTreeEvent) {
        if rootID != nil {
            let isMember =
                members.contains(event.id) || (event.kind == .attached && event.parentID.map(members.contains) == true)
            guard isMember else { return }
        }
        events.append(event)
        switch event.kind {
        case .attached:
            members.insert(event.id)
            if let router = event.router { remember(router, id: event.id, name: event.name) }
            if let index = seenIndex[event.id] { seen[index].isDetached = false }
        case .detached:
            if let index = seenIndex[event.id] { seen[index].isDetached = true }
        case .deallocated:
            if event.id != rootID { members.remove(event.id) }
        case .loaded, .activated, .deactivated:
            break
        }
    }

    /// The recorded events in words (see `RIBTreeEvent.description`), and forgets them, so
    /// that the next call returns the events of the next step.
    public func takeEvents() -> [String] {
        defer { events = [] }
        return events.map(\.description)
    }

    /// The names of the RIBs that were detached and not attached again, and whose router,
    /// interactor or view controller is still alive, sorted.
    public var detachedButAlive: [String] {
        seen.filter { $0.isDetached && $0.isAlive }.map(\.name).sorted()
    }

    /// The names of every RIB seen whose router, interactor or view controller is still alive,
    /// sorted: after the tree is released, none should be.
    public var alive: [String] {
        seen.filter(\.isAlive).map(\.name).sorted()
    }

    /// How many different RIBs were seen in the tree (the root included, when given).
    public var seenCount: Int { seen.count }

    /// Keeps `router`'s RIB under `name` (the name its events carry).
    private func remember(_ router: any Routing, id: ObjectIdentifier, name: String) {
        // An address can be reused once its RIB is gone: a new router there is a new RIB.
        if let index = seenIndex[id], seen[index].router === router { return }
        seenIndex[id] = seen.count
        seen.append(
            Seen(
                name: name,
                router: router,
                interactor: router.interactable,
                viewController: (router as? any ViewableRouting)?.viewControllable
            )
        )
    }
}
