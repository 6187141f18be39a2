// `check-architecture`: the command-line front of ArchitectureCheckKit. Run it through
// `Tools/check-architecture` from the package root, or as `swift package check-architecture`.
import ArchitectureCheckKit
import Foundation

let status = CommandLineInterface.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
