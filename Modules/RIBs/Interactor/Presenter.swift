/// The presenter side of a RIB, seen by its interactor: what the interactor may ask the view
/// to show. A RIB declares `XPresentable: Presentable` and its view controller conforms.
///
/// @mockable
public protocol Presentable: AnyObject {}

/// The base class of a presenter that sits between an interactor and a view controller, for
/// RIBs whose view logic is big enough to deserve its own object.
open class Presenter<ViewControllerType>: Presentable {
    /// The view this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter of `viewController`.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
