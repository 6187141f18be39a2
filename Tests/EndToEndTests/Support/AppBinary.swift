#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `tictactoe` executable the tests run.
///
/// `swift build --build-tests` and `swift test` put it in the same directory as the test runner
/// executable (`.build/<triple>/debug/`), so the tests look there first. `TICTACTOE_BINARY`
/// overrides the choice (to test a release build, for instance).
enum AppBinary {
    /// The path of the executable, or an error that says how to build it.
    static func path() throws -> String {
        let environment = getenv("TICTACTOE_BINARY").map { String(cString: $0) }
        let candidates = [environment, besideTestRunner()].compactMap { $0 }
        for candidate in candidates where access(candidate, X_OK) == 0 {
            return candidate
        }
        throw HarnessError(
            "tictactoe is not built (looked at \(candidates)); run `swift build` (or `swift test`, which builds it)"
        )
    }

    /// `tictactoe` in the directory of the running test executable.
    private static func besideTestRunner() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        guard let first = CommandLine.arguments.first else { return nil }
        let executable = first
        #endif
        // On Darwin the runner is inside `X.xctest/Contents/MacOS/`; on Linux it is `X.xctest` itself.
        var directory = Substring(executable)
        while let slash = directory.lastIndex(of: "/") {
            directory = directory[..<slash]
            if !directory.contains(".xctest") { break }
        }
        return "\(directory)/tictactoe"
    }
}
