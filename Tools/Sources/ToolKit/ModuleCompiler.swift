public import Foundation

/// Compiles library modules one by one, each with only its declared dependencies visible, and
/// remembers the results by content: the compiled interface and public symbol graph of a module
/// are kept under a key made of the compiler, the module's flags, its sources and the interfaces
/// of the modules it depends on.
///
/// This serves two checks at once. *Builds alone*: a module that imports something it does not
/// declare (directly or through its dependencies) fails here, whatever else was built before,
/// because its search path holds nothing but its dependency closure. *Public surfaces*: the
/// compiler writes the module's symbol graph as it emits the interface, so no separate
/// `symbolgraph-extract` per module is needed. Only modules whose key changed are compiled again;
/// a body-only edit leaves a module's interface, and so its dependents' keys, unchanged. Modules
/// without dependencies between them compile in parallel, one per processor.
///
/// Compiling means `swiftc -emit-module` (type-checking every body, no code generation) with the
/// flags SwiftPM would give the module: its language mode, features and defines from the
/// manifest, `-DSWIFT_PACKAGE -DDEBUG`, `-enable-testing`, and the package name for `package`
/// access. Targets whose settings need SwiftPM (other languages, resources, plugins, conditional or
/// unsafe settings) are not compiled here; ``ToolchainRules`` builds those with SwiftPM.
public struct ModuleCompiler: Sendable {
    /// What compiling one module gave.
    public struct Outcome: Sendable {
        /// The compiler's output when it failed, or why it was not compiled.
        public var log: String
        /// The folder of its symbol graph files, when it compiled.
        public var symbolGraphDirectory: URL?
        /// Whether the result came from the cache.
        public var cached: Bool
        /// When it was not compiled because a dependency failed: that dependency.
        public var blockedBy: String?

        /// Whether it compiled.
        public var succeeded: Bool { symbolGraphDirectory != nil }

        static func failed(_ log: String, blockedBy: String? = nil) -> Outcome {
            Outcome(log: log, symbolGraphDirectory: nil, cached: false, blockedBy: blockedBy)
        }

        static func compiled(symbols: URL, cached: Bool = false) -> Outcome {
            Outcome(log: "", symbolGraphDirectory: symbols, cached: cached, blockedBy: nil)
        }
    }

    /// The package.
    public var package: PackageModel
    /// The `swift` executable (its sibling `swiftc` compiles).
    public var toolchain: Toolchain
    /// Where compiled modules are kept (`<scratch>/module-cache`).
    public var cacheDirectory: URL
    /// How many compilers run at once.
    public var jobs: Int
    /// Called with progress notes.
    public var progress: @Sendable (String) -> Void

    /// A compiler for `package` keeping its results under `scratchPath`.
    public init(
        package: PackageModel, toolchain: Toolchain, scratchPath: URL,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.package = package
        self.toolchain = toolchain
        self.cacheDirectory = scratchPath.appendingPathComponent("module-cache")
        self.jobs = max(1, jobs)
        self.progress = progress
    }

    /// Whether `target` and every library it depends on can be compiled here (libraries of Swift
    /// sources with plain settings).
    public func canCompileAlone(_ target: PackageTarget) -> Bool {
        let compilable = { (target: PackageTarget?) in target?.kind == .regular && target?.swiftFlags != nil }
        return compilable(target) && closure(of: target.name).allSatisfy { compilable(package.target(named: $0)) }
    }

    /// The library dependencies of `name`, transitively, without `name`.
    package func closure(of name: String) -> [String] {
        reachable(from: name) { next in
            (package.target(named: next)?.dependencies ?? []).filter { dependency in
                dependency.package == nil && package.target(named: dependency.name)?.kind == .regular
            }.map(\.name)
        }.sorted()
    }

    /// Compiles `names` and the library modules they depend on (those this compiler can compile).
    ///
    /// - Returns: an outcome for every module it compiled or looked up, by name; a module whose
    ///   dependency failed is not compiled and names that dependency.
    public func compile(_ names: Set<String>) throws(ArchitectureCheckError) -> [String: Outcome] {
        let requested = names.compactMap { package.target(named: $0) }.filter(canCompileAlone)
        let needed = Set(requested.flatMap { [$0.name] + closure(of: $0.name) })
        let closures = Dictionary(uniqueKeysWithValues: needed.map { ($0, closure(of: $0)) })
        let swiftc = toolchain.swift.deletingLastPathComponent().appendingPathComponent("swiftc")
        // The symbol graphs' contents are part of an entry (with SPI symbols since the API files).
        let compilerIdentity = Self.identity(of: swiftc) + " graphs: internal, spi"
        let packageName = package.root.lastPathComponent.lowercased()
        let clangCache = cacheDirectory.appendingPathComponent("clang-module-cache")
        do {
            try FileManager.default.createDirectory(at: clangCache, withIntermediateDirectories: true)
        } catch {
            throw ArchitectureCheckError("cannot create \(clangCache.path): \(error)")
        }

        let sourceStates = SourceStates(file: cacheDirectory.appendingPathComponent("source-states"))
        let state = CompileState(closures.mapValues { $0.filter(needed.contains) })
        // `jobs` workers take modules whose dependencies have finished (OperationQueue, which did this
        // before, looks at every waiting operation each time one ends: minutes at 5,000 modules).
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let name = state.next() {
                let target = package.target(named: name)!
                let dependencies = closures[name] ?? []
                if let failed = dependencies.first(where: { state.outcome(of: $0)?.succeeded == false }) {
                    state.finished(
                        name,
                        .failed(
                            "not compiled: its dependency \(failed) does not compile",
                            blockedBy: state.outcome(of: failed)?.blockedBy ?? failed), interface: nil)
                    continue
                }
                let (outcome, interface) = compileOne(
                    target, closure: dependencies, state: state, sourceStates: sourceStates, swiftc: swiftc,
                    compilerIdentity: compilerIdentity, packageName: packageName, clangCache: clangCache)
                state.finished(name, outcome, interface: interface)
            }
        }
        sourceStates.save()
        let outcomes = state.outcomes
        for (name, outcome) in outcomes where !outcome.cached && outcome.succeeded {
            prune(package.target(named: name)?.moduleName ?? name)
        }
        let compiled = outcomes.values.filter { !$0.cached && $0.blockedBy == nil }.count
        progress(
            "compiled \(compiled) of \(outcomes.count) modules alone (the others were unchanged since a previous run)")
        return outcomes
    }

    /// Compiles one module whose dependencies have outcomes in `state`.
    private func compileOne(
        _ target: PackageTarget, closure: [String], state: CompileState, sourceStates: SourceStates, swiftc: URL,
        compilerIdentity: String, packageName: String, clangCache: URL
    ) -> (Outcome, interface: (hash: String, directory: URL)?) {
        let fileManager = FileManager.default
        let flags =
            (target.swiftFlags ?? []) + [
                "-DSWIFT_PACKAGE", "-DDEBUG", "-Onone", "-enable-testing", "-package-name", packageName,
                "-parse-as-library",
            ]
        // The key starts with the compiler, the module, its flags and its sources' text. While the
        // sources keep their stamps, that part is taken from the last run instead of reading them.
        let stamps = target.sources.map { FileStamp.of(package.root.appendingPathComponent($0).path) }
        let header = [compilerIdentity, target.moduleName, flags.joined(separator: " ")]
        let signature = ContentHash.of(
            (header + zip(target.sources, stamps).map { "\($0) \($1 ?? "-")" }).joined(separator: "\n"))
        var key: ContentHash
        if !stamps.contains(nil), let resumed = sourceStates.state(of: target.moduleName, signature: signature) {
            key = resumed
        } else {
            key = ContentHash()
            for part in header { key.update(part) }
            for source in target.sources {
                key.update(source)
                key.update(
                    (try? Data(contentsOf: package.root.appendingPathComponent(source))) ?? Data("missing".utf8))
            }
            if !stamps.contains(nil) { sourceStates.record(key, of: target.moduleName, signature: signature) }
        }
        var dependencyDirectories: [(name: String, directory: URL)] = []
        for dependency in closure {
            guard let interface = state.interface(of: dependency) else { continue }
            key.update(dependency)
            key.update(interface.hash)
            dependencyDirectories.append((dependency, interface.directory))
        }
        let moduleName = target.moduleName
        let entry = cacheDirectory.appendingPathComponent(moduleName).appendingPathComponent(key.hex)
        let interfaceFile = entry.appendingPathComponent("interface-hash")
        if let hash = try? String(contentsOf: interfaceFile, encoding: .utf8) {
            // Marks the entry as recently used, for ``prune(_:keep:)``.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
            return (.compiled(symbols: entry.appendingPathComponent("symbols"), cached: true), (hash, entry))
        }

        // Compile into a fresh folder, then move it into place: a cache entry is complete or absent.
        let work = cacheDirectory.appendingPathComponent("work-\(UUID().uuidString)")
        let include = work.appendingPathComponent("include")
        let output = work.appendingPathComponent("output")
        defer { try? fileManager.removeItem(at: work) }
        do {
            try fileManager.createDirectory(
                at: output.appendingPathComponent("symbols"), withIntermediateDirectories: true)
            try fileManager.createDirectory(at: include, withIntermediateDirectories: true)
            // Only the dependency closure is visible: each dependency's interface, linked in.
            for (dependency, directory) in dependencyDirectories {
                let name = package.target(named: dependency)?.moduleName ?? dependency
                try fileManager.createSymbolicLink(
                    at: include.appendingPathComponent("\(name).swiftmodule"),
                    withDestinationURL: directory.appendingPathComponent("\(name).swiftmodule"))
            }
        } catch {
            return (.failed("cannot prepare \(work.path): \(error)"), nil)
        }
        let arguments =
            flags + [
                "-module-name", moduleName, "-emit-module",
                "-emit-module-path", output.appendingPathComponent("\(moduleName).swiftmodule").path,
                "-emit-symbol-graph", "-emit-symbol-graph-dir", output.appendingPathComponent("symbols").path,
                "-symbol-graph-minimum-access-level", "internal", "-symbol-graph-skip-synthesized-members",
                "-include-spi-symbols",
                "-I", include.path, "-module-cache-path", clangCache.path,
            ] + target.sources.map { package.root.appendingPathComponent($0).path }
        let result: CommandResult
        do {
            result = try Toolchain(swift: swiftc, trace: toolchain.trace).run(arguments)
        } catch {
            return (.failed(error.message), nil)
        }
        guard result.status == 0,
            let module = try? Data(contentsOf: output.appendingPathComponent("\(moduleName).swiftmodule"))
        else {
            return (.failed(result.combined), nil)
        }
        var interface = ContentHash()
        interface.update(module)
        do {
            try interface.hex.write(
                to: output.appendingPathComponent("interface-hash"), atomically: true, encoding: .utf8)
            try fileManager.createDirectory(at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
            if fileManager.fileExists(atPath: entry.path) { try fileManager.removeItem(at: entry) }
            try fileManager.moveItem(at: output, to: entry)
        } catch {
            // Another run stored the same entry meanwhile, or the cache is not writable: use what compiled.
            if !fileManager.fileExists(atPath: interfaceFile.path) {
                return (.compiled(symbols: output.appendingPathComponent("symbols")), nil)
            }
        }
        return (.compiled(symbols: entry.appendingPathComponent("symbols")), (interface.hex, entry))
    }

    /// Keeps the newest few results of `moduleName` (switching branches back and forth finds them
    /// again) and deletes older ones, so the cache does not grow with every edit.
    func prune(_ moduleName: String, keep: Int = 4) {
        let fileManager = FileManager.default
        let folder = cacheDirectory.appendingPathComponent(moduleName)
        guard
            let entries = try? fileManager.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.contentModificationDateKey]),
            entries.count > keep
        else { return }
        func date(_ url: URL) -> Date {
            (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
        }
        for entry in entries.sorted(by: { date($0) > date($1) }).dropFirst(keep) {
            try? fileManager.removeItem(at: entry)
        }
    }

    /// Identifies an executable of the toolchain (a compiler, `swift`) without running it: its
    /// resolved path and its ``FileStamp``.
    package static func identity(of executable: URL) -> String {
        let resolved = executable.resolvingSymlinksInPath().path
        return "\(resolved) \(FileStamp.of(resolved, settled: false) ?? "-")"
    }
}

/// The key of each module's sources from earlier runs (`<cache>/source-states`: a line per module with
/// the hash of its compiler, flags, source paths and their stamps, and the key's state after them),
/// so that verifying thousands of unchanged modules does not read every source of the package.
private final class SourceStates: @unchecked Sendable {
    private let lock = NSLock()
    private let file: URL
    private var states: [String: (signature: String, state: String)] = [:]
    private var changed = false

    init(file: URL) {
        self.file = file
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            if fields.count == 3 { states[fields[0]] = (fields[1], fields[2]) }
        }
    }

    func state(of module: String, signature: String) -> ContentHash? {
        lock.withLock { states[module].flatMap { $0.signature == signature ? ContentHash(resuming: $0.state) : nil } }
    }

    func record(_ key: ContentHash, of module: String, signature: String) {
        lock.withLock {
            states[module] = (signature, key.state)
            changed = true
        }
    }

    /// Writes the states when a run added any; a file that cannot be written only costs time next run.
    func save() {
        lock.withLock {
            guard changed else { return }
            let lines = states.keys.sorted().map { "\($0)\t\(states[$0]!.signature)\t\(states[$0]!.state)\n" }
            try? lines.joined().write(to: file, atomically: true, encoding: .utf8)
        }
    }
}

/// Everything reachable from `start` along `edges`, without `start`, in the order found.
package func reachable(from start: String, along edges: (String) -> [String]) -> [String] {
    var seen: Set<String> = [start]
    var order: [String] = []
    var stack = [start]
    while let next = stack.popLast() {
        for neighbour in edges(next) where seen.insert(neighbour).inserted {
            order.append(neighbour)
            stack.append(neighbour)
        }
    }
    return order
}

/// Hands out modules once every module they depend on has finished, to any number of workers, and
/// holds the outcomes so far.
private final class CompileState: @unchecked Sendable {
    private let condition = NSCondition()
    private var waitingOn: [String: Int] = [:]
    private var dependents: [String: [String]] = [:]
    private var ready: [String] = []
    private var unfinished = 0
    private var results: [String: ModuleCompiler.Outcome] = [:]
    private var interfaces: [String: (hash: String, directory: URL)] = [:]

    /// `dependencies`: for each module to run, the modules among them it must wait for.
    init(_ dependencies: [String: [String]]) {
        for (name, names) in dependencies {
            waitingOn[name] = names.count
            for dependency in names { dependents[dependency, default: []].append(name) }
        }
        ready = dependencies.keys.filter { waitingOn[$0] == 0 }.sorted(by: >)
        unfinished = dependencies.count
    }

    var outcomes: [String: ModuleCompiler.Outcome] { condition.withLock { results } }

    func outcome(of name: String) -> ModuleCompiler.Outcome? { condition.withLock { results[name] } }

    func interface(of name: String) -> (hash: String, directory: URL)? { condition.withLock { interfaces[name] } }

    /// The next module whose dependencies have finished, waiting for one if others still run; `nil`
    /// when every module has finished.
    func next() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty && unfinished > 0 { condition.wait() }
        return ready.popLast()
    }

    /// Records the outcome of `name`, which may make modules that depend on it ready.
    func finished(_ name: String, _ outcome: ModuleCompiler.Outcome, interface: (hash: String, directory: URL)?) {
        condition.lock()
        defer { condition.unlock() }
        results[name] = outcome
        if let interface { interfaces[name] = interface }
        unfinished -= 1
        for dependent in dependents[name] ?? [] {
            waitingOn[dependent, default: 1] -= 1
            if waitingOn[dependent] == 0 { ready.append(dependent) }
        }
        condition.broadcast()
    }
}
