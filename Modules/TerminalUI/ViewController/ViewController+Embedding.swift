public import RIBs

extension ViewController {
    /// Embeds `viewController`'s screen in this one's, as a UIKit view controller adds a child and
    /// its view.
    ///
    /// This view controller's description places the child's screen with
    /// ``Screen/Element/child(_:)-type.method``; a child it does not place is drawn at the end. The child's
    /// elements then take part in this screen's focus order (Tab moves into and out of them, and
    /// so does line mode's "the focus moves on"), its ``setNeedsDisplay()`` redraws this screen,
    /// and it is on screen whenever this view controller is. Its own state (edited text, grid
    /// cursor, transient error) stays its own.
    ///
    /// - Parameter viewController: The child to embed, typically the view of a child RIB.
    /// - Returns: Whether it was embedded; `false` (and nothing changes) when it is not a
    ///   TerminalUI ``ViewController``, is this one or one of its ancestors, or is already
    ///   embedded, presented or the root of a window.
    @discardableResult
    public func embed(_ viewController: any ViewControllable) -> Bool {
        guard let child = viewController as? ViewController, child.embeddingViewController == nil,
            child.presentingViewController == nil, child.presentedViewController == nil, child.host == nil,
            !isEmbedded(in: child)
        else { return false }
        embeddedViewControllers.append(child)
        child.embeddingViewController = self
        child.attachChain(to: host)
        setNeedsDisplay()
        return true
    }

    /// Removes `viewController`, embedded with ``embed(_:)``, from this screen: it leaves the
    /// screen (``isOnScreen`` becomes `false`) and the focus moves on if it was inside it.
    ///
    /// - Returns: Whether it was removed; `false` when it is not embedded in this view controller.
    @discardableResult
    public func removeEmbedded(_ viewController: any ViewControllable) -> Bool {
        guard let child = viewController as? ViewController, child.embeddingViewController === self,
            let index = embeddedViewControllers.firstIndex(where: { $0 === child })
        else { return false }
        embeddedViewControllers.remove(at: index)
        child.embeddingViewController = nil
        child.attachChain(to: nil)
        discardScreen()
        setNeedsDisplay()
        return true
    }

    /// Whether this view controller is `ancestor` or embedded in it (directly or not).
    private func isEmbedded(in ancestor: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.embeddingViewController
        }
        return false
    }

    /// The view controller that owns the element `id` of this screen (this one, or an embedded
    /// one) and the element's name there.
    func owner(of id: Screen.ElementID) -> (ViewController, String)? {
        var owner = self
        for step in id.scope {
            guard let child = owner.embeddedViewControllers.first(where: { ObjectIdentifier($0) == step }) else {
                return nil
            }
            owner = child
        }
        return (owner, id.name)
    }
}
