public import RIBs

extension ViewController {
    /// Presents `viewController` on top of the top-most view controller of this one's chain.
    ///
    /// When this view controller already presents another, the new one stacks on top of the
    /// top-most, so the window shows it. A RIB's view controller can pass any view it gets from a
    /// child router: it must be a TerminalUI ``ViewController`` that is not presented anywhere yet.
    ///
    /// - Parameter viewController: The view controller to show.
    /// - Returns: Whether it was presented; `false` (and nothing changes) when it is not a
    ///   ``ViewController``, is this one, is already presented or embedded, or is the root of a
    ///   window.
    @discardableResult
    public func present(_ viewController: any ViewControllable) -> Bool {
        guard let child = viewController as? ViewController, child !== self,
            child.presentingViewController == nil, child.embeddingViewController == nil, child.host == nil,
            !child.chainContains(self)
        else { return false }
        let top = topMostViewController
        top.presentedViewController = child
        child.presentingViewController = top
        child.attachChain(to: host)
        host?.setNeedsDisplay()
        return true
    }

    /// Dismisses `viewController` and everything presented on top of it.
    ///
    /// `viewController` must be presented above this one in its chain (directly or on top of
    /// another presented view controller). The removed view controllers leave the screen
    /// (``isOnScreen`` becomes `false`) and the window shows what is now the top-most.
    ///
    /// - Parameter viewController: The presented view controller to remove.
    /// - Returns: Whether it was dismissed; `false` (and nothing changes) when it is not presented
    ///   above this view controller.
    @discardableResult
    public func dismiss(_ viewController: any ViewControllable) -> Bool {
        guard let child = viewController as? ViewController, child !== self, chainContains(child),
            let presenter = child.presentingViewController
        else { return false }
        presenter.presentedViewController = nil
        child.presentingViewController = nil
        child.attachChain(to: nil)
        host?.setNeedsDisplay()
        return true
    }

    /// Whether `viewController` is this one or presented (directly or not) on it.
    func chainContains(_ viewController: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === viewController { return true }
            current = candidate.presentedViewController
        }
        return false
    }

    /// Sets (or clears) the host of this view controller, everything presented on it, and what
    /// they embed. Leaving the screen drops the resolved screens and the handlers they hold.
    func attachChain(to host: (any ScreenHost)?) {
        var current: ViewController? = self
        while let candidate = current {
            candidate.attachEmbedded(to: host)
            current = candidate.presentedViewController
        }
    }

    /// Sets (or clears) the host of this view controller and of those embedded in it.
    private func attachEmbedded(to host: (any ScreenHost)?) {
        self.host = host
        if host == nil { discardScreen() }
        for child in embeddedViewControllers {
            child.attachEmbedded(to: host)
        }
    }
}
