import OffGameMocks
import RIBs
import RIBsMocks
import RIBsTestSupport
import ScoreBoard
import ScoreBoardMocks
import Scores
import TerminalUI
import Testing

@testable import OffGame

struct OffGameRouterTests {
    private let interactor = OffGameInteractableMock()
    private let viewController = OffGameViewControllableMock()

    /// The players Ann and Bob, the game Tic Tac Toe and a score, as a parent would give them.
    private func makeDependency() -> OffGameDependencyMock {
        let dependency = OffGameDependencyMock()
        dependency.player1Name = "Ann"
        dependency.player2Name = "Bob"
        dependency.games = [GameSummary(id: "tictactoe", name: "Tic Tac Toe")]
        dependency.scoreStream = ScoreStreamImpl()
        return dependency
    }

    /// A score-board point with one entry, on or off.
    private func scoreBoardPoint(
        enabled: Bool, builder: any ScoreBoardBuildable = ScoreBoardBuildableMock()
    ) -> PluginPoint<any ScoreBoardDependency, any ScoreBoardBuildable> {
        let feature = Feature(name: "scoreboard", description: "The score line")
        return PluginPoint(
            features: InMemoryFeatureSource(["scoreboard": enabled]),
            [.init(feature: feature) { _ in builder }]
        )
    }

    @Test func becomesTheRouterOfItsInteractor() {
        let router = OffGameRouter(interactor: interactor, viewController: viewController, scoreBoardBuilder: nil)

        #expect(interactor.router === router)
        #expect(router.children.isEmpty)
    }

    @Test func loadingAttachesTheScoreBoardWithTheInteractorAsListenerAndEmbedsItsView() {
        let scoreBoardBuilder = ScoreBoardBuildableMock()
        let scoreBoard = ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
        var listener: (any ScoreBoardListener)?
        scoreBoardBuilder.buildHandler = { builtFor in
            listener = builtFor
            return scoreBoard
        }
        var embedded: (any ViewControllable)?
        viewController.embedScoreBoardHandler = { embedded = $0 }
        let router = OffGameRouter(
            interactor: interactor, viewController: viewController, scoreBoardBuilder: scoreBoardBuilder)
        interactor.activate()

        router.load()

        #expect(scoreBoardBuilder.buildCallCount == 1)
        #expect(listener === interactor)
        #expect(router.children.count == 1 && router.children.first === scoreBoard)
        #expect(scoreBoard.loadCallCount == 1)
        #expect(viewController.embedScoreBoardCallCount == 1)
        #expect(embedded === scoreBoard.viewControllable)
    }

    @Test func withoutAScoreBoardLoadingAttachesNothing() {
        let router = OffGameRouter(interactor: interactor, viewController: viewController, scoreBoardBuilder: nil)

        router.load()

        #expect(router.children.isEmpty)
        #expect(viewController.embedScoreBoardCallCount == 0)
    }

    @Test func builderShowsThePlayersNamesFromTheDependency() {
        let listener = OffGameListenerMock()
        let router = makeOffGameBuilder(
            dependency: makeDependency(), scoreBoard: scoreBoardPoint(enabled: false)
        )
        .build(withListener: listener, notice: nil)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)

        let interactor = router.interactable as? OffGameInteractor
        #expect(interactor?.listener === listener)
        #expect(interactor?.router === router)
        #expect(window.text.contains("Ann (X)  vs  Bob (O)"))
    }

    @Test func theBuilderAsksTheScoreBoardPointAndHonoursItsFeature() {
        let on = ScoreBoardBuildableMock()
        on.buildHandler = { _ in
            ViewableRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
        }
        let off = ScoreBoardBuildableMock()
        let withBoard = makeOffGameBuilder(
            dependency: makeDependency(), scoreBoard: scoreBoardPoint(enabled: true, builder: on)
        )
        .build(withListener: OffGameListenerMock(), notice: nil)
        let withoutBoard = makeOffGameBuilder(
            dependency: makeDependency(), scoreBoard: scoreBoardPoint(enabled: false, builder: off)
        )
        .build(withListener: OffGameListenerMock(), notice: nil)

        withBoard.load()
        withoutBoard.load()

        #expect(on.buildCallCount == 1)
        #expect(off.buildCallCount == 0)
        #expect(withBoard.children.count == 1)
        #expect(withoutBoard.children.isEmpty)
    }

    @Test func builderStartsTheFirstGameOfTheDependency() {
        let listener = OffGameListenerMock()
        let dependency = makeDependency()
        dependency.games = [
            GameSummary(id: "randomwin", name: "Random Win"), GameSummary(id: "tictactoe", name: "Tic Tac Toe"),
        ]
        let router = makeOffGameBuilder(dependency: dependency, scoreBoard: scoreBoardPoint(enabled: false))
            .build(withListener: listener, notice: nil)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)
        router.interactable.activate()

        var started: [String] = []
        listener.startGameHandler = { started.append($0) }
        window.send(.enter)

        #expect(started == ["randomwin"])
    }

    @Test func builderWithNoGameShowsTheNoticeAndStartsNothing() {
        let listener = OffGameListenerMock()
        let dependency = makeDependency()
        dependency.games = []
        let router = makeOffGameBuilder(dependency: dependency, scoreBoard: scoreBoardPoint(enabled: false))
            .build(withListener: listener, notice: nil)
        let window = HeadlessWindow()
        window.show(rootViewController: router.viewControllable)
        router.interactable.activate()

        window.send(.enter)

        #expect(window.text.contains("No games are enabled."))
        #expect(listener.startGameCallCount == 0)
    }
}
