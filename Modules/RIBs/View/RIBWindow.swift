/// The place a root RIB is launched into: the equivalent of `UIWindow`.
///
/// A composition root creates a window (a terminal, a line-mode console, a test double) and hands
/// it to ``LaunchRouting/launch(from:)``.
///
/// Named `RIBWindow`, not `Window`, so that it does not collide with SwiftUI's `Window` scene in a
/// file that imports both `RIBs` and SwiftUI.
/// @mockable
// Said here: the default isolation does not reach a protocol that refines none (Swift 6.3).
@MainActor
public protocol RIBWindow: AnyObject {
    /// Makes `viewController` the root view of the window and shows it.
    func show(rootViewController viewController: ViewControllable)
}
