public import RIBs

/// A mock `ViewControllable` whose on-screen state a test sets.
///
/// Subclass it to add a RIB's view-controllable protocol and count its calls:
/// ```swift
/// final class RootViewControllableMock: ViewControllableMock, RootViewControllable {
///     private(set) var presentCallCount = 0
///     func present(viewController: ViewControllable) { presentCallCount += 1 }
/// }
/// ```
open class ViewControllableMock: ViewControllable {
    /// Whether the view is shown; the leak detector reads it. `false` unless a test sets it.
    public var isOnScreen: Bool

    /// Creates a mock view, off screen unless `isOnScreen` is `true`.
    public init(isOnScreen: Bool = false) {
        self.isOnScreen = isOnScreen
    }
}

/// A mock `RIBWindow` that records what it was asked to show.
open class RIBWindowMock: RIBWindow {
    /// Creates a window that shows nothing yet.
    public init() {}

    /// How many times ``show(rootViewController:)`` was called.
    public private(set) var showCallCount = 0
    /// The view of the last ``show(rootViewController:)`` call.
    public private(set) var rootViewController: (any ViewControllable)?
    /// Called by ``show(rootViewController:)``, after the view was recorded.
    public var showHandler: ((any ViewControllable) -> Void)?

    /// Counts the call, records `viewController` as ``rootViewController`` and runs ``showHandler``.
    open func show(rootViewController viewController: any ViewControllable) {
        showCallCount += 1
        rootViewController = viewController
        showHandler?(viewController)
    }
}
