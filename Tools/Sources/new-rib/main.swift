import ToolKit

// `Tools/new-rib <Name> --parent <Parent> [--viewless] [--dry-run]`: adds a RIB module to the package.
// The script Tools/new-rib builds this target (Shell/tools.bash) and runs it; `--help` explains the rest.
NewRIBCommand.runAsMain()
