import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the line-mode driver reads its lines from: standard input, or text given by a test.
public struct LineInput: Sendable {
    /// The lines, without their terminators; the stream finishes at end of input.
    public let lines: AsyncStream<String>

    /// Wraps a stream of lines.
    public init(_ lines: AsyncStream<String>) {
        self.lines = lines
    }

    /// Lines given in advance; end of input follows the last one.
    public static func lines(_ lines: [String]) -> LineInput {
        LineInput(
            AsyncStream { continuation in
                for line in lines { continuation.yield(line) }
                continuation.finish()
            })
    }

    /// The lines of `text`, split at `\n` or `\r\n` (no empty line after a final terminator).
    public static func text(_ text: String) -> LineInput {
        // "\r\n" is one Character in Swift, so split on both.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
        if text.last == "\n" || text.last == "\r\n" || text.isEmpty { lines.removeLast() }
        return .lines(lines)
    }

    /// Standard input, read on a background thread so the main actor stays free.
    ///
    /// Lines end at `\n` (a trailing `\r` is removed); a last line without a terminator counts.
    public static var standardInput: LineInput {
        LineInput(
            AsyncStream { continuation in
                let thread = Thread {
                    while let line = Swift.readLine(strippingNewline: true) {
                        continuation.yield(line.hasSuffix("\r") ? String(line.dropLast()) : line)
                    }
                    continuation.finish()
                }
                thread.name = "TerminalUI.LineInput"
                thread.start()
            })
    }
}
