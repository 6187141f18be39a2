/// A switchable part of a product: what a plugin point asks before it builds a plugin.
///
/// A feature has a stable, lower-case name (what people type: `tictactoe`), a one-line
/// description for lists and help texts, and the state it has when nobody switches it.
///
/// ```swift
/// extension Feature {
///     static let randomWin = Feature(name: "randomwin", description: "The Random Win game")
/// }
/// ```
// Nonisolated: a plain value, read by command-line and environment parsers on any thread.
public nonisolated struct Feature: Hashable, Sendable {
    /// The stable name: lower-case ASCII letters, digits and `-`, starting with a letter.
    public let name: String
    /// One line that says what the feature adds.
    public let description: String
    /// Whether the feature is on when no feature source switches it.
    public let isEnabledByDefault: Bool

    /// Creates a feature.
    ///
    /// A ``PluginPoint`` reports a feature whose name is not valid (see ``isValidName(_:)``) as a
    /// ``ProgrammerError`` when it is created.
    /// - Parameters:
    ///   - name: The stable, lower-case name, e.g. `randomwin`.
    ///   - description: One line that says what the feature adds.
    ///   - isEnabledByDefault: The state when nothing switches it; on unless said otherwise.
    public init(name: String, description: String, isEnabledByDefault: Bool = true) {
        self.name = name
        self.description = description
        self.isEnabledByDefault = isEnabledByDefault
    }

    /// Whether `name` can name a feature: lower-case ASCII letters, digits and `-`, starting with
    /// a letter, at least one character.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
