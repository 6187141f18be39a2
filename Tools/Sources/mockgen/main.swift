// `mockgen`: writes the generated mocks of the `@mockable` protocols. Run it through `Tools/mockgen`
// from the package root.
import ToolKit

MockgenCommand.runAsMain()
