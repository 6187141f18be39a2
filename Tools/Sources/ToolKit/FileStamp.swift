import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size, modification and change times and inode: what build systems compare to tell that
/// a file is unchanged without reading it.
package enum FileStamp {
    /// The stamp of the file at `path`; `nil` when it cannot be read or, when `settled`, when it was
    /// written less than two seconds ago: it could change again within the same tick of the file
    /// system's clock, keeping its size and times, so it must not be remembered by its stamp.
    package static func of(_ path: String, settled: Bool = true) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        let now = Date().timeIntervalSince1970
        guard !settled || (Double(modified.tv_sec) < now - 2 && Double(changed.tv_sec) < now - 2) else { return nil }
        return
            "\(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec) \(status.st_ino)"
    }

    /// The stamp of the running executable, to tell the files one build of a tool wrote from another's.
    package static var ofThisExecutable: String {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        return of(path, settled: false) ?? "unknown"
    }
}
