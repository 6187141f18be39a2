/// The router of a root RIB, which is launched into a window instead of attached to a parent.
///
/// @mockable
public protocol LaunchRouting: ViewableRouting {
    /// Shows the root view in `window`, activates the interactor and loads the router.
    func launch(from window: any RIBWindow)
}

/// The base class of a root RIB's router.
///
/// ```swift
/// let launchRouter = rootBuilder.build().launchRouter  // the app's composition root builds Root
/// launchRouter.launch(from: window)  // a window of the UI toolkit
/// ```
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<InteractorType, ViewControllerType>,
    LaunchRouting
{
    /// Creates the root router.
    public override init(interactor: InteractorType, viewController: ViewControllerType) {
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Shows the root view in `window`, activates the interactor and loads the router.
    public final func launch(from window: any RIBWindow) {
        window.show(rootViewController: viewControllable)
        interactable.activate()
        load()
    }
}
