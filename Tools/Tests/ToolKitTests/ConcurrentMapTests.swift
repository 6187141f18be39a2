import Testing
import ToolKit

extension ToolKitSuite {
    /// `concurrentMap`, with which the tools read, scan and compile on every processor at once. Run
    /// under ThreadSanitizer (`Tools/sanitize thread --package-path Tools`), this test is also where a
    /// race in its shared storage shows.
    struct ConcurrentMapTests {
        @Test func theResultsKeepTheElementsOrderWhateverOrderTheWorkEndsIn() {
            let numbers = Array(0..<2_000)
            #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
        }
    }
}
