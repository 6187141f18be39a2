public import RIBs

/// What the toolkit's windows share: the root view controller and its chain, whose top-most view
/// controller is the one a window shows and gives input to.
///
/// ``TerminalWindow``, ``LineModeWindow`` and ``HeadlessWindow`` are its subclasses; each shows the
/// top-most screen in its own way (drawn on a terminal, printed line by line, drawn into a buffer
/// for tests). It is not `open`: a window outside the toolkit cannot be one.
public class ViewControllerWindow: RIBWindow, ScreenHost {
    /// The view shown by ``show(rootViewController:)``, whatever its type.
    public private(set) var rootViewControllable: (any ViewControllable)?

    /// The root view controller, when it is a TerminalUI ``ViewController``.
    public var rootViewController: ViewController? { rootViewControllable as? ViewController }

    /// The top-most view controller of the root's chain: the one the window shows and gives input to.
    public var topViewController: ViewController? { rootViewController?.topMostViewController }

    init() {}

    /// Shows `viewController` (a TerminalUI ``ViewController``) as the root of the window.
    ///
    /// The previous root's chain leaves the screen. A view that is not a ``ViewController`` is
    /// kept in ``rootViewControllable`` but nothing is shown for it.
    public func show(rootViewController viewController: any ViewControllable) {
        rootViewController?.attachChain(to: nil)
        rootViewControllable = viewController
        rootViewController?.attachChain(to: self)
        // Once the new chain is attached, not while the root is changing.
        setNeedsDisplay()
    }

    /// Text shown next to the screens (see ``SidePanel``), or `nil` for none: the terminal draws it
    /// beside or below the screen, line mode prints it to standard error when it changes.
    public var sidePanel: SidePanel? {
        didSet {
            oldValue?.host = nil
            sidePanel?.host = self
            sidePanelDidChange()
            setNeedsDisplay()
        }
    }

    /// The window's ``sidePanel`` was replaced: each window forgets what it last showed of it.
    func sidePanelDidChange() {}

    /// Something in the chain changed its screen, or the chain changed: each window overrides it
    /// to draw or print the top-most screen again in its own way.
    func setNeedsDisplay() {}

    /// A view controller asked to end the program normally: each window overrides it to end its
    /// run (or, headless, to record the exit status).
    func requestQuit() {}
}
