import Foundation
import ToolKit

/// Everything one run changes, worked out and checked before anything is written.
package struct Plan {
    /// A file that exists and gets new text.
    package struct Edit {
        package var path: String
        package var old: String
        package var new: String
        /// What changes, for the report.
        package var summary: String
    }

    /// What was asked for: the RIB, its parent (a plugin's: its host), whether it is viewless, ...
    package let request: Planner
    /// The files to create, in order.
    package var creations: [GeneratedFile]
    /// The files to change.
    package var edits: [Edit]
    /// Whether `Tools/check-architecture --graph` rewrites the module-graph pictures afterwards.
    package var regeneratesGraph: Bool
    /// Whether `Tools/mockgen <Name>` writes the RIB's mocks afterwards.
    package var generatesMocks: Bool
    /// Whether the RIB gets an example (the package has the example support), whose first scenario's
    /// snapshot its focused tests record afterwards.
    package var hasExample: Bool
    /// Remarks for the person running the tool (a raised `max-height`, an unformatted file, ...).
    package var notes: [String]
}

/// Checks the request against the repository and works out the ``Plan``. It reads only: every
/// refusal leaves the repository as it was.
package struct Planner {
    package let repository: Repository
    package let rib: RIBName
    package let parent: String
    package let isViewless: Bool
    /// The point and feature, when the RIB is a plugin of `parent`'s point (then `parent` is its host).
    package var plugin: PluginRequest?
    /// Where the templates are.
    package let library: TemplateLibrary
    /// The owners `--owner` asked for (none: the parent's).
    package var owners: [String] = []

    /// The modules the generated code is written against.
    package static let coreModule = "RIBs"
    package static let uiModule = "TerminalUI"
    package static let testSupportModule = "RIBsTestSupport"
    /// The generated mocks of the core, which the new RIB's mocks build on.
    package static let coreMocksModule = "RIBsMocks"
    /// What every example runs on; a package without it gets RIBs without examples.
    package static let exampleSupportModule = "ExampleSupport"

    /// A request to add `rib` under `parent` (a plugin's host), from the templates in `library`.
    package init(
        repository: Repository, rib: RIBName, parent: String, isViewless: Bool, plugin: PluginRequest? = nil,
        library: TemplateLibrary, owners: [String] = []
    ) {
        self.repository = repository
        self.rib = rib
        self.parent = parent
        self.isViewless = isViewless
        self.plugin = plugin
        self.library = library
        self.owners = owners
    }

    /// Works out the plan.
    ///
    /// - Throws: ``Refusal`` for a name that is taken or clashes, an unknown parent, or a repository
    ///   the tool cannot edit safely.
    package func plan() throws(Refusal) -> Plan {
        let manifestText = try repository.read(Repository.manifestPath)
        let moduleMapText = try repository.read(Repository.moduleMapPath)
        guard let table = ModuleTable(manifest: manifestText) else {
            throw Refusal(
                "Package.swift has no module table (between `\(ModuleTable.beginMarker)` and `\(ModuleTable.endMarker)`), so there is no line to add the RIB to"
            )
        }
        let configuration: ArchitectureConfiguration
        do {
            configuration = try ArchitectureConfiguration.parse(moduleMapText, path: Repository.moduleMapPath)
        } catch {
            throw Refusal(
                "cannot read \(error.message); fix the module map first (Tools/check-architecture reports the same)")
        }
        try checkNameIsFree(table)
        if let plugin { try checkPluginPoint(plugin, table) }
        try checkParent(table)
        try checkNoClashWithDeclaredTypes()
        let lineLength = repository.lineLength()
        let template = RIBTemplate(
            rib: rib, isViewless: isViewless, feature: plugin?.feature,
            pluginPoint: plugin?.qualifiedPoint, library: library)
        let declaration = try repository.loadManifest()
        let manifest = PackageGraph(declaration: declaration)
        try checkManifest(manifest)

        var notes: [String] = []
        let moduleFiles = try template.moduleFiles()
        let hasExample = manifest.target(named: Self.exampleSupportModule) != nil
        var swiftFiles = try moduleFiles + template.testFiles() + (hasExample ? template.exampleFiles() : [])
        var swiftEdits: [Plan.Edit] = []
        let app = try plugin.map { (_) throws(Refusal) in
            try compositionRoot(manifest: manifest, apps: table.names(ofKind: "app", "exe"))
        }
        if let plugin, let app {
            swiftEdits = try PluginWiring.edits(
                request: plugin, rib: rib, appPath: app.path, template: template, repository: repository)
        } else {
            let wiring = try ParentWiring.file(
                child: rib, parent: parent, isViewless: isViewless, repository: repository)
            if repository.exists(wiring.path) {
                throw Refusal("\(wiring.path) already exists; remove it or choose another name")
            }
            swiftFiles.append(wiring)
        }
        // The edited app files go through `swift format` too, so the entry added to a list is laid
        // out as the formatter would.
        let formattedAll = try format(
            swiftFiles + swiftEdits.map { GeneratedFile(path: $0.path, contents: $0.new) }, notes: &notes)
        // No generated line is longer than `.swift-format` allows. `swift format` leaves comments as they
        // are: the templates' have room for names of up to 26 characters (what the example's main takes).
        for file in formattedAll {
            for line in file.contents.split(separator: "\n") where line.count > lineLength {
                throw Refusal(
                    "'\(rib.name)' is too long: \(file.path) would get a line of \(line.count) characters, more than the \(lineLength) that .swift-format allows; choose a shorter name"
                )
            }
        }
        let formatted = Array(formattedAll.prefix(swiftFiles.count))
        for (index, file) in formattedAll.dropFirst(swiftFiles.count).enumerated() {
            swiftEdits[index].new = file.contents
        }
        let api = GeneratedFile(
            path: PublicAPI.path(ofModule: rib.name, folder: "Modules/\(rib.name)"), contents: try template.api())
        let (manifestEdit, entry) = try manifestEdit(
            manifestText, table: table, app: app?.name, moduleFiles: moduleFiles, hasExample: hasExample)
        let raisedHeight = moduleMapEdit(
            moduleMapText, configuration, declaration: declaration, manifest: manifestEdit.new, entry: entry,
            dependent: app?.name ?? parent, notes: &notes)
        return Plan(
            request: self,
            creations: formatted + [api],
            edits: [manifestEdit] + [raisedHeight].compactMap { $0 } + swiftEdits,
            regeneratesGraph: repository.exists(Repository.checkArchitecturePath),
            generatesMocks: repository.exists(Repository.mockgenPath), hasExample: hasExample, notes: notes)
    }

    // MARK: Checks

    /// The name is no module, target or folder yet (compared ignoring case, since
    /// `Modules/Scoreboard` and `Modules/ScoreBoard` are one folder on a case-insensitive disk).
    private func checkNameIsFree(_ table: ModuleTable) throws(Refusal) {
        let name = rib.name
        let known = table.ribs + table.entries.filter { !$0.isRIB }.map(\.name).sorted()
        if let existing = known.first(where: { $0.lowercased() == name.lowercased() }) {
            let what = table.entry(named: existing)?.isRIB == true ? "a RIB" : "a module"
            throw Refusal(
                "'\(name)' already exists: the module table of Package.swift describes \(what) called '\(existing)'; choose another name"
            )
        }
        let places = [
            ("a folder", "Modules", name), ("a folder", "Modules", rib.mocksTargetName), ("a folder", "Apps", name),
            ("a folder", "Tests", rib.testTargetName), ("a folder", "Modules", "\(name)Example"),
        ]
        for (what, folder, entry) in places {
            if let existing = repository.entries(of: folder).first(where: { $0.lowercased() == entry.lowercased() }) {
                throw Refusal("'\(name)' already exists: there is \(what) \(folder)/\(existing); choose another name")
            }
        }
    }

    /// The parent is a RIB of the tree (else: the table's kind of it, when it is a module).
    private func checkParent(_ table: ModuleTable) throws(Refusal) {
        guard table.entry(named: parent)?.isRIB != true else { return }
        let ribs = table.ribs.joined(separator: ", ")
        if let role = table.entry(named: parent)?.kind {
            throw Refusal(
                "'\(parent)' is not a RIB (the module table of Package.swift describes it as \(role)), so it cannot be a parent; the RIBs are: \(ribs)"
            )
        }
        let sameButCase = table.ribs.first { $0.lowercased() == parent.lowercased() }
        let suggestion = sameButCase.map { " (did you mean '\($0)'?)" }
        throw Refusal(
            "unknown parent '\(parent)': the module table of Package.swift has no RIB of that name\(suggestion ?? ""); the RIBs are: \(ribs)"
        )
    }

    /// The plugin point is one the tool has templates for, of a host that is a RIB, and the feature
    /// is a valid feature name.
    private func checkPluginPoint(
        _ plugin: PluginRequest, _ table: ModuleTable
    ) throws(Refusal) {
        guard library.entries(of: "Plugins/\(plugin.qualifiedPoint)") != nil else {
            // The points the library has templates for (`LoggedIn.games`).
            let points = (library.entries(of: "Plugins") ?? []).filter { $0.contains(".") }.sorted()
            let known = points.isEmpty ? "none" : points.joined(separator: ", ")
            let hostsPlugins = table.children(of: plugin.host).contains { table.pluginPoint(of: $0) != nil }
            let why =
                table.entry(named: plugin.host)?.isRIB != true
                ? "'\(plugin.host)' is not a RIB of the module table of Package.swift"
                : !hostsPlugins
                    ? "\(plugin.host) hosts no plugin point that the tool knows"
                    : "\(plugin.host) has no point '\(plugin.point)' that the tool knows"
            throw Refusal(
                "unknown plugin point '\(plugin.qualifiedPoint)': \(why); the points Tools/new-rib can add a plugin to are: \(known)"
            )
        }
        guard Self.isValidFeatureName(plugin.feature) else {
            throw Refusal(
                "'\(plugin.feature)' is not a valid feature name: use lower-case letters a-z, digits and '-', starting with a letter (e.g. chess, random-win)"
            )
        }
    }

    /// What `Feature.isValidName` of the RIBs core accepts: lower-case ASCII letters, digits and `-`,
    /// starting with a letter.
    package static func isValidFeatureName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The app target that holds the composition root (`AppComposition.swift`).
    private func compositionRoot(manifest: PackageGraph, apps: [String]) throws(Refusal) -> PackageTarget {
        let apps = apps.sorted().compactMap { manifest.target(named: $0) }.filter {
            repository.exists("\($0.path)/\(PluginWiring.compositionFile)")
        }
        guard apps.count == 1, let app = apps.first else {
            throw Refusal(
                "cannot find the composition root: \(apps.isEmpty ? "no" : "more than one") app of the module table has a \(PluginWiring.compositionFile)"
            )
        }
        return app
    }

    /// Neither the module nor a type it declares clashes with a type of the core, the UI toolkit or
    /// the test support (a module `Router` would shadow the core's `Router`, a RIB `Viewable` would
    /// declare `ViewableRouter`), nor with a type the package's modules declare.
    private func checkNoClashWithDeclaredTypes() throws(Refusal) {
        let shared = [Self.coreModule, Self.uiModule, Self.testSupportModule]
        let sharedTypes = shared.reduce(into: [String: String]()) { types, module in
            types.merge(repository.declaredTypes(under: "Modules/\(module)", publicOnly: true)) { first, _ in first }
        }
        if let file = sharedTypes[rib.name] {
            throw Refusal(
                "'\(rib.name)' is a type of the RIBs core or its toolkits (declared in \(file)); a module of that name would shadow it. Choose another name"
            )
        }
        for type in rib.declaredTypeNames {
            if let file = sharedTypes[type] {
                throw Refusal(
                    "'\(rib.name)' would declare \(type), which is already a type of the RIBs core or its toolkits (declared in \(file)); choose another name"
                )
            }
        }
        for folder in ["Modules", "Apps"] {
            let types = repository.declaredTypes(under: folder, publicOnly: false)
            if let file = types[rib.name] {
                throw Refusal(
                    "'\(rib.name)' is already the name of a type (declared in \(file)); a module of the same name would make both ambiguous. Choose another name"
                )
            }
        }
    }

    /// The manifest knows no target of that name, has the parent as a library target, and has
    /// the modules the generated code imports.
    private func checkManifest(_ manifest: PackageGraph) throws(Refusal) {
        let taken = [rib.name, rib.testTargetName, rib.mocksTargetName, "\(rib.name)Example"].map { $0.lowercased() }
        for target in manifest.targets
        where taken.contains(target.name.lowercased()) || taken.contains(target.moduleName.lowercased()) {
            throw Refusal(
                "'\(rib.name)' already exists: Package.swift declares the target '\(target.name)'; choose another name")
        }
        guard let parentTarget = manifest.target(named: parent), parentTarget.kind == .regular else {
            throw Refusal(
                "'\(parent)' is a RIB of the module table, but Package.swift has no library target of that name; fix that first (Tools/check-architecture reports it)"
            )
        }
        let imported = [Self.coreModule, Self.uiModule, Self.testSupportModule, Self.coreMocksModule]
        for module in imported where manifest.target(named: module) == nil {
            throw Refusal(
                "Package.swift has no target '\(module)'; the generated RIB is written against RIBs, TerminalUI, RIBsTestSupport and RIBsMocks"
            )
        }
    }

    // MARK: Edits

    /// The new RIB's line of the module table, and the new module among the dependencies of its
    /// parent (a plugin's: of the app, since its host never depends on it). Its owners are the ones
    /// `--owner` asked for, or else its parent's (a plugin's: its host's). The modules the module's
    /// files import (as the kit's ``ImportScanner`` reads them) besides the usual ones (a plugin's point
    /// contract, say) are dependencies too; the mocks, tests and example targets and their dependencies
    /// follow from the table's conventions.
    private func manifestEdit(
        _ text: String, table: ModuleTable, app: String?, moduleFiles: [GeneratedFile], hasExample: Bool
    ) throws(Refusal) -> (Plan.Edit, ModuleTable.Entry) {
        let name = rib.name
        let imports = moduleFiles.flatMap { ImportScanner.references(in: $0.contents) }.filter { $0.form == .import }
        let dependencies = Set(imports.map(\.module) + [Self.coreModule] + (isViewless ? [] : [Self.uiModule]))
            .subtracting([name, "Foundation", "Testing"]).sorted(by: ModuleTable.sortsBefore)
        let inherited = table.entry(named: parent)?.owners ?? []
        let owners = self.owners.isEmpty ? inherited : self.owners
        guard !owners.isEmpty else {
            throw Refusal(
                "\(parent) has no owner in the module table for \(name) to inherit; pass --owner @org/team (the team that will review \(name))"
            )
        }
        let entry = ModuleTable.Entry(
            name: name, kind: plugin == nil ? "rib" : "plugin", place: plugin.map { "\(parent)@\($0.point)" } ?? parent,
            owners: owners, extras: (rib.hasMocksTarget ? ["mocks"] : []) + ["tests"] + (hasExample ? ["example"] : []),
            dependencies: dependencies)
        let dependent = app ?? parent
        guard table.entry(named: dependent) != nil else {
            throw Refusal(
                "cannot find the line of \(dependent) in the module table of Package.swift to add \(name) to its dependencies"
            )
        }
        // The new module joins the dependent's dependencies in its sorted place, case aside, when they
        // are sorted, else last; every other line stays as it is unless the table's columns widen.
        let new = table.replacingEntries(in: text, adding: entry) { line in
            guard line.name == dependent else { return }
            let sorted = zip(line.dependencies, line.dependencies.dropFirst()).allSatisfy {
                !ModuleTable.sortsBefore($1, $0)
            }
            let position =
                sorted
                ? line.dependencies.firstIndex { ModuleTable.sortsBefore(entry.name, $0) } ?? line.dependencies.count
                : line.dependencies.count
            line.dependencies.insert(entry.name, at: position)
        }
        let edit = Plan.Edit(
            path: Repository.manifestPath, old: text, new: new,
            summary:
                "\(name)'s line in the module table (\(entry.kind), owned by \(owners.joined(separator: ","))); \(dependent) depends on \(name)"
        )
        return (edit, entry)
    }

    /// `max-height` of modules.txt (`text`) raised if the tree got taller, with the comment right above
    /// it that spells out the longest path (`# A -> B -> C is 2.`) brought up to date; or `nil`. The path
    /// is the check's, in the package of `declaration` with the new RIB (its table line `entry`) as the
    /// edited `manifest` has it.
    private func moduleMapEdit(
        _ text: String, _ configuration: ArchitectureConfiguration, declaration: PackageDeclaration, manifest: String,
        entry: ModuleTable.Entry, dependent: String, notes: inout [String]
    ) -> Plan.Edit? {
        var declaration = declaration
        for index in declaration.targets.indices where declaration.targets[index].name == dependent {
            declaration.targets[index].dependencies.append(TargetDependency(name: rib.name))
        }
        declaration.targets.append(
            PackageTarget(
                name: rib.name, kind: .regular, path: rib.modulePath,
                dependencies: entry.dependencies.map { TargetDependency(name: $0) }, sources: []))
        let map = ModuleMap(
            package: PackageModel(declaration: declaration, root: repository.root, manifestText: manifest),
            configuration: configuration)
        guard let path = map.longestPath(), let maxHeight = configuration.maxHeight, path.count - 1 > maxHeight
        else { return nil }
        let height = path.count - 1
        notes.append(
            "raised max-height from \(maxHeight) to \(height) in \(Repository.moduleMapPath): the longest dependency path is now \(path.joined(separator: " -> "))"
        )
        var lines = text.components(separatedBy: "\n")
        let maxHeightIndex = configuration.maxHeightLine - 1
        lines[maxHeightIndex] = lines[maxHeightIndex].replacingOccurrences(
            of: "max-height: \(maxHeight)", with: "max-height: \(height)")
        let comments = (0..<maxHeightIndex).reversed().prefix { lines[$0].hasPrefix("#") }
        let pathComment = comments.first { lines[$0].contains(" -> ") && lines[$0].hasSuffix(" is \(maxHeight).") }
        if let index = pathComment {
            lines[index] = "# " + path.joined(separator: " -> ") + " is \(height)."
        }
        return Plan.Edit(
            path: Repository.moduleMapPath, old: text, new: lines.joined(separator: "\n"),
            summary: "max-height \(maxHeight) -> \(height)")
    }

    // MARK: Formatting

    /// The files as the project's `swift format` lays them out (a no-op for names of usual length,
    /// which the templates are written for). Without `swift format` the files stay as generated.
    private func format(_ files: [GeneratedFile], notes: inout [String]) throws(Refusal) -> [GeneratedFile] {
        let path = Repository.formatConfigurationPath
        let formatted: (result: CommandResult, texts: [String]?)
        do {
            formatted = try repository.toolchain.formatted(
                files.map(\.contents), configuration: repository.exists(path) ? repository.url(path) : nil)
        } catch {
            notes.append("could not run `swift format` (\(error)): the generated files were not formatted")
            return files
        }
        guard let texts = formatted.texts else {
            let errors = formatted.result.errors
            if ["unable to invoke subcommand", "Unknown subcommand"].contains(where: { errors.contains($0) }) {
                notes.append("`swift format` is not available: the generated files were not formatted")
                return files
            }
            throw Refusal("`swift format` rejected the generated code (a bug in Tools/new-rib):\n\(errors)")
        }
        return zip(files, texts).map { GeneratedFile(path: $0.path, contents: $1) }
    }
}
