public import RIBs

/// A mock `Routing`: counts loads, attachments and detachments.
///
/// By default ``attachChild(_:)`` and ``detachChild(_:)`` only update ``children``; they do not
/// activate or load the child the way a real router does. Set the handlers to do more.
///
/// A parent router's test hands it out from a mock builder and checks what the parent did:
/// ```swift
/// let loggedInRouter = RoutingMock(interactable: InteractableMock())
/// loggedInBuilder.buildHandler = { _ in loggedInRouter }
/// rootRouter.routeToLoggedIn(withPlayer1Name: "1", player2Name: "2")
/// #expect(loggedInRouter.loadCallCount == 1)
/// ```
open class RoutingMock: Routing, RIBNamed {
    /// The interactor handed to parents (a real router activates it on attach).
    public var interactable: any Interactable

    /// The RIB's name in the tree's events and text (`RIBTree`): the mock's type name unless
    /// set, so a test can build a tree of mocks that reads like an app's.
    public var ribName: String {
        get { customRIBName ?? String(describing: type(of: self)) }
        set { customRIBName = newValue }
    }

    private var customRIBName: String?

    /// The children, in attachment order. Settable to arrange a subtree.
    public var children: [any Routing] = []

    /// The lifecycle behind ``lifecycle``; send `RouterLifecycle.didLoad` on it to simulate a load.
    public let lifecycleSubject = PassthroughStream<RouterLifecycle>()

    /// Creates a mock router of `interactable`.
    public init(interactable: any Interactable) {
        self.interactable = interactable
    }

    /// Lifecycle events sent on ``lifecycleSubject`` (no replay).
    public var lifecycle: AnyObservableStream<RouterLifecycle> { lifecycleSubject.eraseToAnyStream() }

    /// How many times ``load()`` was called.
    public private(set) var loadCallCount = 0
    /// Called by ``load()``.
    public var loadHandler: (() -> Void)?

    /// Counts the call and runs ``loadHandler``.
    open func load() {
        loadCallCount += 1
        loadHandler?()
    }

    /// How many times ``attachChild(_:)`` was called.
    public private(set) var attachChildCallCount = 0
    /// Replaces the default behaviour of ``attachChild(_:)`` (appending to ``children``).
    public var attachChildHandler: ((any Routing) -> Void)?

    /// Counts the call, then runs ``attachChildHandler`` or appends `child` to ``children``.
    open func attachChild(_ child: any Routing) {
        attachChildCallCount += 1
        if let attachChildHandler {
            attachChildHandler(child)
        } else {
            children.append(child)
        }
    }

    /// How many times ``detachChild(_:)`` was called.
    public private(set) var detachChildCallCount = 0
    /// Replaces the default behaviour of ``detachChild(_:)`` (removing `child` from ``children``).
    public var detachChildHandler: ((any Routing) -> Void)?

    /// Counts the call, then runs ``detachChildHandler`` or removes `child` (by identity) from
    /// ``children``.
    open func detachChild(_ child: any Routing) {
        detachChildCallCount += 1
        if let detachChildHandler {
            detachChildHandler(child)
        } else {
            children.removeAll { $0 === child }
        }
    }

    isolated deinit {
        lifecycleSubject.complete()
    }
}

/// A mock `ViewableRouting`: a ``RoutingMock`` with a view.
///
/// ```swift
/// let loggedOutRouter = ViewableRoutingMock(
///     interactable: InteractableMock(), viewControllable: ViewControllableMock())
/// ```
open class ViewableRoutingMock: RoutingMock, ViewableRouting {
    /// The view handed to parents.
    public var viewControllable: any ViewControllable

    /// Creates a mock router of `interactable` and `viewControllable`.
    public init(interactable: any Interactable, viewControllable: any ViewControllable) {
        self.viewControllable = viewControllable
        super.init(interactable: interactable)
    }
}

/// A mock `LaunchRouting`: a ``ViewableRoutingMock`` that records launches.
open class LaunchRoutingMock: ViewableRoutingMock, LaunchRouting {
    /// Creates a mock root router of `interactable` and `viewControllable`.
    public override init(interactable: any Interactable, viewControllable: any ViewControllable) {
        super.init(interactable: interactable, viewControllable: viewControllable)
    }

    /// How many times ``launch(from:)`` was called.
    public private(set) var launchCallCount = 0
    /// The window of the last ``launch(from:)`` call, held weakly.
    public private(set) weak var launchWindow: (any RIBWindow)?
    /// Called by ``launch(from:)``.
    public var launchHandler: ((any RIBWindow) -> Void)?

    /// Counts the call, remembers `window` and runs ``launchHandler``.
    open func launch(from window: any RIBWindow) {
        launchCallCount += 1
        launchWindow = window
        launchHandler?(window)
    }
}
