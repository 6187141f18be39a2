import Scores
import TerminalUI
import Testing

struct PlayerNamesTests {
    private let names = PlayerNames(player1: "Ann", player2: "Bob")

    @Test func eachPlayerHasTheNameGivenForThem() {
        #expect(names.name(of: .player1) == "Ann")
        #expect(names.name(of: .player2) == "Bob")
    }

    @Test func player1IsXAndPlayer2IsO() {
        #expect(Player.player1.mark == "X")
        #expect(Player.player2.mark == "O")
    }

    @Test func theTwoPlayersAreShownInTheToolkitsTwoAccents() {
        #expect(Player.player1.style == .accent)
        #expect(Player.player2.style == .secondaryAccent)
    }

    @Test func aPlayersSpanIsTheirNameInTheirStyle() {
        #expect(names.span(of: .player1) == Screen.Span("Ann", style: .accent))
        #expect(names.span(of: .player2) == Screen.Span("Bob", style: .secondaryAccent))
    }

    @Test func namesAreKeptAsGiven() {
        let names = PlayerNames(player1: "  Ann\u{1B}[31m ", player2: "")
        #expect(names.name(of: .player1) == "  Ann\u{1B}[31m ")
        #expect(names.name(of: .player2) == "")
    }

    @Test func theHeaderIsTheTitleThenBothPlayersWithTheirMarks() {
        #expect(
            names.header(title: "TicTacToe") == [
                .text("TicTacToe", style: .title), .blank,
                .text([
                    Screen.Span("Ann", style: .accent), Screen.Span(" (X)  vs  "),
                    Screen.Span("Bob", style: .secondaryAccent), Screen.Span(" (O)"),
                ]),
            ])
        #expect(
            names.header(title: "Random Win", showsMarks: false).last
                == .text([
                    Screen.Span("Ann", style: .accent), Screen.Span("  vs  "),
                    Screen.Span("Bob", style: .secondaryAccent),
                ]))
    }

    @Test func aFinishedGameSaysWhoWonUnderTheHeaderAndAnyLineClosesIt() {
        var closes = 0
        let header: [Screen.Element] = [.text("Game")]
        let screen = names.finishedGameScreen(header: header, winner: .player2) { closes += 1 }
        #expect(
            Array(screen.elements.prefix(3)) == header + [
                .text([Screen.Span("Bob", style: .secondaryAccent), Screen.Span(" won!", style: .emphasis)]), .blank,
            ])
        guard case .button(let button) = screen.elements.last else {
            Issue.record("the last element is not a button")
            return
        }
        #expect(button.title == "Close Game" && button.acceptsAnyLine)
        #expect(screen.focus == button.id)
        #expect(screen.prompt == "Any line closes the game; quit leaves:")
        button.action()
        #expect(closes == 1)
    }

    @Test func aFinishedGameWithoutAWinnerIsADraw() {
        let screen = names.finishedGameScreen(header: [], winner: nil) {}
        #expect(screen.elements.first == .text("It's a draw!", style: .emphasis))
    }
}
