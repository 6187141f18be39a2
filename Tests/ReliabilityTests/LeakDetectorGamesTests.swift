import RIBs
import RIBsTestSupport
import TerminalUI
import Testing

/// The leak detector, as the app's debug builds run it (report mode), over 1,000 headless games:
/// it must find no leak once its clock has passed every check. Its checks run on a manual clock,
/// advanced past every deadline after each game, so the test takes no real time.
struct LeakDetectorGamesTests {
    static let gameCount = 1_000
    /// Games per launch: the app is quit and launched again after these, so Root, LoggedOut and
    /// LoggedIn go away too.
    static let gamesPerLaunch = 50

    @Test func aThousandGamesLeakNothing() async throws {
        let scheduler = ManualDelayScheduler()
        var reported: [Leak] = []
        let detector = LeakDetector(mode: .report, scheduler: scheduler) { reported.append($0) }
        var random = SeededRandom(seed: SeededRandom.seed(default: 0x1EA_4000))
        var outcomes: [String: Int] = [:]
        var played = 0

        while played < Self.gameCount {
            // One launch: log in, play its games, quit, tear down. The global detector is swapped
            // only around synchronous stretches of a few games, so other main-actor tests get a
            // turn in between (and never see this detector).
            let app = withLeakDetector(detector) { HeadlessApp(checksRendering: false) }
            var failure = withLeakDetector(detector) { Self.logIn(app) }
            var playedInLaunch = 0
            while failure == nil && playedInLaunch < Self.gamesPerLaunch && played < Self.gameCount {
                failure = withLeakDetector(detector) {
                    for _ in 0..<5 where playedInLaunch < Self.gamesPerLaunch && played < Self.gameCount {
                        if let failure = Self.playGame(app, using: &random, outcomes: &outcomes) { return failure }
                        played += 1
                        playedInLaunch += 1
                        scheduler.advance(by: .seconds(10))
                    }
                    return nil
                }
                await Task.yield()
            }
            failure =
                failure
                ?? withLeakDetector(detector) {
                    let failure = app.send(.key(.character("q"))) ?? app.tearDown()
                    scheduler.advance(by: .seconds(10))
                    return failure
                }
            if let failure {
                Issue.record("game \(played + 1): \(failure)")
                return
            }
        }

        #expect(reported.isEmpty, "\(reported)")
        #expect(detector.leaks.isEmpty)
        #expect(detector.pendingCheckCount == 0)
        // The detector did work: every detached RIB asked for checks.
        #expect(scheduler.scheduleCallCount > 3 * Self.gameCount)
        #expect(outcomes["won", default: 0] > 100 && outcomes["draw", default: 0] > 10, "\(outcomes)")
    }

    @Test func theSameSetUpReportsAViewControllerKeptAlive() async throws {
        // The detector must be able to see a leak here, or "no leak" above would mean nothing.
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        var random = SeededRandom(seed: 1)
        var outcomes: [String: Int] = [:]
        var kept: ViewController?
        withLeakDetector(detector) {
            let app = HeadlessApp()
            #expect(Self.logIn(app) == nil)
            _ = app.send(.key(.enter))
            kept = app.window?.topViewController  // the game's view, held past its RIB
            for cell in ["1", "4", "2", "5", "3", "\r"] {
                _ = app.send(cell == "\r" ? .key(.enter) : .key(.character(Character(cell))))
            }
            scheduler.advance(by: .seconds(10))
            _ = Self.playGame(app, using: &random, outcomes: &outcomes)
            _ = app.send(.key(.character("q")))
            _ = app.tearDown()
            scheduler.advance(by: .seconds(10))
        }
        #expect(kept != nil)
        #expect(detector.leaks.contains { $0.kind == .notDeallocated && $0.objectType.contains("TicTacToe") })
    }

    /// Logs in with two names from the login screen.
    static func logIn(_ app: HeadlessApp) -> String? {
        for event: AppEvent in [.key(.character("A")), .key(.enter), .key(.character("B")), .key(.enter), .key(.enter)]
        {
            if let failure = app.send(event) { return failure }
        }
        return nil
    }

    /// Plays one game from the start screen with random legal moves, and closes it.
    static func playGame(_ app: HeadlessApp, using random: inout SeededRandom, outcomes: inout [String: Int]) -> String?
    {
        if let failure = app.send(.key(.enter)) { return failure }
        var free = Array(1...9)
        while case .playing = app.model.phase {
            let cell = free.remove(at: Int.random(in: 0..<free.count, using: &random))
            if let failure = app.send(.key(.character(Character("\(cell)")))) { return failure }
        }
        guard case .ended(_, let outcome) = app.model.phase else { return "the game did not end: \(app.model.phase)" }
        outcomes[outcome == .draw ? "draw" : "won", default: 0] += 1
        return app.send(.key(.enter))
    }
}
