import RIBs
import Root
import TerminalUI
import TicTacToeComposition
import TicTacToeTestSupport

/// The real app's RIB tree (composed by the app's own `AppComposition`, with Tic Tac Toe its only game) launched into TerminalUI's headless window,
/// driven by keys the way a person plays: one game cycle is Enter on the start screen (its first
/// game, Tic Tac Toe, has the focus), five moves to a win for X, Close Game, back on the start
/// screen. After each key the window draws its screen into an
/// in-memory cell buffer, as the terminal driver redraws after each key.
final class GameSession {
    /// The keys of one game: Enter (start); X 1, O 4, X 2, O 5, X 3 (X wins on the top row); Close Game.
    static let cycleKeys: [Key] = [.enter] + "14253".map { Key.character($0) } + [.enter]

    /// Text that only the start screen shows: its key hint.
    static let startScreenMarker = "Enter: start"

    /// The app, launched as the tests launch it (`LaunchedApp`), until ``tearDown()``.
    private var app: LaunchedApp?
    var window: HeadlessWindow? { app?.window }
    var launchRouter: (any LaunchRouting)? { app?.launchRouter }

    /// Launches the real tree and logs in with two names, landing on the start screen.
    /// - Parameter watch: Sees the RIB tree on the login screen, before Login detaches LoggedOut.
    init(watch: (any Routing) -> Void = { _ in }) {
        let app = LaunchedApp(features: InMemoryFeatureSource([AppFeatures.randomWin.name: false]), randomWinSeed: nil)
        app.launch()
        watch(app.launchRouter)
        app.logIn("Alice", "Bob")
        self.app = app
    }

    /// Plays `count` full game cycles, drawing the screen after each key; without `drawing`, the
    /// RIBs, the game and the view controllers' screen descriptions only, to tell their cost from
    /// the drawing's.
    func play(_ count: Int, drawing: Bool = true) {
        guard let window else { return }
        for _ in 0..<count {
            for key in Self.cycleKeys {
                let handled = window.send(key)
                if drawing {
                    // Something that depends on what was drawn, so the drawing cannot be skipped.
                    let buffer = window.buffer
                    Sink.consume(buffer.cells.count &+ buffer[12, 40].grapheme.utf8.count)
                } else {
                    Sink.consume(handled ? 1 : 0)
                }
            }
        }
    }

    /// Plays one cycle while checking every screen a person would see, and lets `watch` see the
    /// RIB tree while the game RIB is attached (before Close Game detaches it) and while the start
    /// screen's RIB is attached (before Enter detaches it).
    /// - Returns: What went wrong, or `nil` when the cycle went as a person would expect.
    func playCheckedCycle(watch: (any Routing) -> Void) -> String? {
        guard let window, let launchRouter else { return "the session was torn down" }
        guard window.text.contains(Self.startScreenMarker) else { return "not on the start screen:\n\(window.text)" }
        watch(launchRouter)
        window.send(.enter)
        guard window.text.contains("Alice's turn") else { return "Enter did not start a game:\n\(window.text)" }
        for key in Self.cycleKeys.dropFirst().dropLast() {
            window.send(key)
        }
        guard window.text.contains("Alice won!") else { return "five moves did not win the game:\n\(window.text)" }
        watch(launchRouter)
        window.send(.enter)
        guard window.text.contains(Self.startScreenMarker) else { return "Close Game did not return:\n\(window.text)" }
        return nil
    }

    /// Lets the whole tree and the window go, as when the app quits.
    func tearDown() {
        app = nil
    }
}

/// Game cycles per second, resident memory growth over many cycles, and RIBs left alive.
struct GameBenchmark {
    let options: Options

    /// Cycles played before the first memory reading, and as warm-up: 10,000, or half the
    /// cycles when fewer than 20,000 are asked for (for profiling).
    var warmupCycles: Int { min(10_000, options.gameCycles / 2) }

    /// Measures the game figures into `report`.
    /// - Returns: The number of RIB objects of the real tree still alive after they were detached,
    ///   or `nil` when the game does not play as a person would expect (nothing is measured then).
    func run(into report: inout Report) -> Int? {
        if let failure = GameSession().playCheckedCycle(watch: { _ in }) {
            printError("ribs-benchmark: the headless game does not play as expected; not measured.\n\(failure)")
            return nil
        }
        let liveCount = countLiveRIBs(into: &report)
        measureCyclesWithoutDrawing(into: &report)
        measureCycles(into: &report)
        return liveCount
    }

    /// Times cycles that skip drawing, in a session of their own.
    private func measureCyclesWithoutDrawing(into report: inout Report) {
        printError("game cycles without drawing ...")
        let session = GameSession()
        let perSecond = measureNanosecondsPerCall(
            options, iterations: 2_000, warmups: 1, [{ session.play($0, drawing: false) }]
        )[0].map { 1e9 / $0 }
        session.tearDown()
        report.extraFigures.append(
            Figure(
                key: "game_cycles_per_second_without_drawing", title: "game cycles, screens not drawn",
                unit: "cycles/s", statistic: perSecond, decimals: 0))
    }

    /// Plays `options.gameCycles` cycles in one session: a warm-up of ``warmupCycles``, a memory
    /// reading, the rest in timed chunks (the repetitions), and a second memory reading.
    private func measureCycles(into report: inout Report) {
        let session = GameSession()
        let total = options.gameCycles
        printError("game cycles: \(warmupCycles) to warm up ...")
        var started = monotonicNanoseconds()
        session.play(warmupCycles)
        let warmupSeconds = Double(monotonicNanoseconds() - started) / 1e9
        let residentBefore = ProcessFacts.residentBytes()

        let chunks = options.repetitions
        let perChunk = (total - warmupCycles) / chunks
        printError(
            "game cycles: \(chunks) x \(perChunk) timed (about \(format(warmupSeconds * Double(total) / Double(warmupCycles), decimals: 0)) s) ..."
        )
        var samples: [Double] = []
        started = monotonicNanoseconds()
        for chunk in 0..<chunks {
            // The last chunk plays what the division left over, so the total is exact.
            let count = chunk == chunks - 1 ? total - warmupCycles - perChunk * (chunks - 1) : perChunk
            let start = monotonicNanoseconds()
            session.play(count)
            samples.append(Double(count) * 1e9 / Double(monotonicNanoseconds() - start))
        }
        let timedSeconds = Double(monotonicNanoseconds() - started) / 1e9
        let residentAfter = ProcessFacts.residentBytes()
        session.tearDown()

        let cyclesPerSecond = Statistic(samples: samples)
        report.figures += [
            // No target: it measures drawing, which nobody waits for at about 10 us a key.
            Figure(
                key: "game_cycles_per_second", title: "game cycles (start, 5 moves, close)", unit: "cycles/s",
                statistic: cyclesPerSecond, decimals: 0),
            Figure(
                key: "rss_growth_bytes", title: "resident memory, after \(total) cycles - after \(warmupCycles)",
                unit: "bytes",
                value: residentAfter.flatMap { after in residentBefore.map { Double(after - $0) } } ?? .nan,
                decimals: 0, target: "< 2 MiB", isMet: { $0 < 2 * 1024 * 1024 }),
        ]
        report.extraFigures += [
            Figure(
                key: "game_cycle_us", title: "one game cycle (7 keys, 7 screens drawn)", unit: "us",
                statistic: cyclesPerSecond.map { 1e6 / $0 }, decimals: 2),
            Figure(
                key: "game_key_us", title: "one key + one screen drawn, in a game cycle", unit: "us",
                statistic: cyclesPerSecond.map { 1e6 / $0 / Double(GameSession.cycleKeys.count) }, decimals: 2),
        ]
        report.facts += [
            ("game_cycles", "\(total)", true),
            ("game_cycles_timed", "\(total - warmupCycles)", true),
            ("game_seconds", format(warmupSeconds + timedSeconds, decimals: 1), true),
            ("rss_after_warmup_bytes", residentBefore.map { "\($0)" } ?? "null", true),
            ("rss_after_all_cycles_bytes", residentAfter.map { "\($0)" } ?? "null", true),
        ]
    }

    /// Plays checked cycles while watching every RIB (router, interactor, view controller) just
    /// before it is detached, then tears the tree down, and counts what is still alive.
    private func countLiveRIBs(into report: inout Report) -> Int {
        printError("game: RIBs left alive after detach ...")
        let probe = LiveObjectProbe()
        var aliveAfterDetach = 0
        // The leaf of the tree is what the next key detaches (LoggedOut, OffGame or TicTacToe).
        let watchLeaf = { (root: any Routing) in
            var leaf = root
            while let child = leaf.children.last { leaf = child }
            probe.watchTree(leaf)
        }
        do {
            let session = GameSession(watch: watchLeaf)
            for _ in 0..<100 {
                if let failure = session.playCheckedCycle(watch: watchLeaf) {
                    printError("ribs-benchmark: a checked game cycle failed: \(failure)")
                    break
                }
            }
            aliveAfterDetach = probe.liveCount
            if let root = session.launchRouter { probe.watchTree(root) }
            session.tearDown()
        }
        let aliveAfterTeardown = probe.liveCount
        if aliveAfterTeardown > 0 {
            printError("ribs-benchmark: still alive: \(probe.liveTypeNames.joined(separator: ", "))")
        }
        report.extraFigures.append(
            Figure(
                key: "game_live_ribs_after_detach",
                title: "game RIB objects alive after detach (of \(probe.watchedCount))", unit: "objects",
                value: Double(aliveAfterTeardown), decimals: 0, target: "== 0", isMet: { $0 == 0 }))
        report.facts.append(("game_live_ribs_before_teardown", "\(aliveAfterDetach)", true))
        return aliveAfterTeardown
    }
}
