public import RIBs

/// A `LeakDetecting` that records the checks the framework asks for and runs none of them.
///
/// Install it with ``withLeakDetector(_:_:)`` and read what was expected:
/// ```swift
/// let leakDetector = LeakDetectorMock()
/// let interactorID = ObjectIdentifier(interactor)
/// withLeakDetector(leakDetector) { router = nil }
/// #expect(leakDetector.expectedDeallocations.map(\.objectID).contains(interactorID))
/// ```
/// Objects are held weakly, so recording a check never keeps the object alive.
public final class LeakDetectorMock: LeakDetecting {
    /// One ``expectDeallocate(object:inTime:)`` call.
    public struct DeallocationExpectation {
        /// The object, while it is alive.
        public weak var object: AnyObject?
        /// The identity of the object when the check was asked for.
        public let objectID: ObjectIdentifier
        /// The type of the object, for messages.
        public let objectType: String
        /// How long the check was asked to wait.
        public let time: Duration
        /// The handle returned to the caller; tells whether the caller cancelled the check.
        public let cancellable: AnyRIBCancellable
    }

    /// One ``expectViewControllerDisappear(viewController:inTime:)`` call.
    public struct ViewDisappearExpectation {
        /// The view controller, while it is alive.
        public weak var viewController: (any ViewControllable)?
        /// The identity of the view controller when the check was asked for.
        public let viewControllerID: ObjectIdentifier
        /// The type of the view controller, for messages.
        public let viewControllerType: String
        /// How long the check was asked to wait.
        public let time: Duration
        /// The handle returned to the caller; tells whether the caller cancelled the check.
        public let cancellable: AnyRIBCancellable
    }

    /// Creates a mock that has recorded nothing.
    public init() {}

    /// Every ``expectDeallocate(object:inTime:)`` call, in order.
    public private(set) var expectedDeallocations: [DeallocationExpectation] = []
    /// Every ``expectViewControllerDisappear(viewController:inTime:)`` call, in order.
    public private(set) var expectedViewDisappearances: [ViewDisappearExpectation] = []

    /// How many times ``expectDeallocate(object:inTime:)`` was called.
    public var expectDeallocateCallCount: Int { expectedDeallocations.count }
    /// How many times ``expectViewControllerDisappear(viewController:inTime:)`` was called.
    public var expectViewControllerDisappearCallCount: Int { expectedViewDisappearances.count }

    /// Called by ``expectDeallocate(object:inTime:)`` after recording the call.
    public var expectDeallocateHandler: ((AnyObject, Duration) -> Void)?
    /// Called by ``expectViewControllerDisappear(viewController:inTime:)`` after recording the call.
    public var expectViewControllerDisappearHandler: ((any ViewControllable, Duration) -> Void)?

    /// Whether the deallocation of `object` was expected.
    public func didExpectDeallocate(of object: AnyObject) -> Bool {
        didExpectDeallocate(of: ObjectIdentifier(object))
    }

    /// Whether the deallocation of the object with identity `objectID` was expected (for objects
    /// that are already gone).
    public func didExpectDeallocate(of objectID: ObjectIdentifier) -> Bool {
        expectedDeallocations.contains { $0.objectID == objectID }
    }

    /// Whether `viewController` was expected to leave the screen.
    public func didExpectDisappear(of viewController: any ViewControllable) -> Bool {
        let id = ObjectIdentifier(viewController)
        return expectedViewDisappearances.contains { $0.viewControllerID == id }
    }

    /// Records the call and returns a handle that only notes its cancellation.
    @discardableResult
    public func expectDeallocate(object: AnyObject, inTime time: Duration) -> any RIBCancellable {
        let cancellable = AnyRIBCancellable {}
        expectedDeallocations.append(
            DeallocationExpectation(
                object: object,
                objectID: ObjectIdentifier(object),
                objectType: String(describing: type(of: object)),
                time: time,
                cancellable: cancellable
            )
        )
        expectDeallocateHandler?(object, time)
        return cancellable
    }

    /// Records the call and returns a handle that only notes its cancellation.
    @discardableResult
    public func expectViewControllerDisappear(
        viewController: any ViewControllable,
        inTime time: Duration
    ) -> any RIBCancellable {
        let cancellable = AnyRIBCancellable {}
        expectedViewDisappearances.append(
            ViewDisappearExpectation(
                viewController: viewController,
                viewControllerID: ObjectIdentifier(viewController),
                viewControllerType: String(describing: type(of: viewController)),
                time: time,
                cancellable: cancellable
            )
        )
        expectViewControllerDisappearHandler?(viewController, time)
        return cancellable
    }
}
