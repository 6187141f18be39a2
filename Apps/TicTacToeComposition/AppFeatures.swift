package import RIBs

/// The features of the app: every plugin the composition root registers is guarded by one.
///
/// To add one, declare it here, append it to ``all`` and use it in `AppComposition.swift`.
/// `--list-features`, `--enable`, `--disable` and `TICTACTOE_FEATURES` pick it up from ``all``.
// Nonisolated: constant values, which the command line's pure reading (and its fuzz targets) lists.
package nonisolated enum AppFeatures {
    /// The Tic Tac Toe game, a plugin of LoggedIn's games point.
    static let ticTacToe = Feature(name: "tictactoe", description: "The Tic Tac Toe game")

    /// The Random Win game, a plugin of LoggedIn's games point.
    package static let randomWin = Feature(name: "randomwin", description: "The Random Win game")

    /// The score line of the start screen, OffGame's score board.
    static let scoreBoard = Feature(name: "scoreboard", description: "The score line on the start screen")

    /// Every feature, in the order `--list-features` prints them.
    static let all: [Feature] = [ticTacToe, randomWin, scoreBoard]
}
