// `docs`: builds the DocC site from the architecture check's per-module compile. Run it through
// `Tools/docs` from the package root, which also serves and browser-checks the site.
import ToolKit

DocumentationCommand.runAsMain()
