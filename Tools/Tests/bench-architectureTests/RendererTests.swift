import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import bench_architecture

extension BenchArchitectureSuite {
    /// The renderer makes each synthetic package's manifest out of this repository's own: a change to
    /// the manifest's shape that the renderer no longer understands fails here, not in a benchmark run.
    struct RendererTests {
        @Test
        func thisRepositorysManifestBecomesTheSyntheticPackages() throws {
            let text = try String(
                contentsOf: DocumentedSample.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
            let package = SyntheticPackage(size: 10)
            let synthetic = try manifest(from: text, of: package)
            #expect(synthetic.contains("name: \"Synthetic10\""))
            // The product's own targets that are not modules (its benchmark, the app-wide tests) are left out.
            #expect(!synthetic.contains("\"RIBsBenchmark\"") && !synthetic.contains("\"IntegrationTests\""))
            for index in 1...package.size { #expect(synthetic.contains(package.name(index))) }
            // The core, its test support, the toolkit, the example support, the app and the ten RIBs,
            // each a line of the table; each RIB with an example, whose product the table's loop makes.
            let table = try #require(ModuleTable(manifest: synthetic))
            #expect(Set(table.entries.map(\.name)) == Set(package.modules.map(\.name)))
            #expect(table.entries.count == 15)
            #expect(table.entries.filter(\.hasExample).count == 10)
            #expect(synthetic.contains("    products: exampleProducts,\n"))
        }
    }
}
