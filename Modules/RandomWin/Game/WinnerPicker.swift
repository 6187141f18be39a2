import Scores

/// How RandomWin picks its winner: at random, or, with a seed, reproducibly.
///
/// With a seed the pick depends only on the seed and the score before the game, so the same
/// seed and the same games played give the same winners, run after run, while successive games
/// of one session still differ (each win changes the score the next pick starts from).
struct WinnerPicker: Sendable {
    /// The seed (`TICTACTOE_SEED`), or nil to pick from the system's random source.
    let seed: UInt64?

    /// The winner of a game played when the score was `score`.
    func pick(after score: Score) -> Player {
        if let seed {
            var generator = SplitMix64(
                seed: seed ^ SplitMix64.mix(UInt64(truncatingIfNeeded: score.player1Wins))
                    ^ SplitMix64.mix(~UInt64(truncatingIfNeeded: score.player2Wins))
            )
            return Bool.random(using: &generator) ? .player1 : .player2
        }
        return Bool.random() ? .player1 : .player2
    }
}

/// SplitMix64: a tiny generator whose sequence for a seed is the same on every platform and Swift
/// version (the standard library's generator cannot be seeded).
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's output function: spreads every input bit over the whole result.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
