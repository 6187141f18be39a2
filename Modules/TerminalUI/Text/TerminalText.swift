/// Text safety for the terminal: sanitizing, display width and truncation.
///
/// Everything the renderer draws goes through ``sanitized(_:)`` first, so text that came from a
/// user (a player's name) can never move the cursor, change colours, retitle the window or
/// reorder the line: escape sequences and control characters never reach the terminal raw.
/// Widths are in terminal columns per grapheme (see ``displayWidth(of:)-(Character)``).
// Nonisolated: pure functions of text, used by command-line parsing as well as by views.
public nonisolated enum TerminalText {
    /// The character drawn where a truncated text was cut.
    public static let ellipsis: Character = "…"

    /// Returns `text` safe to write to a terminal.
    ///
    /// - Escape sequences (CSI `ESC [ ... final`, OSC/DCS/APC/PM/SOS strings up to BEL or ST,
    ///   two-byte `ESC x`) and their 8-bit C1 forms are removed whole.
    /// - Tabs, newlines, carriage returns and line/paragraph separators become a space; every other
    ///   C0 and C1 control and DEL is removed.
    /// - Bidirectional overrides, embeddings, isolates and marks (U+202A-202E, U+2066-2069,
    ///   U+200E/200F, U+061C) and invisible format characters (U+200B, U+2060, U+FEFF, soft hyphen,
    ///   ...) are removed; the zero-width (non-)joiner and emoji tag characters are kept, so emoji
    ///   sequences stay intact.
    /// - A combining mark with nothing to combine with is shown on a dotted circle (U+25CC), so
    ///   every grapheme of the result is at least one column wide. A few spacing marks never join
    ///   the character before them (Unicode makes U+102B and U+102C, Myanmar vowel signs, graphemes
    ///   of their own): they stand alone, one column wide, with no circle.
    ///
    /// Sanitizing sanitized text changes nothing.
    public static func sanitized(_ text: String) -> String {
        // Printable ASCII has nothing to remove and nothing to combine: it is already safe.
        if isPrintableASCII(text) { return text }
        var scalars = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        var lookahead: Unicode.Scalar?
        func next() -> Unicode.Scalar? {
            if let scalar = lookahead {
                lookahead = nil
                return scalar
            }
            return iterator.next()
        }
        while let scalar = next() {
            switch scalar.value {
            case 0x1B:
                guard let introducer = next() else { break }
                switch introducer.value {
                case 0x5B: skipControlSequence(next: next, pushBack: { lookahead = $0 })
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: skipControlString(next: next)
                case 0x20...0x2F:
                    // nF sequences: intermediates, then one final byte.
                    while let following = next() {
                        if !(0x20...0x2F).contains(following.value) { break }
                    }
                default:
                    // Two-character sequence (ESC c, ESC 7, ...): the second one is dropped with it;
                    // a control after ESC is examined on its own.
                    if introducer.value < 0x20 || introducer.value == 0x7F { lookahead = introducer }
                }
            case 0x9B:
                skipControlSequence(next: next, pushBack: { lookahead = $0 })
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                skipControlString(next: next)
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                break
            default:
                if isRemovedFormatCharacter(scalar) { break }
                scalars.append(scalar)
            }
        }
        var result = ""
        for character in String(scalars) {
            if let first = character.unicodeScalars.first, isJoiningMark(first) {
                result.unicodeScalars.append("\u{25CC}")
                result.unicodeScalars.append(contentsOf: character.unicodeScalars)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The number of terminal columns `character` takes: 2 for East Asian wide and fullwidth
    /// characters and emoji, 0 for controls and lone combining marks, 1 otherwise.
    ///
    /// Combining marks, variation selectors and joiners inside a grapheme add nothing; an emoji
    /// presentation selector (U+FE0F) makes an emoji-capable character wide.
    public static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || (0x7F...0x9F).contains(first.value) { return 0 }
        if isJoiningMark(first) || isRemovedFormatCharacter(first) || first.value == 0x200D || first.value == 0x200C {
            return 0
        }
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.count > 1, first.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if isWide(first) { return 2 }
        return 1
    }

    /// The number of terminal columns `text` takes once sanitized.
    public static func displayWidth(of text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        return sanitized(text).reduce(0) { $0 + displayWidth(of: $1) }
    }

    /// Returns `text`, sanitized and cut to at most `width` columns, ending in an ellipsis when cut.
    ///
    /// Spaces just before the ellipsis are dropped. Cuts only between graphemes, never inside one (an emoji sequence or a letter with its
    /// accents stays whole), and never leaves half of a wide character.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        if isPrintableASCII(text) { return truncatedASCII(text, toWidth: width) }
        let clean = sanitized(text)
        guard width > 0 else { return "" }
        if clean.reduce(0, { $0 + displayWidth(of: $1) }) <= width { return clean }
        var result = ""
        var used = 0
        for character in clean {
            let columns = displayWidth(of: character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        while result.last == " " { result.removeLast() }
        result.append(ellipsis)
        return result
    }

    /// Returns the last graphemes of `text` that fit in `width` columns, starting with an ellipsis
    /// when cut (for a text field showing the end of a long value).
    public static func truncatedHead(_ text: String, toWidth width: Int) -> String {
        if isPrintableASCII(text) { return truncatedHeadASCII(text, toWidth: width) }
        let clean = sanitized(text)
        guard width > 0 else { return "" }
        if clean.reduce(0, { $0 + displayWidth(of: $1) }) <= width { return clean }
        var kept: [Character] = []
        var used = 0
        for character in clean.reversed() {
            let columns = displayWidth(of: character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return String(ellipsis) + String(kept.reversed())
    }

    // MARK: Printable ASCII

    /// Whether every scalar of `text` is printable ASCII (U+0020-U+007E).
    ///
    /// Such text is what ``sanitized(_:)`` returns unchanged, and each of its characters is one
    /// grapheme one column wide: the fast paths below rely on both.
    static func isPrintableASCII(_ text: String) -> Bool {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
            return true
        }
        if let fast { return fast }
        for byte in text.utf8 where byte < 0x20 || byte > 0x7E { return false }
        return true
    }

    /// ``truncated(_:toWidth:)`` for printable ASCII text (one column per byte).
    static func truncatedASCII(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let utf8 = text.utf8
        if utf8.count <= width { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: width - 1)
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x20 { end = utf8.index(before: end) }
        var result = String(text[..<end])
        result.append(ellipsis)
        return result
    }

    /// ``truncatedHead(_:toWidth:)`` for printable ASCII text (one column per byte).
    static func truncatedHeadASCII(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let utf8 = text.utf8
        if utf8.count <= width { return text }
        let start = utf8.index(utf8.endIndex, offsetBy: -(width - 1))
        return String(ellipsis) + String(text[start...])
    }

    // MARK: Helpers

    /// Skips the rest of a CSI sequence: parameters, intermediates, then one final byte.
    private static func skipControlSequence(next: () -> Unicode.Scalar?, pushBack: (Unicode.Scalar) -> Void) {
        while let scalar = next() {
            switch scalar.value {
            case 0x20...0x3F: continue
            case 0x40...0x7E: return
            default:
                // Not part of a well-formed sequence: end it here and look at this scalar again.
                pushBack(scalar)
                return
            }
        }
    }

    /// Skips an OSC/DCS/SOS/PM/APC string up to BEL, `ESC \` or ST (the whole rest if unterminated).
    private static func skipControlString(next: () -> Unicode.Scalar?) {
        while let scalar = next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = next()
                return
            default: continue
            }
        }
    }

    /// Whether the scalar is a combining mark that joins the grapheme before it, as Swift's
    /// grapheme breaking (Unicode's rules) sees it: every nonspacing and enclosing mark (Mn, Me),
    /// and every spacing mark (Mc) but the few that Unicode makes graphemes of their own. Only these
    /// go on a dotted circle and count zero columns where a grapheme starts with one; the others
    /// are spacing characters.
    static func isJoiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .spacingMark:
            var probe = String.UnicodeScalarView()
            probe.append("\u{25CC}")
            probe.append(scalar)
            return String(probe).count == 1
        default:
            return false
        }
    }

    /// Whether the scalar is an invisible format character the sanitizer removes (bidi controls,
    /// zero-width spaces, BOM, soft hyphen...): Cf, except the joiners and emoji tags.
    static func isRemovedFormatCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D, 0xE0020...0xE007F: return false
        case 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .format
        }
    }
}
