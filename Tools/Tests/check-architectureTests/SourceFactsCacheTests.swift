import Foundation
import Testing
import ToolKit
import ToolTestSupport
import check_architecture

extension CheckArchitectureSuite {
    /// The check remembers what it read in each source file (its imports and the builder entries it
    /// names) in `<scratch>/source-facts`, by the file's size, times and inode: a file unchanged
    /// since is not read again, and a file written since is.
    struct SourceFactsCacheTests {
        @Test func aSettledFileIsTakenFromTheCacheAndARewrittenOneIsReadAgain() throws {
            let fixture = try Fixture.tree.write()
            defer { fixture.remove() }
            let cache = ".build-arch/source-facts"
            // Files written less than two seconds ago are never remembered (they could change again
            // within the same tick of the file system's clock): wait until these are older.
            Thread.sleep(forTimeInterval: 2.5)
            #expect(try fixture.findings(staticChecks).isEmpty)
            let remembered = try fixture.read(cache)
            let line = try #require(
                remembered.split(separator: "\n").first { $0.hasPrefix("Modules/ChildA/ChildA.swift\t") })

            // A fact planted in the cache stands for the unchanged file: proof that it was not read.
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let references = fields[2] + (fields[2].isEmpty ? "" : "\u{1F}") + "Grandchild 7 import"
            let planted = [fields[0], fields[1], references, fields[3]].joined(separator: "\t")
            try fixture.write(remembered.replacingOccurrences(of: line, with: planted), to: cache)
            let fromCache = try fixture.findings(staticChecks)
            #expect(fromCache.map(\.location) == [SourceLocation(path: "Modules/ChildA/ChildA.swift", line: 7)])

            // The same text written again is a new file to the cache: read, and the finding is gone.
            try fixture.write(try fixture.read("Modules/ChildA/ChildA.swift"), to: "Modules/ChildA/ChildA.swift")
            #expect(try fixture.findings(staticChecks).isEmpty)
        }
    }
}

extension CheckArchitectureSuite {
    /// The per-module compile remembers the part of each module's cache key that comes from its
    /// sources in `<scratch>/module-cache/source-states`, by the sources' stamps.
    struct SourceStatesTests {
        @Test(.enabled(if: SlowTests.areEnabled)) func unchangedSourcesAreNotReadAgainAndAChangedOneIs() throws {
            let fixture = try Fixture.tree.write()
            defer { fixture.remove() }
            func compiledCount() throws -> String {
                let notes = Lines()
                var options = ArchitectureCheckOptions(packageRoot: fixture.root)
                options.checks = [.builds]
                options.scratchPath = fixture.root.appendingPathComponent(".build-arch")
                let report = try ArchitectureCheck(options: options, toolchain: try Toolchain.locate()) {
                    notes.append($0)
                }.run()
                #expect(report.findings.isEmpty)
                let note = notes.all.first { $0.hasPrefix("compiled ") } ?? ""
                return String(note.prefix { $0 != "(" })
            }
            #expect(try compiledCount() == "compiled 7 of 7 modules alone ")
            Thread.sleep(forTimeInterval: 2.5)  // until the sources are old enough to be remembered
            #expect(try compiledCount() == "compiled 0 of 7 modules alone ")
            let states = ".build-arch/module-cache/source-states"
            let remembered = try fixture.read(states)
            #expect(remembered.contains("ChildA\t"))

            // A planted state stands for ChildA's unchanged sources: proof that they were not read
            // (ChildA gets another key and compiles again; its interface is the same, so nothing else does).
            let planted = remembered.split(separator: "\n").map { line in
                line.hasPrefix("ChildA\t")
                    ? line.split(separator: "\t")[0...1].joined(separator: "\t") + "\t1 2" : String(line)
            }
            try fixture.write(planted.joined(separator: "\n") + "\n", to: states)
            let afterPlanting = try compiledCount()
            #expect(afterPlanting == "compiled 1 of 7 modules alone ")

            // A source changed since is read again (a remembered state would find the planted run's
            // result in the cache, and compile nothing).
            let source = "Modules/ChildA/ChildA.swift"
            try fixture.write(try fixture.read(source) + "// changed\n", to: source)
            let afterChanging = try compiledCount()
            #expect(afterChanging == "compiled 1 of 7 modules alone ")
        }
    }
}
