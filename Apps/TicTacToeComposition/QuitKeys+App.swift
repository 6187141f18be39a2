package import TerminalUI

extension QuitKeys {
    /// The app's way out from any screen that does not use the input: `q` on a terminal (so it
    /// quits everywhere except in a text field), `q` or `quit` as a line in line mode.
    package static let tictactoe = QuitKeys(key: "q", words: ["q", "quit"])
}
