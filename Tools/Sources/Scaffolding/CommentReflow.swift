import Foundation

/// Re-wraps the `///` comment paragraphs of generated code that a long RIB name pushed past the line
/// length. `swift format` leaves comments alone, so without this a long name would give lines the
/// linter rejects. Paragraphs that fit keep their line breaks; code examples are never touched.
package enum CommentReflow {
    /// `text` with every overlong prose paragraph of `///` comments wrapped to `lineLength` columns.
    package static func reflow(_ text: String, lineLength: Int) -> String {
        var result: [String] = []
        var paragraph: [String] = []
        var prefix = ""
        var continuation = ""
        var inCodeBlock = false

        func flush() {
            defer { paragraph = [] }
            guard paragraph.contains(where: { $0.count > lineLength }) else {
                result += paragraph
                return
            }
            let words = paragraph.enumerated().flatMap { index, line in
                line.dropFirst(index == 0 ? prefix.count : prefix.count + continuation.count).split(separator: " ")
            }
            var line = prefix + (words.first ?? "")
            for word in words.dropFirst() {
                if line.count + 1 + word.count > lineLength {
                    result.append(line)
                    line = prefix + continuation + word
                } else {
                    line += " " + word
                }
            }
            result.append(line)
        }

        for line in text.components(separatedBy: "\n") {
            let indent = String(line.prefix { $0 == " " })
            let trimmed = line.dropFirst(indent.count)
            let isComment = trimmed.hasPrefix("///")
            let content = trimmed.dropFirst(3).drop { $0 == " " }
            if isComment && content.hasPrefix("```") { inCodeBlock.toggle() }
            if !isComment || inCodeBlock || content.isEmpty || content.hasPrefix("```") {
                flush()
                result.append(line)
            } else if content.hasPrefix("- ") || paragraph.isEmpty
                || !(continuation.isEmpty || trimmed.hasPrefix("///   "))
            {
                // A list item (`- Returns: ...`) is its own paragraph; its lines go on indented by two.
                flush()
                prefix = indent + "/// "
                continuation = content.hasPrefix("- ") ? "  " : ""
                paragraph = [line]
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return result.joined(separator: "\n")
    }
}
