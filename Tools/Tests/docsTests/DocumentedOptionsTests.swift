import Testing
import ToolKit
import ToolTestSupport
import docs

extension DocsSuite {
    /// Every option docs/documentation.md gives `Tools/docs` in its shell blocks is one its help
    /// names, so the guide cannot keep an option the tool lost. It only reads files.
    struct DocumentedOptionsTests {
        @Test func everyOptionTheGuideGivesTheToolIsInItsHelp() throws {
            let guide = "docs/documentation.md"
            let options = try DocumentedOptions.options(of: "Tools/docs", in: guide)
            #expect(!options.isEmpty)
            for (line, option) in options where !DocumentationCommand.usage.contains(option) {
                Issue.record("\(guide):\(line): \(option) is no option of Tools/docs (see --help)")
            }
        }
    }
}
