import Foundation
public import ToolKit

/// The command line of the `docs` tool, which `Tools/docs` runs: builds the documentation
/// site (see ``DocumentationBuild``) and prints its problems and a summary line.
public enum DocumentationCommand: ToolCommand {
    /// The usage text for `--help`.
    public static let usage = """
        USAGE: Tools/docs [--output <dir>] [--serve [<port>]] [--browser-check]

        Builds the DocC documentation of every library module (the core, TerminalUI, the shared modules,
        every RIB module) from the symbol graphs of Tools/check-architecture's per-module compile, with
        docc and warnings as errors. Module M goes to <dir>/M (hosting base path M); <dir>/index.html
        links them all. Fails, naming the symbol or the file, on an undocumented public symbol of RIBs or
        TerminalUI, a docc warning (a broken symbol link), a swift code block of an article that does
        not compile, or a source path docs/tutorial.md cites and docs/ko/tutorial.md does not.
        Exit status: 0 clean, 1 problems, 2 the build could not run, 64 a malformed command line.

        OPTIONS:
          --output <dir>          Where the site goes (default: .build/docs-site).
          --serve [<port>]        Then serve the site on http://127.0.0.1:<port>/ (default 8000; needs python3).
          --browser-check         Then open the Router page in headless Chromium and check that it renders
                                  its members (skipped, saying so, when chromium is not installed).
          --package-path <path>   The package root (default: the current directory).
          --scratch-path <path>   The check's scratch path and its caches (default: <package>/.build-arch).
          --verbose               Print the commands as they run.
          -h, --help              Show this help.
        """

    /// Runs the command with `arguments` in `context`; returns the exit status.
    /// `--serve` and `--browser-check` are handled by the `Tools/docs` script around it.
    public static func run(arguments: [String], in context: CommandContext) -> Int32 {
        var options = ArchitectureCheckOptions(packageRoot: context.currentDirectory.standardizedFileURL)
        var outputPath: URL?
        var verbose = false
        var reader = ArgumentReader(arguments, currentDirectory: context.currentDirectory)
        do throws(ArchitectureCheckError) {
            while let argument = try reader.next() {
                switch argument {
                case "-h", "--help":
                    context.output(usage)
                    return 0
                case "--output": outputPath = reader.url(try reader.value(of: argument))
                case "--package-path": options.packageRoot = reader.url(try reader.value(of: argument))
                case "--scratch-path": options.scratchPath = reader.url(try reader.value(of: argument))
                case "--verbose", "-v": verbose = true
                default: throw .usage("unknown argument '\(argument)' (see --help)")
                }
            }
            let site = (outputPath ?? options.packageRoot.appendingPathComponent(".build/docs-site"))
                .standardizedFileURL
            var toolchain = try Toolchain.locate(environment: context.environment)
            if verbose { toolchain.trace = { context.errors("$ \($0)") } }
            let build = DocumentationBuild(
                options: options, toolchain: toolchain, outputDirectory: site,
                progress: { context.errors("note: \($0)") })
            let report = try build.run()
            for problem in report.problems { context.output(problem) }
            context.output(report.summary)
            if report.problems.isEmpty { context.output("wrote \(site.path)/index.html") }
            return report.problems.isEmpty ? 0 : 1
        } catch {
            context.errors("docs: error: \(error.message)")
            return error.exitStatus
        }
    }
}
