/// The presenter side of a RIB, seen by its interactor: what the interactor may ask the view
/// to show. A RIB declares `XPresentable: Presentable` and its view controller conforms.
///
/// @mockable
public protocol Presentable: AnyObject {}

/// An interactor that drives a presenter (usually the RIB's view controller).
///
/// When the interactor goes away its presenter must go too: on deinit the interactor asks the
/// ``LeakDetector`` to expect the presenter's deallocation.
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter this interactor drives.
    public let presenter: PresenterType

    /// Creates an inactive interactor that drives `presenter`.
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }

    isolated deinit {
        LeakDetector.instance.expectDeallocate(object: presenter as AnyObject)
    }
}

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
