public import TerminalUI

/// The pieces of screen that show the two players the same way wherever they appear: the header of
/// the start screen and of every game, and the end of every game.
extension PlayerNames {
    /// The top of a screen that shows the two players: `title` as the screen's title, a blank line,
    /// and the players' line `<player 1> (X)  vs  <player 2> (O)`, each name in its player's style
    /// and followed by its ``Player/mark``; with `showsMarks` false, `<player 1>  vs  <player 2>`.
    public func header(title: String, showsMarks: Bool = true) -> [Screen.Element] {
        let players =
            showsMarks
            ? [
                span(of: .player1), Screen.Span(" (\(Player.player1.mark))  vs  "),
                span(of: .player2), Screen.Span(" (\(Player.player2.mark))"),
            ]
            : [span(of: .player1), Screen.Span("  vs  "), span(of: .player2)]
        return [.text(title, style: .title), .blank, .text(players)]
    }

    /// The screen a finished game ends on: `header`, the result (`<winner> won!`, the name in the
    /// winner's style, or `It's a draw!` when there is no winner), and a Close Game button
    /// (identified as `close`) that has the focus, takes any line, and calls `close`.
    public func finishedGameScreen(
        header: [Screen.Element], winner: Player?, close: @escaping Screen.Action<Void>
    ) -> Screen {
        let result: Screen.Element =
            winner.map { .text([span(of: $0), Screen.Span(" won!", style: .emphasis)]) }
            ?? .text("It's a draw!", style: .emphasis)
        return Screen(
            header + [result, .blank, .button("Close Game", id: "close", acceptsAnyLine: true, action: close)],
            focus: "close",
            prompt: "Any line closes the game; quit leaves:"
        )
    }
}
