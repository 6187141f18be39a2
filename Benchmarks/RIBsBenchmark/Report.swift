/// One measured figure of the report: a row of the table and a key of the JSON object.
struct Figure {
    /// The JSON key.
    let key: String
    /// What the table calls it.
    let title: String
    /// The unit, for the table.
    let unit: String
    /// The quoted value: the median of the timed repetitions, or a single reading.
    let value: Double
    /// The repetitions behind the figure (their min and max are reported), if any.
    let statistic: Statistic?
    /// Decimals to print.
    let decimals: Int
    /// The target, as the table prints it (`<= 2.0`), if any.
    let target: String?
    /// Whether the target is met, if there is one.
    let isMet: Bool?

    /// A figure quoted as `value`, computed from other figures or read once, or else as the median
    /// of `statistic`, whose min and max are reported (when there is one).
    init(
        key: String, title: String, unit: String, value: Double? = nil, statistic: Statistic? = nil, decimals: Int,
        target: String? = nil, isMet: ((Double) -> Bool)? = nil
    ) {
        let value = value ?? statistic?.median ?? .nan
        self.key = key
        self.title = title
        self.unit = unit
        self.statistic = statistic
        self.value = value
        self.decimals = decimals
        self.target = target
        self.isMet = isMet.map { $0(value) }
    }
}

/// The figures of one run, printed as a table or as one JSON object.
struct Report {
    /// The figures whose keys are top-level keys of the JSON object, in table order.
    var figures: [Figure] = []
    /// Further figures, printed in the table and under `details` in the JSON object.
    var extraFigures: [Figure] = []
    /// Facts about the run (machine, counts, settings), under `details.run` in the JSON object.
    var facts: [(key: String, value: String, isNumber: Bool)] = []

    /// The report as a readable table.
    func table() -> String {
        var rows: [[String]] = [["figure", "median", "min", "max", "unit", "target"]]
        for figure in figures + extraFigures {
            let cells = [figure.value, figure.statistic?.min, figure.statistic?.max].map { value in
                value.map { format($0, decimals: figure.decimals) } ?? ""
            }
            let target = figure.target.map { "\($0) \(figure.isMet == true ? "met" : "MISSED")" } ?? ""
            rows.append([figure.title] + cells + [figure.unit, target])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Numbers right-aligned, words left-aligned.
                return (1...3).contains(column) ? padding + cell : cell + padding
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            lines.append(line)
            if index == 0 {
                lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
        lines.append("")
        for fact in facts {
            lines.append("\(fact.key): \(fact.value)")
        }
        return lines.joined(separator: "\n")
    }

    /// The report as one JSON object: the figures' keys at the top level (their medians), and
    /// `details` with every figure's min, max and sample count plus the facts of the run.
    func json() -> String {
        var top: [String] = figures.map { "  \(quoted($0.key)): \(format($0.value, decimals: $0.decimals))" }
        var details: [String] = []
        for figure in figures + extraFigures {
            var fields = [
                "\"median\": \(format(figure.value, decimals: figure.decimals))",
                "\"unit\": \(quoted(figure.unit))",
            ]
            if let statistic = figure.statistic {
                fields += [
                    "\"min\": \(format(statistic.min, decimals: figure.decimals))",
                    "\"max\": \(format(statistic.max, decimals: figure.decimals))",
                    "\"repetitions\": \(statistic.samples.count)",
                ]
            }
            if let target = figure.target, let isMet = figure.isMet {
                fields += ["\"target\": \(quoted(target))", "\"met\": \(isMet)"]
            }
            details.append("    \(quoted(figure.key)): {\(fields.joined(separator: ", "))}")
        }
        let run = facts.map { "\(quoted($0.key)): \($0.isNumber ? $0.value : quoted($0.value))" }
        details.append("    \"run\": {\(run.joined(separator: ", "))}")
        top.append("  \"details\": {\n\(details.joined(separator: ",\n"))\n  }")
        return "{\n\(top.joined(separator: ",\n"))\n}"
    }
}

/// `value` with `decimals` digits after the point (no exponent, so it is valid JSON and easy to
/// read); `null` when it is not a finite number.
func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    let negative = scaled < 0
    let digits = String(UInt64(abs(scaled)))
    guard decimals > 0 else { return (negative ? "-" : "") + digits }
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    let point = padded.index(padded.endIndex, offsetBy: -decimals)
    return (negative ? "-" : "") + padded[..<point] + "." + padded[point...]
}

/// `text` as a JSON string literal.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"", "\\": result += "\\\(scalar)"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
