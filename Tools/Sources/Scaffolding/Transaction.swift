package import Foundation
import ToolKit

/// Applies a ``Plan`` all or nothing: every file is written atomically (to a temporary file, then
/// renamed), and when one write fails, or the module graph cannot be regenerated, everything written
/// so far is undone.
package struct Transaction {
    /// One change made so far, with what it takes to undo it.
    package enum Step {
        case createdDirectory(URL)
        case createdFile(URL)
        case replacedFile(URL, original: Data, permissions: Any?)
    }

    package let repository: Repository
    private(set) var steps: [Step] = []

    /// A transaction that has changed nothing yet.
    package init(repository: Repository) { self.repository = repository }

    /// Creates the file at `path` (relative to the package root), and any missing folders above it.
    package mutating func create(_ path: String, contents: String) throws {
        let url = repository.url(path)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
        }
        try createDirectory(url.deletingLastPathComponent())
        try Data(contents.utf8).write(to: url, options: .atomic)
        steps.append(.createdFile(url))
    }

    /// Creates the folder at `url` and every missing one above it, outermost first, unless it exists.
    package mutating func createDirectory(_ url: URL) throws {
        guard !FileManager.default.fileExists(atPath: url.path) else { return }
        try createDirectory(url.deletingLastPathComponent())
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        steps.append(.createdDirectory(url))
    }

    /// Replaces the text of the file at `path`, which must still be `expected` (what the plan read).
    package mutating func replace(_ path: String, expected: String, with contents: String) throws {
        let url = repository.url(path)
        guard try Data(contentsOf: url) == Data(expected.utf8) else {
            throw Refusal("\(path) changed while Tools/new-rib was running")
        }
        recordForRollBack(path)
        try Self.write(Data(contents.utf8), to: url, permissions: Self.permissions(of: url))
    }

    /// Records the current text of `path` so that ``rollBack()`` restores it after a tool rewrote it.
    package mutating func recordForRollBack(_ path: String) {
        let url = repository.url(path)
        if let original = try? Data(contentsOf: url) {
            steps.append(.replacedFile(url, original: original, permissions: Self.permissions(of: url)))
        } else {
            steps.append(.createdFile(url))
        }
    }

    private static func permissions(of url: URL) -> Any? {
        try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
    }

    /// Writes `data` to `url` atomically and gives the file `permissions` again (a rename loses them).
    private static func write(_ data: Data, to url: URL, permissions: Any?) throws {
        try data.write(to: url, options: .atomic)
        if let permissions {
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
        }
    }

    /// Undoes every step, newest first.
    ///
    /// - Returns: the paths it could not restore (empty when all went back).
    package func rollBack() -> [String] {
        let fileManager = FileManager.default
        var failures: [String] = []
        for step in steps.reversed() {
            switch step {
            case .createdFile(let url):
                if fileManager.fileExists(atPath: url.path) {
                    do { try fileManager.removeItem(at: url) } catch { failures.append(url.path) }
                }
            case .createdDirectory(let url):
                // Only if empty: never remove what someone else put there meanwhile.
                let entries = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
                if entries.isEmpty {
                    do { try fileManager.removeItem(at: url) } catch { failures.append(url.path) }
                } else {
                    failures.append(url.path)
                }
            case .replacedFile(let url, let original, let permissions):
                do { try Self.write(original, to: url, permissions: permissions) } catch { failures.append(url.path) }
            }
        }
        return failures
    }
}
