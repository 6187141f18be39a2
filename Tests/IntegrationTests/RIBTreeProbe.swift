import RIBs
import TerminalUI

/// Reads the attached RIB tree from the launch router, and remembers every RIB it has seen
/// (weakly) to tell whether detached ones were deallocated.
@MainActor
final class RIBTreeProbe {
    /// One RIB seen in the tree, held weakly.
    private struct SeenRIB {
        let name: String
        weak var router: (any Routing)?
        weak var interactor: (any Interactable)?
        weak var viewController: (any ViewControllable)?

        var isAlive: Bool { router != nil || interactor != nil || viewController != nil }
    }

    private weak var root: (any Routing)?
    private var seen: [SeenRIB] = []

    init(root: any Routing) {
        self.root = root
    }

    /// The name of a RIB: its router's type without `Router`, e.g. `LoggedIn` for `LoggedInRouter`.
    static func name(of router: any Routing) -> String {
        let typeName = String(describing: type(of: router))
        return typeName.hasSuffix("Router") ? String(typeName.dropLast("Router".count)) : typeName
    }

    /// The attached tree, e.g. `Root[LoggedIn[OffGame]]`; an inactive RIB is marked with `(inactive)`.
    /// Reading it also records every RIB in it.
    var tree: String {
        guard let root else { return "" }
        return describe(root)
    }

    /// Every router of the attached tree, depth first.
    var routers: [any Routing] {
        guard let root else { return [] }
        var result: [any Routing] = []
        func visit(_ router: any Routing) {
            result.append(router)
            router.children.forEach(visit)
        }
        visit(root)
        return result
    }

    /// The deepest attached RIB whose view is presented (not embedded in its parent's screen, as
    /// the score board is): the one whose screen should be on top.
    var leaf: (any ViewableRouting)? {
        routers.compactMap { $0 as? any ViewableRouting }
            .last { ($0.viewControllable as? ViewController)?.embeddingViewController == nil }
    }

    /// The RIBs seen before that are no longer attached but still have a router, interactor or
    /// view controller alive.
    var detachedButAlive: [String] {
        let attached = routers
        return
            seen
            .filter { rib in
                guard rib.isAlive else { return false }
                guard let router = rib.router else { return true }
                return !attached.contains { $0 === router }
            }
            .map(\.name)
            .sorted()
    }

    /// How many different RIBs have been seen so far.
    var seenCount: Int { seen.count }

    private func describe(_ router: any Routing) -> String {
        record(router)
        var text = Self.name(of: router)
        if !router.interactable.isActive {
            text += "(inactive)"
        }
        if !router.children.isEmpty {
            text += "[" + router.children.map(describe).joined(separator: ", ") + "]"
        }
        return text
    }

    private func record(_ router: any Routing) {
        guard !seen.contains(where: { $0.router === router }) else { return }
        seen.append(
            SeenRIB(
                name: Self.name(of: router),
                router: router,
                interactor: router.interactable,
                viewController: (router as? any ViewableRouting)?.viewControllable
            )
        )
    }
}
