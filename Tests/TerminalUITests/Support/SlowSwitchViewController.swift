import TerminalUI

/// A screen whose button (any line in line mode, Enter on a terminal) starts asynchronous work
/// that changes the screen later, as a deep link's workflow does after the login.
final class SlowSwitchViewController: ViewController {
    var mode = "start"
    /// The mode the first press shows at once, before the asynchronous work ends, if any.
    var interimMode: String?
    var pending: Task<Void, Never>?
    /// The mode on screen at each press of the button.
    private(set) var modesSeenByLines: [String] = []

    override func makeScreen() -> Screen {
        Screen(
            [.text("Mode \(mode)"), .button("Next", id: "next", acceptsAnyLine: true) { [weak self] in self?.next() }],
            focus: "next",
            prompt: "Next:"
        )
    }

    private func next() {
        modesSeenByLines.append(mode)
        guard pending == nil else { return }
        if let interimMode {
            mode = interimMode
            setNeedsDisplay()
        }
        pending = Task {
            for _ in 0..<20 { await Task.yield() }
            self.mode = "game"
            self.setNeedsDisplay()
        }
    }
}
