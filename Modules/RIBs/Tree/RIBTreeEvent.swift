/// One change of the RIB tree, as told to a ``RIBTreeObserver``.
///
/// An event names the RIB it is about (see ``RIBTree/name(of:)``) and the parent it is attached
/// to. Names are for people; ``id`` and ``parentID`` tell RIBs of the same type apart.
public struct RIBTreeEvent: Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, CaseIterable {
        /// The router was attached under ``RIBTreeEvent/parent`` (its interactor is activated and
        /// the router loaded right after, each with its own event).
        case attached
        /// The router was detached from ``RIBTreeEvent/parent`` (its interactor, and its loaded
        /// subtree's, were deactivated just before).
        case detached
        /// The router was loaded: its subtree now follows its interactor's active state, and its
        /// `didLoad()` runs next.
        case loaded
        /// The interactor became active; its `didBecomeActive()` runs next.
        case activated
        /// The interactor became inactive; its `willResignActive()` has run.
        case deactivated
        /// The router was deallocated; ``RIBTreeEvent/parent`` is the last parent it had.
        case deallocated
    }

    /// What happened.
    public let kind: Kind
    /// The RIB's name: its router's type without `Router`, or the name it gives itself.
    public let name: String
    /// The parent's name: the parent attached to or detached from, or the one the RIB is (or, for
    /// ``Kind/deallocated``, was last) attached to; `nil` for a root.
    public let parent: String?
    /// The RIB's identity: its router's.
    public let id: ObjectIdentifier
    /// The parent router's identity, when ``parent`` is known.
    public let parentID: ObjectIdentifier?
    /// The router, while it is alive; always `nil` in a ``Kind/deallocated`` event.
    public var router: (any Routing)? { source?.router }

    /// Holds the router weakly; shared by the events of one RIB, so an event makes no weak
    /// reference of its own (an event made by hand has a node of no tree).
    private let source: RIBTreeNode?

    /// Creates an event (the framework makes them; tests of observers may too).
    public init(
        kind: Kind,
        name: String,
        parent: String?,
        id: ObjectIdentifier,
        parentID: ObjectIdentifier?,
        router: (any Routing)? = nil
    ) {
        let source = router.map { RIBTreeNode($0, name: name, hook: nil) }
        self.init(kind, name: name, parent: parent, id: id, parentID: parentID, source: source)
    }

    init(
        _ kind: Kind, name: String, parent: String?, id: ObjectIdentifier, parentID: ObjectIdentifier?,
        source: RIBTreeNode?
    ) {
        (self.kind, self.name, self.parent) = (kind, name, parent)
        (self.id, self.parentID, self.source) = (id, parentID, source)
    }

    /// The event in words: `OffGame attached under LoggedIn`, `LoggedOut deallocated, was under Root`.
    public var description: String {
        guard let parent else { return "\(name) \(kind)" }
        switch kind {
        case .attached: return "\(name) attached under \(parent)"
        case .detached: return "\(name) detached from \(parent)"
        case .deallocated: return "\(name) deallocated, was under \(parent)"
        case .loaded, .activated, .deactivated: return "\(name) \(kind) under \(parent)"
        }
    }

    /// Events are equal when they tell the same change of the same RIB (the router reference is
    /// not compared: it is gone once the router is).
    public static func == (lhs: RIBTreeEvent, rhs: RIBTreeEvent) -> Bool {
        lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.parent == rhs.parent && lhs.id == rhs.id
            && lhs.parentID == rhs.parentID
    }
}

/// Told of every change of the RIB tree it observes (see ``RIBTree/observe(_:with:)``).
///
/// Observers are called synchronously, on the main actor, in the middle of the framework's work
/// (for example between a child's activation and its `didLoad()`): read the tree there, but do not
/// change it.
///
/// @mockable
public protocol RIBTreeObserver: AnyObject {
    /// Called for each change, in the order they happen.
    func ribTree(didChange event: RIBTreeEvent)
}
