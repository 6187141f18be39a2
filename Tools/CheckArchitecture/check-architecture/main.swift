// `check-architecture`: the command-line front of ArchitectureCheckKit. Run it through
// `Tools/check-architecture` from the package root, or as `swift package check-architecture`.
// `check-architecture docs ...` builds the documentation from the same compile (`Tools/docs`).
import ArchitectureCheckKit
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let output: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
let errors: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
let status =
    arguments.first == "docs"
    ? DocumentationCommand.run(arguments: Array(arguments.dropFirst()), output: output, errors: errors)
    : CommandLineInterface.run(arguments: arguments, output: output, errors: errors)
exit(status)
