/// A router that gives its RIB a name of its own in the RIB tree's events and text, instead of
/// its type's name without `Router`.
///
/// ```swift
/// final class BoardRouter: ViewableRouter<any BoardInteractable, any BoardViewControllable>, RIBNamed {
///     var ribName: String { "Board (\(variant))" }
///     ...
/// }
/// ```
public protocol RIBNamed: Routing {
    /// The RIB's name in the tree's events and text.
    var ribName: String { get }
}
