/// A leak found by the ``LeakDetector``.
public struct Leak: Sendable, Equatable, CustomStringConvertible {
    /// What was expected of the object.
    public enum Kind: Sendable, Equatable {
        /// The object should have been deallocated.
        case notDeallocated
        /// The view should have left the screen.
        case stillOnScreen
    }

    /// What was expected.
    public let kind: Kind
    /// The type of the object that leaked.
    public let objectType: String
    /// How long the detector waited.
    public let waited: Duration

    /// Creates a leak report.
    public init(kind: Kind, objectType: String, waited: Duration) {
        self.kind = kind
        self.objectType = objectType
        self.waited = waited
    }

    /// A sentence describing the leak.
    public var description: String {
        switch kind {
        case .notDeallocated:
            "Leak detected: \(objectType) was not deallocated \(waited) after it was expected to be"
        case .stillOnScreen:
            "Leak detected: \(objectType) was still on screen \(waited) after it was expected to disappear"
        }
    }
}
