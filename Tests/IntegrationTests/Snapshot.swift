import Foundation
import Testing

/// Compares text with an expected snapshot stored in `__Snapshots__/<name>.txt` beside the tests.
///
/// Run with `RECORD_SNAPSHOTS=1` to write the actual text as the new snapshot (the test then
/// fails once, to say so); look at the changed files before committing them.
enum Snapshot {
    /// The folder of the snapshots, next to this file.
    static func directory(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    }

    /// Whether this run records snapshots instead of comparing them.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Checks that `actual` equals the snapshot `name`, exactly.
    static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory().appendingPathComponent("\(name).txt")
        let stored = actual + "\n"
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory(), withIntermediateDirectories: true)
                try stored.write(to: file, atomically: true, encoding: .utf8)
                Issue.record(
                    "Recorded snapshot \(file.path); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation
                )
            } catch {
                Issue.record("Could not record \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "No snapshot \(file.path); record it with RECORD_SNAPSHOTS=1. Actual:\n\(actual)",
                sourceLocation: sourceLocation
            )
            return
        }
        guard expected != stored else { return }
        Issue.record(
            "Snapshot \(name) differs (- expected, + actual):\n\(diff(expected, stored))\nActual:\n\(actual)",
            sourceLocation: sourceLocation
        )
    }

    /// A line-by-line diff, good enough for screens of the same height: changed lines only,
    /// with their line numbers, `|` marking where each line ends.
    static func diff(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let old = index < expectedLines.count ? expectedLines[index] : nil
            let new = index < actualLines.count ? actualLines[index] : nil
            guard old != new else { continue }
            let number = String(index + 1).leftPadded(to: 3)
            if let old { output.append("\(number) - \(old)|") }
            if let new { output.append("\(number) + \(new)|") }
        }
        return output.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
