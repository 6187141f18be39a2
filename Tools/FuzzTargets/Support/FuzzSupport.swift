// Compiled into every fuzz harness by Tools/fuzz: what the harnesses share, libFuzzer's entry point
// included. Nonisolated, also in a harness that is main actor by default: libFuzzer calls in from C.

import Foundation

/// Ends the run when an oracle does not hold: the message goes to standard error and the process
/// aborts, so libFuzzer saves the input that broke it (`crash-<hash>` in the artifact folder).
nonisolated func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition() else { return }
    var text = "fuzz oracle failed (\(file):\(line)): \(message())\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    abort()
}

/// libFuzzer's entry point, the same for every target: hands each input to the harness's
/// `fuzz(_:)`, which checks all its oracles on it.
@_cdecl("LLVMFuzzerTestOneInput")
public nonisolated func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzz(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// Whether `text` holds a control character other than the line feed (ESC included).
nonisolated func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}

/// A readable form of `text` for oracle messages: every scalar outside printable ASCII escaped.
nonisolated func escaped(_ text: some StringProtocol) -> String {
    text.unicodeScalars.map { scalar in
        (0x20...0x7E).contains(scalar.value) && scalar != "\\"
            ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
    }.joined()
}
