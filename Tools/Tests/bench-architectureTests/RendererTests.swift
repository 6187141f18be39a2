import Foundation
import Testing
import ToolKit
import ToolTestSupport

@testable import bench_architecture

extension BenchArchitectureSuite {
    /// The renderer makes each synthetic package's manifest out of this repository's own: a change to
    /// the manifest's shape that the renderer no longer understands fails here, not in a benchmark run.
    struct RendererTests {
        @Test(arguments: ["table", "expressions"])
        func thisRepositorysManifestBecomesTheSyntheticPackages(shape: String) throws {
            let text = try String(
                contentsOf: DocumentedSample.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
            let package = SyntheticPackage(size: 10)
            let synthetic = try manifest(
                from: text, of: package, shape: shape, root: FileManager.default.temporaryDirectory)
            #expect(synthetic.contains("name: \"Synthetic10\""))
            // The product's own targets that are not modules (its benchmark, the app-wide tests) are left out.
            #expect(!synthetic.contains("\"RIBsBenchmark\"") && !synthetic.contains("\"IntegrationTests\""))
            for index in 1...package.size { #expect(synthetic.contains(package.name(index))) }
            if shape == "table" {
                // The core, its test support, the toolkit, the example support, the app and the ten RIBs,
                // each a line of the table; each RIB with an example, whose product the table's loop makes.
                let table = try #require(ModuleTable(manifest: synthetic))
                #expect(Set(table.entries.map(\.name)) == Set(package.modules.map(\.name)))
                #expect(table.entries.count == 15)
                #expect(table.entries.filter(\.hasExample).count == 10)
                #expect(synthetic.contains("    products: exampleProducts,\n"))
            } else {
                #expect(ModuleTable(manifest: synthetic) == nil)
                // Each target as the table's conventions make it: the leaf's example runs it with its mocks,
                // the test support and the toolkit.
                #expect(
                    synthetic.contains(
                        #".executableTarget(name: "Rib0010Example", dependencies: ["Rib0010", "RIBs", "RIBsMocks", "RIBsTestSupport", "ExampleSupport", "Rib0010Mocks", "TerminalUI"], path: "Modules/Rib0010Example"),"#
                    ))
                #expect(!synthetic.contains("products:"))
            }
        }
    }
}
