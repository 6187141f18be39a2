import RIBs
import Testing

/// The context a test plugin point hands its factories: a player count, so checks can say no.
private struct Table {
    let players: Int
}

private let chess = Feature(name: "chess", description: "Chess for two")
private let poker = Feature(name: "poker", description: "Poker for three or more")
private let solitaire = Feature(name: "solitaire", description: "Solitaire", isEnabledByDefault: false)

/// Records which factories and checks a plugin point called, in order.
private final class CallLog {
    var calls: [String] = []

    func entry(
        _ feature: Feature,
        applies: @escaping (Table) -> Bool = { _ in true }
    ) -> PluginPoint<Table, String>.Entry {
        .init(
            feature: feature,
            isApplicable: { [self] table in
                calls.append("check \(feature.name)")
                return applies(table)
            },
            factory: { [self] table in
                calls.append("make \(feature.name)")
                return "\(feature.name) for \(table.players)"
            }
        )
    }
}

struct PluginPointTests {
    @Test func allGivesEveryEnabledPluginInTheEntriesOrder() {
        let log = CallLog()
        let features = InMemoryFeatureSource(["solitaire": true])
        let point = PluginPoint(features: features, [log.entry(poker), log.entry(solitaire), log.entry(chess)])

        #expect(point.all(for: Table(players: 2)) == ["poker for 2", "solitaire for 2", "chess for 2"])
        #expect(point.entries.map(\.feature) == [poker, solitaire, chess])
    }

    @Test func firstGivesTheFirstEnabledPluginAndAsksNoFurther() {
        let log = CallLog()
        let features = InMemoryFeatureSource(["poker": false])
        let point = PluginPoint(features: features, [log.entry(poker), log.entry(chess), log.entry(solitaire)])

        #expect(point.first(for: Table(players: 2)) == "chess for 2")
        #expect(log.calls == ["check chess", "make chess"])
    }

    @Test func aDisabledFeaturesFactoryAndCheckAreNeverCalled() {
        let log = CallLog()
        let features = InMemoryFeatureSource(["chess": false])
        let point = PluginPoint(features: features, [log.entry(chess), log.entry(solitaire)])

        #expect(point.all(for: Table(players: 2)).isEmpty)
        #expect(point.first(for: Table(players: 2)) == nil)
        #expect(log.calls.isEmpty)
    }

    @Test func anApplicabilityCheckThatSaysNoSkipsTheEntry() {
        let log = CallLog()
        let point = PluginPoint(
            features: InMemoryFeatureSource(),
            [log.entry(poker, applies: { $0.players >= 3 }), log.entry(chess, applies: { $0.players == 2 })]
        )

        #expect(point.first(for: Table(players: 2)) == "chess for 2")
        #expect(log.calls == ["check poker", "check chess", "make chess"])
        #expect(point.all(for: Table(players: 4)) == ["poker for 4"])
    }

    @Test func aFeatureSwitchedBetweenTwoResolutionsIsSeenByTheSecond() {
        let log = CallLog()
        let features = InMemoryFeatureSource()
        let point = PluginPoint(features: features, [log.entry(chess), log.entry(poker)])
        let table = Table(players: 3)
        #expect(point.first(for: table) == "chess for 3")

        features.set(chess, enabled: false)
        #expect(point.first(for: table) == "poker for 3")
        #expect(point.all(for: table) == ["poker for 3"])

        features.reset(chess)
        #expect(point.all(for: table) == ["chess for 3", "poker for 3"])
    }

    @Test func anEmptyPointHasNoPlugins() {
        let point = PluginPoint<Table, String>(features: InMemoryFeatureSource(), [])

        #expect(point.first(for: Table(players: 1)) == nil)
        #expect(point.all(for: Table(players: 1)).isEmpty)
    }

    @Test func theSameFeatureCanGuardTwoEntries() {
        let log = CallLog()
        let features = InMemoryFeatureSource()
        let point = PluginPoint(features: features, [log.entry(chess), log.entry(chess)])
        #expect(point.all(for: Table(players: 2)).count == 2)

        features.set(chess, enabled: false)
        #expect(point.all(for: Table(players: 2)).isEmpty)
    }

    @Test func anInvalidFeatureNameIsAProgrammerError() {
        let reports = ProgrammerError.capture {
            _ = PluginPoint<Table, String>(
                features: InMemoryFeatureSource(),
                [.init(feature: Feature(name: "Random Win", description: "bad")) { _ in "x" }]
            )
        }

        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("'Random Win'") == true)
    }
}

struct FeatureTests {
    @Test func anInMemorySourceGivesDefaultsUntilSwitched() {
        let features = InMemoryFeatureSource()
        #expect(features.isEnabled(chess))
        #expect(!features.isEnabled(solitaire))

        features.set(chess, enabled: false)
        features.set(solitaire, enabled: true)
        #expect(!features.isEnabled(chess))
        #expect(features.isEnabled(solitaire))
    }

    @Test func anInMemorySourceCanStartWithStatesByName() {
        let features = InMemoryFeatureSource(["chess": false, "solitaire": true])

        #expect(!features.isEnabled(chess))
        #expect(features.isEnabled(solitaire))
        #expect(features.isEnabled(poker))
    }

    @Test(arguments: ["tictactoe", "randomwin", "score-board", "a", "x2"])
    func validNames(name: String) {
        #expect(Feature.isValidName(name))
    }

    @Test(arguments: ["", "TicTacToe", "random win", "2x", "-a", "a_b", "é", "a=b", "a,b"])
    func invalidNames(name: String) {
        #expect(!Feature.isValidName(name))
    }
}
