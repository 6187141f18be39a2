import Foundation

/// The glob matching of path patterns that `Tools/affected`'s path rules and CODEOWNERS share.
enum Glob {
    /// Whether the path components `path` match the pattern components `pattern`, where a `**`
    /// component matches any number of components and `*` and `?` match within one.
    static func matchParts(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if matchParts(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else {
            return false
        }
        return matchParts(pattern.dropFirst(), path.dropFirst())
    }

    /// Whether one path component matches one pattern component (`*` any run, `?` one character).
    private static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            var remaining = name
            while true {
                if matchComponent(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
