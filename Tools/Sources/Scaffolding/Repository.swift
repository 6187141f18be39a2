package import Foundation
package import ToolKit

/// The package the RIB is added to: its files, its module map and its manifest.
package struct Repository {
    /// The package root.
    package let root: URL
    /// How `swift` is run (for `swift package dump-package` and `swift format`).
    package let toolchain: Toolchain

    /// The package at `root`, whose commands `toolchain` runs.
    package init(root: URL, toolchain: Toolchain) {
        self.root = root
        self.toolchain = toolchain
    }

    package static let manifestPath = "Package.swift"
    package static let moduleMapPath = "Tools/architecture/modules.txt"
    package static let formatConfigurationPath = ".swift-format"
    package static let checkArchitecturePath = "Tools/check-architecture"
    package static let mockgenPath = "Tools/mockgen"
    /// What `Tools/check-architecture --graph` rewrites.
    package static let graphPaths = ["docs/module-graph.md", "docs/module-graph.dot", ".github/CODEOWNERS"]

    /// The URL of `path`, relative to the package root.
    package func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// Whether anything (file or folder) exists at `path`, relative to the package root.
    package func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    /// The text of the file at `path`, relative to the package root.
    package func read(_ path: String) throws(Refusal) -> String {
        guard let text = try? String(contentsOf: url(path), encoding: .utf8) else {
            throw Refusal("cannot read \(path) in \(root.path); run this from the package root or pass --package-path")
        }
        return text
    }

    /// The names of the entries of the folder at `path` (empty when there is none).
    package func entries(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []).sorted()
    }

    /// The Swift files under the folder at `path`, relative to the package root.
    package func swiftFiles(under path: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: url(path).path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { "\(path)/\($0)" }.sorted()
    }

    /// The manifest as `swift package dump-package` reads it, through the architecture check's cache
    /// of descriptions in `.build-arch` (the same scratch path and cache as `Tools/check-architecture`).
    package func loadManifest() throws(Refusal) -> PackageDeclaration {
        let scratch = url(".build-arch")
        return try ManifestCache(scratchPath: scratch, toolchain: toolchain).declaration(
            root: root, manifestText: try read(Self.manifestPath), scratchPath: scratch)
    }

    /// The line length the project's `.swift-format` asks for (120 when it says nothing).
    package func lineLength() -> Int {
        guard let text = try? read(Self.formatConfigurationPath),
            let range = text.range(of: #""lineLength"\s*:\s*[0-9]+"#, options: .regularExpression),
            let number = Int(text[range].split(separator: ":").last?.trimmingWhitespace() ?? "")
        else { return 120 }
        return number
    }

    /// The names of the types that the Swift files under `path` declare, public ones only if asked.
    package func declaredTypes(under path: String, publicOnly: Bool) -> [String: String] {
        let access = publicOnly ? #"(?:public|open)\s+(?:final\s+)?"# : #"(?:[a-z]+\s+)*"#
        let pattern =
            #"(?m)^\s*"# + access + #"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [:] }
        var types: [String: String] = [:]
        for file in swiftFiles(under: path) {
            guard let text = try? String(contentsOf: url(file), encoding: .utf8) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                guard let nameRange = Range(match.range(at: 1), in: text) else { continue }
                types[String(text[nameRange])] = types[String(text[nameRange])] ?? file
            }
        }
        return types
    }
}
