/// A link that `tictactoe URL` opens: for now one shape, `ribs-training://launchGame?gameId=ID`.
///
/// The parser is a pure function of the text: it never touches the RIB tree, so it is tested (and
/// fuzzed) on its own, and the launch-game workflow only ever sees a well-formed game id.
///
/// The accepted shape, strictly:
/// - the scheme `ribs-training` and the host `launchGame`, in any case (schemes and hosts are
///   case-insensitive in URLs), followed by nothing or a single `/`;
/// - a query of exactly one parameter, `gameId` (spelled so: query names are case-sensitive), whose
///   value is not empty once percent-decoded and is valid UTF-8 without control characters;
/// - no user, port or fragment, no other parameter, no second `gameId`.
///
/// Anything else is a usage error that says what is wrong. Whether the id names a game, and
/// whether that game is enabled, is not the parser's business: the workflow reports that.
package enum DeepLink: Equatable, Sendable {
    /// Launch the game with this id (compared case-insensitively by the workflow).
    case launchGame(gameID: String)

    /// The scheme of the app's links.
    static let scheme = "ribs-training"
    /// The host (the action) that launches a game.
    static let launchGameHost = "launchGame"
    /// The query parameter that names the game.
    static let gameIDParameter = "gameId"
    /// The shape of a link, for error messages and `--help`.
    static let usage = "ribs-training://launchGame?gameId=ID"

    /// Why a text is not a link the app opens.
    enum ParseError: Error, Equatable, Sendable {
        /// It does not start with `ribs-training://`.
        case wrongScheme
        /// Its host is not `launchGame`, or it has a user or a port.
        case wrongHost
        /// Something other than an optional `/` sits between the host and the query.
        case unexpectedPath
        /// It has a `#fragment`.
        case unexpectedFragment
        /// It has no `gameId` parameter (or no query at all).
        case missingGameID
        /// The `gameId` parameter is given more than once.
        case repeatedGameID
        /// A query parameter other than `gameId`.
        case unexpectedParameter(String)
        /// The `gameId` parameter is empty.
        case emptyGameID
        /// A `%` not followed by two hex digits, an encoding that is not UTF-8, or a control character.
        case malformedEncoding

        /// The message of the usage error, after `invalid link: `.
        var message: String {
            switch self {
            case .wrongScheme: "it must start with '\(DeepLink.scheme)://'"
            case .wrongHost: "the only action is '\(DeepLink.launchGameHost)'"
            case .unexpectedPath: "nothing may follow '\(DeepLink.launchGameHost)' but the query"
            case .unexpectedFragment: "a link has no '#' part"
            case .missingGameID: "it needs '?\(DeepLink.gameIDParameter)=ID'"
            case .repeatedGameID: "'\(DeepLink.gameIDParameter)' is given more than once"
            case .unexpectedParameter(let name): "unknown parameter '\(name)'"
            case .emptyGameID: "the game id is empty"
            case .malformedEncoding: "the game id is not well-formed (percent-encoded UTF-8 text)"
            }
        }
    }

    /// Parses `text` as a link.
    /// - Returns: The link, or why `text` is not one.
    static func parse(_ text: String) -> Result<DeepLink, ParseError> {
        guard let colon = text.firstIndex(of: ":"), text[..<colon].lowercased() == scheme,
            text[colon...].hasPrefix("://")
        else { return .failure(.wrongScheme) }
        var rest = text[colon...].dropFirst(3)

        if rest.contains("#") { return .failure(.unexpectedFragment) }
        let query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        } else {
            query = nil
        }
        var authority = rest
        if let slash = rest.firstIndex(of: "/") {
            authority = rest[..<slash]
            guard rest[slash...] == "/" else {
                return authority.lowercased() == launchGameHost.lowercased()
                    ? .failure(.unexpectedPath) : .failure(.wrongHost)
            }
        }
        guard authority.lowercased() == launchGameHost.lowercased() else { return .failure(.wrongHost) }

        guard let query, !query.isEmpty else { return .failure(.missingGameID) }
        var gameID: String?
        for parameter in query.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = percentDecoded(parts[0]) else { return .failure(.malformedEncoding) }
            guard name == gameIDParameter else { return .failure(.unexpectedParameter(name)) }
            guard gameID == nil else { return .failure(.repeatedGameID) }
            guard parts.count == 2, let value = percentDecoded(parts[1]) else {
                return parts.count == 2 ? .failure(.malformedEncoding) : .failure(.emptyGameID)
            }
            gameID = value
        }
        guard let gameID else { return .failure(.missingGameID) }
        guard !gameID.isEmpty else { return .failure(.emptyGameID) }
        return .success(.launchGame(gameID: gameID))
    }

    /// `text` with `%XX` escapes decoded, or nil when an escape is broken, the bytes are not
    /// UTF-8, or the result holds a control character (a game id is something a person types).
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
        guard !decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return nil
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
