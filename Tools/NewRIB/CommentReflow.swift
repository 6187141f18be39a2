import Foundation

/// Re-wraps the `///` comment paragraphs of generated code that a long RIB name pushed past the line
/// length. `swift format` leaves comments alone, so without this a long name would give lines the
/// linter rejects. Paragraphs that fit keep their line breaks; code examples are never touched.
enum CommentReflow {
    /// `text` with every overlong prose paragraph of `///` comments wrapped to `lineLength` columns.
    static func reflow(_ text: String, lineLength: Int) -> String {
        let lines = text.components(separatedBy: "\n")
        var result: [String] = []
        var paragraph: [String] = []
        var prefix = ""
        var continuation = ""
        var inCodeBlock = false

        func flush() {
            defer { paragraph = [] }
            guard !paragraph.isEmpty else { return }
            if paragraph.allSatisfy({ $0.count <= lineLength }) {
                result += paragraph
                return
            }
            let words = paragraph.enumerated().flatMap { index, line in
                line.dropFirst(index == 0 ? prefix.count : prefix.count + continuation.count)
                    .split(separator: " ").map(String.init)
            }
            var line = prefix
            var isFirst = true
            for word in words {
                let start = isFirst ? prefix : prefix + continuation
                if line.count > start.count && line.count + 1 + word.count > lineLength {
                    result.append(line)
                    line = prefix + continuation
                    isFirst = false
                }
                line += (line == prefix || line == prefix + continuation ? "" : " ") + word
            }
            result.append(line)
        }

        for line in lines {
            let indent = String(line.prefix { $0 == " " })
            let trimmed = line.dropFirst(indent.count)
            guard trimmed.hasPrefix("///") else {
                flush()
                result.append(line)
                continue
            }
            let content = trimmed.dropFirst(3).drop { $0 == " " }
            if content.hasPrefix("```") {
                flush()
                inCodeBlock.toggle()
                result.append(line)
            } else if inCodeBlock || content.isEmpty {
                flush()
                result.append(line)
            } else if content.hasPrefix("- ") {
                // A list item (`- Returns: ...`) is its own paragraph; its lines go on indented by two.
                flush()
                prefix = indent + "/// "
                continuation = "  "
                paragraph = [line]
            } else if !paragraph.isEmpty && (continuation.isEmpty || trimmed.hasPrefix("///   ")) {
                paragraph.append(line)
            } else {
                flush()
                prefix = indent + "/// "
                continuation = ""
                paragraph = [line]
            }
        }
        flush()
        return result.joined(separator: "\n")
    }
}
