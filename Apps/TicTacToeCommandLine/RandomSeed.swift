/// `TICTACTOE_SEED`: the seed that makes RandomWin's choices reproducible.
///
/// The value is an unsigned 64-bit integer in decimal, digits only (no sign, no spaces, no
/// `0x`). Unset or empty means "no seed": each run picks differently. Anything else is a usage
/// error: a seed that is silently ignored would make a "reproducible" run that is not.
enum RandomSeed {
    /// The environment variable that holds the seed.
    static let variable = "TICTACTOE_SEED"

    /// Why a value is not a seed.
    enum ParseError: Error, Equatable, Sendable {
        /// Not digits only, or larger than `UInt64.max`; the value as given.
        case notAnUnsignedInteger(String)

        /// The message of the usage error.
        var message: String {
            switch self {
            case .notAnUnsignedInteger(let value):
                "\(RandomSeed.variable) must be an unsigned integer from 0 to \(UInt64.max), not '\(value)'"
            }
        }
    }

    /// The seed in `environment`, nil when there is none.
    static func parse(environment: [String: String]) -> Result<UInt64?, ParseError> {
        parse(environment[variable])
    }

    /// The seed `value` holds, nil for an unset or empty value.
    static func parse(_ value: String?) -> Result<UInt64?, ParseError> {
        guard let value, !value.isEmpty else { return .success(nil) }
        // `UInt64(_:)` alone would also take a leading "+".
        guard value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let seed = UInt64(value)
        else { return .failure(.notAnUnsignedInteger(value)) }
        return .success(seed)
    }
}
