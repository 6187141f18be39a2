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
