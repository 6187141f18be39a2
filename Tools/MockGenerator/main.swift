// `mockgen`: writes the generated mocks of the `@mockable` protocols (ArchitectureCheckKit's
// MockgenCommand). Run it through `Tools/mockgen` from the package root.
import ArchitectureCheckKit
import Foundation

let status = MockgenCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
