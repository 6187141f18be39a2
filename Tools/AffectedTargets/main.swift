// `affected`: which targets a change affects and which tests to run. Run it through `Tools/affected`
// from the package root; `--help` lists the options.
import ArchitectureCheckKit
import Foundation

let status = AffectedCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
