import RIBs
import Scores
import Testing

// The doc comments' examples of Scores, line for line, run as tests, so that the build
// type-checks them against today's API (`DocCommentExampleTests` in RIBsTests checks that every
// example is here).

struct ScoresDocCommentExamples {
    @Test func scoreLineExampleSaysTheScore() {
        let line = Score(player1Wins: 2, player2Wins: 1).line(player1Name: "Ann", player2Name: "Bob")
        // line == "Score: Ann 2 - 1 Bob"
        #expect(line == "Score: Ann 2 - 1 Bob")
    }

    @Test func scoreStreamExamplePrintsEachScore() {
        let stream = ScoreStreamImpl()
        let subscription = stream.scores.subscribe { print($0.line(player1Name: "Ann", player2Name: "Bob")) }
        stream.recordWin(for: .player1)  // prints "Score: Ann 0 - 0 Bob", then "Score: Ann 1 - 0 Bob"
        subscription.cancel()
        #expect(stream.score == Score(player1Wins: 1, player2Wins: 0))
        #expect(stream.observerCount == 0)
    }
}
