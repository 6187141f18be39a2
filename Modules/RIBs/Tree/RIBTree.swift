/// The RIB tree seen from outside: observers of its changes, the names of its RIBs, and its
/// picture as text (``text(of:)``).
///
/// Nothing is observed until an observer is given a tree (``observe(_:with:)``): then the
/// framework tells it of every attach, detach, load, activation, deactivation and deallocation of
/// the RIBs under that tree's router, whichever task makes them, and of nothing else. So two tests
/// that observe their own trees at once never hear of each other's RIBs.
/// ```swift
/// final class TreeLog: RIBTreeObserver {
///     func ribTree(didChange event: RIBTreeEvent) { print(event) }  // "OffGame attached under LoggedIn"
/// }
/// let log = TreeLog()
/// RIBTree.observe(launchRouter, with: log)
/// launchRouter.launch(from: window)
/// ...
/// RIBTree.stopObserving(launchRouter)
/// print(RIBTree.text(of: launchRouter))
/// ```
public enum RIBTree {
    /// Tells `observer` of every change of `router`'s tree from now on, until
    /// ``stopObserving(_:)``: `router`, the RIBs attached under it now and later, and RIBs that
    /// were attached under it until they are deallocated (an interactor that outlives its router
    /// leaves the tree with it). The observer is held strongly meanwhile.
    ///
    /// Observers of one tree compose: observing a tree that is observed already adds `observer`,
    /// told after the ones given before it (an observer given twice is told twice). `router` must
    /// be a framework ``Router``: another ``Routing`` is a programmer error, reported and ignored.
    public static func observe(_ router: any Routing, with observer: any RIBTreeObserver) {
        guard let member = router as? any FrameworkRouter else {
            ProgrammerError.report("Attempt to observe the tree of \(router), which is not a Router")
            return
        }
        RIBTreeHook(observer, outer: member.treeNode?.hook).adopt(router, under: nil)
    }

    /// Stops telling the last observer given to ``observe(_:with:)`` for `router`'s tree (or for
    /// a tree `router` is attached in) of changes, and releases it; the observers it was added to
    /// go on.
    ///
    /// Stopping when `router`'s tree is not observed is a programmer error: it is reported and
    /// ignored.
    public static func stopObserving(_ router: any Routing) {
        guard let hook = (router as? any FrameworkRouter)?.treeNode?.hook?.open else {
            ProgrammerError.report("Attempt to stop observing the tree of \(router), which is not observed")
            return
        }
        hook.observer = nil
    }

    /// The name of `router`'s RIB: the name it gives itself (``RIBNamed``), or its type's name
    /// without generic arguments and without the `Router` suffix (`LoggedIn` for `LoggedInRouter`;
    /// a framework router used without a subclass is named after its interactor's type, without
    /// `Interactor`).
    public static func name(of router: any Routing) -> String {
        var typeNames: [ObjectIdentifier: String] = [:]
        return name(of: router, remembering: &typeNames)
    }

    /// ``name(of:)``, with the name of each router type that does not name itself remembered in
    /// `typeNames` (looking up a conformance and describing a type are slow, and both depend on
    /// the type only; a router that names itself is asked every time: its name may depend on the
    /// instance).
    static func name(of router: any Routing, remembering typeNames: inout [ObjectIdentifier: String]) -> String {
        let typeID = ObjectIdentifier(type(of: router))
        if let known = typeNames[typeID] { return known }
        if let named = router as? any RIBNamed { return named.ribName }
        let name = typeName(of: type(of: router), droppingSuffix: "Router")
        // A framework router used as it is (`Router<LobbyInteractor>`) is named after its interactor.
        guard ["Router", "ViewableRouter", "LaunchRouter"].contains(name) else {
            typeNames[typeID] = name
            return name
        }
        return typeName(of: type(of: router.interactable), droppingSuffix: "Interactor")
    }

    /// `type`'s name without generic arguments and without `suffix` (unless nothing else is left).
    static func typeName(of type: Any.Type, droppingSuffix suffix: String) -> String {
        var name = String(describing: type)
        if let genericStart = name.firstIndex(of: "<") {
            name = String(name[..<genericStart])
        }
        if name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        return name
    }
}
