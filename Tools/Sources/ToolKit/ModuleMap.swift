/// The role a target plays in the architecture, which decides what it may depend on.
public enum ModuleRole: String, Sendable {
    /// The RIBs framework.
    case core
    /// The UI toolkit.
    case ui = "UI toolkit"
    /// Mocks and helpers for tests.
    case testSupport = "test support"
    /// A shared non-RIB module (models, services) that RIBs may use.
    case shared
    /// One RIB of the tree.
    case rib = "RIB"
    /// A composition root (executable).
    case app
    /// The generated mocks of one module (`<Module><mocks-suffix>`), for tests.
    case mocks
    /// The program that runs one RIB alone in its scenarios (`<RIB>Example`), for its team and its tests.
    case example
    /// Developer tooling under a tools folder, or a plugin.
    case tool
    /// A test target.
    case test
    /// Not described in the configuration.
    case unclassified

    /// The roles of the modules the product is made of: they get documentation, their protocols
    /// get mocks, and only they can have a mocks module.
    public static let library: Set<ModuleRole> = [.core, .ui, .shared, .testSupport, .rib]
}

/// Joins the module table, the settings and the package: the role of every target (its module's
/// kind in the table, or what its place and name make it), and the rule that says whether one
/// module may depend on another.
public struct ModuleMap: Sendable {
    /// The package as the manifest describes it.
    public let package: PackageModel
    /// The settings of the check.
    public let configuration: ArchitectureConfiguration
    /// The modules: the table of the package's manifest (empty when it has none).
    public let table: ModuleTable
    private let roles: [String: ModuleRole]
    /// The module each mocks target mocks (`OffGameMocks`: `OffGame`).
    public let mockedModules: [String: String]
    /// The module each example runs (`OffGameExample`: `OffGame`), from the table's extra `example`.
    public let exampledModules: [String: String]
    private let targetsByModuleName: [String: PackageTarget]

    /// Joins `package`, whose manifest's module table describes its modules, and `configuration`.
    public init(package: PackageModel, configuration: ArchitectureConfiguration) {
        self.package = package
        self.configuration = configuration
        table = package.manifest.table ?? ModuleTable(entries: [])
        let kindRoles: [String: ModuleRole] = [
            "core": .core, "ui": .ui, "test-support": .testSupport, "shared": .shared, "app": .app, "exe": .app,
            "rib": .rib, "plugin": .rib,
        ]
        var roles: [String: ModuleRole] = [:]
        for entry in table.entries { roles[entry.name] = kindRoles[entry.kind] }
        var exampled: [String: String] = [:]
        for entry in table.entries where entry.hasExample && package.target(named: entry.name + "Example") != nil {
            roles[entry.name + "Example"] = .example
            exampled[entry.name + "Example"] = entry.name
        }
        self.exampledModules = exampled
        for target in package.targets where roles[target.name] == nil {
            if target.kind == .test {
                roles[target.name] = .test
            } else if target.kind == .plugin
                || configuration.toolsDirectories.contains(where: { target.path.hasPrefix($0 + "/") })
            {
                roles[target.name] = .tool
            }
        }
        var mocked: [String: String] = [:]
        if let suffix = configuration.mocksSuffix {
            for target in package.targets where roles[target.name] == nil && target.kind == .regular {
                guard target.name.hasSuffix(suffix) else { continue }
                let base = String(target.name.dropLast(suffix.count))
                if let role = roles[base], ModuleRole.library.contains(role) {
                    roles[target.name] = .mocks
                    mocked[target.name] = base
                }
            }
        }
        self.mockedModules = mocked
        self.roles = roles
        self.targetsByModuleName = Dictionary(
            package.targets.filter { $0.kind != .test && $0.kind != .plugin }.map { ($0.moduleName, $0) },
            uniquingKeysWith: { $1 })
    }

    /// The role of target `name`.
    public func role(of name: String) -> ModuleRole {
        roles[name] ?? .unclassified
    }

    /// The library targets of the ``ModuleRole/library`` roles, in manifest order: what mockgen reads
    /// and the documentation covers (not tools, not the generated mocks targets).
    public var libraryTargets: [PackageTarget] {
        package.targets.filter { $0.kind == .regular && ModuleRole.library.contains(role(of: $0.name)) }
    }

    /// The importable target whose module is called `moduleName`, if any.
    public func target(forModule moduleName: String) -> PackageTarget? {
        targetsByModuleName[moduleName]
    }

    /// How far `descendant` is below `ancestor` in the RIB tree (1 = child), if it is below it.
    func depth(of descendant: String, below ancestor: String) -> Int? {
        var depth = 0
        var current = descendant
        // A place that makes a RIB its own ancestor is a finding of its own: the walk stops there.
        while let parent = table.parent(of: current), depth < table.entries.count {
            depth += 1
            if parent == ancestor { return depth }
            current = parent
        }
        return nil
    }

    /// The rule an edge from `source` to `destination` breaks when ``forbiddenReason(from:to:)`` gives a
    /// reason: plugin isolation when the edge joins a plugin and its host or another plugin of the
    /// same host, the shared-module rule when a shared module depends on a RIB, else the allowed edges.
    public func rule(from source: String, to destination: String) -> Rule {
        if pluginIsolationReason(from: source, to: destination) != nil { return .pluginIsolation }
        if role(of: source) == .shared && role(of: destination) == .rib { return .sharedModule }
        return .allowedEdges
    }

    /// Why an edge from `source` to `destination` breaks plugin isolation, if it does: it joins a
    /// plugin and its host, or two plugins of the same host.
    private func pluginIsolationReason(from source: String, to destination: String) -> String? {
        let parentOf = table.parent(of:)
        if let point = table.hostedPoint(of: destination), parentOf(destination) == source {
            return
                "'\(destination)' is a plugin of its point '\(point)': a host never depends on its plugins; it receives them through the plugin point, which the composition root fills"
        }
        guard let point = table.hostedPoint(of: source) else { return nil }
        if parentOf(source) == destination {
            return
                "'\(destination)' is the host of its plugin point '\(point)': a plugin never depends on its host; the composition root adapts the plugin to the point's interface"
        }
        if parentOf(destination) == parentOf(source), let other = table.hostedPoint(of: destination) {
            return
                "'\(destination)' is another plugin of the same host ('\(other)'): plugins are isolated from each other and meet only through their host's interfaces"
        }
        return nil
    }

    /// Why `source` may not depend on `destination`, or `nil` when the edge is allowed.
    ///
    /// The reason is a sentence fragment naming the relation, e.g. "'LoggedIn' is its sibling in the
    /// RIB tree, and siblings talk only through their parent".
    public func forbiddenReason(from source: String, to destination: String) -> String? {
        let sourceRole = role(of: source)
        let destinationRole = role(of: destination)
        if sourceRole == .unclassified || destinationRole == .unclassified { return nil }
        if destinationRole == .test { return "'\(destination)' is a test target, which nothing can depend on" }
        if let module = exampledModules[destination] {
            if source == module + "Tests" { return nil }
            return
                "'\(destination)' is the example of '\(module)', a program of its own that only \(module)Tests may depend on (to render its scenarios); no program contains another's example"
        }
        if destinationRole == .mocks && ![.test, .mocks, .example].contains(sourceRole) {
            return "\(describe(destination)), for test targets only"
        }
        if destinationRole == .app && sourceRole != .test && !isCompositionLibrary(destination, usedBy: sourceRole) {
            return "'\(destination)' is an app, and nothing depends on an app: move the code it needs into a module"
        }
        if destinationRole == .testSupport && (sourceRole == .rib || sourceRole == .app) {
            return "'\(destination)' is test support (mocks), for test targets only"
        }
        switch sourceRole {
        case .core:
            if destinationRole == .core { return nil }
            return
                "'\(source)' is core and may depend only on other core modules, but '\(destination)' is \(describe(destination))"
        case .ui:
            if destinationRole == .core || destinationRole == .ui { return nil }
            return
                "'\(source)' is the UI toolkit and may depend only on core and UI modules, but '\(destination)' is \(describe(destination))"
        case .testSupport:
            // Only tests (and tools) use test support, so it may hold a whole app for them to drive.
            if [.core, .ui, .shared, .testSupport, .rib, .app].contains(destinationRole) { return nil }
            return
                "'\(source)' is test support and may depend only on core, UI, shared, RIB, app-library and test-support modules, but '\(destination)' is \(describe(destination))"
        case .shared:
            if [.core, .ui, .shared].contains(destinationRole) { return nil }
            return
                "'\(source)' is a shared module and may depend only on core, UI and other shared modules, but '\(destination)' is \(describe(destination)); RIBs depend on shared modules, never the other way round"
        case .rib:
            if [.core, .ui, .shared].contains(destinationRole) { return nil }
            if destinationRole == .rib { return ribReason(from: source, to: destination) }
            return
                "a RIB may depend only on core, UI, shared modules and its own children, but '\(destination)' is \(describe(destination))"
        case .app:
            // The composition root: it names the RIBs' builder entries and wires the whole tree.
            if [.core, .ui, .shared, .rib, .app].contains(destinationRole) { return nil }
            return
                "an app may depend only on core, UI, shared modules and RIBs, but '\(destination)' is \(describe(destination))"
        case .tool:
            return nil
        case .example:
            // The RIB, what it is built from and their mocks, the fakes that hold no app, the view toolkit.
            let module = exampledModules[source] ?? source
            func allowed(_ name: String) -> Bool { name == module || path(from: module, to: name) != nil }
            if allowed(destination) || destinationRole == .ui { return nil }
            if let mocked = mockedModules[destination], allowed(mocked) { return nil }
            if destinationRole == .testSupport
                && !table.names(ofKind: "app", "exe").contains(where: { path(from: destination, to: $0) != nil })
            {
                return nil
            }
            return
                "'\(source)' runs '\(module)' alone and may depend only on it, what it depends on (and their mocks), test support that holds no app and the UI toolkit, but '\(destination)' is \(describe(destination))"
        case .mocks:
            let mocked = mockedModules[source] ?? source
            func allowed(_ name: String) -> Bool { name == mocked || path(from: mocked, to: name) != nil }
            if destinationRole == .testSupport || allowed(destination) { return nil }
            if let other = mockedModules[destination], allowed(other) { return nil }
            return
                "'\(source)' holds the mocks of '\(mocked)' and may depend only on it, its dependencies (and their mocks) and test support, but '\(destination)' is \(describe(destination))"
        case .test:
            guard let tested = package.graph.testedTarget(of: source)?.name else { return nil }
            let testedRole = role(of: tested)
            if testedRole == .app || testedRole == .tool || testedRole == .unclassified { return nil }
            if destination == tested || [.core, .ui, .shared, .testSupport].contains(destinationRole) { return nil }
            // A module's mocks, when the module itself is allowed (a parent's tests use its child's).
            if let mocked = mockedModules[destination] {
                if mocked == source || forbiddenReason(from: source, to: mocked) == nil { return nil }
                return
                    "'\(source)' tests '\(tested)', and may use the mocks of only what it may depend on: \(describe(destination))"
            }
            if testedRole == .rib && table.parent(of: destination) == tested
                && table.pluginPoint(of: destination) == nil
            {
                return nil
            }
            let children = testedRole == .rib ? ", its children in the RIB tree (not its plugins)" : ""
            return
                "'\(source)' tests '\(tested)' and may depend on it\(children), core, UI, shared modules and test support, but '\(destination)' is \(describe(destination))"
        case .unclassified:
            return nil
        }
    }

    /// Whether `app` is an app's library (its composition root, not an executable) that a target of
    /// `role` may use: the app's executable runs it and tools (a benchmark) drive it.
    private func isCompositionLibrary(_ app: String, usedBy role: ModuleRole) -> Bool {
        (role == .app || role == .tool || role == .testSupport) && package.target(named: app)?.kind == .regular
    }

    /// A shortest declared dependency path from `source` to `destination` (another target), if any:
    /// a breadth-first walk that keeps, for each target it reaches, the target before it, and stops
    /// when it reaches `destination` (a mocks module's dependencies are checked edge by edge, most of
    /// them direct ones).
    package func path(from source: String, to destination: String) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [source][...]
        while previous[destination] == nil, let node = queue.popFirst() {
            for next in package.target(named: node)?.dependencies.map(\.name) ?? []
            where next != source && previous[next] == nil {
                previous[next] = node
                queue.append(next)
            }
        }
        guard previous[destination] != nil else { return nil }
        var path = [destination]
        while let before = previous[path[0]] { path.insert(before, at: 0) }
        return path
    }

    private func ribReason(from source: String, to destination: String) -> String? {
        if let reason = pluginIsolationReason(from: source, to: destination) { return reason }
        let parentOf = table.parent(of:)
        if parentOf(destination) == source { return nil }
        let listenerAdvice =
            "a child talks to its parent only through its Listener and Dependency protocols, which the parent implements"
        if let depth = depth(of: source, below: destination) {
            let relation = depth == 1 ? "its parent" : "its ancestor (\(depth) levels up)"
            return "'\(destination)' is \(relation) in the RIB tree: \(listenerAdvice)"
        }
        if let depth = depth(of: destination, below: source) {
            let relation = depth == 2 ? "its grandchild" : "its descendant \(depth) levels down"
            let parent = parentOf(destination) ?? "?"
            return
                "'\(destination)' is \(relation) in the RIB tree: a RIB builds only its own children, and '\(parent)' builds '\(destination)'"
        }
        if let parent = parentOf(source), table.parent(of: destination) == parent {
            return
                "'\(destination)' is its sibling in the RIB tree: siblings talk only through their parent '\(parent)' (listener up, builder down)"
        }
        if parentOf(destination) == nil {
            return "'\(destination)' is the root of the RIB tree, which only apps may depend on"
        }
        return
            "'\(destination)' is in another branch of the RIB tree: a RIB may depend only on core, UI and its own children"
    }

    /// Where modules are described, for messages.
    public var modulesSource: String { "the module table of \(package.manifest.path)" }

    /// "the RIB 'X'", "core", "an app", ... for messages.
    package func describe(_ name: String) -> String {
        switch role(of: name) {
        case .core: "core"
        case .ui: "the UI toolkit"
        case .testSupport: "test support"
        case .shared: "a shared module"
        case .rib:
            if let point = table.hostedPoint(of: name) {
                "a plugin RIB of '\(point)'"
            } else {
                table.parent(of: name) == nil ? "the root RIB" : "a RIB"
            }
        case .app: "an app"
        case .mocks: "the mocks of '\(mockedModules[name] ?? name)'"
        case .example: "the example of '\(exampledModules[name] ?? name)'"
        case .tool: "a developer tool"
        case .test: "a test target"
        case .unclassified: "not described in \(modulesSource)"
        }
    }
}
