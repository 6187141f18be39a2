public import TerminalUI

/// The two logged-in players' names, and how a screen writes a player: the one place that maps
/// a ``Player`` to a name and to a style.
///
/// The start screen, the score board and every game show the players through it, so the two
/// players look the same on every screen. The names are kept as given: a view that needs them
/// shorter (the score board) shortens them before it makes its ``PlayerNames``.
public struct PlayerNames: Sendable, Hashable {
    /// Player 1's name.
    public let player1: String
    /// Player 2's name.
    public let player2: String

    /// The names of player 1 and player 2.
    public init(player1: String, player2: String) {
        self.player1 = player1
        self.player2 = player2
    }

    /// `player`'s name.
    public func name(of player: Player) -> String {
        switch player {
        case .player1: player1
        case .player2: player2
        }
    }

    /// `player`'s name in `player`'s ``Player/style``, as a span of a line of text.
    public func span(of player: Player) -> Screen.Span {
        Screen.Span(name(of: player), style: player.style)
    }
}

extension Player {
    /// The letter that stands for this player on every screen: X for player 1, O for player 2
    /// (TicTacToe's marks, which the players see next to their names from the login on).
    public var mark: Character {
        switch self {
        case .player1: "X"
        case .player2: "O"
        }
    }

    /// The style a screen shows this player in, for the name and for the marks or tokens a game
    /// puts down: the toolkit's two accents tell the players apart (the terminal picks the colours).
    public var style: TextStyle {
        switch self {
        case .player1: .accent
        case .player2: .secondaryAccent
        }
    }
}
