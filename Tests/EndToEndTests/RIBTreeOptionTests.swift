import Testing

/// `tictactoe --rib-tree`: the live RIB tree on standard error in line mode (standard output
/// untouched), and as a panel beside or below the game, or hidden with a notice, on a terminal.
@Suite(.serialized)
struct RIBTreeOptionTests {
    static let loggedOutTree = "Root\n└── LoggedOut"
    static let offGameTree = "Root\n└── LoggedIn\n    └── OffGame\n        └── ScoreBoard"
    static let gameTree = "Root\n└── LoggedIn\n    └── TicTacToe"
    static let randomWinTree = "Root\n└── LoggedIn\n    └── RandomWin"

    /// The tree on standard error after each change, each after its framing line (other lines of
    /// standard error, such as a refused input's message, are left out).
    private func trees(_ error: String) -> [String] {
        var trees: [[Substring]] = []
        for line in error.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "-- RIB tree --" {
                trees.append([])
            } else if let last = trees.last, last.isEmpty || "├└│ ".contains(line.first ?? "x") {
                trees[trees.count - 1].append(line)
            }
        }
        return trees.map { $0.joined(separator: "\n") }
    }

    @Test func theIssuesDoneWhenCommand() async throws {
        let input = "Ann\nBob\n\n1\n4\n2\n5\n3\n\n"
        let withTree = try await PipeRun.run(AppBinary.path(), arguments: ["--rib-tree"], input: input)
        let without = try await PipeRun.run(AppBinary.path(), input: input)

        #expect(withTree.termination == .exited(0))
        #expect(withTree.outputBytes == without.outputBytes)
        #expect(without.error.isEmpty)
        #expect(
            trees(withTree.error) == [Self.loggedOutTree, Self.offGameTree, Self.gameTree, Self.offGameTree]
        )
    }

    @Test func itComposesWithTheFeatureSwitches() async throws {
        // With every game disabled nothing starts: the tree stays at OffGame; without the score
        // board OffGame has no child.
        let input = "Ann\nBob\n\nstart\nquit\n"
        let switches = ["--disable", "tictactoe", "--disable=randomwin", "--disable", "scoreboard"]
        let run = try await PipeRun.run(AppBinary.path(), arguments: switches + ["--rib-tree"], input: input)
        let plain = try await PipeRun.run(AppBinary.path(), arguments: switches, input: input)

        #expect(run.outputBytes == plain.outputBytes)
        #expect(trees(run.error) == [Self.loggedOutTree, "Root\n└── LoggedIn\n    └── OffGame"])
    }

    @Test func itComposesWithTheDeepLink() async throws {
        // The link starts Random Win once the players have logged in: the empty line after the
        // names presses Magic, the next closes the game.
        let input = "Ann\nBob\n\n\n"
        let link = "ribs-training://launchGame?gameId=randomwin"
        let environment = ChildProcess.baseEnvironment().merging(["TICTACTOE_SEED": "9"]) { $1 }
        let run = try await PipeRun.run(
            AppBinary.path(), arguments: ["--rib-tree", link], input: input, environment: environment)
        let plain = try await PipeRun.run(AppBinary.path(), arguments: [link], input: input, environment: environment)

        #expect(run.termination == .exited(0))
        #expect(run.outputBytes == plain.outputBytes)
        #expect(plain.outputLines.filter { $0.hasSuffix(" won!") }.count == 1, "\(plain.output)")
        let shown = trees(run.error)
        #expect(shown.first == Self.loggedOutTree, "\(run.error)")
        #expect(shown.contains(Self.randomWinTree), "\(run.error)")
        #expect(!shown.contains(Self.gameTree), "\(run.error)")
        #expect(shown.last == Self.offGameTree, "\(run.error)")
    }

    @Test func theHelpDocumentsIt() async throws {
        let run = try await PipeRun.run(AppBinary.path(), arguments: ["--help"], input: "")
        #expect(run.output.contains("--rib-tree"))
        #expect(run.output.contains("-- RIB tree --"))
    }

    @Test func aWideTerminalShowsThePanelBesideTheGameAndFollowsTheTree() async throws {
        let terminal = try PseudoTerminal.launchApp(rows: 24, columns: 120, arguments: ["--rib-tree"])
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "└── LoggedOut")
        try await terminal.logIn("Ann", "Bob")
        try await terminal.waitForScreen(containing: "└── OffGame")
        let line = try #require(terminal.screen.lines.first { $0.contains("Ann (X)  vs  Bob (O)") })
        #expect(line.contains { "│┌└".contains($0) }, "\(line)")  // the panel's frame on the same row: beside

        try await terminal.startGame()
        try await terminal.waitForScreen(containing: "└── TicTacToe")
        #expect(!terminal.screen.text.contains("OffGame"))
        try await terminal.type("q")
        #expect(try await terminal.waitForExit() == .exited(0))
    }

    @Test func aNarrowTallTerminalShowsItBelowAndASmallOneANotice() async throws {
        let terminal = try PseudoTerminal.launchApp(rows: 30, columns: 50, arguments: ["--rib-tree"])
        defer { terminal.close() }
        try await terminal.waitForScreen(containing: "└── LoggedOut")
        let lines = terminal.screen.lines
        let login = try #require(lines.firstIndex { $0.contains("Login") })
        let panel = try #require(lines.firstIndex { $0.contains("RIB tree") })
        #expect(panel > login)  // below

        try await terminal.logIn("Ann", "Bob")
        try await terminal.startGame()
        try await terminal.waitForScreen(containing: "└── TicTacToe")
        try terminal.resize(rows: 18, columns: 50)
        try await terminal.waitForScreen(containing: "RIB tree hidden")
        #expect(terminal.screen.text.contains("---+---+---"))
        #expect(!terminal.screen.text.contains("LoggedIn"))

        try terminal.resize(rows: 30, columns: 120)
        try await terminal.waitForScreen(containing: "└── TicTacToe")
        try await terminal.type(Keys.ctrlC)
        #expect(try await terminal.waitForExit() == .exited(130))
    }
}
