import TerminalUI
import Testing

struct KeyParserTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.parse(bytes)
    }

    private func keys(_ text: String) -> [Key] {
        keys(Array(text.utf8))
    }

    @Test func printableAsciiBecomesCharacters() {
        #expect(keys("aZ 1q") == [.character("a"), .character("Z"), .character(" "), .character("1"), .character("q")])
    }

    @Test func arrowsInCsiAndSs3Form() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    }

    @Test func modifiedArrowsAreStillArrows() {
        #expect(keys("\u{1B}[1;5A") == [.up])
    }

    @Test func shiftTabHomeEndAndDelete() {
        #expect(keys("\u{1B}[Z") == [.backTab])
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}OF") == [.home, .end, .home, .end, .home, .end])
        #expect(keys("\u{1B}[3~") == [.delete])
    }

    @Test func unknownSequencesProduceNoKey() {
        #expect(keys("\u{1B}[15~x\u{1B}[?1;2c") == [.character("x")])
    }

    @Test func enterIsCrLfOrCrLfTogether() {
        #expect(keys("\r") == [.enter])
        #expect(keys("\n") == [.enter])
        #expect(keys("\r\n") == [.enter])
        #expect(keys("\r\r") == [.enter, .enter])
    }

    @Test func crAndLfSplitAcrossReadsAreStillOneEnter() {
        var parser = KeyParser()
        #expect(parser.parse([0x0D]) == [.enter])
        #expect(parser.parse([0x0A]) == [])
    }

    @Test func backspaceIsDelOrBs() {
        #expect(keys([0x7F, 0x08]) == [.backspace, .backspace])
    }

    @Test func tabAndControlChords() {
        #expect(keys([0x09, 0x03, 0x15, 0x04, 0x1A]) == [.tab, .ctrlC, .ctrlU, .ctrlD, .ctrlZ])
    }

    @Test func utf8CharactersAreDecodedAndGroupedIntoGraphemes() {
        #expect(keys("é山😀") == [.character("é"), .character("山"), .character("😀")])
        #expect(keys("e\u{301}👨‍👩‍👧") == [.character("e\u{301}"), .character("👨‍👩‍👧")])
    }

    @Test func aUtf8CharacterSplitAcrossReadsWaitsForItsLastByte() {
        var parser = KeyParser()
        let bytes = Array("😀".utf8)
        #expect(parser.parse(bytes[0..<2]) == [])
        #expect(parser.hasPendingInput)
        #expect(parser.parse(bytes[2...]) == [.character("😀")])
        #expect(!parser.hasPendingInput)
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsDecodedWhole() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]) == [])
        #expect(parser.parse([0x5B]) == [])
        #expect(parser.parse([0x31, 0x3B]) == [])
        #expect(parser.parse([0x35, 0x43]) == [.right])
    }

    @Test func aBareEscapeIsReportedWhenTheReaderFlushesAfterTheTimeout() {
        var parser = KeyParser()
        #expect(parser.parse([0x1B]) == [])
        #expect(parser.hasPendingInput)
        #expect(parser.flush() == [.escape])
        #expect(!parser.hasPendingInput)
    }

    @Test func escapeFollowedByAnotherKeyIsEscapeThenThatKey() {
        #expect(keys("\u{1B}x") == [.escape, .character("x")])
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func anIncompleteSequenceFlushedIsEscapeAndTheRest() {
        var parser = KeyParser()
        #expect(parser.parse("\u{1B}[".utf8) == [])
        #expect(parser.flush() == [.escape, .character("[")])
    }

    @Test func invalidUtf8AndEncodedC1ControlsAreDropped() {
        #expect(keys([0xFF, 0x61, 0xC0, 0xAF, 0x62]) == [.character("a"), .character("b")])
        #expect(keys([0xC2, 0x9B, 0x61]) == [.character("a")])
    }

    @Test func anIncompleteUtf8CharacterIsDroppedOnFlush() {
        var parser = KeyParser()
        #expect(parser.parse([0xE5, 0xB1]) == [])
        #expect(parser.flush() == [])
        #expect(parser.parse("a".utf8) == [.character("a")])
    }

    // Found by the KeyParser fuzz target (Tools/FuzzTargets/KeyParser): a CSI sequence whose parameter
    // bytes never end was held back whole, read after read, waiting for a final byte.
    @Test func anEndlessEscapeSequenceIsDroppedAndWhatFollowsIsRead() {
        var parser = KeyParser()
        var read = parser.parse([0x1B, 0x5B])
        for _ in 0..<10 {
            read += parser.parse(Array(repeating: UInt8(ascii: ">"), count: 7))
            #expect(parser.pendingByteCount <= KeyParser.maximumSequenceLength)
        }
        // ESC [ and 30 parameter bytes are dropped; the other 40 are keys.
        #expect(read == Array(repeating: .character(">"), count: 40))
        var fresh = KeyParser()
        let long = [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 40) + Array("a\u{1B}[A".utf8)
        #expect(fresh.parse([0x1B, 0x5B]) == [])
        #expect(
            fresh.parse(long.dropFirst(2)) == Array(repeating: .character("1"), count: 10) + [.character("a"), .up])
        #expect(!fresh.hasPendingInput)
    }
}
