import RIBs

/// The root of a window's view controller chain: what every window (terminal, line mode,
/// headless) does when it is given a root view and asked what to show.
struct WindowRoot {
    /// The view shown by `show(_:in:)`, whatever its type.
    private(set) var viewControllable: (any ViewControllable)?

    /// The root view controller, when it is a TerminalUI ``ViewController``.
    var viewController: ViewController? { viewControllable as? ViewController }

    /// The top-most view controller of the root's chain: the one that is shown and gets input.
    var topViewController: ViewController? { viewController?.topMostViewController }

    /// Makes `viewControllable` the root shown in `host`; the previous root's chain leaves the
    /// screen. The host redraws afterwards (not from here, while its root is being changed).
    mutating func show(_ viewControllable: any ViewControllable, in host: any ScreenHost) {
        viewController?.attachChain(to: nil)
        self.viewControllable = viewControllable
        viewController?.attachChain(to: host)
    }
}
