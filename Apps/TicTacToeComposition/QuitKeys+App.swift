package import TerminalUI

extension QuitKeys {
    /// The app's way out: `q` on a terminal (everywhere except in a text field), `q` or `quit` as a
    /// line in line mode (on every screen, the login's name fields and a finished game's Close Game
    /// included).
    package static let tictactoe = QuitKeys(key: "q", words: ["q", "quit"])
}
