/// A router of a RIB that owns a view.
public protocol ViewableRouting: Routing {
    /// The RIB's view, for the parent to present.
    var viewControllable: any ViewControllable { get }
}

/// The base class of a router of a RIB with a view.
///
/// Besides a ``Router``'s behaviour, it checks that the view goes away with the RIB, through
/// ``LeakDetector/instance``:
/// - From ``Router/load()`` on, every inactive state of the interactor starts a check that the view
///   leaves the screen: the state found at load, when the interactor is inactive then (a router
///   loaded by hand before its interactor is activated), and every later change to inactive.
/// - Every change of the interactor's activeness first cancels the pending check, so at most one
///   is pending, and a RIB that becomes active again (attached again) is not reported for showing
///   its view.
/// - When the router is deallocated, it expects the view controller to be deallocated too, within
///   ``LeakDefaultExpectationTime/viewDisappear``. A pending check is left to run: the view should
///   leave the screen whether or not the router is still there.
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view controller, as the type this router talks to.
    public let viewController: ViewControllerType

    /// The view controller, as the framework sees it.
    public let viewControllable: any ViewControllable

    /// The check that the view leaves the screen, started by the last inactive state seen and not
    /// yet cancelled by a change of activeness.
    private var viewDisappearance: (any RIBCancellable)?

    /// Creates a router of `interactor` and `viewController`, which must be ``ViewControllable``.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        guard let viewControllable = viewController as? any ViewControllable else {
            fatalError("\(type(of: viewController)) should conform to \(ViewControllable.self)")
        }
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    /// Besides the subtree, cancels the pending check that the view leaves the screen, and starts a
    /// new one when the interactor is inactive. Called at load with the current state, then on
    /// every change.
    override func interactorDidChangeActiveState(_ isActive: Bool) {
        super.interactorDidChangeActiveState(isActive)
        viewDisappearance?.cancel()
        viewDisappearance = nil
        if !isActive {
            viewDisappearance = LeakDetector.instance.expectViewControllerDisappear(viewController: viewControllable)
        }
    }

    isolated deinit {
        LeakDetector.instance.expectDeallocate(
            object: viewControllable,
            inTime: LeakDefaultExpectationTime.viewDisappear
        )
    }
}
