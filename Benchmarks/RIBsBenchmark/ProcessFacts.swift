import Foundation

/// What the benchmark reads about its own process and machine, from `/proc` on Linux.
enum ProcessFacts {
    /// The resident set size of this process in bytes, from `/proc/self/statm` (`nil` elsewhere).
    static func residentBytes() -> Int? {
        guard let statm = readFile("/proc/self/statm") else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The CPU model name from `/proc/cpuinfo`, or `"unknown"`.
    static func cpuModel() -> String {
        guard let cpuinfo = readFile("/proc/cpuinfo") else { return "unknown" }
        for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingPrefix(" ").description
            }
        }
        return "unknown"
    }

    /// The number of processors this process may run on.
    static func processorCount() -> Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The whole contents of a (small) text file, or `nil` when it cannot be read.
    private static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 {
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
