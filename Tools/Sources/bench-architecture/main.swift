import Foundation
import Scaffolding
import ToolKit

// The renderer of Tools/bench-architecture's synthetic packages (the script's header describes them),
// on new-rib's own scaffolding, so that its RIBs are new-rib's own viewless RIBs and wiring. RIB i's
// children are 3i-1, 3i and 3i+1. It prints the deepest leaf and the package's height.

/// The synthetic package of `size` RIBs.
struct SyntheticPackage {
    let size: Int

    static let app = "App"

    func name(_ index: Int) -> String {
        "Rib" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index)
    }

    func children(of index: Int) -> [Int] {
        [3 * index - 1, 3 * index, 3 * index + 1].filter { $0 >= 2 && $0 <= size }
    }

    /// Every module of the package: the RIBs core, its test support, the view toolkit and the example
    /// support (copied from this repository), the RIBs, each with an example, and the app, as the
    /// lines of its module table (each one's dependencies sorted by name, case aside).
    var modules: [ModuleTable.Entry] {
        func shared(
            _ name: String, _ kind: String, _ dependencies: [String], owner: String = "@bench/core"
        ) -> ModuleTable.Entry {
            ModuleTable.Entry(
                name: name, kind: kind, owners: [owner], extras: name == Planner.coreModule ? ["mocks"] : [],
                dependencies: dependencies)
        }
        var modules = [
            shared(Planner.coreModule, "core", []),
            shared(Planner.testSupportModule, "test-support", [Planner.coreModule]),
            shared(Planner.uiModule, "ui", [Planner.coreModule]),
            shared(Planner.exampleSupportModule, "test-support", [Planner.coreModule, Planner.uiModule]),
            shared(Self.app, "exe", [Planner.coreModule, name(1)], owner: "@bench/app"),
        ]
        for index in 1...size {
            modules.append(
                ModuleTable.Entry(
                    name: name(index), kind: "rib", place: index > 1 ? name((index + 1) / 3) : "-",
                    owners: ["@bench/team\(index % 20)"], extras: ["mocks", "tests", "example"],
                    dependencies: [Planner.coreModule] + children(of: index).map(name)))
        }
        for index in modules.indices { modules[index].dependencies.sort(by: ModuleTable.sortsBefore) }
        return modules
    }
}

/// This repository's manifest made into the synthetic package's: the same text with the table between
/// the markers replaced and the declarations that are not modules (products, the app's own test
/// targets, the benchmark) left out.
func manifest(from text: String, of package: SyntheticPackage) throws(Refusal) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func index(of line: String, from start: Int = 0) throws(Refusal) -> Int {
        guard let found = lines[start...].firstIndex(of: line) else {
            throw Refusal("Package.swift has no line `\(line)`: update Tools/Sources/bench-architecture to its shape")
        }
        return found
    }
    // Products: of the app and its benchmark, none of which the synthetic package has; the examples'
    // (the table's loop makes them).
    let products = try index(of: "    products: [")
    guard let productsEnd = lines[products...].firstIndex(where: { $0.hasPrefix("    ]") }) else {
        throw Refusal("Package.swift's products do not end: update Tools/Sources/bench-architecture to its shape")
    }
    lines.replaceSubrange(products...productsEnd, with: ["    products: exampleProducts,"])
    guard let table = ModuleTable(manifest: text) else {
        throw Refusal("Package.swift has no module table: update Tools/Sources/bench-architecture to its shape")
    }
    let targets = try index(of: "    targets: moduleTargets + [")
    let targetsEnd = try index(of: "    ]", from: targets)
    lines.replaceSubrange(targets...targetsEnd, with: ["    targets: moduleTargets"])
    lines.replaceSubrange(table.bodyLines, with: ModuleTable.lines(of: package.modules))
    lines = lines.map { $0 == "    name: \"RIBsTicTacToe\"," ? "    name: \"Synthetic\(package.size)\"," : $0 }
    return lines.joined(separator: "\n")
}

/// The program of the app: it builds the root RIB, which borrows the app's window to present on.
func appSource(of package: SyntheticPackage) -> String {
    let root = package.name(1)
    let lower = "rib0001"
    return """
        import RIBs
        import \(root)

        /// The window the root RIB presents its children on.
        final class Window: \(root)ViewControllable {
            var isOnScreen: Bool { true }

            func present(viewController: any ViewControllable) {}

            func dismiss(viewController: any ViewControllable) {}
        }

        /// What the root RIB needs from the app.
        final class AppComponent: Component<EmptyComponent>, \(root)Dependency {
            let \(lower)ViewController: any \(root)ViewControllable = Window()

            init() {
                super.init(dependency: EmptyComponent())
            }
        }

        /// Hears the root RIB.
        final class AppListener: \(root)Listener {}

        let listener = AppListener()
        let router = make\(root)Builder(dependency: AppComponent()).build(withListener: listener)
        router.interactable.activate()
        router.load()

        """
}

let usage = """
    usage: bench-architecture --package <dir> --size <n> --templates <dir> --manifest <Package.swift>
    """

/// Reads the command line, renders the package, prints its deepest leaf and its height.
func run(_ arguments: [String]) throws {
    var values: [String: String] = [:]
    var rest = arguments[...]
    while let option = rest.popFirst() {
        guard option.hasPrefix("--"), let value = rest.popFirst() else {
            throw Refusal(usage)
        }
        values[String(option.dropFirst(2))] = value
    }
    guard let packagePath = values["package"], let size = values["size"].flatMap(Int.init), size >= 1,
        let templates = values["templates"], let manifestPath = values["manifest"]
    else {
        throw Refusal(usage)
    }
    let root = URL(fileURLWithPath: packagePath)
    let package = SyntheticPackage(size: size)
    let library = TemplateLibrary(root: URL(fileURLWithPath: templates))
    let repository = Repository(root: root, toolchain: try Toolchain.locate())
    for index in 1...size {
        let template = RIBTemplate(rib: try RIBName(package.name(index)), isViewless: true, library: library)
        // Its example, without the snapshot test (no snapshot is recorded here).
        let example = try template.exampleFiles().filter { $0.path.hasPrefix("Modules/") }
        try (template.moduleFiles() + template.testFiles() + example).forEach { try $0.write(under: root) }
        for child in package.children(of: index) {
            let wiring = try ParentWiring.file(
                child: try RIBName(package.name(child)), parent: package.name(index), isViewless: true,
                repository: repository)
            try wiring.write(under: root)
        }
    }
    try GeneratedFile(path: "Apps/App/main.swift", contents: appSource(of: package)).write(under: root)
    // The mocks targets' folders: Tools/mockgen fills them in the benchmark's setup.
    for module in package.modules where module.hasMocks {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Modules/\(module.name)Mocks"), withIntermediateDirectories: true)
    }
    let text = try String(contentsOf: URL(fileURLWithPath: manifestPath), encoding: .utf8)
    let synthetic = try manifest(from: text, of: package)
    try GeneratedFile(path: "Package.swift", contents: synthetic).write(under: root)
    // The app, then the chain down to the deepest leaf, then the core: the package's height in edges.
    let successors = Dictionary(uniqueKeysWithValues: package.modules.map { ($0.name, $0.dependencies) })
    let height = longestPath(through: [SyntheticPackage.app], successors: successors).path.count - 1
    print("leaf \(package.name(size)) height \(height)")
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("bench-architecture: \((error as? Refusal)?.message ?? "\(error)")\n".utf8))
    exit(2)
}
