public import Foundation
public import ToolKit

/// Builds the reference documentation of the package's library modules with the toolchain's
/// `docc`, for static hosting, and holds it to the quality gates that ``DocumentationCommand/usage``
/// names, each problem printed in compiler style; relative links of the guides that lead nowhere
/// are problems too.
///
/// The symbol graphs come from ``ModuleCompiler``: the same per-module compile and the same cache as
/// the architecture check's builds-alone and public-surface checks, so after `Tools/check-architecture`
/// nothing is compiled again. An article's `swift` blocks are type-checked as one file, with the
/// flags of the catalog's module, so blocks of an article may build on each other.
public struct DocumentationBuild: Sendable {
    /// What a build found and made.
    public struct Report: Sendable {
        /// Problems, one compiler-style line (or a block of docc's output) each; empty when clean.
        public var problems: [String] = []
        /// The documented modules, in the order of `index.html`.
        public var modules: [String] = []
        /// The articles whose code was checked.
        public var articleCount = 0
        /// The `swift` code blocks in them.
        public var codeBlockCount = 0
        /// The modules `docc` converted again (the others came from the cache).
        public var convertedCount = 0

        /// The one-line summary printed last.
        public var summary: String {
            "docs: \(modules.count) modules (\(convertedCount) converted, the others unchanged), \(articleCount) articles with \(codeBlockCount) code blocks checked, \(problems.count) problem\(problems.count == 1 ? "" : "s")"
        }
    }

    /// The module roles whose every public symbol must have a doc comment.
    public static let fullyDocumentedRoles: Set<ModuleRole> = [.core, .ui]
    /// English guides and their translations that must cite the same source paths.
    public static let translatedGuides = [(english: "docs/tutorial.md", translation: "docs/ko/tutorial.md")]

    /// The package, scratch path and module map.
    public var options: ArchitectureCheckOptions
    /// The toolchain; `docc` and `swiftc` are found next to its `swift`.
    public var toolchain: Toolchain
    /// Where the site goes.
    public var outputDirectory: URL
    /// Called with progress notes.
    public var progress: @Sendable (String) -> Void = { _ in }

    private var root: URL { options.packageRoot }
    private var cacheDirectory: URL { options.effectiveScratchPath.appendingPathComponent("docs-cache") }

    /// Compiles the symbol graphs, checks them and the articles, converts every module and writes
    /// the index.
    public func run() throws(ArchitectureCheckError) -> Report {
        var report = Report()
        report.problems += guideProblems() + linkProblems()
        let map = try options.loadModuleMap(toolchain: toolchain)
        // The core first, then by name.
        func order(_ target: PackageTarget) -> (Int, String) {
            (map.role(of: target.name) == .core ? 0 : 1, target.name)
        }
        let targets = map.libraryTargets.sorted { order($0) < order($1) }
        let compiler = ModuleCompiler(
            package: map.package, toolchain: toolchain, scratchPath: options.effectiveScratchPath, progress: progress)
        let outcomes = try compiler.compile(Set(targets.map { $0.name }))

        var compiled: [(target: PackageTarget, symbols: URL)] = []
        for target in targets {
            guard let symbols = outcomes[target.name]?.symbolGraphDirectory else {
                let why =
                    outcomes[target.name].map { "does not compile, so it cannot be documented:\n\($0.log)" }
                    ?? "cannot be compiled alone (it needs SwiftPM), so it has no symbol graph to document"
                report.problems.append("\(target.path): error: [docs] \(target.name) \(why)")
                continue
            }
            compiled.append((target, symbols))
        }

        for (target, symbols) in compiled where Self.fullyDocumentedRoles.contains(map.role(of: target.name)) {
            for symbol in try SymbolGraphReader.undocumentedSymbols(
                in: symbols, module: target.moduleName, packageRoot: root)
            {
                let place = symbol.location?.description ?? target.path
                report.problems.append(
                    "\(place): error: [undocumented] public \(symbol.kindName) '\(symbol.path)' of \(target.name) has no doc comment; add a /// comment"
                )
            }
        }

        try checkArticles(compiled, report: &report)
        try convert(compiled, report: &report)
        report.modules = compiled.map(\.target.name)
        try writeIndex(compiled.map { ($0.target.name, map.role(of: $0.target.name)) })
        return report
    }

    /// The documentation catalog of `target`, `<target path>/<Module>.docc`, when it has one.
    func catalog(of target: PackageTarget) -> URL? {
        let url = root.appendingPathComponent(target.path).appendingPathComponent("\(target.moduleName).docc")
        return (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true ? url : nil
    }

    /// The files of a catalog (articles, resources), sorted by path.
    static func files(in catalog: URL) -> [URL] {
        FileTree.files(in: catalog.path, followLinkedFolders: false).sorted().map(catalog.appendingPathComponent)
    }

    // MARK: Code in articles

    /// Type-checks the `swift` code blocks of every article, one file per article, against the
    /// compiled modules; a result is kept under a key of the article, the flags and the modules'
    /// interfaces, so an unchanged article is not checked again.
    func checkArticles(
        _ compiled: [(target: PackageTarget, symbols: URL)], report: inout Report
    ) throws(ArchitectureCheckError) {
        let fileManager = FileManager.default
        let swiftc = toolchain.swift.deletingLastPathComponent().appendingPathComponent("swiftc")
        let work = cacheDirectory.appendingPathComponent("work-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: work) }
        do {
            try fileManager.createDirectory(
                at: cacheDirectory.appendingPathComponent("articles"), withIntermediateDirectories: true)
            try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            throw ArchitectureCheckError("cannot prepare \(work.path): \(error)")
        }
        // Every compiled module is visible: its cache entry holds `<Module>.swiftmodule`.
        let entries = compiled.map { $0.symbols.deletingLastPathComponent() }
        var interfaces = ContentHash()
        interfaces.update(ModuleCompiler.identity(of: swiftc))
        for (target, entry) in zip(compiled.map(\.target), entries) {
            interfaces.update("\(target.moduleName).swiftmodule")
            interfaces.update(
                (try? String(contentsOf: entry.appendingPathComponent("interface-hash"), encoding: .utf8)) ?? "")
        }
        for (target, _) in compiled {
            guard let catalog = catalog(of: target) else { continue }
            for article in Self.files(in: catalog) where article.pathExtension == "md" {
                guard let text = try? String(contentsOf: article, encoding: .utf8) else {
                    throw ArchitectureCheckError("cannot read \(article.path)")
                }
                let path = relativePath(article.path, to: root)
                let blocks = Self.swiftCodeBlocks(in: text)
                guard !blocks.isEmpty else { continue }
                report.articleCount += 1
                report.codeBlockCount += blocks.count
                let source = Self.checkableSource(blocks, path: path)
                // Everything but the paths of this run's scratch files goes into the key.
                let flags =
                    (target.swiftFlags ?? []) + [
                        "-DSWIFT_PACKAGE", "-DDEBUG", "-typecheck", "-parse-as-library", "-warnings-as-errors",
                        "-module-name", "\(target.moduleName)Article",
                    ]
                var key = interfaces
                key.update(flags.joined(separator: " "))
                key.update(source)
                let stamp = cacheDirectory.appendingPathComponent("articles").appendingPathComponent(key.hex)
                if fileManager.fileExists(atPath: stamp.path) { continue }
                let file = work.appendingPathComponent("\(target.moduleName)Article.swift")
                do {
                    try source.write(to: file, atomically: true, encoding: .utf8)
                } catch {
                    throw ArchitectureCheckError("cannot write \(file.path): \(error)")
                }
                let result = try Toolchain(swift: swiftc, trace: toolchain.trace).run(
                    flags + entries.flatMap { ["-I", $0.path] } + [
                        "-module-cache-path", cacheDirectory.appendingPathComponent("clang-module-cache").path,
                        file.path,
                    ], in: root)
                if result.status == 0 {
                    _ = fileManager.createFile(atPath: stamp.path, contents: Data())
                } else {
                    report.problems.append(
                        "\(path):\(blocks[0].line): error: [article-code] the swift code of this article does not compile against \(target.name) and its dependencies:\n\(result.combined)"
                    )
                }
            }
        }
    }

    /// The ```` ```swift ```` blocks of a markdown text, with the line of their first code line.
    public static func swiftCodeBlocks(in text: String) -> [(line: Int, code: String)] {
        var blocks: [(line: Int, code: String)] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in text.lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if let open = current, trimmed == "```" {
                blocks.append((open.line, open.lines.joined(separator: "\n")))
                current = nil
            } else if current != nil {
                current?.lines.append(String(line))
            } else if trimmed == "```swift" {
                current = (index + 2, [])
            }
        }
        return blocks
    }

    /// One Swift file of an article's blocks, each under a `#sourceLocation` of its lines in the
    /// article, so the compiler's messages point into the article.
    public static func checkableSource(_ blocks: [(line: Int, code: String)], path: String) -> String {
        var source = ""
        for block in blocks {
            source += "#sourceLocation(file: \"\(path)\", line: \(block.line))\n\(block.code)\n#sourceLocation()\n"
        }
        return source
    }

    // MARK: docc

    /// Converts every module with `docc`, or copies the archive of an unchanged one from the cache.
    func convert(
        _ compiled: [(target: PackageTarget, symbols: URL)], report: inout Report
    ) throws(ArchitectureCheckError) {
        let fileManager = FileManager.default
        let swiftDirectory = toolchain.swift.resolvingSymlinksInPath().deletingLastPathComponent()
        let docc = swiftDirectory.appendingPathComponent("docc")
        guard fileManager.isExecutableFile(atPath: docc.path) else {
            throw ArchitectureCheckError(
                "cannot find docc next to \(toolchain.swift.resolvingSymlinksInPath().path); it ships with Swift 6 toolchains"
            )
        }
        do {
            try fileManager.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw ArchitectureCheckError("cannot create \(outputDirectory.path): \(error)")
        }
        // As many `docc` at once as there are processors.
        for (converted, problem) in compiled.concurrentMap({ convertOne($0.target, symbols: $0.symbols, docc: docc) }) {
            if converted { report.convertedCount += 1 }
            if let problem { report.problems.append(problem) }
        }
    }

    /// Converts one module into the cache (unless it is there) and copies it to the output.
    ///
    /// - Returns: whether `docc` converted it (it was not in the cache), and the problem that stopped it.
    func convertOne(_ target: PackageTarget, symbols: URL, docc: URL) -> (converted: Bool, problem: String?) {
        let fileManager = FileManager.default
        let name = target.moduleName
        let catalog = catalog(of: target)
        let arguments = [
            "convert", "--warnings-as-errors", "--ide-console-output", "--hosting-base-path", name,
            "--fallback-display-name", name,
            "--fallback-bundle-identifier", "RIBsTicTacToe.\(name)", "--default-code-listing-language", "swift",
        ]
        // The symbol graph folder is itself named by the content key of the module's compile.
        var key = ContentHash()
        key.update(ModuleCompiler.identity(of: docc))
        key.update(arguments.joined(separator: " "))
        key.update(symbols.path)
        key.update("public symbols only")
        if let catalog {
            for file in Self.files(in: catalog) {
                key.update(relativePath(file.path, to: catalog))
                key.update((try? Data(contentsOf: file)) ?? Data())
            }
        }
        let moduleCache = cacheDirectory.appendingPathComponent("docc").appendingPathComponent(name)
        let archive = moduleCache.appendingPathComponent(key.hex)
        let destination = outputDirectory.appendingPathComponent(name)
        var converted = false
        if !fileManager.fileExists(atPath: archive.appendingPathComponent("index.html").path) {
            let work = moduleCache.appendingPathComponent("work-\(UUID().uuidString)")
            defer { try? fileManager.removeItem(at: work) }
            let result: CommandResult
            do {
                try fileManager.createDirectory(at: moduleCache, withIntermediateDirectories: true)
                // The compile's graphs are at internal level (for Tools/mockgen); docc gets the public API.
                let publicSymbols = moduleCache.appendingPathComponent("work-symbols-\(UUID().uuidString)")
                defer { try? fileManager.removeItem(at: publicSymbols) }
                try SymbolGraphReader.writePublicGraphs(from: symbols, to: publicSymbols)
                result = try Toolchain(swift: docc, trace: toolchain.trace).run(
                    arguments + (catalog.map { [$0.path] } ?? []) + [
                        "--additional-symbol-graph-dir", publicSymbols.path, "--output-dir", work.path,
                    ], in: root)
            } catch {
                return (false, "\(target.path): error: [docc] cannot run docc for \(name): \(error)")
            }
            guard result.status == 0 else {
                let problems = Self.doccProblems(in: result.combined, root: root)
                return (
                    false,
                    problems.isEmpty
                        ? "\(target.path): error: [docc] docc failed on the documentation of \(name):\n\(result.combined)"
                        : problems.joined(separator: "\n")
                )
            }
            // Keeps only this module's newest archive: old ones are several megabytes each.
            for old in (try? fileManager.contentsOfDirectory(at: moduleCache, includingPropertiesForKeys: nil)) ?? []
            where !old.lastPathComponent.hasPrefix("work-") {
                try? fileManager.removeItem(at: old)
            }
            do {
                try fileManager.moveItem(at: work, to: archive)
            } catch {
                return (false, "\(target.path): error: [docc] cannot keep the archive of \(name): \(error)")
            }
            converted = true
        }
        do {
            if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
            try fileManager.copyItem(at: archive, to: destination)
        } catch {
            return (
                false,
                "\(target.path): error: [docc] cannot copy the archive of \(name) to \(destination.path): \(error)"
            )
        }
        return (converted, nil)
    }

    /// docc's diagnostics (`--ide-console-output`: `/path:line:column: error: message`, paths
    /// absolute) as problems, with paths relative to the package root and the tag `[docc]`.
    static func doccProblems(in output: String, root: URL) -> [String] {
        output.lines.compactMap { line -> String? in
            let text = String(line)
            for severity in [": error: ", ": warning: "] {
                guard let range = text.range(of: severity), text.hasPrefix("/") else { continue }
                let place = relativePath(String(text[..<range.lowerBound]), to: root)
                return "\(place): error: [docc] \(text[range.upperBound...])"
            }
            return nil
        }
    }

    // MARK: The index

    /// Writes `index.html`, linking every module's documentation, grouped by role.
    func writeIndex(_ modules: [(name: String, role: ModuleRole)]) throws(ArchitectureCheckError) {
        let groups: [(ModuleRole, String)] = [
            (.core, "The core"), (.ui, "The terminal UI toolkit"), (.shared, "Shared modules"),
            (.rib, "The app's RIBs, one module each"), (.testSupport, "Test support"),
        ]
        var body = ""
        for (role, title) in groups {
            let names = modules.filter { $0.role == role }.map(\.name)
            guard !names.isEmpty else { continue }
            body += "<h2>\(title)</h2>\n<ul>\n"
            for name in names {
                body += "  <li><a href=\"\(name)/documentation/\(name.lowercased())/\">\(name)</a></li>\n"
            }
            body += "</ul>\n"
        }
        let html = """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><title>RIBs TicTacToe documentation</title>
            <style>body { font-family: sans-serif; max-width: 40em; margin: 2em auto; line-height: 1.5 }</style>
            </head>
            <body>
            <h1>RIBs TicTacToe documentation</h1>
            <p>The reference and articles of every library module, built with DocC by <code>Tools/docs</code>.</p>
            \(body)</body>
            </html>

            """
        do {
            try html.write(to: outputDirectory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        } catch {
            throw ArchitectureCheckError("cannot write \(outputDirectory.path)/index.html: \(error)")
        }
    }

    // MARK: Translated guides

    /// A problem for every source path an English guide cites and its translation does not.
    func guideProblems() -> [String] {
        var problems: [String] = []
        for (english, translation) in Self.translatedGuides {
            guard let englishText = text(of: english) else { continue }
            guard let translatedText = text(of: translation) else {
                problems.append("\(english):1: error: [translation] its translation \(translation) is missing")
                continue
            }
            let missing = Self.citedSourcePaths(in: englishText, at: english)
                .subtracting(Self.citedSourcePaths(in: translatedText, at: translation))
            for path in missing.sorted() {
                problems.append(
                    "\(translation):1: error: [translation] \(english) cites \(path), the translation does not; translate the passage that cites it"
                )
            }
        }
        return problems
    }

    // MARK: Links in the guides

    /// A problem for every relative link, in the README files and the markdown under `docs/`, whose
    /// target does not exist.
    func linkProblems() -> [String] {
        var problems: [String] = []
        for guide in guidePaths() {
            guard let text = text(of: guide) else { continue }
            for link in Self.relativeLinks(in: text) {
                let resolved = Self.resolved(link.target, from: guide)
                guard !FileManager.default.fileExists(atPath: root.appendingPathComponent(resolved).path) else {
                    continue
                }
                problems.append(
                    "\(guide):\(link.line): error: [broken-link] \(link.target) leads nowhere "
                        + "(\(resolved) does not exist); point it at the file's new place")
            }
        }
        return problems
    }

    /// The text of the file at `path` (relative to the package root), if it can be read.
    private func text(of path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The package's guides: the README files at the root and under `Modules/`, `Apps/` and
    /// `Tools/`, and every markdown file under `docs/`, relative to the package root and sorted
    /// (hidden entries of those folders left out).
    private func guidePaths() -> [String] {
        CodeOwners.packageFiles(root: root).filter { path in
            let parts = path.split(separator: "/")
            guard parts.count > 1 else { return path == "README.md" }
            if parts[1].hasPrefix(".") { return false }
            return parts[0] == "docs"
                ? path.hasSuffix(".md") : ["Modules", "Apps", "Tools"].contains(parts[0]) && parts.last == "README.md"
        }
    }

    /// The relative links of a markdown text, `[text](target)`, with their lines: not web
    /// addresses, anchors alone or DocC links, and not inside fenced code. An anchor after the
    /// target is dropped.
    public static func relativeLinks(in text: String) -> [(line: Int, target: String)] {
        var links: [(line: Int, target: String)] = []
        var inFence = false
        for (index, line) in text.lines.enumerated() {
            if line.trimmingWhitespace().hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            for link in linkTargets(in: line) {
                let target = String(link.prefix { $0 != "#" })
                if target.isEmpty || target.contains("://") || target.hasPrefix("doc:") || target.hasPrefix("mailto:")
                    || target.contains(" ")
                {
                    continue
                }
                links.append((index + 1, target))
            }
        }
        return links
    }

    /// What lies between each `](` of `text` and the next `)`: the targets of its `[text](target)` links.
    static func linkTargets(in text: Substring) -> [Substring] {
        var targets: [Substring] = []
        var rest = text
        while let open = rest.range(of: "]("), let close = rest[open.upperBound...].firstIndex(of: ")") {
            targets.append(rest[open.upperBound..<close])
            rest = rest[close...]
        }
        return targets
    }

    /// `path` with its `.` and `..` components resolved, without touching the file system.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// The source paths (under `Modules/`, `Apps/`, `Tests/` or `Tools/`) that a markdown file at
    /// `path` cites, as relative links (see ``relativeLinks(in:)``) or in code spans, relative to the
    /// package root.
    public static func citedSourcePaths(in text: String, at path: String) -> Set<String> {
        let links = relativeLinks(in: text).map { resolved($0.target, from: path) }
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && !$0.element.contains(" ") }.map { String($0.element.prefix { $0 != "#" }) }
        let prefixes = ["Modules/", "Apps/", "Tests/", "Tools/"]
        return Set((links + spans).filter { cited in prefixes.contains(where: cited.hasPrefix) })
    }

    /// A link's `target` as a path relative to the package root, resolved from the folder of the
    /// markdown file at `path`.
    static func resolved(_ target: String, from path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return normalized(folder.isEmpty ? target : folder + "/" + target)
    }
}
