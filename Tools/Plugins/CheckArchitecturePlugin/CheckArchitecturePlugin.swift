import Foundation
import PackagePlugin

/// `swift package check-architecture [options]`: the architecture check of Tools/check-architecture
/// as a SwiftPM command. It only reads the package; builds go to the plugin's work directory.
/// To rewrite the module-graph picture or the allowlists, use the `update-architecture` command,
/// which asks for write access.
@main
struct CheckArchitecturePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let writing = arguments.first(where: { $0 == "--graph" || $0 == "--update-allowlists" }) {
            throw PluginFailure(
                description: "\(writing) writes to the package; run "
                    + "`swift package --allow-writing-to-package-directory update-architecture"
                    + (writing == "--graph" ? "`" : " --allowlists`") + " instead")
        }
        let status = try runCheckArchitecture(context: context, arguments: arguments)
        switch status {
        case 0: return
        case 1: Diagnostics.error("the architecture check has findings (listed above)")
        default: Diagnostics.error("the architecture check could not run (exit status \(status))")
        }
    }
}

/// Runs the `check-architecture` tool on the package, with a scratch path inside the plugin's work
/// directory (the `.build` folder is locked by the `swift package` that runs this plugin).
func runCheckArchitecture(context: PluginContext, arguments: [String]) throws -> Int32 {
    let tool = try context.tool(named: "check-architecture")
    var toolArguments = ["--package-path", context.package.directoryURL.path]
    if !arguments.contains("--scratch-path") {
        toolArguments += ["--scratch-path", context.pluginWorkDirectoryURL.appendingPathComponent("scratch").path]
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = toolArguments + arguments
    process.currentDirectoryURL = context.package.directoryURL
    // The findings are passed on through this process's standard output and flushed before the
    // plugin reports failure, so SwiftPM's closing error line comes after them.
    let findings = Pipe()
    process.standardOutput = findings
    try process.run()
    let output = findings.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    FileHandle.standardOutput.write(output)
    return process.terminationStatus
}

/// A failure with a message for the person who ran the command.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
}
