public import Foundation

/// Where a command of the tools runs and where it writes.
public struct CommandContext: Sendable {
    /// What relative paths are relative to.
    public var currentDirectory: URL
    /// For locating `swift` (`$SWIFT`, `$PATH`) and `git`.
    public var environment: [String: String]
    /// Receives the result: findings, a summary, what was written (standard output).
    public var output: @Sendable (String) -> Void
    /// Receives notes, warnings and errors (standard error).
    public var errors: @Sendable (String) -> Void
}

/// A command-line tool on the kit (`check-architecture`, `affected`, `mockgen`, `docs`): it reads
/// its arguments with ``ArgumentReader`` and returns its exit status (0 done, 1 findings, 2 it could not
/// run, 64 a malformed command line).
public protocol ToolCommand {
    /// Runs the command with `arguments` (without the program name) in `context`; returns the exit
    /// status.
    static func run(arguments: [String], in context: CommandContext) -> Int32
}

extension ToolCommand {
    /// Runs the command with `arguments` (without the program name) in the ``CommandContext`` the
    /// other parameters make (by default this process's directory and environment); returns the
    /// exit status.
    public static func run(
        arguments: [String],
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        output: @escaping @Sendable (String) -> Void,
        errors: @escaping @Sendable (String) -> Void
    ) -> Int32 {
        run(
            arguments: arguments,
            in: CommandContext(
                currentDirectory: currentDirectory, environment: environment, output: output, errors: errors))
    }

    /// The main of a tool's executable: runs the command with the process's arguments, standard
    /// output and standard error, and exits with its status.
    package static func runAsMain() -> Never {
        exit(
            run(
                arguments: Array(CommandLine.arguments.dropFirst()),
                output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
                errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }))
    }
}
