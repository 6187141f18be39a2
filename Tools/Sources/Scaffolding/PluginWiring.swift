import Foundation
import ToolKit

/// What `--plugin-of <Host>.<point> --feature <name>` asks for.
package struct PluginRequest {
    /// The RIB that hosts the point (`LoggedIn`).
    package var host: String
    /// The point's name (`games`).
    package var point: String
    /// The new feature that guards the plugin (`chess`).
    package var feature: String

    /// Reads `Host.point`.
    ///
    /// - Throws: ``Refusal`` when it is not two names joined by one dot.
    package init(_ text: String, feature: String) throws(Refusal) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw Refusal(
                "'\(text)' is not a plugin point: write --plugin-of <Host>.<point>, e.g. --plugin-of LoggedIn.games")
        }
        host = String(parts[0])
        point = String(parts[1])
        self.feature = feature
    }

    /// `Host.point`, as the check's messages and the template folders name it.
    package var qualifiedPoint: String { "\(host).\(point)" }
}

/// The composition root's side of a new plugin: the feature declared in `AppFeatures.swift`, and the
/// plugin's entry in the point in `AppComposition.swift`, after the entries already there. (No
/// adapter: the plugin's own templates take the point's contract as it is.)
///
/// It only reads: it finds each place it will edit, and refuses when one cannot be found.
package enum PluginWiring {
    /// The file that wires the whole tree.
    package static let compositionFile = "AppComposition.swift"
    /// The file that declares the app's features.
    package static let featuresFile = "AppFeatures.swift"

    /// The edits of `AppFeatures.swift` and `AppComposition.swift` (not yet formatted).
    ///
    /// - Throws: ``Refusal`` for a point without templates, a feature that is malformed or taken,
    ///   or an app whose features or point the tool cannot find.
    package static func edits(
        request: PluginRequest, rib: RIBName, appPath: String, template: RIBTemplate, repository: Repository
    ) throws(Refusal) -> [Plan.Edit] {
        let set = "Plugins/\(request.qualifiedPoint)"
        let featuresPath = "\(appPath)/\(Self.featuresFile)"
        let featuresText = try repository.read(featuresPath)
        let declaration = try template.render(template: "\(set)/Feature.swift.template")
        let newFeatures = try addingFeature(
            declaration, named: rib.lowerCamel, feature: request.feature, to: featuresText, path: featuresPath)
        let features = Plan.Edit(
            path: featuresPath, old: featuresText, new: newFeatures,
            summary: "the feature '\(request.feature)' (AppFeatures.\(rib.lowerCamel)), last in AppFeatures.all")

        let compositionPath = "\(appPath)/\(Self.compositionFile)"
        let compositionText = try repository.read(compositionPath)
        let registration = try template.render(template: "\(set)/Registration.swift.template")
        var newComposition = try addingEntry(
            registration, toPoint: request.point, in: compositionText, path: compositionPath)
        newComposition = addingImport(rib.name, in: newComposition)
        newComposition = addingToTreePicture(
            "\(rib.name) (feature \(request.feature))", point: request.point, in: newComposition)
        return [
            features,
            Plan.Edit(
                path: compositionPath, old: compositionText, new: newComposition,
                summary: "\(rib.name) in \(request.qualifiedPoint), after the plugins already there"),
        ]
    }

    // MARK: AppFeatures.swift

    /// `text` with `declaration` after the last `static let x = Feature(...)` and `name` last in `all`.
    package static func addingFeature(
        _ declaration: String, named name: String, feature: String, to text: String, path: String
    ) throws(Refusal) -> String {
        var lines = text.components(separatedBy: "\n")
        if text.range(
            of: #"name:\s*"\#(NSRegularExpression.escapedPattern(for: feature))""#, options: .regularExpression)
            != nil
        {
            throw Refusal("the feature '\(feature)' already exists in \(path); choose another --feature")
        }
        if text.range(of: #"static\s+(let|var)\s+\#(name)\b"#, options: .regularExpression) != nil {
            throw Refusal("\(path) already declares AppFeatures.\(name); choose another name for the RIB")
        }
        let declarations = lines.indices.filter {
            lines[$0].range(of: #"^\s*(public\s+)?static\s+let\s+\w+\s*=\s*Feature\("#, options: .regularExpression)
                != nil
        }
        guard let last = declarations.last else {
            throw Refusal(
                "cannot find a feature declaration (`static let x = Feature(name: ...)`) in \(path) to add '\(feature)' after it"
            )
        }
        let indent = String(lines[last].prefix { $0 == " " })
        let code = ImportScanner.codeLines(of: text)
        let end = bracketLines(from: last, in: code, opening: "([")?.close ?? lines.count - 1
        let newLines = declaration.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty }.map { indent + $0 }
        lines.insert(contentsOf: [""] + newLines, at: end + 1)
        guard let allLine = lines.firstIndex(where: { $0.contains("static let all: [Feature] = [") }),
            let appended = appending(name, toListAt: allLine, in: lines)
        else {
            throw Refusal("cannot find `static let all: [Feature] = [...]` in \(path) to add '\(feature)' to it")
        }
        return appended.joined(separator: "\n")
    }

    // MARK: AppComposition.swift

    /// `text` with `entry` last in the list of the plugin point passed as `point:`.
    package static func addingEntry(
        _ entry: String, toPoint point: String, in text: String, path: String
    ) throws(Refusal) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("\(point): PluginPoint(") }) else {
            throw Refusal(
                "cannot find the plugin point `\(point): PluginPoint(...)` in \(path); the plugin's entry goes into its list of entries"
            )
        }
        // The entries' list: the first `[` from there, to its `]`.
        guard let (open, close) = bracketLines(from: start, in: ImportScanner.codeLines(of: text), opening: "["),
            close > open
        else {
            throw Refusal(
                "cannot read the entries of `\(point): PluginPoint(...)` in \(path): the tool expects them one per line between `[` and `]`"
            )
        }
        insert(entry.trimmingWhitespace(), before: close, inListFrom: open, in: &lines)
        return lines.joined(separator: "\n")
    }

    /// Inserts `element` on a line of its own before line `close`, the end of a list that opens on line
    /// `open`, indented as the element before it, which gets a comma if it has none.
    private static func insert(_ element: String, before close: Int, inListFrom open: Int, in lines: inout [String]) {
        let previous = (open + 1..<close).last { !lines[$0].trimmingWhitespace().isEmpty }
        let indent: String
        if let previous {
            indent = String(lines[previous].prefix { $0 == " " })
            if !lines[previous].hasSuffix(",") { lines[previous] += "," }
        } else {
            indent = String(lines[open].prefix { $0 == " " }) + "    "
        }
        lines.insert(indent + element, at: close)
    }

    /// `text` with `import module` among its imports, in order (the entry names the module's builder
    /// entry).
    package static func addingImport(_ module: String, in text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        // `import X`, `package import X`, ...: the module is the last word.
        let imports = lines.indices.filter { lines[$0].split(separator: " ").dropLast().last == "import" }
        let index =
            imports.first { lines[$0].split(separator: " ").last.map(String.init) ?? "" > module }
            ?? imports.last.map { $0 + 1 } ?? 0
        lines.insert("import \(module)", at: index)
        return lines.joined(separator: "\n")
    }

    /// `text` with `plugin` added to the doc comment's picture of the tree, on its line
    /// `/// ... <point> point: A (feature a)`, when there is one (the picture is documentation only).
    package static func addingToTreePicture(_ plugin: String, point: String, in text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard
            let index = lines.firstIndex(where: {
                $0.trimmingWhitespace().hasPrefix("///") && $0.contains(" \(point) point: ")
            })
        else { return text }
        lines[index] += ", \(plugin)"
        return lines.joined(separator: "\n")
    }

    /// The lines of the first of `openers` in `code` (lines with comments and strings blanked) from line
    /// `start`, and of the parenthesis or bracket that closes it; `nil` when it is not closed.
    private static func bracketLines(
        from start: Int, in code: [String], opening openers: String
    ) -> (open: Int, close: Int)? {
        var depth = 0
        var open: Int?
        for index in start..<code.count {
            for character in code[index] where open != nil || openers.contains(character) {
                if "([".contains(character) {
                    depth += 1
                    open = open ?? index
                } else if ")]".contains(character) {
                    depth -= 1
                    if depth == 0, let open { return (open, index) }
                }
            }
        }
        return nil
    }

    /// `lines` with `element` last in the array literal that opens on line `start`.
    private static func appending(_ element: String, toListAt start: Int, in lines: [String]) -> [String]? {
        var lines = lines
        let line = lines[start]
        if let open = line.range(of: "= ["), let close = line.range(of: "]", range: open.upperBound..<line.endIndex) {
            let inside = line[open.upperBound..<close.lowerBound].trimmingWhitespace()
            let list =
                inside.isEmpty
                ? element : inside.trimmingCharacters(in: CharacterSet(charactersIn: ",")) + ", " + element
            lines[start] = String(line[..<open.upperBound]) + list + String(line[close.lowerBound...])
            return lines
        }
        guard let close = lines[(start + 1)...].firstIndex(where: { $0.trimmingWhitespace().hasPrefix("]") }) else {
            return nil
        }
        insert("\(element),", before: close, inListFrom: start, in: &lines)
        return lines
    }
}
