// fuzz-modules: TerminalUI
// fuzz-options: -max_len=512
//
// Terminal input bytes -> keys (TerminalUI's KeyParser), as the terminal driver reads them.
// Oracles, on every input:
// - every byte is consumed: after the reader's end-of-burst flush nothing is pending;
// - the parser never stalls: what it keeps pending between reads is short (the start of one
//   escape sequence or UTF-8 character), so a complete key is never held back and memory is bounded;
// - a split read gives the same keys as a whole read: the input fed in pieces cut where the input
//   itself says (and one byte at a time) decodes to the same keys, text compared scalar by scalar
//   (graphemes are only grouped within one read);
// - no key is made of nothing: there are at most as many keys as bytes;
// - a mouse report (SGR `ESC [ < b ; x ; y M`/`m`; seeds with well-formed, malformed, cut-short,
//   overlong and old X10 reports) is at a cell of the terminal: row and column from 0, never more
//   than the protocol's numbers allow, and only when the input has an `ESC [ <` to report it.

import TerminalUI

/// Keys with runs of characters merged into one text of scalars, so that a split inside a
/// grapheme (which yields its scalars as separate characters) compares equal to a whole read.
enum Token: Equatable {
    case text([UInt32])
    case key(Key)
}

func tokens(_ keys: [Key]) -> [Token] {
    keys.reduce(into: []) { result, key in
        if case .character(let character) = key, case .text(let previous) = result.last {
            result[result.count - 1] = .text(previous + character.unicodeScalars.map(\.value))
        } else if case .character(let character) = key {
            result.append(.text(character.unicodeScalars.map(\.value)))
        } else {
            result.append(.key(key))
        }
    }
}

/// Feeds `bytes` one read per cut, then flushes as the reader does when input pauses.
func decode(_ bytes: [UInt8], cuts: [Int]) -> [Key] {
    var parser = KeyParser()
    var keys: [Key] = []
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
        keys += parser.parse(bytes[start..<cut])
        require(
            parser.pendingByteCount <= KeyParser.maximumSequenceLength,
            "\(parser.pendingByteCount) bytes pending after a read of \(bytes[start..<cut])")
        start = cut
    }
    keys += parser.flush()
    require(!parser.hasPendingInput, "bytes still pending after flush() for \(bytes)")
    return keys
}

/// One input of the fuzzer (FuzzSupport's entry point calls it): all oracles.
func fuzz(_ bytes: [UInt8]) {
    let whole = decode(bytes, cuts: [])
    require(whole.count <= bytes.count, "\(whole.count) keys from \(bytes.count) bytes: \(bytes)")
    let expected = tokens(whole)
    for case .mouse(let event) in whole {
        require(
            (0..<MouseEvent.maximumNumber).contains(event.row) && (0..<MouseEvent.maximumNumber).contains(event.column),
            "a mouse report outside the terminal's cells: \(event) from \(bytes)")
        require(
            bytes.indices.contains { bytes[$0...].starts(with: [0x1B, 0x5B, 0x3C]) },
            "a mouse report without ESC [ < in \(bytes)")
    }

    // Cuts chosen by the input: each byte's low bits step to the next cut.
    var cuts: [Int] = []
    var position = 0
    for byte in bytes {
        position += Int(byte & 0x07) + 1
        if position >= bytes.count { break }
        cuts.append(position)
    }
    let split = tokens(decode(bytes, cuts: cuts))
    require(split == expected, "split at \(cuts): \(split) != whole \(expected) for \(bytes)")

    let byteByByte = tokens(decode(bytes, cuts: Array(bytes.indices.dropFirst())))
    require(byteByByte == expected, "byte by byte: \(byteByByte) != whole \(expected) for \(bytes)")
}
