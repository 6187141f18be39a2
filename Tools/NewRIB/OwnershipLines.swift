import Foundation
import ToolKit

/// The owners of the new module, written in the owner column of its table line: the teams given
/// with `--owner`, or else its parent's (a plugin's: its host's). CODEOWNERS' module lines are
/// generated from that column when `Tools/check-architecture --graph` runs after the edit.
enum OwnershipLines {
    /// Whether `owner` is written the way GitHub accepts it: `@user`, `@org/team` or an e-mail address.
    static func isValidOwner(_ owner: String) -> Bool {
        let nameCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_."))
        if owner.hasPrefix("@") {
            let parts = owner.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            return (1...2).contains(parts.count)
                && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(nameCharacters.contains) }
        }
        let parts = owner.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !owner.contains(where: \.isWhitespace)
    }
}
