public import RIBs

/// The views presented on a parent's view and not yet dismissed, bottom to top: the state a
/// generated `present`/`dismiss` mock leaves to the test, kept from its handlers.
///
/// ```swift
/// let parentView = LoggedInViewControllableMock()
/// let presented = PresentedViews()
/// parentView.presentHandler = presented.present
/// parentView.dismissHandler = presented.dismiss
/// router.routeToOffGame(notice: nil)
/// #expect(presented.views.count == 1)
/// ```
///
/// A dismissed view is forgotten at once, so a test can still check that it is deallocated.
public final class PresentedViews {
    /// The views shown, bottom to top.
    public private(set) var views: [any ViewControllable] = []

    /// Nothing shown yet.
    public init() {}

    /// Puts `viewController` on top.
    public func present(_ viewController: any ViewControllable) {
        views.append(viewController)
    }

    /// Removes `viewController` (by identity).
    public func dismiss(_ viewController: any ViewControllable) {
        views.removeAll { $0 === viewController }
    }
}
