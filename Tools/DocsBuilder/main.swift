// `docs`: builds the DocC site from the architecture check's per-module compile (ArchitectureCheckKit's
// DocumentationCommand). Run it through `Tools/docs` from the package root, which also serves and
// browser-checks the site.
import ArchitectureCheckKit
import Foundation

let status = DocumentationCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
