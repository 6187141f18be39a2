/// The RIB tree seen from outside: observers of its changes, the names of its RIBs, and its
/// picture as text (``text(of:)``).
///
/// Nothing is observed until an observer is installed; then the framework tells it of every
/// attach, detach, load, activation, deactivation and deallocation, until it is removed.
/// ```swift
/// final class TreeLog: RIBTreeObserver {
///     func ribTree(didChange event: RIBTreeEvent) { print(event) }  // "OffGame attached under LoggedIn"
/// }
/// let log = TreeLog()
/// RIBTree.install(log)
/// launchRouter.launch(from: window)
/// ...
/// RIBTree.remove(log)
/// print(RIBTree.text(of: launchRouter))
/// ```
public enum RIBTree {
    /// The installed observers, in installation order.
    public static var observers: [any RIBTreeObserver] { RIBTreeHook.observers }

    /// Starts telling `observer` of every change of every RIB tree, until ``remove(_:)``. The
    /// observer is held strongly meanwhile.
    ///
    /// Installing an observer that is already installed is a programmer error: it is reported
    /// and ignored.
    public static func install(_ observer: any RIBTreeObserver) {
        guard !RIBTreeHook.observers.contains(where: { $0 === observer }) else {
            ProgrammerError.report("Attempt to install the RIB tree observer \(observer), which is already installed")
            return
        }
        if RIBTreeHook.observers.isEmpty {
            RIBTreeHook.forgetDeadRIBs()
        }
        RIBTreeHook.observers.append(observer)
        RIBTreeHook.isEnabled = true
    }

    /// Stops telling `observer` of changes, and releases it. An event being delivered when it is
    /// removed is not delivered to it any more.
    ///
    /// Removing an observer that is not installed is a programmer error: it is reported and
    /// ignored.
    public static func remove(_ observer: any RIBTreeObserver) {
        guard let index = RIBTreeHook.observers.firstIndex(where: { $0 === observer }) else {
            ProgrammerError.report("Attempt to remove the RIB tree observer \(observer), which is not installed")
            return
        }
        RIBTreeHook.observers.remove(at: index)
        if RIBTreeHook.observers.isEmpty {
            RIBTreeHook.isEnabled = false
        }
    }

    /// Runs `body` with `observer` installed, then removes it.
    ///
    /// `body` is synchronous on purpose: observers see every tree in the process, and between
    /// suspension points other code's trees would change too.
    /// - Returns: What `body` returns.
    @discardableResult
    public static func observing<Result>(
        with observer: any RIBTreeObserver,
        _ body: () throws -> Result
    ) rethrows -> Result {
        install(observer)
        defer { remove(observer) }
        return try body()
    }

    /// The name of `router`'s RIB: the name it gives itself (``RIBNamed``), or its type's name
    /// without generic arguments and without the `Router` suffix (`LoggedIn` for `LoggedInRouter`;
    /// a framework router used without a subclass is named after its interactor's type, without
    /// `Interactor`).
    public static func name(of router: any Routing) -> String {
        // Looking up a conformance and describing a type are slow, and both depend on the type
        // only: remembered per type (types live as long as the program).
        // A router that names itself is asked every time (its name may depend on the instance).
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

    /// The name of each router type seen that does not name itself.
    private static var typeNames: [ObjectIdentifier: String] = [:]

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
