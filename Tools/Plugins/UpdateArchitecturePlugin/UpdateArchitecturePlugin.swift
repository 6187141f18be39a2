import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory update-architecture [--allowlists]`:
/// rewrites docs/module-graph.md and docs/module-graph.dot from Package.swift and, with
/// `--allowlists`, the public-API allowlists of the RIB modules from their compiled symbols.
/// It writes to the package, so SwiftPM asks for permission; the check itself is `check-architecture`.
@main
struct UpdateArchitecturePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var modes = [["--graph"]]
        var rest = arguments
        if let index = rest.firstIndex(of: "--allowlists") {
            rest.remove(at: index)
            modes.append(["--update-allowlists"])
        }
        let tool = try context.tool(named: "check-architecture")
        for mode in modes {
            var toolArguments = ["--package-path", context.package.directoryURL.path]
            if !rest.contains("--scratch-path") {
                toolArguments += [
                    "--scratch-path", context.pluginWorkDirectoryURL.appendingPathComponent("scratch").path,
                ]
            }
            let process = Process()
            process.executableURL = tool.url
            process.arguments = toolArguments + mode + rest
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw UpdateFailure(
                    description: "check-architecture \(mode[0]) failed (exit status \(process.terminationStatus))")
            }
        }
    }
}

/// A failure with a message for the person who ran the command.
struct UpdateFailure: Error, CustomStringConvertible {
    var description: String
}
