public import Foundation

/// One changed file, with its path relative to the package root.
public struct FileChange: Sendable, Equatable {
    /// How the file changed.
    public enum Status: String, Sendable {
        /// A new file, committed, staged or untracked.
        case added
        /// A changed file.
        case modified
        /// A removed file.
        case deleted
        /// A file moved (and maybe changed): `previousPath` is where it was.
        case renamed
    }

    /// The path now (for a deleted file, where it was).
    public var path: String
    /// Where a renamed file was.
    public var previousPath: String?
    /// How it changed.
    public var status: Status

    /// Creates a change.
    public init(_ status: Status, _ path: String, from previousPath: String? = nil) {
        self.status = status
        self.path = path
        self.previousPath = previousPath
    }
}

/// The files changed between the merge base of a reference and the working tree, read with `git`.
public struct GitChanges: Sendable {
    /// The package root (inside a git working tree).
    public var root: URL
    /// The `git` executable.
    public var git: URL

    /// Changes in the repository that holds `root`, using the first `git` in `PATH`.
    public init(
        root: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ArchitectureCheckError) {
        self.root = root
        guard let found = Toolchain.executable("git", inPath: environment["PATH"] ?? "/usr/bin:/bin") else {
            throw ArchitectureCheckError("cannot find `git` in PATH; --base needs git (or list the files with --files)")
        }
        self.git = found
    }

    /// Runs git in the package root; returns its status, standard output and standard error.
    package func run(
        _ arguments: [String]
    ) throws(ArchitectureCheckError) -> (status: Int32, output: Data, errors: String) {
        do {
            let result = try Toolchain.runProcess(git, arguments, in: root)
            return (result.status, result.output, String(decoding: result.errors, as: UTF8.self))
        } catch {
            throw ArchitectureCheckError("cannot run git: \(error)")
        }
    }

    /// The merge base of `reference` and `HEAD`.
    ///
    /// - Throws: ``ArchitectureCheckError`` when this is not a git repository, when `reference`
    ///   names no commit, or when it shares no history with `HEAD`.
    public func mergeBase(with reference: String) throws(ArchitectureCheckError) -> String {
        let inside = try run(["rev-parse", "--is-inside-work-tree"])
        guard inside.status == 0 else {
            throw ArchitectureCheckError("\(root.path) is not inside a git working tree; --base needs one")
        }
        let commit = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(reference)^{commit}"])
        guard commit.status == 0 else {
            throw ArchitectureCheckError(
                "'\(reference)' does not name a commit in this repository (fetch it first, e.g. `git fetch origin main`)"
            )
        }
        let base = try run(["merge-base", String(decoding: commit.output, as: UTF8.self).trimmingWhitespace(), "HEAD"])
        let text = String(decoding: base.output, as: UTF8.self).trimmingWhitespace()
        guard base.status == 0, !text.isEmpty else {
            throw ArchitectureCheckError(
                "'\(reference)' and HEAD have no common ancestor (\(base.errors.trimmingWhitespace())); is HEAD a commit of the same history?"
            )
        }
        return text
    }

    /// The files changed between `base` and the working tree (committed, staged and unstaged
    /// changes, renames detected), plus untracked files that are not ignored; paths are relative to
    /// the package root, and files outside it are left out.
    public func changes(since base: String) throws(ArchitectureCheckError) -> [FileChange] {
        let diff = try output(of: ["diff", "-z", "--name-status", "-M", "--relative", base, "--"])
        let untracked = try output(of: ["ls-files", "-z", "--others", "--exclude-standard"])
        return Self.parseNameStatus(diff)
            + untracked.split(separator: 0).map { FileChange(.added, String(decoding: $0, as: UTF8.self)) }
    }

    /// The standard output of git run with `arguments`, which must succeed.
    private func output(of arguments: [String]) throws(ArchitectureCheckError) -> Data {
        let result = try run(arguments)
        guard result.status == 0 else {
            throw ArchitectureCheckError(
                "`git \(arguments.joined(separator: " "))` failed: \(result.errors.trimmingWhitespace())")
        }
        return result.output
    }

    /// The text of the file at `path` (relative to the package root) at `commit`, or `nil` when it
    /// has none.
    public func text(of path: String, at commit: String) throws(ArchitectureCheckError) -> String? {
        let result = try run(["show", "\(commit):./\(path)"])
        return result.status == 0 ? String(decoding: result.output, as: UTF8.self) : nil
    }

    /// Reads `git diff -z --name-status` output.
    static func parseNameStatus(_ data: Data) -> [FileChange] {
        var fields = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }[...]
        var changes: [FileChange] = []
        // A rename or a copy names two paths, any other change one; an empty status ends the list.
        while let status = fields.popFirst(), let letter = status.first, let path = fields.popFirst() {
            switch letter {
            case "R", "C":
                guard let to = fields.popFirst() else { break }
                changes.append(letter == "R" ? FileChange(.renamed, to, from: path) : FileChange(.added, to))
            case "A": changes.append(FileChange(.added, path))
            case "D": changes.append(FileChange(.deleted, path))
            default: changes.append(FileChange(.modified, path))
            }
        }
        return changes
    }
}
