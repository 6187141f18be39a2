import Foundation

/// Compares text with an expected snapshot stored in `__Snapshots__/<name>.txt` beside the test
/// file that asks: the one snapshot helper, for each RIB's scenarios and for the app-wide screens.
///
/// It returns what is wrong instead of failing a test itself (this module is also linked into the
/// example apps), so a test records each problem:
///
/// ```swift
/// for problem in Snapshot.problems(of: OffGameScenarios.all) { Issue.record(Comment(rawValue: problem)) }
/// ```
///
/// Run with `RECORD_SNAPSHOTS=1` to write the actual text as the new snapshot (which is reported
/// once, to say so); look at the changed files before committing them.
public enum Snapshot {
    /// Whether this run records snapshots instead of comparing them.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// What differs between each scenario's screen (see ``Scenario/render(width:height:)``) and its
    /// snapshot, named after it, beside the file `filePath`; empty when all match.
    public static func problems(of scenarios: [Scenario], filePath: String = #filePath) -> [String] {
        scenarios.compactMap { problem($0.render(), matching: $0.name, filePath: filePath) }
    }

    /// What differs between `actual` and the snapshot `name` beside the file `filePath` (exactly),
    /// or nil when they are equal.
    public static func problem(_ actual: String, matching name: String, filePath: String = #filePath) -> String? {
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__")
        let file = directory.appendingPathComponent("\(name).txt")
        let stored = actual + "\n"
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try stored.write(to: file, atomically: true, encoding: .utf8)
                return "Recorded snapshot \(file.path); run again without RECORD_SNAPSHOTS"
            } catch {
                return "Could not record \(file.path): \(error)"
            }
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            return "No snapshot \(file.path); record it with RECORD_SNAPSHOTS=1. Actual:\n\(actual)"
        }
        guard expected != stored else { return nil }
        return "Snapshot \(name) differs (- expected, + actual):\n\(diff(expected, stored))\nActual:\n\(actual)"
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
            let number = String(repeating: " ", count: max(0, 3 - String(index + 1).count)) + String(index + 1)
            if let old { output.append("\(number) - \(old)|") }
            if let new { output.append("\(number) + \(new)|") }
        }
        return output.joined(separator: "\n")
    }
}
