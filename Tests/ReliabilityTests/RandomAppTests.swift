import RIBs
import RIBsTestSupport
import TerminalUI
import Testing

/// A seeded random walk through the whole headless app: 100,000 random key presses and resizes,
/// with the invariants checked after every one (see ``HeadlessApp``): exactly the expected RIBs
/// attached and active for the current screen, the presented view matches the screen and the
/// ``AppModel``, every detached RIB deallocated, and no leak reported by a ``LeakDetector``
/// whose clock is advanced past every check. When a key quits, the app is torn down (everything
/// must be deallocated) and launched again.
///
/// A failure prints the seed and the shortest failing sequence of events found (delta debugging
/// over the events since the last launch). `RELIABILITY_SEED=<n>` replays another walk.
struct RandomAppTests {
    static let eventCount = 100_000
    /// Events run between two suspension points (some tens of milliseconds), so that other tests
    /// waiting for the main actor are not held up.
    static let chunkSize = 400

    @Test func aRandomWalkThroughTheAppKeepsItsInvariants() async throws {
        let seed = SeededRandom.seed(default: 0x7AC_7AC_70E)
        var random = SeededRandom(seed: seed)
        let scheduler = ManualDelayScheduler()
        let detector = LeakDetector(mode: .report, scheduler: scheduler)
        var app: HeadlessApp?
        var segment: [AppEvent] = []  // the events since the last launch
        var disabled: Set<String> = []  // the features switched off at the last launch
        var launches = 0
        var games = 0
        var randomWins = 0
        var sent = 0
        var failure: String?

        while sent < Self.eventCount && failure == nil {
            withLeakDetector(detector) {
                for _ in 0..<min(Self.chunkSize, Self.eventCount - sent) {
                    if app == nil {
                        disabled = Self.randomFeaturesOff(using: &random)
                        app = HeadlessApp(disabling: disabled)
                        launches += 1
                        segment = []
                    }
                    let event = Self.randomEvent(using: &random)
                    segment.append(event)
                    sent += 1
                    let wasPlaying =
                        switch app!.model.phase {
                        case .playing, .randomWin: true
                        default: false
                        }
                    failure = app!.send(event)
                    switch app!.model.phase {
                    case .ended where wasPlaying: games += 1
                    case .randomWinEnded where wasPlaying:
                        games += 1
                        randomWins += 1
                    default: break
                    }
                    scheduler.advance(by: .seconds(10))
                    if failure == nil, let leak = detector.leaks.first { failure = "\(leak)" }
                    if failure == nil && app!.hasQuit {
                        failure = app!.tearDown()
                        scheduler.advance(by: .seconds(10))
                        if failure == nil, let leak = detector.leaks.first { failure = "\(leak) (after the teardown)" }
                        app = nil
                    }
                    if failure != nil { break }
                }
            }
            await Task.yield()
        }

        if let failure {
            let shrunk = withLeakDetector(LeakDetector(mode: .disabled)) {
                Shrinker.shrink(segment, budget: 400) { Self.replay($0, disabling: disabled) != nil }
            }
            let shrunkFailure =
                withLeakDetector(LeakDetector(mode: .disabled)) { Self.replay(shrunk, disabling: disabled) } ?? failure
            Issue.record(
                """
                The app broke an invariant after \(sent) events (seed \(seed), launch \(launches), \
                event \(segment.count) since that launch, features off: \(disabled.sorted())): \(failure)
                Shortest failing sequence found from launch (\(shrunk.count) of \(segment.count) events):
                \(shrunk.map { "  \($0)" }.joined(separator: "\n"))
                It fails with: \(shrunkFailure)
                """
            )
        } else {
            withLeakDetector(detector) {
                #expect(app?.tearDown() == nil)
                app = nil
                scheduler.advance(by: .seconds(10))
            }
            #expect(detector.leaks.isEmpty)
            #expect(detector.pendingCheckCount == 0)
            #expect(sent == Self.eventCount)
            // The walk must get around: through many logins and finished games.
            #expect(launches > 20, "\(launches) launches")
            #expect(games > 500, "\(games) games")
            #expect(randomWins > 50, "\(randomWins) Random Win games")
        }
    }

    /// Replays `events` on a fresh app with `disabled` features off; returns the first broken
    /// invariant, or `nil`.
    static func replay(_ events: [AppEvent], disabling disabled: Set<String> = []) -> String? {
        let app = HeadlessApp(disabling: disabled)
        for event in events {
            if let failure = app.send(event) { return failure }
            if app.hasQuit { return app.tearDown() }
        }
        return nil
    }

    /// The features a launch switches off: usually none, sometimes any of the three.
    static func randomFeaturesOff(using random: inout SeededRandom) -> Set<String> {
        guard random.chance(40) else { return [] }
        return Set(["tictactoe", "randomwin", "scoreboard"].filter { _ in random.chance(40) })
    }

    /// Keys weighted so that the walk logs in, plays and finishes games often, and quits rarely.
    static func randomEvent(using random: inout SeededRandom) -> AppEvent {
        let roll = Int.random(in: 0..<1_000, using: &random)
        switch roll {
        case 0..<150:
            return .key(.character("abcdefgxyzABC -_.é漢🎉".randomElement(using: &random)!))
        case 150..<370:
            return .key(.character("123456789".randomElement(using: &random)!))
        case 370..<440:
            return .key(.character(" "))
        case 440..<500:
            return .key(.character("hjkl".randomElement(using: &random)!))
        case 500..<720:
            return .key(.enter)
        case 720..<790:
            return .key(.tab)
        case 790..<820:
            return .key(.backTab)
        case 820..<900:
            return .key([.up, .down, .left, .right].randomElement(using: &random)!)
        case 900..<940:
            return .key(.backspace)
        case 940..<950:
            return .key(.ctrlU)
        case 950..<965:
            return .key([.escape, .delete, .home, .end, .ctrlD, .control("a")].randomElement(using: &random)!)
        case 965..<975:
            let sizes = [(80, 24), (120, 40), (60, 20), (40, 12), (20, 5), (80, 24)]
            let size = sizes.randomElement(using: &random)!
            return .resize(width: size.0, height: size.1)
        case 975..<981:
            return .key(.character("q"))
        case 981:
            return .key(.character("Q"))
        case 982:
            return .key(.ctrlC)
        default:
            return .key(.enter)
        }
    }
}
