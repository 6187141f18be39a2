import Foundation

/// The glob matching of path patterns that `Tools/affected`'s path rules and CODEOWNERS share.
enum Glob {
    /// Whether the path components `path` match the pattern components `pattern`, where a `**`
    /// component matches any number of components and `*` and `?` match within one.
    static func matchParts(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        match(pattern, path, isStar: { $0 == "**" }) { part, component in
            // Within a component, `*` matches any run of characters and `?` one.
            match(Array(part)[...], Array(component)[...], isStar: { $0 == "*" }) { $0 == "?" || $0 == $1 }
        }
    }

    /// Whether `subject` matches `pattern`, where a pattern element that `isStar` matches any run of
    /// elements and any other matches one element when `matches` says so.
    private static func match<Pattern, Subject>(
        _ pattern: ArraySlice<Pattern>, _ subject: ArraySlice<Subject>, isStar: (Pattern) -> Bool,
        matches: (Pattern, Subject) -> Bool
    ) -> Bool {
        guard let first = pattern.first else { return subject.isEmpty }
        if isStar(first) {
            return (subject.startIndex...subject.endIndex).contains {
                match(pattern.dropFirst(), subject[$0...], isStar: isStar, matches: matches)
            }
        }
        guard let head = subject.first, matches(first, head) else { return false }
        return match(pattern.dropFirst(), subject.dropFirst(), isStar: isStar, matches: matches)
    }
}
