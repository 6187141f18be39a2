import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

// The doc comments' examples of RIBs and RIBsTestSupport, line for line, each with the few
// declarations around it that it takes for granted, so that the build type-checks them against
// today's API (`DocCommentExampleTests` checks that every example is here). Where an example can
// run, it runs as a test.

// MARK: Builder

/// Builder.swift's example, with the OffGame RIB it builds.
enum BuilderExample {
    protocol OffGameDependency: Dependency { var player1Name: String { get } }
    protocol OffGameListener: AnyObject {}
    protocol OffGameBuildable: Buildable {
        func build(withListener listener: any OffGameListener) -> any ViewableRouting
    }
    final class OffGameComponent: Component<any OffGameDependency> {
        var player1Name: String { dependency.player1Name }
    }
    final class OffGameViewController: ViewControllable, Presentable {
        let player1Name: String
        var isOnScreen: Bool { false }
        init(player1Name: String) { self.player1Name = player1Name }
    }
    final class OffGameInteractor: PresentableInteractor<OffGameViewController> {
        weak var listener: (any OffGameListener)?
    }
    final class OffGameRouter: ViewableRouter<OffGameInteractor, OffGameViewController> {}

    final class OffGameBuilder: Builder<any OffGameDependency>, OffGameBuildable {
        func build(withListener listener: any OffGameListener) -> any ViewableRouting {
            let component = OffGameComponent(dependency: dependency)
            let viewController = OffGameViewController(player1Name: component.player1Name)
            let interactor = OffGameInteractor(presenter: viewController)
            interactor.listener = listener
            return OffGameRouter(interactor: interactor, viewController: viewController)
        }
    }
}

// MARK: BuilderFactory

/// BuilderFactory.swift's example: the composition root's factory for a child, which the parent's
/// builder calls over its component.
enum BuilderFactoryExample {
    protocol LoggedInDependency: Dependency {}
    protocol LoggedInBuildable: Buildable {}
    final class LoggedInBuilder: Builder<any LoggedInDependency>, LoggedInBuildable {}
    final class RootComponent: Component<any EmptyDependency>, LoggedInDependency {}

    static func makeLoggedInBuilder(dependency: any LoggedInDependency) -> any LoggedInBuildable {
        LoggedInBuilder(dependency: dependency)
    }

    static func build(rootComponent: RootComponent) -> any LoggedInBuildable {
        let loggedIn: BuilderFactory<any LoggedInDependency, any LoggedInBuildable> = makeLoggedInBuilder(dependency:)
        let loggedInBuilder = loggedIn(rootComponent)  // in Root's builder, once, over its component
        return loggedInBuilder
    }
}

// MARK: Component

/// Component.swift's example.
enum ComponentExample {
    protocol LoggedInDependency: Dependency {}
    protocol OffGameDependency: Dependency { var scoreStore: ScoreStore { get } }
    final class ScoreStore {}

    final class LoggedInComponent: Component<any LoggedInDependency>, OffGameDependency {
        var scoreStore: ScoreStore { shared { ScoreStore() } }
    }
}

// MARK: Interactor

/// Interactor+Concurrency.swift's example of `task(priority:_:)`.
enum InteractorTaskExample {
    protocol ScorePresentable: Presentable { func show(_ score: Int) }

    final class ScoreInteractor: PresentableInteractor<any ScorePresentable> {
        let scores: AsyncStream<Int>

        init(presenter: any ScorePresentable, scores: AsyncStream<Int>) {
            self.scores = scores
            super.init(presenter: presenter)
        }

        override func didBecomeActive() {
            super.didBecomeActive()
            task { for await score in self.scores { self.presenter.show(score) } }
        }
    }
}

// MARK: Routers

/// LaunchRouter.swift's example: the composition root launches Root into a window.
enum LaunchRouterExample {
    protocol RootBuildable { func build() -> (launchRouter: any LaunchRouting, deepLinks: Void) }

    static func launch(rootBuilder: any RootBuildable, window: any RIBWindow) {
        let launchRouter = rootBuilder.build().launchRouter  // the app's composition root builds Root
        launchRouter.launch(from: window)  // a window of the UI toolkit
    }
}

/// RIBTree.swift's examples: an observer of the tree, and a router that names its RIB.
enum RIBTreeExample {
    static func observe(launchRouter: any LaunchRouting, window: any RIBWindow) {
        final class TreeLog: RIBTreeObserver {
            func ribTree(didChange event: RIBTreeEvent) { print(event) }  // "OffGame attached under LoggedIn"
        }
        let log = TreeLog()
        RIBTree.observe(launchRouter, with: log)
        launchRouter.launch(from: window)
        RIBTree.stopObserving(launchRouter)
        print(RIBTree.text(of: launchRouter))
    }

    protocol BoardInteractable: Interactable {}
    protocol BoardViewControllable: ViewControllable {}

    final class BoardRouter: ViewableRouter<any BoardInteractable, any BoardViewControllable>, RIBNamed {
        var ribName: String { "Board (\(variant))" }
        let variant: String

        init(interactor: any BoardInteractable, viewController: any BoardViewControllable, variant: String) {
            self.variant = variant
            super.init(interactor: interactor, viewController: viewController)
        }
    }
}

// MARK: Workflow

/// Workflow.swift's example: a deep link's steps.
enum WorkflowExample {
    protocol RootActionableItem: ActionableItem {
        func waitForLogin() async throws -> (any LoggedInActionableItem, Void)
    }
    protocol LoggedInActionableItem: ActionableItem {
        func launchGame() async throws -> (any LoggedInActionableItem, Void)
    }

    static func run(rootInteractor: any RootActionableItem) {
        final class LaunchGameWorkflow: Workflow<any RootActionableItem> {
            override init() {
                super.init()
                onStep { root in try await root.waitForLogin() }
                    .onStep { loggedIn, _ in try await loggedIn.launchGame() }
                    .commit()
            }
        }
        LaunchGameWorkflow().subscribe(rootInteractor)
    }
}

// MARK: Plugins

extension Feature {
    static let randomWin = Feature(name: "randomwin", description: "The Random Win game")
}

extension Feature {
    /// The other game of PluginPoint.swift's example.
    static let ticTacToe = Feature(name: "tictactoe", description: "The Tic Tac Toe game")
}

struct PluginExamples {
    protocol GameDependency: AnyObject {
        var player1Name: String { get }
        var player2Name: String { get }
    }
    class Game { init() {} }
    final class TicTacToeGame: Game { init(dependency: any GameDependency) {} }
    final class RandomWinGame: Game { init(dependency: any GameDependency) {} }
    final class Players: GameDependency {
        let player1Name: String
        let player2Name: String
        init(_ player1Name: String, _ player2Name: String) {
            self.player1Name = player1Name
            self.player2Name = player2Name
        }
    }

    @Test func pluginPointExampleBuildsTheApplicableGamesInOrder() {
        let features = InMemoryFeatureSource()
        let component = Players("Ann", "Bob")
        // swift-format-ignore
        let games = PluginPoint<any GameDependency, Game>(features: features, [
            .init(feature: .ticTacToe) { dependency in TicTacToeGame(dependency: dependency) },
            .init(feature: .randomWin, isApplicable: { $0.player1Name != $0.player2Name }) { dependency in
                RandomWinGame(dependency: dependency)
            },
        ])
        let enabledGames = games.all(for: component)  // in the order above
        #expect(enabledGames.map { type(of: $0) == TicTacToeGame.self } == [true, false])
        #expect(games.all(for: Players("Ann", "Ann")).count == 1)
    }

    @Test func featureSourceExampleTurnsAFeatureOff() {
        let features = InMemoryFeatureSource()
        features.set(.randomWin, enabled: false)
        #expect(!features.isEnabled(.randomWin))
    }

    @Test func programmerErrorExampleCapturesTheSecondAttach() {
        let router = TestRouter(interactor: TestInteractor())
        let child = TestRouter(interactor: TestInteractor())
        let reports = ProgrammerError.capture {
            router.attachChild(child)
            router.attachChild(child)
        }
        #expect(reports.count == 1)
    }
}

// MARK: Test support

struct TestSupportExamples {
    /// A listener and interactor of the shape ArgumentHistory.swift's example assumes.
    final class StartListener { var startGameHandler: ((String) -> Void)? }
    final class StartInteractor {
        let listener: StartListener
        let gameIDs = ["tictactoe", "randomwin"]
        init(listener: StartListener) { self.listener = listener }
        func startGame(at index: Int) { listener.startGameHandler?(gameIDs[index]) }
    }

    @Test func argumentHistoryExampleRecordsTheStartedGame() {
        let listener = StartListener()
        let interactor = StartInteractor(listener: listener)
        let started = ArgumentHistory<String>()
        listener.startGameHandler = started.record
        interactor.startGame(at: 1)
        #expect(started.values == ["randomwin"])
    }

    @Test func manualDelaySchedulerExampleFindsTheLeak() {
        let object = Thing()
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        detector.expectDeallocate(object: object)
        scheduler.advance(by: .seconds(1))
        #expect(detector.leaks.count == 1)
    }

    @Test func leakDetectorTestingExampleSeesTheReleasedRouter() {
        func makeRouter() -> TestRouter<TestInteractor> { TestRouter(interactor: TestInteractor()) }
        let leakDetector = LeakDetectorMock()
        withLeakDetector(leakDetector) {
            _ = makeRouter()  // released at once
        }
        #expect(leakDetector.expectDeallocateCallCount == 1)
    }

    @Test func leakDetectorMockExampleExpectsTheInteractorToGo() {
        let interactor = TestInteractor()
        var router: TestRouter<TestInteractor>? = TestRouter(interactor: interactor)
        let leakDetector = LeakDetectorMock()
        let interactorID = ObjectIdentifier(interactor)
        withLeakDetector(leakDetector) { router = nil }
        #expect(leakDetector.expectedDeallocations.map(\.objectID).contains(interactorID))
        #expect(router == nil)
    }

    /// RIBTreeRecorder.swift's example, over a Root whose builder the composition root made.
    static func recordTree(rootBuilder: LaunchRouterExample.RootBuildable, window: any RIBWindow) {
        let launchRouter = rootBuilder.build().launchRouter  // the app's Root, built by its composition root
        let recorder = RIBTreeRecorder(root: launchRouter)
        RIBTree.observe(launchRouter, with: recorder)
        launchRouter.launch(from: window)
        #expect(recorder.takeEvents().prefix(2) == ["Root activated", "Root loaded"])
        #expect(recorder.detachedButAlive == [])
    }

    /// The parent view and router PresentedViews.swift's example drives.
    final class LoggedInViewControllableMock {
        var presentHandler: ((any ViewControllable) -> Void)?
        var dismissHandler: ((any ViewControllable) -> Void)?
    }
    protocol LoggedInRouting { func routeToOffGame(notice: String?) }

    static func presentedViews(router: any LoggedInRouting) {
        let parentView = LoggedInViewControllableMock()
        let presented = PresentedViews()
        parentView.presentHandler = presented.present
        parentView.dismissHandler = presented.dismiss
        router.routeToOffGame(notice: nil)
        #expect(presented.views.count == 1)
    }

    /// The builder mock and router RoutingMock.swift's first example drives.
    final class LoggedInBuildableMock { var buildHandler: ((Any) -> any Routing)? }
    protocol RootRouting { func routeToLoggedIn(withPlayer1Name: String, player2Name: String) }

    static func routingMock(loggedInBuilder: LoggedInBuildableMock, rootRouter: any RootRouting) {
        let loggedInRouter = RoutingMock(interactable: InteractableMock())
        loggedInBuilder.buildHandler = { _ in loggedInRouter }
        rootRouter.routeToLoggedIn(withPlayer1Name: "1", player2Name: "2")
        #expect(loggedInRouter.loadCallCount == 1)
    }

    @Test func viewableRoutingMockExampleHoldsItsView() {
        let loggedOutRouter = ViewableRoutingMock(
            interactable: InteractableMock(), viewControllable: ViewControllableMock())
        #expect(loggedOutRouter.viewControllable is ViewControllableMock)
    }
}
