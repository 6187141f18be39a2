import Testing

/// The new screens of RIBs tutorials 3 and 4 on a real terminal: the game list with the score
/// line, RandomWin, and a deep-linked game.
@Suite(.serialized)
struct ScoresAndGamesTerminalTests {
    private static let link = "ribs-training://launchGame?gameId="

    private func launch(arguments: [String] = [], environment: [String: String] = [:]) async throws -> PseudoTerminal {
        let terminal = try PseudoTerminal.launchApp(arguments: arguments, environment: environment)
        try await terminal.waitForScreen(containing: "Login")
        return terminal
    }

    /// Types the names and logs in, without waiting for the start screen.
    private func logIn(_ terminal: PseudoTerminal) async throws {
        try await terminal.type("Ann" + Keys.enter + "Bob" + Keys.enter + Keys.enter)
    }

    @Test func theStartScreenFocusesTheFirstGameUnderTheScoreLine() async throws {
        let terminal = try await launch(environment: ["TICTACTOE_SEED": "4"])
        defer { terminal.close() }
        try await logIn(terminal)
        let screen = try await terminal.waitForScreen(containing: "Score: Ann 0 - 0 Bob")
        #expect(screen.text.contains("> [ Tic Tac Toe ] <"))
        #expect(screen.text.contains("[ Random Win ]"))
        let lines = screen.lines
        let names = try #require(lines.firstIndex { $0.contains("Ann (X)") })
        let score = try #require(lines.firstIndex { $0.contains("Score:") })
        #expect(names < score)

        // Enter starts the focused game, as Start Game did.
        try await terminal.startGame()
        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func randomWinPicksAWinnerAndTheScoreFollows() async throws {
        let terminal = try await launch(environment: ["TICTACTOE_SEED": "4"])
        defer { terminal.close() }
        try await logIn(terminal)
        try await terminal.waitForScreen(containing: "Score: Ann 0 - 0 Bob")

        try await terminal.type(Keys.down)
        try await terminal.waitForScreen(containing: "> [ Random Win ] <")
        try await terminal.type(Keys.enter)
        try await terminal.waitForScreen(containing: "> [ Magic ] <")
        try await terminal.type(Keys.enter)
        let result = try await terminal.waitFor("the winner") { $0.screen.text.contains(" won!") }
        let annWon = result.text.contains("Ann won!")
        try await terminal.waitForScreen(containing: "> [ Close Game ] <")
        try await terminal.type(Keys.enter)
        try await terminal.waitForScreen(containing: annWon ? "Score: Ann 1 - 0 Bob" : "Score: Ann 0 - 1 Bob")

        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func aDeepLinkShowsTheGameRightAfterTheLogin() async throws {
        let terminal = try await launch(arguments: [Self.link + "randomwin"])
        defer { terminal.close() }
        try await logIn(terminal)
        try await terminal.waitForScreen(containing: "> [ Magic ] <")

        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func anUnavailableGameIsReportedOnTheStartScreen() async throws {
        let terminal = try await launch(arguments: ["--disable", "randomwin", Self.link + "randomwin"])
        defer { terminal.close() }
        try await logIn(terminal)
        let screen = try await terminal.waitForScreen(containing: "Game 'randomwin' is not available.")
        #expect(screen.text.contains("> [ Tic Tac Toe ] <"))

        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }
}
