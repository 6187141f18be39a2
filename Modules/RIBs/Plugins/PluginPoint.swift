/// A slot in a host RIB that holds plugins: an ordered list of entries, each guarded by a
/// ``Feature`` and optionally by its own applicability check.
///
/// The host asks for ``first(for:)`` (a point that needs one plugin) or ``all(for:)`` (a
/// list-shaped point); the composition root fills the point, so the host never names a plugin's
/// module. An entry's factory runs only when its feature is on and its check says yes: a disabled
/// feature's code is never reached. The features are read at each resolution.
///
/// ```swift
/// let games = PluginPoint<any GameDependency, Game>(features: features, [
///     .init(feature: .ticTacToe) { dependency in TicTacToeGame(dependency: dependency) },
///     .init(feature: .randomWin, isApplicable: { $0.player1Name != $0.player2Name }) { dependency in
///         RandomWinGame(dependency: dependency)
///     },
/// ])
/// let enabledGames = games.all(for: component)  // in the order above
/// ```
/// - `Context`: what the host hands each factory and check, usually its component.
/// - `Plugin`: what a factory makes, usually a builder or a value that holds one.
public struct PluginPoint<Context, Plugin> {
    /// One plugin of the point: its feature, its applicability check and its factory.
    public struct Entry {
        /// The feature that guards the plugin.
        public let feature: Feature
        private let isApplicable: (Context) -> Bool
        private let factory: (Context) -> Plugin

        /// Creates an entry.
        /// - Parameters:
        ///   - feature: The feature that must be on for the plugin to be built.
        ///   - isApplicable: Whether the plugin applies to a context; asked only while the feature
        ///     is on, before the factory. Every context applies unless said otherwise.
        ///   - factory: Makes the plugin for a context; called only when the feature is on and the
        ///     plugin applies.
        public init(
            feature: Feature,
            isApplicable: @escaping (Context) -> Bool = { _ in true },
            factory: @escaping (Context) -> Plugin
        ) {
            self.feature = feature
            self.isApplicable = isApplicable
            self.factory = factory
        }

        /// The plugin for `context` if the entry's feature is on in `features` and it applies.
        fileprivate func plugin(for context: Context, features: any FeatureSource) -> Plugin? {
            guard features.isEnabled(feature), isApplicable(context) else { return nil }
            return factory(context)
        }
    }

    /// The entries, in the order the point asks them.
    public let entries: [Entry]
    /// Where the point reads which features are on.
    public let features: any FeatureSource

    /// Creates a point over `entries`, asked in that order, guarded by `features`.
    ///
    /// An entry whose feature name is not valid (see ``Feature/isValidName(_:)``) is a programmer
    /// error, reported through ``ProgrammerError``; the point keeps the entry.
    public init(features: any FeatureSource, _ entries: [Entry]) {
        for entry in entries where !Feature.isValidName(entry.feature.name) {
            ProgrammerError.report(
                "Feature name '\(entry.feature.name)' is not lower-case letters, digits and '-' starting with a letter"
            )
        }
        self.features = features
        self.entries = entries
    }

    /// The plugin of the first entry whose feature is on and which applies to `context`, or `nil`.
    ///
    /// Only that entry's factory runs; the entries after it are not asked.
    public func first(for context: Context) -> Plugin? {
        for entry in entries {
            if let plugin = entry.plugin(for: context, features: features) {
                return plugin
            }
        }
        return nil
    }

    /// The plugins of every entry whose feature is on and which applies to `context`, in the
    /// entries' order.
    public func all(for context: Context) -> [Plugin] {
        entries.compactMap { $0.plugin(for: context, features: features) }
    }
}
