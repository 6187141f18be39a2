/// The window-level key policy shared by the terminal driver and the headless window.
enum KeyRouting {
    /// What a key did at window level.
    enum Outcome: Equatable {
        /// The top-most view controller used the key.
        case handled
        /// Nobody used the key.
        case ignored
        /// The program should end with this status.
        case quit(Int32)
    }

    /// Ctrl-C quits with 130 before anyone sees it; Ctrl-Z, the terminal window's suspend key, is
    /// nobody else's; then the top-most view controller gets the key; an unused quit key quits
    /// with 0.
    static func route(_ key: Key, to viewController: ViewController?, quitKeys: QuitKeys) -> Outcome {
        if key == .ctrlC { return .quit(ExitStatus.interrupted) }
        if key == .ctrlZ { return .ignored }
        if let viewController, viewController.handleKey(key) { return .handled }
        if quitKeys.quits(with: key) { return .quit(ExitStatus.success) }
        return .ignored
    }
}
