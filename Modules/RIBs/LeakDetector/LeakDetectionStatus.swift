/// Whether the leak detector has checks waiting.
public enum LeakDetectionStatus: Sendable, Equatable {
    /// Some checks have not run yet.
    case inProgress
    /// No check is waiting.
    case didComplete
}
