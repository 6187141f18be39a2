import RIBs
import ScoreBoardMocks
import Scores
import TerminalUI
import Testing

@testable import ScoreBoard

/// The real board, built by its builder, as its parent embeds it.
struct ScoreBoardViewControllerTests {
    private let dependency = ScoreBoardDependencyMock()
    private let scores = ScoreStreamImpl()

    init() {
        dependency.player1Name = "Ann"
        dependency.player2Name = "Bob"
        dependency.scoreStream = scores
    }

    private func build() throws -> (router: any ViewableRouting, viewController: ScoreBoardViewController) {
        let router = ScoreBoardBuilder(dependency: dependency).build(withListener: ScoreBoardListenerMock())
        router.interactable.activate()
        router.load()
        return (router, try #require(router.viewControllable as? ScoreBoardViewController))
    }

    private func lines(of viewController: ScoreBoardViewController) -> [String] {
        viewController.currentScreen.elements.compactMap { element in
            if case .line(let line) = element { line.text } else { nil }
        }
    }

    @Test func showsExactlyOneScoreLine() throws {
        let (router, viewController) = try build()
        defer { router.interactable.deactivate() }

        #expect(lines(of: viewController) == ["Score: Ann 0 - 0 Bob"])
    }

    @Test func aWinRecordedWhileTheBoardIsShownChangesTheScreen() throws {
        let (router, viewController) = try build()
        defer { router.interactable.deactivate() }

        scores.recordWin(for: .player1)
        scores.recordWin(for: .player1)
        scores.recordWin(for: .player2)

        #expect(lines(of: viewController) == ["Score: Ann 2 - 1 Bob"])
    }

    @Test func aDetachedBoardLetsGoOfTheStream() throws {
        let (router, _) = try build()
        #expect(scores.observerCount == 1)

        router.interactable.deactivate()

        #expect(scores.observerCount == 0)
    }

    @Test func namesAreSanitisedAndLongNamesCutSoTheCountsStayVisible() throws {
        dependency.player1Name = "Ann\u{1B}[2J"
        dependency.player2Name = String(repeating: "B", count: 100)
        let (router, viewController) = try build()
        defer { router.interactable.deactivate() }

        let line = try #require(lines(of: viewController).first)
        #expect(!line.contains("\u{1B}"))
        #expect(line.contains(" 0 - 0 "))
        #expect(TerminalText.displayWidth(of: line) <= 80)
        #expect(line.hasSuffix("…"))
    }
}
