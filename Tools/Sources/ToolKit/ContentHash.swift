public import Foundation

/// A 128-bit content hash for cache keys (two 64-bit FNV-1a streams with different seeds), printed
/// as 32 hex digits.
///
/// It names cached results (a manifest's package description, a compiled module), so a change to
/// any input byte must change it; it is not meant to resist a deliberate collision.
public struct ContentHash: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    public init() {}

    /// Adds bytes.
    public mutating func update(_ data: some DataProtocol) {
        var first = self.first
        var second = self.second
        for region in data.regions {
            region.withUnsafeBytes { buffer in
                for byte in buffer {
                    first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                    second = (second ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_0193
                }
            }
        }
        self.first = first
        self.second = second
    }

    /// Adds a string and a separator, so that `("ab", "c")` and `("a", "bc")` differ.
    public mutating func update(_ text: String) {
        update(Data(text.utf8))
        update([0])
    }

    /// The state so far, to carry on from later with ``init(resuming:)``.
    package var state: String { "\(first) \(second)" }

    /// A hash that carries on from `state`; `nil` when `state` is not one.
    package init?(resuming state: String) {
        let parts = state.split(separator: " ")
        guard parts.count == 2, let first = UInt64(parts[0]), let second = UInt64(parts[1]) else { return nil }
        self.first = first
        self.second = second
    }

    /// The hash so far, as 32 lowercase hex digits.
    public var hex: String {
        String(format: "%016llx%016llx", first, second)
    }

    /// The hash of one string.
    public static func of(_ text: String) -> String {
        var hash = ContentHash()
        hash.update(text)
        return hash.hex
    }
}
