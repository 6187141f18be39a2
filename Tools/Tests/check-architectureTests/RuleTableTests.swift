import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// docs/teams.md's table of the check's rules ("What each rule means, and the fix") lists exactly
    /// the rules the check knows (`Rule`), each under the check that reports it, so a new rule cannot
    /// be missing from the docs and a removed one cannot stay there. It only reads a file.
    struct RuleTableTests {
        /// One row of the table: its check and the rules it names, with the row's line in teams.md.
        struct Row {
            var line: Int
            var check: String
            var rules: [String]
        }

        /// The rows of the table in the `## ` section headed `heading` of `text`: the lines starting
        /// with "| `" (the header and the separator do not), split into their first two cells, each
        /// cell's backticked names.
        static func rows(in text: String, section heading: String) -> [Row] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { $0 == "## \(heading)" }) else { return [] }
            var rows: [Row] = []
            for index in (start + 1)..<lines.endIndex {
                let line = lines[index]
                if line.hasPrefix("## ") { break }
                guard line.hasPrefix("| `") else { continue }
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard cells.count >= 2 else { continue }
                rows.append(Row(line: index + 1, check: names(in: cells[0]).first ?? "", rules: names(in: cells[1])))
            }
            return rows
        }

        /// The backticked names of a cell, in order.
        static func names(in cell: String) -> [String] {
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }

        static let heading = "What each rule means, and the fix"

        static func teamsRows() throws -> [Row] {
            let root = DocumentedSample.repository
            let text = try String(contentsOf: root.appendingPathComponent("docs/teams.md"), encoding: .utf8)
            return rows(in: text, section: heading)
        }

        @Test func everyRuleTheCheckKnowsHasARowInTeamsMd() throws {
            let documented = Set(try Self.teamsRows().flatMap(\.rules))
            let missing = Rule.allCases.map(\.rawValue).filter { !documented.contains($0) }
            #expect(missing == [], "docs/teams.md's table of rules lacks \(missing.joined(separator: ", "))")
        }

        @Test func everyRowNamesKnownRulesUnderTheCheckThatReportsThem() throws {
            let rows = try Self.teamsRows()
            #expect(rows.count >= Check.allCases.count)
            for row in rows {
                #expect(!row.rules.isEmpty, "docs/teams.md:\(row.line): the row names no rule")
                #expect(
                    Check(rawValue: row.check) != nil,
                    "docs/teams.md:\(row.line): '\(row.check)' is no check the tool knows")
                for name in row.rules {
                    guard let rule = Rule(rawValue: name) else {
                        Issue.record("docs/teams.md:\(row.line): '\(name)' is no rule the check knows")
                        continue
                    }
                    #expect(
                        rule.check.rawValue == row.check,
                        "docs/teams.md:\(row.line): '\(name)' is reported by '\(rule.check.rawValue)', not '\(row.check)'"
                    )
                }
            }
        }

        /// The parser behind both tests reads only the rows of its section, with their checks and rules.
        @Test func theRowsOfATableAreReadWithTheirChecksAndRules() {
            let text = """
                ## Other
                | `edges` | `cycle` | not this section |
                ## \(Self.heading)
                | Check | Rule | What |
                | --- | --- | --- |
                | `edges` | `allowed-edges` | text with `code` |
                | `ownership` | `ownership`, `stale-graph` | text |
                ## Next
                | `cycles` | `cycle` | not this section either |
                """
            let rows = Self.rows(in: text, section: Self.heading)
            #expect(rows.map(\.line) == [6, 7])
            #expect(rows.map(\.check) == ["edges", "ownership"])
            #expect(rows.map(\.rules) == [["allowed-edges"], ["ownership", "stale-graph"]])
        }
    }
}
