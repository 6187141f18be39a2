import Foundation

/// Applies a ``Plan`` all or nothing: every file is written atomically (to a temporary file, then
/// renamed), and when one write fails, or the module graph cannot be regenerated, everything written
/// so far is undone.
struct Transaction {
    /// One change made so far, with what it takes to undo it.
    private enum Step {
        case createdDirectory(URL)
        case createdFile(URL)
        case replacedFile(URL, original: Data, permissions: Any?)
    }

    let repository: Repository
    private var steps: [Step] = []

    init(repository: Repository) {
        self.repository = repository
    }

    /// Creates the file at `path` (relative to the package root), and any missing folders above it.
    mutating func create(_ path: String, contents: String) throws {
        let url = repository.url(path)
        let fileManager = FileManager.default
        guard !fileManager.fileExists(atPath: url.path) else {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
        }
        var missing: [URL] = []
        var folder = url.deletingLastPathComponent()
        while !fileManager.fileExists(atPath: folder.path) {
            missing.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        for directory in missing {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: false)
            steps.append(.createdDirectory(directory))
        }
        try Data(contents.utf8).write(to: url, options: .atomic)
        steps.append(.createdFile(url))
    }

    /// Creates the folder at `path` (for a tool run afterwards to write into), unless it exists.
    mutating func createDirectory(_ path: String) throws {
        let url = repository.url(path)
        guard !FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        steps.append(.createdDirectory(url))
    }

    /// Replaces the text of the file at `path`, which must still be `expected` (what the plan read).
    mutating func replace(_ path: String, expected: String, with contents: String) throws {
        let url = repository.url(path)
        let original = try Data(contentsOf: url)
        guard original == Data(expected.utf8) else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [NSLocalizedDescriptionKey: "\(path) changed while Tools/new-rib was running"])
        }
        try snapshotAndWrite(url, original: original, contents: Data(contents.utf8))
    }

    /// Records the current text of `path` so that ``rollBack()`` restores it after a tool rewrote it.
    mutating func recordForRollBack(_ path: String) throws {
        let url = repository.url(path)
        if let original = try? Data(contentsOf: url) {
            let permissions = try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
            steps.append(.replacedFile(url, original: original, permissions: permissions as Any?))
        } else {
            steps.append(.createdFile(url))
        }
    }

    private mutating func snapshotAndWrite(_ url: URL, original: Data, contents: Data) throws {
        let fileManager = FileManager.default
        let permissions = try? fileManager.attributesOfItem(atPath: url.path)[.posixPermissions]
        steps.append(.replacedFile(url, original: original, permissions: permissions as Any?))
        try contents.write(to: url, options: .atomic)
        if let permissions {
            try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
        }
    }

    /// Undoes every step, newest first.
    ///
    /// - Returns: the paths it could not restore (empty when all went back).
    func rollBack() -> [String] {
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
                do {
                    try original.write(to: url, options: .atomic)
                    if let permissions {
                        try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
                    }
                } catch {
                    failures.append(url.path)
                }
            }
        }
        return failures
    }
}
