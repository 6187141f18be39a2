/// One of the two logged-in players: player 1 plays first (X in TicTacToe), player 2 second.
///
/// Games use it to say who won, whatever marks or tokens they use on their own screens.
public enum Player: Sendable, Hashable, CaseIterable {
    /// The player whose name was given first.
    case player1
    /// The player whose name was given second.
    case player2
}

/// How many games each player has won since the two logged in.
///
/// A draw changes nothing, so a score is two counters and nothing else.
public struct Score: Sendable, Hashable {
    /// Games won by player 1.
    public private(set) var player1Wins: Int
    /// Games won by player 2.
    public private(set) var player2Wins: Int

    /// No game won yet.
    public static let zero = Score(player1Wins: 0, player2Wins: 0)

    /// Creates a score; negative counts are raised to zero (nobody loses a win).
    public init(player1Wins: Int, player2Wins: Int) {
        self.player1Wins = max(0, player1Wins)
        self.player2Wins = max(0, player2Wins)
    }

    /// The games `player` has won.
    public func wins(of player: Player) -> Int {
        switch player {
        case .player1: player1Wins
        case .player2: player2Wins
        }
    }

    /// This score with one more win for `player`.
    ///
    /// The count stops at `Int.max` instead of trapping: a counter of games played by people
    /// never gets there, but a score must never crash the program that shows it.
    public func addingWin(for player: Player) -> Score {
        var score = self
        switch player {
        case .player1: score.player1Wins = player1Wins == .max ? .max : player1Wins + 1
        case .player2: score.player2Wins = player2Wins == .max ? .max : player2Wins + 1
        }
        return score
    }

    /// The score line shown between games: `Score: <player 1> <wins> - <wins> <player 2>`.
    ///
    /// The names are used as given: a view that writes the line to a terminal sanitises them
    /// (and may shorten them) itself.
    /// ```swift
    /// let line = Score(player1Wins: 2, player2Wins: 1).line(player1Name: "Ann", player2Name: "Bob")
    /// // line == "Score: Ann 2 - 1 Bob"
    /// ```
    public func line(player1Name: String, player2Name: String) -> String {
        "Score: \(player1Name) \(player1Wins) - \(player2Wins) \(player2Name)"
    }
}
