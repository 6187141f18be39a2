// fuzz-modules: TerminalUI
// fuzz-options: -max_len=256
//
// Text shown on screen (players' names): TerminalUI's TerminalText. The first byte picks a width
// (0-63 columns); the rest, decoded as UTF-8 (invalid bytes become U+FFFD), is the text.
// Oracles, on every input:
// - sanitized text holds no C0 or C1 control, no DEL, no ESC, no bidirectional control and no
//   other removed format character, and sanitizing it again changes nothing;
// - truncated and head-truncated text is sanitized too, and its display width never exceeds the
//   width asked for; text that fits in a width of at least one column comes back whole;
// - the width of a text is the sum of the widths of its graphemes, each 0, 1 or 2.

import TerminalUI

/// Whether `scalar` may never reach the terminal.
func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1 (ESC is 0x1B)
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true  // bidi controls
    case 0x200C, 0x200D, 0xE0020...0xE007F: return false  // joiners and emoji tags are kept
    case 0x2028, 0x2029: return true  // line and paragraph separators
    default: return scalar.properties.generalCategory == .format
    }
}

func requireSafe(_ text: String, _ what: String, input: String) {
    if let bad = text.unicodeScalars.first(where: isForbidden) {
        require(false, "\(what) holds U+\(String(bad.value, radix: 16)): \(escaped(text)) from \(escaped(input))")
    }
}

/// One input of the fuzzer (FuzzSupport's entry point calls it): all oracles.
func fuzz(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let width = Int(first & 0x3F)
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let clean = TerminalText.sanitized(text)
    requireSafe(clean, "sanitized text", input: text)
    require(TerminalText.sanitized(clean) == clean, "sanitizing twice changes \(escaped(clean))")

    let total = TerminalText.displayWidth(of: text)
    var sum = 0
    for character in clean {
        let columns = TerminalText.displayWidth(of: character)
        require((0...2).contains(columns), "\(columns) columns for \(escaped(String(character)))")
        sum += columns
    }
    require(total == sum, "width \(total) != \(sum), the sum over the graphemes of \(escaped(clean))")

    for (name, cut) in [
        ("truncated", TerminalText.truncated(text, toWidth: width)),
        ("head-truncated", TerminalText.truncatedHead(text, toWidth: width)),
    ] {
        requireSafe(cut, name, input: text)
        let columns = TerminalText.displayWidth(of: cut)
        require(columns <= width, "\(name) to \(width) is \(columns) wide: \(escaped(cut)) from \(escaped(text))")
        if total <= width && width > 0 {
            require(cut == clean, "\(name) to \(width) cut text that fits: \(escaped(cut)) from \(escaped(text))")
        }
    }
}
