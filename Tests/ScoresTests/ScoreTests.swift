import RIBs
import Scores
import Testing

struct ScoreTests {
    @Test func aNewScoreHasNoWins() {
        #expect(Score.zero.player1Wins == 0)
        #expect(Score.zero.player2Wins == 0)
        #expect(Score.zero == Score(player1Wins: 0, player2Wins: 0))
    }

    @Test func aWinCountsForItsPlayerOnly() {
        let score = Score.zero.addingWin(for: .player1).addingWin(for: .player1).addingWin(for: .player2)
        #expect(score == Score(player1Wins: 2, player2Wins: 1))
        #expect(score.wins(of: .player1) == 2)
        #expect(score.wins(of: .player2) == 1)
    }

    @Test func negativeCountsBecomeZero() {
        #expect(Score(player1Wins: -3, player2Wins: 4) == Score(player1Wins: 0, player2Wins: 4))
    }

    @Test func theCountStopsAtTheLargestIntInsteadOfTrapping() {
        let score = Score(player1Wins: .max, player2Wins: .max)
        #expect(score.addingWin(for: .player1).player1Wins == .max)
        #expect(score.addingWin(for: .player2).player2Wins == .max)
    }

    @Test func theScoreLineNamesBothPlayersWithTheirWins() {
        let score = Score(player1Wins: 2, player2Wins: 1)
        #expect(score.line(player1Name: "Ann", player2Name: "Bob") == "Score: Ann 2 - 1 Bob")
        #expect(Score.zero.line(player1Name: "Player 1", player2Name: "Player 2") == "Score: Player 1 0 - 0 Player 2")
    }
}

struct ScoreStreamTests {
    @Test func aNewObserverGetsTheCurrentScoreAtOnce() {
        let stream = ScoreStreamImpl(score: Score(player1Wins: 1, player2Wins: 0))
        var seen: [Score] = []
        let subscription = stream.scores.subscribe { seen.append($0) }
        #expect(seen == [Score(player1Wins: 1, player2Wins: 0)])
        subscription.cancel()
    }

    @Test func recordedWinsReachEveryObserverInOrder() {
        let stream = ScoreStreamImpl()
        var first: [Score] = []
        var second: [Score] = []
        let a = stream.scores.subscribe { first.append($0) }
        let b = stream.scores.subscribe { second.append($0) }
        stream.recordWin(for: .player2)
        stream.recordWin(for: .player1)
        let expected = [Score.zero, Score(player1Wins: 0, player2Wins: 1), Score(player1Wins: 1, player2Wins: 1)]
        #expect(first == expected)
        #expect(second == expected)
        #expect(stream.score == Score(player1Wins: 1, player2Wins: 1))
        a.cancel()
        b.cancel()
    }

    @Test func aCancelledObserverHearsNothingMoreAndIsReleased() {
        let stream = ScoreStreamImpl()
        var seen: [Score] = []
        let subscription = stream.scores.subscribe { seen.append($0) }
        #expect(stream.observerCount == 1)
        subscription.cancel()
        stream.recordWin(for: .player1)
        #expect(seen == [.zero])
        #expect(stream.observerCount == 0)
    }

    @Test func aReadOnlyViewSeesTheWinsRecordedThroughTheMutableOne() {
        let owner = ScoreStreamImpl()
        let mutable: any MutableScoreStream = owner
        let readOnly: any ScoreStream = owner
        var seen: [Score] = []
        let subscription = readOnly.scores.subscribe { seen.append($0) }
        mutable.recordWin(for: .player1)
        #expect(readOnly.score == Score(player1Wins: 1, player2Wins: 0))
        #expect(seen.last == readOnly.score)
        subscription.cancel()
    }
}
