// `check-architecture`: the command-line front of the architecture check. Run it through
// `Tools/check-architecture` from the package root.
import ToolKit

CommandLineInterface.runAsMain()
