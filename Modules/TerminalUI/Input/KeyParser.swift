/// Decodes the bytes a terminal in raw mode sends into ``Key``s.
///
/// Handles UTF-8 (multi-byte characters, grouped into graphemes within a read), CSI and SS3
/// escape sequences (arrows, Home/End, Delete, Shift-Tab `ESC [ Z`), SGR mouse reports
/// (`ESC [ < b ; x ; y M` or `m`, as ``Key/mouse(_:)``; a malformed or cut-short one is dropped
/// whole, and so is an old X10 report, `ESC [ M` and three bytes), Enter (CR, LF, or CR LF as
/// one), Backspace (0x7f and 0x08), Tab and control chords. Input may arrive split at any byte:
/// an incomplete sequence is kept until the next ``parse(_:)``. A lone Escape cannot be told
/// from the start of a sequence, so the reader calls ``flush()`` when no more bytes came within a
/// short timeout; that turns a pending `ESC` into ``Key/escape``.
// Nonisolated: a pure parser, run on the key reader's own thread.
nonisolated package struct KeyParser {
    /// Bytes of an incomplete sequence or character.
    private var pending: [UInt8] = []
    /// Whether the last byte was CR, so that a following LF is part of the same Enter.
    private var afterCarriageReturn = false
    /// Whether the rest of an overlong mouse report (its parameters and final `M` or `m`) is still to
    /// be skipped, so that its digits are not typed.
    private var skippingMouseReport = false

    /// The longest escape sequence read (ESC included); a longer CSI sequence is malformed and
    /// dropped. So at most this many bytes are ever pending.
    package static let maximumSequenceLength = 32

    /// Creates a parser with nothing pending.
    package init() {}

    /// Whether bytes are waiting for the rest of their sequence (the reader then waits only a
    /// short time before calling ``flush()``).
    package var hasPendingInput: Bool { !pending.isEmpty }

    /// How many bytes wait for the rest of their sequence.
    package var pendingByteCount: Int { pending.count }

    /// Decodes `bytes` (appended to anything pending) and returns the complete keys.
    package mutating func parse(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Decodes what is pending as if no more bytes will follow: a pending `ESC` becomes
    /// ``Key/escape``; an incomplete UTF-8 character is dropped.
    package mutating func flush() -> [Key] {
        defer { skippingMouseReport = false }
        return decode(final: true)
    }

    // MARK: Decoding

    /// Decodes as much of `pending` as possible.
    private mutating func decode(final: Bool) -> [Key] {
        var keys: [Key] = []
        var text = String.UnicodeScalarView()
        func flushText() {
            guard !text.isEmpty else { return }
            keys.append(contentsOf: String(text).map { Key.character($0) })
            text = String.UnicodeScalarView()
        }
        var index = 0
        decoding: while index < pending.count {
            let byte = pending[index]
            if skippingMouseReport {
                let isParameter = (0x30...0x3F).contains(byte)
                if !isParameter { skippingMouseReport = false }
                if isParameter || byte == 0x4D || byte == 0x6D {
                    index += 1
                    continue
                }
            }
            let wasCR = afterCarriageReturn
            afterCarriageReturn = false
            switch byte {
            case 0x1B:
                switch escapeSequence(at: index, final: final) {
                case .incomplete:
                    break decoding
                case .key(let key, let length):
                    flushText()
                    if let key { keys.append(key) }
                    index += length
                case .overlongMouseReport(let length):
                    index += length
                    skippingMouseReport = true
                }
            case 0x0D:
                flushText()
                keys.append(.enter)
                afterCarriageReturn = true
                index += 1
            case 0x0A:
                flushText()
                if !wasCR { keys.append(.enter) }
                index += 1
            case 0x09:
                flushText()
                keys.append(.tab)
                index += 1
            case 0x7F, 0x08:
                flushText()
                keys.append(.backspace)
                index += 1
            case 0x01...0x1A:
                flushText()
                keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
                index += 1
            case 0x00, 0x1C...0x1F:
                index += 1
            case 0x20...0x7E:
                text.append(Unicode.Scalar(byte))
                index += 1
            default:
                switch utf8Scalar(at: index) {
                case .incomplete:
                    if final {
                        index = pending.count
                    } else {
                        break decoding
                    }
                case .invalid:
                    index += 1
                case .scalar(let scalar, let length):
                    // C1 controls encoded in UTF-8 are not keys.
                    if !(0x80...0x9F).contains(scalar.value) { text.append(scalar) }
                    index += length
                }
            }
        }
        flushText()
        pending.removeFirst(index)
        if final, !pending.isEmpty { pending.removeAll() }
        return keys
    }

    /// The result of reading an escape sequence.
    private enum Escape {
        /// More bytes are needed.
        case incomplete
        /// A complete sequence of `length` bytes meaning `key` (`nil`: a sequence we ignore).
        case key(Key?, length: Int)
        /// The first `length` bytes of a mouse report longer than any terminal sends: dropped, and
        /// so is the rest of it.
        case overlongMouseReport(length: Int)
    }

    /// Reads the escape sequence that starts at `start` (an ESC byte).
    private func escapeSequence(at start: Int, final: Bool) -> Escape {
        let next = start + 1
        guard next < pending.count else { return final ? .key(.escape, length: 1) : .incomplete }
        switch pending[next] {
        case 0x5B:  // CSI: parameters 0x30-0x3F, intermediates 0x20-0x2F, final 0x40-0x7E
            // `ESC [ <` starts an SGR mouse report: cut short, it is dropped whole, never typed.
            let isMouse = next + 1 < pending.count && pending[next + 1] == 0x3C
            var index = next + 1
            while index < pending.count {
                // No key sequence is anywhere near this long: without this limit, endless parameter
                // bytes would be held back (and kept in memory) waiting for a final byte.
                guard index - start < Self.maximumSequenceLength else {
                    return isMouse ? .overlongMouseReport(length: index - start) : .key(nil, length: index - start)
                }
                let byte = pending[index]
                if (0x40...0x7E).contains(byte) {
                    if isMouse {
                        // Only `M` (press) and `m` (release) end a report.
                        let event =
                            byte == 0x4D || byte == 0x6D
                            ? MouseEvent.sgr(parameters: pending[(next + 2)..<index], isRelease: byte == 0x6D) : nil
                        return .key(event.map(Key.mouse), length: index - start + 1)
                    }
                    if byte == 0x4D, index == next + 1 { return legacyMouseReport(at: start, final: final) }
                    let parameters = String(decoding: pending[(next + 1)..<index], as: UTF8.self)
                    return .key(csiKey(final: byte, parameters: parameters), length: index - start + 1)
                }
                guard (0x20...0x3F).contains(byte) else {
                    // Malformed: drop ESC [ and what followed up to here.
                    return .key(nil, length: index - start)
                }
                index += 1
            }
            guard final else { return .incomplete }
            return isMouse ? .key(nil, length: index - start) : .key(.escape, length: 1)
        case 0x4F:  // SS3: one more byte
            guard next + 1 < pending.count else { return final ? .key(.escape, length: 1) : .incomplete }
            let key: Key? =
                switch pending[next + 1] {
                case 0x41: .up
                case 0x42: .down
                case 0x43: .right
                case 0x44: .left
                case 0x48: .home
                case 0x46: .end
                case 0x4D: .enter
                default: nil
                }
            return .key(key, length: 3)
        default:
            // ESC followed by anything else (Alt+key, or a second ESC): a bare Escape, and the
            // next byte is decoded on its own.
            return .key(.escape, length: 1)
        }
    }

    /// A mouse report of the old X10 form, `ESC [ M` and three bytes of any value, which a terminal
    /// without the SGR protocol sends: its bytes are dropped (they are no text), and so is a report
    /// cut short by the end of the input.
    private func legacyMouseReport(at start: Int, final: Bool) -> Escape {
        let length = 6
        guard start + length <= pending.count else {
            return final ? .key(nil, length: pending.count - start) : .incomplete
        }
        return .key(nil, length: length)
    }

    /// The key of a complete CSI sequence (modifiers such as `1;5` are ignored).
    private func csiKey(final: UInt8, parameters: String) -> Key? {
        let first = parameters.split(separator: ";").first.map(String.init) ?? ""
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x5A: return .backTab
        case 0x7E:
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return nil
            }
        default: return nil
        }
    }

    /// The result of reading a UTF-8 sequence.
    private enum UTF8Read {
        /// More bytes are needed.
        case incomplete
        /// Not valid UTF-8 at this byte.
        case invalid
        /// A scalar encoded in `length` bytes.
        case scalar(Unicode.Scalar, length: Int)
    }

    /// Reads the UTF-8 sequence that starts at `start` (a byte >= 0x80).
    private func utf8Scalar(at start: Int) -> UTF8Read {
        let lead = pending[start]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
        default:
            return .invalid
        }
        for offset in 1..<length {
            guard start + offset < pending.count else { return .incomplete }
            let byte = pending[start + offset]
            guard byte & 0xC0 == 0x80 else { return .invalid }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .invalid }
        return .scalar(scalar, length: length)
    }
}
