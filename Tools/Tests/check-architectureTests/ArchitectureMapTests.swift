import Foundation
import Testing
import ToolTestSupport

extension CheckArchitectureSuite {
    /// docs/architecture.md names every module of the package in two places a newcomer reads: the map
    /// ("Where things are") and the module graph in words (the first code block of "The module
    /// graph"). The modules are the folders under `Modules/` and `Apps/`, so the list does not depend
    /// on how `Package.swift` spells its targets; the `<X>Mocks` and `<X>Example` modules are left out,
    /// as the map describes them by their pattern. It only reads files, so it runs in milliseconds.
    struct ArchitectureMapTests {
        static let root = DocumentedSample.repository

        /// The package's modules, as `Modules/X` or `Apps/X`, sorted.
        static func modules() throws -> [String] {
            var found: [String] = []
            for folder in ["Modules", "Apps"] {
                let directory = root.appendingPathComponent(folder)
                for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                    var isDirectory: ObjCBool = false
                    let path = directory.appendingPathComponent(name).path
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                        isDirectory.boolValue, !name.hasPrefix("."), !name.hasSuffix("Mocks"),
                        !name.hasSuffix("Example")
                    else { continue }
                    found.append("\(folder)/\(name)")
                }
            }
            return found.sorted()
        }

        /// The lines of the `## ` section whose heading is `heading`, up to the next `## ` heading.
        static func section(_ heading: String, of text: String) -> [Substring]? {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { $0 == "## \(heading)" }) else { return nil }
            let rest = lines[(start + 1)...]
            let end = rest.firstIndex(where: { $0.hasPrefix("## ") }) ?? rest.endIndex
            return Array(rest[..<end])
        }

        /// The lines inside the first fenced code block of `lines`.
        static func firstCodeBlock(of lines: [Substring]) -> [Substring]? {
            guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }) else { return nil }
            let rest = lines[(open + 1)...]
            guard let close = rest.firstIndex(where: { $0.hasPrefix("```") }) else { return nil }
            return Array(rest[..<close])
        }

        /// Whether `text` has `name` as a whole word (so `TicTacToe` is not found in `TicTacToeApp`).
        static func names(_ name: String, in text: String) -> Bool {
            let identifier = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
            var searchRange = text.startIndex..<text.endIndex
            while let found = text.range(of: name, range: searchRange) {
                let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
                let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
                let isWord = { (character: Character?) in
                    character.map { $0.unicodeScalars.allSatisfy(identifier.contains) } ?? false
                }
                if !isWord(before) && !isWord(after) { return true }
                searchRange = found.upperBound..<text.endIndex
            }
            return false
        }

        /// The modules a part of architecture.md leaves out, each with a message saying where to add it.
        static func missing(from part: String, text: String, modules: [String]) -> [String] {
            modules.filter { !names(String($0.split(separator: "/").last!), in: text) }
                .map { "docs/architecture.md: \(part) does not name the module \($0); add it there" }
        }

        @Test func theMapAndTheModuleGraphNameEveryModule() throws {
            let modules = try Self.modules()
            // A sanity check of the folder scan itself, so an empty list cannot pass vacuously.
            #expect(modules.contains("Modules/RIBs") && modules.contains("Apps/TicTacToeApp"))
            let text = try String(
                contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)

            let map = try #require(
                Self.section("Where things are", of: text),
                "docs/architecture.md has no section \"## Where things are\" (the map of the folders)")
            let graph = try #require(
                Self.section("The module graph", of: text).flatMap(Self.firstCodeBlock),
                "docs/architecture.md has no code block under \"## The module graph\" (the graph in words)")

            let mapText = map.joined(separator: "\n")
            let graphText = graph.joined(separator: "\n")
            let problems =
                Self.missing(from: "the map (\"Where things are\")", text: mapText, modules: modules)
                + Self.missing(
                    from: "the module graph in words (\"The module graph\")", text: graphText, modules: modules)
            #expect(problems == [], "\(problems.joined(separator: "\n"))")
        }

        /// The word match the check above relies on: a module named inside a longer identifier does not count.
        @Test func aModuleNamedOnlyInsideALongerNameIsMissing() {
            #expect(Self.names("TicTacToe", in: "`Apps/TicTacToeApp` runs it") == false)
            #expect(Self.names("TicTacToe", in: "TicTacToeApp -> TicTacToe, Games") == true)
            let text = "`Modules/Scores`, `ScoresMocks`"
            #expect(
                Self.missing(from: "the map", text: text, modules: ["Modules/Scores", "Modules/Score"])
                    == ["docs/architecture.md: the map does not name the module Modules/Score; add it there"])
        }
    }
}
