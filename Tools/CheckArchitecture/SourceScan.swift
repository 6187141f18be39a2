import Foundation
import ToolKit

/// The sources of the package, read and scanned once for all the rules that read code (the import
/// rules and the builder-entry rule), on every processor.
extension ModuleMap {
    /// The code lines of every Swift source of the package's targets (comments and string literals
    /// blanked, see ``ImportScanner/codeLines(of:)``), by path relative to the package root. A file
    /// that cannot be read has no lines; a stray non-UTF-8 byte (which the compiler reports on its
    /// own) is decoded leniently, so that it does not hide the file's code from the rules.
    func scannedSources() -> [String: [String]] {
        let files = Array(Set(package.targets.flatMap(\.sources))).sorted()
        let results = ScannedFiles(count: files.count)
        // A few slices a processor: files differ in size, so the processors finish together.
        let slices = max(1, min(files.count, ProcessInfo.processInfo.activeProcessorCount * 4))
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            for index in stride(from: slice, to: files.count, by: slices) {
                results.store(codeLines(of: files[index], in: nil), at: index)
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(files, results.lines))
    }

    /// The code lines of `file` from `scanned`, or read and scanned now when it is not there.
    func codeLines(of file: String, in scanned: [String: [String]]?) -> [String] {
        if let lines = scanned?[file] { return lines }
        let text = (try? Data(contentsOf: package.root.appendingPathComponent(file)))
            .map { String(decoding: $0, as: UTF8.self) }
        return ImportScanner.codeLines(of: text ?? "")
    }
}

/// The code lines of each file, filled in from several threads at once.
private final class ScannedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[String]]

    init(count: Int) {
        storage = Array(repeating: [], count: count)
    }

    func store(_ lines: [String], at index: Int) {
        lock.withLock { storage[index] = lines }
    }

    var lines: [[String]] { lock.withLock { storage } }
}
