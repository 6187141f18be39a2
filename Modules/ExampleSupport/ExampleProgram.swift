import RIBs
public import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The program of every `<RIB>Example`: reads its command line, then runs the RIB in a scenario,
/// full screen on a terminal and line by line when piped, as the app runs.
///
/// An example's `main.swift` is one call:
///
/// ```swift
/// await ExampleProgram.main(ribName: "OffGame", scenarios: OffGameScenarios.all)
/// ```
public enum ExampleProgram {
    /// The keys that quit, as in the app: `q` on a terminal (outside a name field), `q` or `quit`
    /// as a line.
    public static let quitKeys = QuitKeys(key: "q", words: ["q", "quit"])

    /// What the command line asks for.
    enum Plan: Equatable {
        /// Run the scenario at this index of the list, line by line when `lineMode`.
        case run(scenario: Int, lineMode: Bool)
        /// Print to standard output (when `status` is 0) or standard error, and exit with `status`.
        case exit(status: Int32, text: String)
    }

    /// Reads the arguments (without the program's path) of `<ribName>Example`.
    static func plan(_ arguments: [String], ribName: String, scenarios: [Scenario]) -> Plan {
        let program = "\(ribName)Example"
        func usageError(_ message: String) -> Plan {
            .exit(status: 64, text: "\(program): error: \(message)\nRun '\(program) --help' for usage.")
        }
        var chosen = 0
        var lineMode = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                let width = scenarios.map(\.name.count).max() ?? 0
                let list = scenarios.map {
                    "  \($0.name)" + String(repeating: " ", count: width - $0.name.count) + "  \($0.summary)"
                }.joined(separator: "\n")
                return .exit(
                    status: 0,
                    text: """
                        OVERVIEW: Runs the \(ribName) RIB alone, with fakes for its parent, in one of its scenarios.
                        Each call the RIB makes on its listener is shown (a line 'listener: ...' when piped).

                        USAGE: \(program) [--scenario NAME] [--line-mode] [--list-scenarios] [--help]

                        OPTIONS:
                          --scenario NAME   Start in scenario NAME (default: \(scenarios.first?.name ?? "none")).
                          --list-scenarios  Print the scenarios' names, one a line, and exit.
                          --line-mode       Play line by line even on a terminal, as through a pipe.
                          -h, --help        Show this help and exit.

                        SCENARIOS:
                        \(list)
                        """)
            case "--list-scenarios":
                return .exit(status: 0, text: scenarios.map(\.name).joined(separator: "\n"))
            case "--line-mode":
                lineMode = true
            case "--scenario":
                guard index < arguments.count else { return usageError("option '--scenario' needs a scenario's name") }
                let name = arguments[index]
                index += 1
                guard let found = scenarios.firstIndex(where: { $0.name == name }) else {
                    let known = scenarios.map(\.name).joined(separator: ", ")
                    return usageError("unknown scenario '\(name)'; the scenarios of \(ribName): \(known)")
                }
                chosen = found
            default:
                return usageError("unknown argument '\(argument)'")
            }
        }
        guard !scenarios.isEmpty else { return usageError("\(ribName) declares no scenario") }
        return .run(scenario: chosen, lineMode: lineMode)
    }

    /// Runs `<ribName>Example` with the process's arguments and exits with its status.
    public static func main(ribName: String, scenarios: [Scenario]) async -> Never {
        exit(await run(Array(CommandLine.arguments.dropFirst()), ribName: ribName, scenarios: scenarios))
    }

    /// Runs the example with `arguments`; returns the exit status.
    static func run(_ arguments: [String], ribName: String, scenarios: [Scenario]) async -> Int32 {
        let scenario: Scenario
        let window: any RunnableWindow
        switch plan(arguments, ribName: ribName, scenarios: scenarios) {
        case .exit(let status, let text):
            // A usage error quotes what was typed: sanitized, so no escape sequence reaches the terminal.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                TerminalText.sanitized(String($0))
            }
            _ = (status == 0 ? FileOutput.standardOutput : .standardError).write(lines.joined(separator: "\n") + "\n")
            return status
        case .run(let index, let lineMode):
            scenario = scenarios[index]
            window = makeWindow(quitKeys: quitKeys, forcesLineMode: lineMode)
        }
        let isLineMode = window is LineModeWindow
        // In line mode each line goes to standard output as it comes; once nobody reads it, the
        // example ends as the window would (a restarted scenario may print no new screen to notice).
        let log = ExampleLog(
            echo: isLineMode
                ? {
                    if !FileOutput.standardOutput.write(TerminalText.sanitized($0) + "\n") {
                        exit(ExitStatus.outputClosed)
                    }
                }
                : nil)
        // A RIB that outlives its detachment is a finding to show, not a reason to stop the example.
        LeakDetector.instance = LeakDetector(mode: .report) { log.add("example: leak: \($0)") }
        if !isLineMode {
            let panel = SidePanel(title: "\(ribName)Example: \(scenario.name)") { log.panelText }
            log.panel = panel
            window.sidePanel = panel
        }
        let host = ExampleHostRouter(ribName: ribName, scenario: scenario, log: log)
        host.launch(from: window)
        return await window.run()
    }
}
