/// The test target of a new RIB: hand-written-style mocks beside the tests, and first tests that
/// pass (the interactor talks to its listener, the router and builder wire the RIB together).
extension RIBTemplate {
    /// The test target's files.
    var testFiles: [GeneratedFile] {
        let folder = rib.testPath
        let name = rib.name
        if isViewless {
            return [
                GeneratedFile(path: "\(folder)/\(name)Mocks.swift", contents: viewlessMocks),
                GeneratedFile(path: "\(folder)/\(name)InteractorTests.swift", contents: viewlessInteractorTests),
                GeneratedFile(path: "\(folder)/\(name)RouterTests.swift", contents: viewlessRouterTests),
            ]
        }
        return [
            GeneratedFile(path: "\(folder)/\(name)Mocks.swift", contents: mocks),
            GeneratedFile(path: "\(folder)/\(name)InteractorTests.swift", contents: interactorTests),
            GeneratedFile(path: "\(folder)/\(name)RouterTests.swift", contents: routerTests),
            GeneratedFile(path: "\(folder)/\(name)ViewControllerTests.swift", contents: viewControllerTests),
        ]
    }

    // MARK: A RIB with a view

    private var mocks: String {
        let name = rib.name
        let lower = rib.lowerCamel
        return """
            import RIBs
            import RIBsTestSupport

            @testable import \(name)

            final class \(name)ListenerMock: \(name)Listener {
                private(set) var \(lower)DidFinishCallCount = 0
                var \(lower)DidFinishHandler: (() -> Void)?

                func \(lower)DidFinish() {
                    \(lower)DidFinishCallCount += 1
                    \(lower)DidFinishHandler?()
                }
            }

            final class \(name)PresentableMock: \(name)Presentable {
                var listener: (any \(name)PresentableListener)?
            }

            final class \(name)PresentableListenerMock: \(name)PresentableListener {
                private(set) var doneCallCount = 0

                func done() {
                    doneCallCount += 1
                }
            }

            final class \(name)InteractableMock: InteractableMock, \(name)Interactable {
                var router: (any \(name)Routing)?
                var listener: (any \(name)Listener)?
            }

            final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable {}

            final class \(name)DependencyMock: \(name)Dependency {}

            """
    }

    private var interactorTests: String {
        let name = rib.name
        let lower = rib.lowerCamel
        return """
            import Testing

            @testable import \(name)

            @MainActor
            struct \(name)InteractorTests {
                private let presenter = \(name)PresentableMock()
                private let listener = \(name)ListenerMock()
                private let interactor: \(name)Interactor

                init() {
                    interactor = \(name)Interactor(presenter: presenter)
                    interactor.listener = listener
                }

                @Test func listensToItsPresenter() {
                    #expect(presenter.listener === interactor)
                }

                @Test func doneTellsTheListener() {
                    #expect(listener.\(lower)DidFinishCallCount == 0)

                    interactor.done()

                    #expect(listener.\(lower)DidFinishCallCount == 1)
                }
            }

            """
    }

    private var routerTests: String {
        let name = rib.name
        return """
            import RIBs
            import Testing

            @testable import \(name)

            @MainActor
            struct \(name)RouterTests {
                @Test func becomesTheRouterOfItsInteractor() {
                    let interactor = \(name)InteractableMock()
                    let router = \(name)Router(interactor: interactor, viewController: \(name)ViewControllableMock())

                    #expect(interactor.router === router)
                    #expect(router.children.isEmpty)
                }

                @Test func builderWiresTheListenerTheInteractorAndTheView() {
                    let listener = \(name)ListenerMock()
                    let router = \(name)Builder(dependency: \(name)DependencyMock()).build(withListener: listener)

                    let interactor = router.interactable as? \(name)Interactor
                    #expect(interactor?.listener === listener)
                    #expect(interactor?.router === router)
                    #expect(router.viewControllable is \(name)ViewController)
                    #expect((router.viewControllable as? \(name)ViewController)?.listener === interactor)
                }
            }

            """
    }

    private var viewControllerTests: String {
        let name = rib.name
        return """
            import TerminalUI
            import Testing

            @testable import \(name)

            @MainActor
            struct \(name)ViewControllerTests {
                private let viewController = \(name)ViewController()
                private let listener = \(name)PresentableListenerMock()
                private let window = HeadlessWindow(width: 80, height: 24)

                init() {
                    viewController.listener = listener
                    window.show(rootViewController: viewController)
                }

                @Test func showsTheTitleAndDoneWithTheFocus() {
                    #expect(window.text.contains("\(rib.words)"))
                    #expect(window.text.contains("[ Done ]"))
                    #expect(viewController.focusedElementID == "Done")
                }

                @Test(arguments: [Key.enter, .character(" ")])
                func enterOrSpaceOnDoneTellsTheListener(key: Key) {
                    window.send(key)

                    #expect(listener.doneCallCount == 1)
                }

                @Test func lineModeAnEmptyLineActivatesDone() {
                    #expect(window.sendLine("") == .handled)

                    #expect(listener.doneCallCount == 1)
                }
            }

            """
    }

    // MARK: A viewless RIB

    private var viewlessMocks: String {
        let name = rib.name
        let lower = rib.lowerCamel
        return """
            import RIBs
            import RIBsTestSupport

            @testable import \(name)

            final class \(name)ListenerMock: \(name)Listener {}

            final class \(name)InteractableMock: InteractableMock, \(name)Interactable {
                var router: (any \(name)Routing)?
                var listener: (any \(name)Listener)?
            }

            final class \(name)RoutingMock: RoutingMock, \(name)Routing {
                private(set) var cleanupViewsCallCount = 0
                var cleanupViewsHandler: (() -> Void)?

                func cleanupViews() {
                    cleanupViewsCallCount += 1
                    cleanupViewsHandler?()
                }
            }

            /// The parent's view, as \(name) sees it: records what is presented on it, in order.
            final class \(name)ViewControllableMock: ViewControllableMock, \(name)ViewControllable {
                /// The views presented and not dismissed, bottom to top.
                private(set) var presented: [any ViewControllable] = []

                private(set) var presentCallCount = 0
                func present(viewController: any ViewControllable) {
                    presentCallCount += 1
                    presented.append(viewController)
                }

                private(set) var dismissCallCount = 0
                func dismiss(viewController: any ViewControllable) {
                    dismissCallCount += 1
                    presented.removeAll { $0 === viewController }
                }
            }

            final class \(name)DependencyMock: \(name)Dependency {
                let \(lower)ViewController: any \(name)ViewControllable

                init(\(lower)ViewController: any \(name)ViewControllable) {
                    self.\(lower)ViewController = \(lower)ViewController
                }
            }

            """
    }

    private var viewlessInteractorTests: String {
        let name = rib.name
        return """
            import RIBs
            import Testing

            @testable import \(name)

            @MainActor
            struct \(name)InteractorTests {
                private let interactor = \(name)Interactor()
                private let router = \(name)RoutingMock(interactable: \(name)InteractableMock())

                init() {
                    interactor.router = router
                    interactor.activate()
                }

                @Test func deactivationCleansUpTheViewsWhileStillActive() {
                    var wasActive: Bool?
                    router.cleanupViewsHandler = { [interactor] in wasActive = interactor.isActive }
                    #expect(router.cleanupViewsCallCount == 0)

                    interactor.deactivate()

                    #expect(router.cleanupViewsCallCount == 1)
                    #expect(wasActive == true)
                }
            }

            """
    }

    private var viewlessRouterTests: String {
        let name = rib.name
        let lower = rib.lowerCamel
        return """
            import RIBs
            import RIBsTestSupport
            import Testing

            @testable import \(name)

            @MainActor
            struct \(name)RouterTests {
                private let interactor = \(name)InteractableMock()
                private let viewController = \(name)ViewControllableMock()
                private let router: \(name)Router

                init() {
                    router = \(name)Router(interactor: interactor, viewController: viewController)
                }

                /// A mock child router with a view of its own.
                private func makeChild() -> ViewableRoutingMock {
                    ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
                }

                @Test func becomesTheRouterOfItsInteractor() {
                    #expect(interactor.router === router)
                    #expect(router.children.isEmpty)
                }

                @Test func attachAndPresentAttachesTheChildAndShowsItsViewOnTheParentsView() {
                    let child = makeChild()

                    router.attachAndPresent(child)

                    #expect(router.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
                    #expect(child.interactable.isActive)
                    #expect(child.loadCallCount == 1)
                    #expect(viewController.presented.map(ObjectIdentifier.init) == [ObjectIdentifier(child.viewControllable)])
                }

                @Test func detachAndDismissDetachesTheChildAndDismissesItsView() {
                    let child = makeChild()
                    router.attachAndPresent(child)

                    router.detachAndDismiss(child)

                    #expect(router.children.isEmpty)
                    #expect(child.interactable.isActive == false)
                    #expect(viewController.presented.isEmpty)
                }

                @Test func cleanupViewsDismissesEveryPresentedView() {
                    router.attachAndPresent(makeChild())
                    router.attachAndPresent(makeChild())

                    router.cleanupViews()

                    #expect(viewController.dismissCallCount == 2)
                    #expect(viewController.presented.isEmpty)
                }

                @Test func builderHandsTheParentsViewToTheRouterAndWiresTheListener() {
                    let listener = \(name)ListenerMock()
                    let dependency = \(name)DependencyMock(\(lower)ViewController: viewController)
                    let built = \(name)Builder(dependency: dependency).build(withListener: listener)

                    let interactor = built.interactable as? \(name)Interactor
                    #expect(interactor?.listener === listener)
                    #expect(interactor?.router === built)
                    (built as? \(name)Router)?.attachAndPresent(makeChild())
                    #expect(viewController.presentCallCount == 1)
                }
            }

            """
    }
}
