/// A router of a RIB that owns a view.
public protocol ViewableRouting: Routing {
    /// The RIB's view, for the parent to present.
    var viewControllable: any ViewControllable { get }
}

/// The base class of a router of a RIB with a view.
///
/// Besides a ``Router``'s behaviour, it checks that the view goes away with the RIB: when the
/// interactor deactivates, the ``LeakDetector`` expects the view to leave the screen, and when
/// the router is deallocated it expects the view controller to be deallocated.
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The view controller, as the type this router talks to.
    public let viewController: ViewControllerType

    /// The view controller, as the framework sees it.
    public let viewControllable: any ViewControllable

    /// The interactor's state last seen, to notice when it becomes inactive.
    private var wasActive = false

    /// Creates a router of `interactor` and `viewController`, which must be ``ViewControllable``.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        self.viewController = viewController
        guard let viewControllable = viewController as? any ViewControllable else {
            fatalError("\(type(of: viewController)) should conform to \(ViewControllable.self)")
        }
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    override func internalDidLoad() {
        wasActive = interactable.isActive
        super.internalDidLoad()
    }

    /// Besides the subtree, expects the view to leave the screen when the interactor resigns.
    override func interactorDidChangeActiveState(_ isActive: Bool) {
        super.interactorDidChangeActiveState(isActive)
        defer { wasActive = isActive }
        guard wasActive, !isActive else { return }
        LeakDetector.instance.expectViewControllerDisappear(viewController: viewControllable)
    }

    isolated deinit {
        LeakDetector.instance.expectDeallocate(
            object: viewControllable,
            inTime: LeakDefaultExpectationTime.viewDisappear
        )
    }
}
