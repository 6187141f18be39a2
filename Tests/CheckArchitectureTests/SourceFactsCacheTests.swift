import Foundation
import Testing
import ToolKit
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
            #expect(try fixture.findings(staticChecks).isEmpty)
            // Files written less than two seconds ago are never remembered: they could change again
            // within the same tick of the file system's clock.
            #expect(try fixture.read(cache).contains("Modules/ChildA/ChildA.swift") == false)
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
