// Compiled into every fuzz harness by Tools/fuzz: what the harnesses share. Nonisolated, also in
// a harness that is main actor by default: the fuzzer's C entry point calls these first.

import Foundation

/// Ends the run when an oracle does not hold: the message goes to standard error and the process
/// aborts, so libFuzzer saves the input that broke it (`crash-<hash>` in the artifact folder).
nonisolated func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition() else { return }
    let text = "fuzz oracle failed (\(file):\(line)): \(message())\n"
    _ = text.utf8CString.withUnsafeBufferPointer { buffer in
        write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
    }
    abort()
}

/// The fuzzer's input as an array of bytes.
nonisolated func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Whether `text` holds a control character other than the line feed (ESC included).
nonisolated func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}

/// A readable form of `text` for oracle messages: every scalar outside printable ASCII escaped.
nonisolated func escaped(_ text: some StringProtocol) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        if (0x20...0x7E).contains(scalar.value) && scalar != "\\" {
            result.unicodeScalars.append(scalar)
        } else {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return result
}
