import RIBs

/// Holds objects weakly and counts those still alive: how the benchmark checks that detached
/// RIBs really went away.
final class LiveObjectProbe {
    private struct WeakReference {
        weak var object: AnyObject?
        let typeName: String
    }

    private var references: [WeakReference] = []

    /// The number of objects watched so far.
    var watchedCount: Int { references.count }

    /// The watched objects still alive.
    var liveCount: Int { references.count { $0.object != nil } }

    /// The type names of the watched objects still alive, for the report.
    var liveTypeNames: [String] { references.filter { $0.object != nil }.map(\.typeName) }

    func watch(_ object: AnyObject) {
        references.append(WeakReference(object: object, typeName: String(describing: type(of: object))))
    }

    /// Watches a router, its interactor, its view controller (when it has one) and the same of
    /// every attached descendant.
    func watchTree(_ router: any Routing) {
        watch(router)
        watch(router.interactable)
        if let viewable = router as? any ViewableRouting {
            watch(viewable.viewControllable)
        }
        for child in router.children {
            watchTree(child)
        }
    }
}
