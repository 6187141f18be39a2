package import Foundation
import ToolKit

/// A file the tool creates: its path relative to the package root and its text.
package struct GeneratedFile {
    package var path: String
    package var contents: String

    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// Writes the file under `folder`, and any missing folders above it; returns its URL.
    @discardableResult
    package func write(under folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url, options: .atomic)
        return url
    }
}

/// The templates of `Tools/new-rib`: Swift files with `{{placeholder}}`s under `Tools/Sources/new-rib/Templates`
/// (see the README there), which the tool reads at run time and renders for one RIB.
package struct TemplateLibrary {
    /// The `Templates` folder.
    package let root: URL

    package init(root: URL) { self.root = root }

    /// The folder named by `$NEW_RIB_TEMPLATES` (the script sets it to its own templates), or else
    /// `Tools/Sources/new-rib/Templates` of the package being edited.
    package static func locate(packageRoot: URL) -> TemplateLibrary {
        if let explicit = ProcessInfo.processInfo.environment["NEW_RIB_TEMPLATES"], !explicit.isEmpty {
            return TemplateLibrary(root: URL(fileURLWithPath: explicit))
        }
        return TemplateLibrary(root: packageRoot.appendingPathComponent("Tools/Sources/new-rib/Templates"))
    }

    /// The entries of the folder `set` (`ViewRIB`, `Plugins/LoggedIn.games`, ...), or `nil` when it is
    /// no folder.
    package func entries(of set: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(set).path)
    }

    /// The template files directly in the folder `set`, by name (`{{Name}}Builder.swift.template`).
    package func templates(in set: String) throws(Refusal) -> [(name: String, text: String)] {
        guard let names = entries(of: set) else {
            throw Refusal(
                "the templates of Tools/new-rib are missing: no folder \(root.appendingPathComponent(set).path)")
        }
        return try names.filter { $0.hasSuffix(".swift.template") }.sorted().map { (name) throws(Refusal) in
            (name, try text(of: "\(set)/\(name)"))
        }
    }

    /// The text of the template at `path`, relative to the `Templates` folder.
    package func text(of path: String) throws(Refusal) -> String {
        let url = root.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw Refusal("the templates of Tools/new-rib are missing: cannot read \(url.path)")
        }
        return text
    }
}

/// The source files of a new RIB in the four-file shape of the RIBs tutorials, in the style of the
/// hand-written RIBs of this package (OffGame for a RIB with a view, LoggedIn for a viewless one),
/// rendered from the templates.
package struct RIBTemplate {
    package let rib: RIBName
    package let isViewless: Bool
    /// The feature that guards the RIB when it is a plugin (`{{feature}}`).
    package var feature: String?
    /// The plugin point (`LoggedIn.games`) when the RIB is a plugin: the point's `Sources` and `Tests`
    /// templates replace the RIB's files of the same names, so that the RIB takes the point's
    /// contract as it is.
    package var pluginPoint: String?
    package let library: TemplateLibrary

    /// The files of `rib`, rendered from `library`.
    package init(
        rib: RIBName, isViewless: Bool, feature: String? = nil, pluginPoint: String? = nil, library: TemplateLibrary
    ) {
        self.rib = rib
        self.isViewless = isViewless
        self.feature = feature
        self.pluginPoint = pluginPoint
        self.library = library
    }

    private var name: String { rib.name }
    private var lower: String { rib.lowerCamel }
    private var set: String { isViewless ? "ViewlessRIB" : "ViewRIB" }

    /// The placeholders' values for this RIB, by their names between the braces. Those of the contract
    /// (its listener, dependency, builder, ...) are its own, or a plugin's point's, as the `placeholders`
    /// file of the point's templates sets them (`Listener: GameListener`, one a line).
    package func values() throws(Refusal) -> [String: String] {
        var values = [
            "Name": name, "name": lower, "Name's": RIBName.possessive(name), "Words": rib.words,
            "Listener": "\(name)Listener", "Dependency": "\(name)Dependency", "Buildable": "\(name)Buildable",
            "didFinish": "\(lower)DidFinish", "Mocks": rib.mocksTargetName,
        ]
        if let feature { values["feature"] = feature }
        if let pluginPoint {
            for line in try library.text(of: "Plugins/\(pluginPoint)/placeholders").split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace() }
                if parts.count == 2 { values[parts[0]] = parts[1] }
            }
        }
        return values
    }

    /// `template` with every line `{{> path}}` replaced by the template at `path` (relative to the
    /// `Templates` folder), itself with its includes, then every `{{placeholder}}` by its value in ``values()``.
    ///
    /// - Throws: ``Refusal`` for a placeholder without a value (a template the tool does not know) or
    ///   a template that includes itself.
    package func render(_ template: String, named name: String) throws(Refusal) -> String {
        let values = try self.values()
        func including(_ text: String, within paths: [String]) throws(Refusal) -> String {
            try text.split(separator: "\n", omittingEmptySubsequences: false).map { (line) throws(Refusal) in
                guard line.hasPrefix("{{> "), line.hasSuffix("}}") else { return String(line) }
                let path = String(line.dropFirst(4).dropLast(2))
                guard !paths.contains(path) else { throw Refusal("the template \(path) includes itself") }
                let text = try including(library.text(of: path), within: paths + [path])
                return text.hasSuffix("\n") ? String(text.dropLast()) : text
            }.joined(separator: "\n")
        }
        let result = values.reduce(try including(template, within: [name])) {
            $0.replacingOccurrences(of: "{{\($1.key)}}", with: $1.value)
        }
        guard let open = result.range(of: "{{") else { return result }
        guard let close = result[open.upperBound...].range(of: "}}") else {
            throw Refusal("the template \(name) has an unclosed '{{'")
        }
        let known = values.keys.sorted().map { "{{\($0)}}" }.joined(separator: ", ")
        throw Refusal(
            "the template \(name) uses the unknown placeholder {{\(result[open.upperBound..<close.lowerBound])}}; known: \(known)"
        )
    }

    /// The rendered template at `path`, relative to the `Templates` folder.
    package func render(template path: String) throws(Refusal) -> String {
        try render(library.text(of: path), named: path)
    }

    /// The module's files.
    package func moduleFiles() throws(Refusal) -> [GeneratedFile] {
        try render(
            set: "\(set)/Sources", overriddenBy: pluginPoint.map { "Plugins/\($0)/Sources" }, into: rib.modulePath)
    }

    /// The test target's files: hand-written-style mocks beside first tests that pass.
    package func testFiles() throws(Refusal) -> [GeneratedFile] {
        try render(set: "\(set)/Tests", overriddenBy: pluginPoint.map { "Plugins/\($0)/Tests" }, into: rib.testPath)
    }

    /// The example's files (`Example/` with the kind's or the plugin point's `Example/` over it): its
    /// program and its first scenario; and the test that compares each scenario with its snapshot.
    package func exampleFiles() throws(Refusal) -> [GeneratedFile] {
        let kind = pluginPoint.map { "Plugins/\($0)/Example" } ?? "\(set)/Example"
        return try render(set: "Example", overriddenBy: kind, into: rib.examplePath)
            + render(set: "Example/Tests", into: rib.testPath)
    }

    /// Every template of the folder `set`, rendered into the folder `folder` of the package; a
    /// template of the folder `overrides` (when it exists) replaces the one of the same name.
    package func render(
        set: String, overriddenBy overrides: String? = nil, into folder: String
    ) throws(Refusal) -> [GeneratedFile] {
        var templates = try library.templates(in: set).map { (set: set, name: $0.name, text: $0.text) }
        if let overrides, library.entries(of: overrides) != nil {
            for template in try library.templates(in: overrides) {
                templates.removeAll { $0.name == template.name }
                templates.append((overrides, template.name, template.text))
            }
        }
        return try templates.sorted { $0.name < $1.name }.map { (template) throws(Refusal) in
            // `{{Name}}Builder.swift.template` gives `ScoreboardBuilder.swift`.
            let fileName = try render(String(template.name.dropLast(".template".count)), named: template.name)
            return GeneratedFile(
                path: "\(folder)/\(fileName)",
                contents: try render(template.text, named: "\(template.set)/\(template.name)"))
        }
    }

    /// The module's API file, as `Tools/check-architecture --update-api` writes it for the templates. A
    /// plugin's protocols are its point's contract (its placeholders name them): its builder entry is all
    /// it declares.
    package func api() throws(Refusal) -> String {
        let values = try values()
        var lines = [
            "make\(name)Builder(dependency:) func make\(name)Builder(dependency: any \(values["Dependency"] ?? "")) -> any \(values["Buildable"] ?? "")"
        ]
        if pluginPoint == nil {
            lines += [
                "\(name)Buildable protocol \(name)Buildable : Buildable",
                "\(name)Buildable.build(withListener:) [requirement] @MainActor func build(withListener listener: any \(name)Listener) -> any \(isViewless ? "Routing" : "ViewableRouting")",
                "\(name)Dependency protocol \(name)Dependency : Dependency",
                "\(name)Listener @MainActor protocol \(name)Listener : RIBListener",
            ]
            lines +=
                isViewless
                ? [
                    "\(name)Dependency.\(lower)ViewController [requirement] @MainActor var \(lower)ViewController: any \(name)ViewControllable { get }",
                    "\(name)ViewControllable @MainActor protocol \(name)ViewControllable : ViewControllable",
                    "\(name)ViewControllable.dismiss(viewController:) [requirement] @MainActor func dismiss(viewController: any ViewControllable)",
                    "\(name)ViewControllable.present(viewController:) [requirement] @MainActor func present(viewController: any ViewControllable)",
                ] : ["\(name)Listener.\(lower)DidFinish() [requirement] @MainActor func \(lower)DidFinish()"]
        }
        return PublicAPI(lines.map { .init(line: $0[...]) }).text(module: name)
    }
}
