/// The view of a RIB, seen by the framework.
///
/// Upstream RIBs ties this protocol to `UIViewController`. Here it is platform neutral: a view
/// toolkit (such as `TerminalUI`, or UIKit on Apple platforms) makes its view controllers conform.
/// The framework only needs to know whether the view is on screen, to check that a detached RIB's
/// view went away (see ``LeakDetector``).
/// @mockable
// Said here: the default isolation does not reach a protocol that refines none (Swift 6.3).
@MainActor
public protocol ViewControllable: AnyObject {
    /// Whether this view is currently shown to the user (part of a window's visible hierarchy).
    var isOnScreen: Bool { get }
}
