import Scores
import Testing

@testable import RandomWin

struct WinnerPickerTests {
    /// Scores of a session with up to eight games won.
    private let scores = (0...8).flatMap { total in (0...total).map { Score(player1Wins: $0, player2Wins: total - $0) }
    }

    @Test func aSeedGivesTheSameWinnerForTheSameScoreEveryTime() {
        for seed: UInt64 in [0, 1, 42, .max] {
            let picker = WinnerPicker(seed: seed)
            for score in scores {
                #expect(picker.pick(after: score) == WinnerPicker(seed: seed).pick(after: score))
            }
        }
    }

    @Test func aSeededSessionStillPicksBothPlayers() {
        // The winners of a session of 40 games that always starts from the same seed.
        var score = Score.zero
        var winners: [Player] = []
        let picker = WinnerPicker(seed: 42)
        for _ in 0..<40 {
            let winner = picker.pick(after: score)
            winners.append(winner)
            score = score.addingWin(for: winner)
        }
        #expect(Set(winners) == [.player1, .player2])
    }

    @Test func differentSeedsPickDifferentlySomewhere() {
        let first = scores.map(WinnerPicker(seed: 1).pick(after:))
        let second = scores.map(WinnerPicker(seed: 2).pick(after:))
        #expect(first != second)
    }

    @Test func seedsSplitAboutEvenlyBetweenThePlayers() {
        let player1Wins = (UInt64(0)..<1000).filter { WinnerPicker(seed: $0).pick(after: .zero) == .player1 }.count
        #expect((400...600).contains(player1Wins))
    }

    @Test func withoutASeedBothPlayersWinSometimes() {
        let winners = Set((0..<200).map { _ in WinnerPicker(seed: nil).pick(after: .zero) })
        #expect(winners == [.player1, .player2])
    }

    @Test func splitMixGivesItsPublishedSequence() {
        // The first outputs of SplitMix64 seeded with 0, as in the reference implementation.
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
