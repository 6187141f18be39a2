#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files under a folder, listed with the C library's directory calls: the type of most entries
/// comes with their name, so a repository of tens of thousands of files is listed without a call
/// per file (Foundation's enumerator and `fileExists` make several).
package enum FileTree {
    /// The paths of the files under `folder` (absolute), relative to it, unsorted. A symbolic link
    /// counts as what it points to; `followLinkedFolders` says whether a link to a folder is walked
    /// into. `skip` is asked about each name directly in `folder` (not deeper): true leaves it out.
    package static func files(
        in folder: String, followLinkedFolders: Bool, skip: (String) -> Bool = { _ in false }
    ) -> [String] {
        var result: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard let directory = opendir(absolute) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." || (relative.isEmpty && skip(name)) { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): pending.append(path)
                case Int32(DT_REG): result.append(path)
                default:
                    // A link, or a file system that does not give the type: ask.
                    var status = stat()
                    guard stat(folder + "/" + path, &status) == 0 else { continue }
                    if status.st_mode & S_IFMT == S_IFDIR {
                        var linkStatus = stat()
                        let isLink =
                            lstat(folder + "/" + path, &linkStatus) == 0 && linkStatus.st_mode & S_IFMT == S_IFLNK
                        if followLinkedFolders || !isLink { pending.append(path) }
                    } else {
                        result.append(path)
                    }
                }
            }
        }
        return result
    }
}
