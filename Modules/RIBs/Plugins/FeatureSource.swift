/// Says which features are on: what a ``PluginPoint`` asks before it builds a plugin.
///
/// The app's own source layers its defaults, its environment and its command line; tests use
/// ``InMemoryFeatureSource``. A plugin point asks its source each time it resolves, so a feature
/// switched between two resolutions is seen by the second one.
public protocol FeatureSource: AnyObject {
    /// Whether `feature` is on now.
    func isEnabled(_ feature: Feature) -> Bool
}

/// A feature source held in memory: every feature has its default state until ``set(_:enabled:)``
/// switches it.
///
/// ```swift
/// let features = InMemoryFeatureSource()
/// features.set(.randomWin, enabled: false)
/// #expect(!features.isEnabled(.randomWin))
/// ```
public final class InMemoryFeatureSource: FeatureSource {
    private var states: [String: Bool]

    /// Creates a source in which the features of `states` (keyed by feature name) have the given
    /// state and every other feature its default.
    public init(_ states: [String: Bool] = [:]) {
        self.states = states
    }

    /// Switches `feature` on or off.
    public func set(_ feature: Feature, enabled: Bool) {
        states[feature.name] = enabled
    }

    /// Gives `feature` its default state again.
    public func reset(_ feature: Feature) {
        states[feature.name] = nil
    }

    /// Whether `feature` is on: its switched state, else its default.
    public func isEnabled(_ feature: Feature) -> Bool {
        states[feature.name] ?? feature.isEnabledByDefault
    }
}
