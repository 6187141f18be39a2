#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small, fast, reproducible random number generator (SplitMix64): the same seed gives the same
/// sequence on every platform and Swift version, unlike `SystemRandomNumberGenerator`.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    /// The seed to use: `RELIABILITY_SEED` from the environment (decimal or 0x-hex) when set, so a
    /// failure printed by CI can be replayed, otherwise `defaultSeed`, so CI runs are reproducible.
    static func seed(default defaultSeed: UInt64) -> UInt64 {
        guard let value = getenv("RELIABILITY_SEED").map({ String(cString: $0) }) else { return defaultSeed }
        if value.hasPrefix("0x") { return UInt64(value.dropFirst(2), radix: 16) ?? defaultSeed }
        return UInt64(value) ?? defaultSeed
    }
}

/// Shrinks a failing list of steps to a short one that still fails (delta debugging: drop chunks
/// of halving size, then single steps, while the failure persists).
///
/// The steps must be replayable in any subsequence: a step that no longer applies is skipped by
/// the replay, not an error.
enum Shrinker {
    /// The shortest failing subsequence found of `steps`, which must fail.
    /// - Parameters:
    ///   - budget: The most replays to try, to bound the time spent.
    ///   - fails: Replays steps in a fresh world; returns whether they fail.
    static func shrink<Step>(_ steps: [Step], budget: Int = 2_000, fails: ([Step]) -> Bool) -> [Step] {
        var current = steps
        var replays = 0
        var chunk = max(1, current.count / 2)
        while chunk >= 1 && replays < budget {
            var start = 0
            var removedAny = false
            while start < current.count && replays < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                replays += 1
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny {
                if chunk == 1 { break }
                chunk /= 2
            } else {
                chunk = min(chunk, max(1, current.count / 2))
            }
        }
        return current
    }
}
