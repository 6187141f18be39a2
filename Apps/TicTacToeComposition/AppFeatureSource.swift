import RIBs
import TicTacToeCommandLine

/// The app's feature source: the settled ``FeatureSettings``, fixed for the program's run.
final class AppFeatureSource: FeatureSource {
    private let settings: FeatureSettings

    /// Creates a source over settled states.
    init(_ settings: FeatureSettings) {
        self.settings = settings
    }

    func isEnabled(_ feature: Feature) -> Bool {
        settings.isEnabled(feature)
    }
}
