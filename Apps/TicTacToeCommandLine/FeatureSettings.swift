package import RIBs
internal import TerminalUI

/// One `--enable NAME` or `--disable NAME` of the command line.
package struct FeatureSwitch: Equatable {
    /// The feature name as typed.
    package let name: String
    /// Whether the switch turns the feature on.
    package let isEnabled: Bool

    /// A switch of the feature `name`, on or off.
    package init(name: String, isEnabled: Bool) {
        self.name = name
        self.isEnabled = isEnabled
    }
}

/// Why the feature states could not be settled: a usage error.
enum FeatureSettingsError: Error, Equatable {
    /// `TICTACTOE_FEATURES` has an entry that is not `name=on` or `name=off`.
    case malformedEnvironment(entry: String)
    /// `TICTACTOE_FEATURES` names a feature the app does not have.
    case unknownFeatureInEnvironment(String)
    /// `--enable` or `--disable` names a feature the app does not have.
    case unknownFeature(String)

    /// The message of the usage error; it names the known features.
    func message(knownFeatures: [Feature]) -> String {
        let known = "known features: " + knownFeatures.map(\.name).joined(separator: ", ")
        switch self {
        case .malformedEnvironment(let entry):
            return
                "\(FeatureSettings.environmentVariable): malformed entry '\(entry)' (expected name=on or name=off, separated by commas; \(known))"
        case .unknownFeatureInEnvironment(let name):
            return "\(FeatureSettings.environmentVariable): unknown feature '\(name)' (\(known))"
        case .unknownFeature(let name):
            return "unknown feature '\(name)' (\(known))"
        }
    }
}

/// The state of every feature of the app, settled from its defaults, then the environment, then the
/// command line: a later layer wins, and within a layer a later mention wins.
package struct FeatureSettings: Equatable {
    /// The environment variable that switches features: `name=on|off` pairs separated by commas.
    static let environmentVariable = "TICTACTOE_FEATURES"

    /// One feature and whether it is on.
    struct State: Equatable {
        /// The feature.
        let feature: Feature
        /// Whether it is on.
        let isEnabled: Bool
    }

    /// The known features and whether each is on, in the known order.
    let states: [State]

    /// Settles the state of each of `features`. A pure function: same input, same answer.
    ///
    /// - `environmentValue` (the value of ``environmentVariable``, `nil` when unset) holds entries
    ///   separated by commas, each `name=on` or `name=off`; spaces around names, values and entries
    ///   are ignored, as are empty entries, so an empty value changes nothing. `on`/`off` and names
    ///   are matched without regard to case.
    /// - `switches` are the command line's `--enable`/`--disable`, in order; they win over the
    ///   environment.
    /// - Returns: The states, or the first problem found: the environment is checked before the
    ///   command line.
    static func resolve(
        features: [Feature],
        environmentValue: String?,
        switches: [FeatureSwitch]
    ) -> Result<FeatureSettings, FeatureSettingsError> {
        var states = Dictionary(
            features.map { ($0.name, $0.isEnabledByDefault) },
            uniquingKeysWith: { first, _ in first }
        )
        for entry in (environmentValue ?? "").split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(entry).trimmingSpaces()
            if trimmed.isEmpty { continue }
            let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let isEnabled = Self.state(String(parts[1]).trimmingSpaces()) else {
                return .failure(.malformedEnvironment(entry: trimmed))
            }
            let name = String(parts[0]).trimmingSpaces().lowercased()
            guard !name.isEmpty else { return .failure(.malformedEnvironment(entry: trimmed)) }
            guard states[name] != nil else { return .failure(.unknownFeatureInEnvironment(name)) }
            states[name] = isEnabled
        }
        for featureSwitch in switches {
            let name = featureSwitch.name.trimmingSpaces().lowercased()
            guard states[name] != nil else { return .failure(.unknownFeature(featureSwitch.name)) }
            states[name] = featureSwitch.isEnabled
        }
        return .success(
            FeatureSettings(
                states: features.map { State(feature: $0, isEnabled: states[$0.name] ?? $0.isEnabledByDefault) })
        )
    }

    /// Whether `feature` is on; a feature the settings do not know is off.
    package func isEnabled(_ feature: Feature) -> Bool {
        states.first { $0.feature.name == feature.name }?.isEnabled ?? false
    }

    /// What `--list-features` prints: one line per feature, `<name> <on|off> <description>`.
    var listing: String {
        states.map { "\($0.feature.name) \($0.isEnabled ? "on" : "off") \($0.feature.description)" }
            .joined(separator: "\n")
    }

    private static func state(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "on": true
        case "off": false
        default: nil
        }
    }
}
