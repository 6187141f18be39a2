import RIBs
import Testing

@testable import TicTacToeCommandLine
@testable import TicTacToeComposition

/// How the feature states are settled: defaults, then `TICTACTOE_FEATURES`, then the command line.
struct FeatureSettingsTests {
    private let chess = Feature(name: "chess", description: "Chess")
    private let go = Feature(name: "go", description: "Go", isEnabledByDefault: false)
    private let poker = Feature(name: "poker", description: "Poker")

    private func resolve(
        _ environment: String?,
        _ switches: [FeatureSwitch] = []
    ) -> Result<[Bool], FeatureSettingsError> {
        FeatureSettings.resolve(features: [chess, go, poker], environmentValue: environment, switches: switches)
            .map { $0.states.map(\.isEnabled) }
    }

    @Test(arguments: [nil, "", " ", ",", " , ,"])
    func noSettingGivesTheDefaults(environment: String?) {
        #expect(resolve(environment) == .success([true, false, true]))
    }

    @Test func theEnvironmentSwitchesFeaturesAndTheLastMentionWins() {
        #expect(resolve("go=on") == .success([true, true, true]))
        #expect(resolve("chess=off,poker=off") == .success([false, false, false]))
        #expect(resolve("go=on,go=off") == .success([true, false, true]))
        #expect(resolve(" chess = off , go=ON,") == .success([false, true, true]))
        #expect(resolve("Chess=Off") == .success([false, false, true]))
    }

    @Test func theCommandLineWinsOverTheEnvironmentAndTheLastSwitchWins() {
        let switches = [
            FeatureSwitch(name: "chess", isEnabled: true),
            FeatureSwitch(name: "go", isEnabled: true),
            FeatureSwitch(name: "go", isEnabled: false),
        ]
        #expect(resolve("chess=off,go=on", switches) == .success([true, false, true]))
        #expect(resolve(nil, [FeatureSwitch(name: "POKER", isEnabled: false)]) == .success([true, false, false]))
    }

    @Test(arguments: ["chess", "chess=", "=off", "chess=yes", "chess=on=off", "chess on", "chess=on;go=on"])
    func aMalformedEntryIsRejected(environment: String) {
        guard case .failure(.malformedEnvironment) = resolve(environment) else {
            Issue.record("'\(environment)' must be malformed")
            return
        }
    }

    @Test func anUnknownNameIsRejectedAndSaysWhere() {
        #expect(resolve("checkers=on") == .failure(.unknownFeatureInEnvironment("checkers")))
        #expect(
            resolve(nil, [FeatureSwitch(name: "checkers", isEnabled: true)]) == .failure(.unknownFeature("checkers")))
        #expect(
            resolve("checkers=on", [FeatureSwitch(name: "bridge", isEnabled: true)])
                == .failure(.unknownFeatureInEnvironment("checkers")))
    }

    @Test func theMessagesNameTheKnownFeatures() {
        let known = [chess, go]
        #expect(
            FeatureSettingsError.unknownFeature("checkers").message(knownFeatures: known)
                == "unknown feature 'checkers' (known features: chess, go)"
        )
        #expect(
            FeatureSettingsError.unknownFeatureInEnvironment("x").message(knownFeatures: known)
                == "TICTACTOE_FEATURES: unknown feature 'x' (known features: chess, go)"
        )
        #expect(
            FeatureSettingsError.malformedEnvironment(entry: "chess").message(knownFeatures: known)
                == "TICTACTOE_FEATURES: malformed entry 'chess' (expected name=on or name=off, separated by commas; known features: chess, go)"
        )
    }

    @Test func theListingIsOneLinePerFeatureInOrder() throws {
        let settings = try FeatureSettings.resolve(features: [chess, go], environmentValue: "go=on", switches: []).get()

        #expect(settings.listing == "chess on Chess\ngo on Go")
    }

    @Test func theAppsSourceAnswersFromTheSettings() throws {
        let settings = try FeatureSettings.resolve(features: [chess, go], environmentValue: "chess=off", switches: [])
            .get()
        let source = AppFeatureSource(settings)

        #expect(!source.isEnabled(chess))
        #expect(!source.isEnabled(go))
        #expect(!source.isEnabled(poker), "a feature the app does not know is off")
    }

    @Test func theAppsFeaturesHaveValidUniqueNamesAndAreOnByDefault() {
        let names = AppFeatures.all.map(\.name)
        #expect(names.allSatisfy { Feature.isValidName($0) })
        #expect(Set(names).count == names.count)
        #expect(names.contains("tictactoe"))
        #expect(AppFeatures.all.allSatisfy { $0.isEnabledByDefault })
    }
}
