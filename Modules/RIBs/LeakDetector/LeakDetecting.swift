/// The checks the framework asks for when a RIB goes away.
///
/// The framework calls ``LeakDetector/instance``; tests install their own detector there (the
/// test support's `LeakDetectorMock`, which records every request) to observe those requests.
public protocol LeakDetecting: AnyObject {
    /// Checks, after `time`, that `object` has been deallocated.
    /// - Returns: A handle that cancels the check.
    @discardableResult
    func expectDeallocate(object: AnyObject, inTime time: Duration) -> any RIBCancellable

    /// Checks, after `time`, that `viewController` is no longer on screen.
    /// - Returns: A handle that cancels the check.
    @discardableResult
    func expectViewControllerDisappear(
        viewController: any ViewControllable, inTime time: Duration
    ) -> any RIBCancellable
}

extension LeakDetecting {
    /// Checks, after one second, that `object` has been deallocated.
    @discardableResult
    public func expectDeallocate(object: AnyObject) -> any RIBCancellable {
        expectDeallocate(object: object, inTime: LeakDefaultExpectationTime.deallocation)
    }

    /// Checks, after five seconds, that `viewController` is no longer on screen.
    @discardableResult
    public func expectViewControllerDisappear(viewController: any ViewControllable) -> any RIBCancellable {
        expectViewControllerDisappear(viewController: viewController, inTime: LeakDefaultExpectationTime.viewDisappear)
    }
}
