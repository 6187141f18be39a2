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

    /// `screen` with the embedded children's screens in place of the elements that place them
    /// (``Screen/Element/child(_:)-type.method``), and the latest of the children's transient errors.
    ///
    /// A child that no element places goes at the end; a place of a view controller not embedded
    /// here, or a second place of the same child, shows nothing.
    func embedChildren(in screen: Screen) -> (screen: Screen, childError: Screen.Notice?) {
        // Most screens embed nothing: no second copy of their elements then.
        if embeddedViewControllers.isEmpty, !screen.elements.contains(where: \.isChildPlace) {
            return (screen, nil)
        }
        var screen = screen
        var elements: [Screen.Element] = []
        elements.reserveCapacity(screen.elements.count)
        var childError: Screen.Notice?
        var placedChildren: [ObjectIdentifier] = []
        /// A child's elements go in, and its transient error counts for this screen.
        func embedElements(of child: ViewController) {
            childError = Screen.Notice.later(childError, child.currentScreen.error)
            elements += child.embeddedElements
        }
        for element in screen.elements {
            guard case .child(let place) = element else {
                elements.append(element)
                continue
            }
            guard let child = place.viewController, child.embeddingViewController === self,
                !placedChildren.contains(ObjectIdentifier(child))
            else { continue }
            placedChildren.append(ObjectIdentifier(child))
            embedElements(of: child)
        }
        for child in embeddedViewControllers where !placedChildren.contains(ObjectIdentifier(child)) {
            embedElements(of: child)
        }
        screen.elements = elements
        return (screen, childError)
    }

    /// This view controller's elements as the screen embedding it sees them: identifiers scoped
    /// to this view controller.
    private var embeddedElements: [Screen.Element] {
        let owner = ObjectIdentifier(self)
        return currentScreen.elements.map { element in
            switch element {
            case .field(var field):
                field.id = field.id.inside(owner)
                return .field(field)
            case .button(var button):
                button.id = button.id.inside(owner)
                return .button(button)
            case .grid(var grid):
                grid.id = grid.id.inside(owner)
                return .grid(grid)
            case .line, .child, .errorLine, .blank:
                return element
            }
        }
    }
}

extension Screen.Element {
    /// Whether this is the place of an embedded child's screen.
    fileprivate var isChildPlace: Bool {
        if case .child = self { true } else { false }
    }
}
