// `affected`: which targets a change affects and which tests to run. Run it through `Tools/affected`
// from the package root; `--help` lists the options.
import ToolKit

AffectedCommand.runAsMain()
