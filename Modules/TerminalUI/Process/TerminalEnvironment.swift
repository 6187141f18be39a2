import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The facts that decide how the program talks to the user: terminal or line mode, colour or not.
///
/// A plain value, so the decisions are pure and testable; ``current`` reads the real process.
public struct TerminalEnvironment: Sendable, Equatable {
    /// How the program interacts.
    public enum Mode: Sendable, Equatable {
        /// Full-screen UI with raw keys (both standard input and output are terminals).
        case terminal
        /// One line per step, plain text output (standard input or output is not a terminal).
        case lineMode
    }

    /// The environment variables (only `NO_COLOR` and `TERM` matter).
    public var variables: [String: String]
    /// Whether standard input is a terminal (`isatty(0)`).
    public var isInputTerminal: Bool
    /// Whether standard output is a terminal (`isatty(1)`).
    public var isOutputTerminal: Bool

    /// Creates an environment from explicit facts (for tests and tools).
    public init(variables: [String: String], isInputTerminal: Bool, isOutputTerminal: Bool) {
        self.variables = variables
        self.isInputTerminal = isInputTerminal
        self.isOutputTerminal = isOutputTerminal
    }

    /// The current process's environment and terminal checks.
    public static var current: TerminalEnvironment {
        TerminalEnvironment(
            variables: ProcessInfo.processInfo.environment,
            isInputTerminal: isatty(STDIN_FILENO) == 1,
            isOutputTerminal: isatty(STDOUT_FILENO) == 1
        )
    }

    /// Terminal mode when both standard input and output are terminals, line mode otherwise.
    public var mode: Mode {
        isInputTerminal && isOutputTerminal ? .terminal : .lineMode
    }

    /// Whether to use colour: only on a terminal, not when `NO_COLOR` is set to a non-empty
    /// value (no-color.org), and not when `TERM` is `dumb`.
    ///
    /// Attributes that are not colour (bold, reverse video) stay on without colour, so the
    /// focus and the grid cursor remain visible.
    public var usesColor: Bool {
        guard isOutputTerminal, mode == .terminal else { return false }
        if let noColor = variables["NO_COLOR"], !noColor.isEmpty { return false }
        if variables["TERM"] == "dumb" { return false }
        return true
    }
}
