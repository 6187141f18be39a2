import Scores
import TerminalUI
import Testing

struct PlayerNamesTests {
    private let names = PlayerNames(player1: "Ann", player2: "Bob")

    @Test func eachPlayerHasTheNameGivenForThem() {
        #expect(names.name(of: .player1) == "Ann")
        #expect(names.name(of: .player2) == "Bob")
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
}
