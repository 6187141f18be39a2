#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text output to a file descriptor (standard output or standard error).
public final class FileOutput: TextOutput {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Wraps a file descriptor; the caller keeps it open.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Standard output.
    public static var standardOutput: FileOutput { FileOutput(fileDescriptor: STDOUT_FILENO) }
    /// Standard error.
    public static var standardError: FileOutput { FileOutput(fileDescriptor: STDERR_FILENO) }

    /// Writes all bytes, retrying after interruptions and partial writes.
    ///
    /// Returns `false` on any error: with SIGPIPE ignored (the drivers ignore it) a closed pipe
    /// reports EPIPE here instead of killing the process.
    public func write(_ text: String) -> Bool {
        FileOutput.writeAll(Array(text.utf8), to: fileDescriptor)
    }

    /// Writes all of `bytes` to `descriptor`; returns `false` on an error other than EINTR.
    nonisolated static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
