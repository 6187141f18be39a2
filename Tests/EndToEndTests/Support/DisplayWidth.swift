/// How many terminal columns a character takes, as xterm and most terminals count them
/// (`wcwidth`): 0 for combining marks and format characters, 2 for East Asian wide and
/// full-width characters and emoji shown as emoji, 1 otherwise.
///
/// The tests' screen model uses it to place characters where a terminal would; a program that
/// counts differently shows up as a misaligned layout.
enum DisplayWidth {
    /// The width of one scalar.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value == 0xAD { return 1 }  // the soft hyphen is shown
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }  // Hangul medial jamo, ZWSP
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The width of a string: the sum of its scalars' widths.
    static func of(_ string: String) -> Int {
        string.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,  // CJK Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // full-width forms
        0xFFE0...0xFFE6,  // full-width signs
        0x1F300...0x1F64F,  // pictographs and emoticons
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x20000...0x2FFFD,  // CJK Extension B and later
        0x30000...0x3FFFD,
    ]
}
