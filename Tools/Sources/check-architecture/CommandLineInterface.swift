import Foundation
public import ToolKit

/// The command line of `check-architecture`: parses arguments, runs, prints, and returns the exit
/// status (0 clean, 1 findings, 2 the check could not run, 64 a malformed command line).
public enum CommandLineInterface: ToolCommand {
    /// The usage text for `--help`.
    public static var usage: String {
        var text = """
            USAGE: Tools/check-architecture [options]

            Checks the module graph of the package against the architecture: run it from the package root.
            Prints one line per finding (path:line: error: [rule] message) and a summary line.
            Exit status: 0 clean, 1 findings, 2 the check could not run, 64 a malformed command line.

            OPTIONS:
              --skip-builds           Skip the slow check that builds every library target alone.
              --only <checks>         Run only these checks (comma-separated).
              --skip <checks>         Skip these checks (comma-separated).
              --build-target <name>   Build only this target alone (repeatable; for the builds check).
              --affected <ref>        Check builds alone and public surfaces only for the modules that the
                                      changes since the merge base of <ref> affect (as Tools/affected
                                      decides); the graph and import rules still cover everything.
              --graph                 Write docs/module-graph.md, docs/module-graph.dot and the module lines
                                      of .github/CODEOWNERS (from the module table), then stop.
              --update-api            Rewrite each library module's API file (Modules/<name>/<name>.api) from the
                                      compiled module, then stop: the deliberate way to change a public API
                                      (review the diff).
              --package-path <path>   The package root (default: the current directory).
              --scratch-path <path>   Where to compile the modules for their symbol graphs
                                      (default: <package>/.build-arch).
              --config <path>         The module map's settings, relative to the package root
                                      (default: Tools/architecture/modules.txt).
              --verbose               Print the swift commands as they run.
              -h, --help              Show this help.

            CHECKS:

            """
        for check in Check.allCases {
            text += "  " + check.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + check.summary + "\n"
        }
        return text
    }

    enum Mode {
        case check, graph, updateAPI, help
    }

    public static func run(arguments: [String], in context: CommandContext) -> Int32 {
        let parsed: (options: ArchitectureCheckOptions, mode: Mode, verbose: Bool)
        do {
            parsed = try parse(arguments, currentDirectory: context.currentDirectory)
        } catch {
            context.errors("error: \(error.message)\n\nRun with --help for usage.")
            return error.exitStatus
        }
        if parsed.mode == .help {
            context.output(usage)
            return 0
        }
        do {
            var toolchain = try Toolchain.locate(environment: context.environment)
            if parsed.verbose { toolchain.trace = { context.errors("$ \($0)") } }
            let check = ArchitectureCheck(
                options: parsed.options, toolchain: toolchain, progress: { context.errors("note: \($0)") })
            let pathPrefix = prefix(parsed.options.packageRoot, context.currentDirectory)
            guard parsed.mode == .check else {
                for path in try parsed.mode == .graph ? check.writeGraph() : check.updateAPIFiles() {
                    context.output("wrote \(pathPrefix)\(path)")
                }
                return 0
            }
            let report = try check.run()
            for finding in report.findings { context.output(finding.formatted(pathPrefix: pathPrefix)) }
            for note in report.notes { context.errors("note: \(note)") }
            context.output(report.summary)
            return report.findings.isEmpty ? 0 : 1
        } catch {
            context.errors("check-architecture: error: \(error.message)")
            return error.exitStatus
        }
    }

    /// What to put before package-relative paths so they resolve from the current directory.
    static func prefix(_ root: URL, _ currentDirectory: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        return rootPath == currentDirectory.standardizedFileURL.path
            ? "" : relativePath(rootPath, to: currentDirectory) + "/"
    }

    static func parse(
        _ arguments: [String], currentDirectory: URL
    ) throws(ArchitectureCheckError) -> (options: ArchitectureCheckOptions, mode: Mode, verbose: Bool) {
        var options = ArchitectureCheckOptions(packageRoot: currentDirectory.standardizedFileURL)
        var checks = Set(Check.allCases)
        var only: Set<Check>?
        var mode = Mode.check
        var verbose = false
        func checkList(_ text: String, option: String) throws(ArchitectureCheckError) -> Set<Check> {
            var result: Set<Check> = []
            for name in text.split(separator: ",").map({ $0.trimmingWhitespace() }) {
                guard let check = Check(rawValue: name) ?? Rule(rawValue: name)?.check else {
                    let names = Check.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .usage("\(option): unknown check '\(name)' (checks: \(names))")
                }
                result.insert(check)
            }
            return result
        }
        var reader = ArgumentReader(arguments, currentDirectory: currentDirectory)
        while let argument = try reader.next() {
            switch argument {
            case "-h", "--help": mode = .help
            case "--skip-builds": checks.remove(.builds)
            case "--only": only = (only ?? []).union(try checkList(try reader.value(of: argument), option: argument))
            case "--skip": checks.subtract(try checkList(try reader.value(of: argument), option: argument))
            case "--build-target":
                options.buildTargets = (options.buildTargets ?? []).union([try reader.value(of: argument)])
            case "--affected": options.affectedBase = try reader.value(of: argument)
            case "--graph": mode = .graph
            case "--update-api": mode = .updateAPI
            case "--package-path": options.packageRoot = reader.url(try reader.value(of: argument))
            case "--scratch-path": options.scratchPath = reader.url(try reader.value(of: argument))
            case "--config": options.configurationPath = try reader.value(of: argument)
            case "--verbose", "-v": verbose = true
            default: throw .usage("unknown argument '\(argument)'")
            }
        }
        options.checks = only.map { $0.intersection(checks) } ?? checks
        return (options, mode, verbose)
    }
}
