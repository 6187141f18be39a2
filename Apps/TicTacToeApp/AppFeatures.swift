import RIBs

/// The features of the app: every plugin the composition root registers is guarded by one.
///
/// To add one, declare it here, append it to ``all`` and use it in `AppComposition.swift`.
/// `--list-features`, `--enable`, `--disable` and `TICTACTOE_FEATURES` pick it up from ``all``.
enum AppFeatures {
    /// The Tic Tac Toe game, a plugin of LoggedIn's games point.
    static let ticTacToe = Feature(name: "tictactoe", description: "The Tic Tac Toe game")

    /// Every feature, in the order `--list-features` prints them.
    static let all: [Feature] = [ticTacToe]
}
