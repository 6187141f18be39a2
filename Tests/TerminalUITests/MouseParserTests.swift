import TerminalUI
import Testing

/// SGR mouse reports (`ESC [ < button ; column ; row M` or `m`) as the terminal sends them, and
/// every malformed, cut-short or foreign shape, none of which may type a character.
struct MouseParserTests {
    private func keys(_ text: String) -> [Key] {
        var parser = KeyParser()
        return parser.parse(Array(text.utf8)) + parser.flush()
    }

    private func mouse(_ button: MouseEvent.Button, _ action: MouseEvent.Action, row: Int, column: Int) -> Key {
        .mouse(MouseEvent(button, action, row: row, column: column))
    }

    @Test func aLeftPressAndReleaseAreReportedAtZeroBasedCells() {
        #expect(keys("\u{1B}[<0;10;5M") == [mouse(.left, .press, row: 4, column: 9)])
        #expect(keys("\u{1B}[<0;10;5m") == [mouse(.left, .release, row: 4, column: 9)])
        #expect(
            keys("\u{1B}[<0;1;1M\u{1B}[<0;1;1m") == [
                mouse(.left, .press, row: 0, column: 0), mouse(.left, .release, row: 0, column: 0),
            ])
    }

    @Test func otherButtonsTheWheelAndMotionAreTold() {
        #expect(keys("\u{1B}[<1;3;4M") == [mouse(.middle, .press, row: 3, column: 2)])
        #expect(keys("\u{1B}[<2;3;4m") == [mouse(.right, .release, row: 3, column: 2)])
        #expect(keys("\u{1B}[<64;3;4M") == [mouse(.wheelUp, .press, row: 3, column: 2)])
        #expect(keys("\u{1B}[<65;3;4M") == [mouse(.wheelDown, .press, row: 3, column: 2)])
        #expect(keys("\u{1B}[<32;3;4M") == [mouse(.left, .motion, row: 3, column: 2)])
        #expect(keys("\u{1B}[<35;3;4M") == [mouse(.other(3), .motion, row: 3, column: 2)])
        #expect(keys("\u{1B}[<128;3;4M") == [mouse(.other(128), .press, row: 3, column: 2)])
    }

    @Test func shiftMetaAndControlLeaveTheButton() {
        #expect(
            keys("\u{1B}[<4;2;2M\u{1B}[<8;2;2M\u{1B}[<16;2;2M\u{1B}[<28;2;2m") == [
                mouse(.left, .press, row: 1, column: 1), mouse(.left, .press, row: 1, column: 1),
                mouse(.left, .press, row: 1, column: 1), mouse(.left, .release, row: 1, column: 1),
            ])
    }

    @Test func largeCoordinatesAreKept() {
        #expect(keys("\u{1B}[<0;300;200M") == [mouse(.left, .press, row: 199, column: 299)])
    }

    @Test func aReportBetweenCharactersLeavesThemAlone() {
        #expect(
            keys("a\u{1B}[<0;2;3Mb\u{1B}[<0;2;3m\r") == [
                .character("a"), mouse(.left, .press, row: 2, column: 1), .character("b"),
                mouse(.left, .release, row: 2, column: 1), .enter,
            ])
    }

    @Test func aReportSplitAtEveryByteIsDecodedWhole() {
        let bytes = Array("x\u{1B}[<0;12;34My".utf8)
        var parser = KeyParser()
        var decoded: [Key] = []
        for byte in bytes { decoded += parser.parse([byte]) }
        #expect(decoded == [.character("x"), mouse(.left, .press, row: 33, column: 11), .character("y")])
        #expect(!parser.hasPendingInput)
    }

    @Test(arguments: [
        "\u{1B}[<0;1M",  // two numbers
        "\u{1B}[<0;1;1;1M",  // four
        "\u{1B}[<;1;1M",  // an empty number
        "\u{1B}[<0;;1M",
        "\u{1B}[<0;1;M",
        "\u{1B}[<0;0;5M",  // columns and rows count from 1
        "\u{1B}[<0;5;0m",
        "\u{1B}[<0;999999;1M",  // beyond any terminal
        "\u{1B}[<0:1;1;1M",  // a parameter byte that is no digit
        "\u{1B}[<0;1;1=M",
        "\u{1B}[<0;1;1~",  // another final byte
        "\u{1B}[<M",
        "\u{1B}[<m",
    ])
    func aMalformedReportIsDroppedWhole(report: String) {
        #expect(keys(report) == [])
        #expect(keys("a" + report + "b") == [.character("a"), .character("b")])
    }

    @Test(arguments: ["\u{1B}[<", "\u{1B}[<0", "\u{1B}[<0;12", "\u{1B}[<0;12;", "\u{1B}[<0;12;7"])
    func aReportCutShortIsDroppedWholeWhenTheInputPauses(report: String) {
        var parser = KeyParser()
        #expect(parser.parse(Array(("q" + report).utf8)) == [.character("q")])
        #expect(parser.hasPendingInput)
        #expect(parser.flush() == [])
        #expect(!parser.hasPendingInput)
    }

    @Test func aReportCutShortByAnotherKeyGivesThatKeyOnly() {
        // The ESC of the arrow ends the broken report (no parameter byte), the arrow is read.
        #expect(keys("\u{1B}[<0;12;\u{1B}[A") == [.up])
    }

    @Test func anOverlongReportIsSkippedToItsEnd() {
        let digits = String(repeating: "1", count: 60)
        #expect(keys("\u{1B}[<0;\(digits);1Mz") == [.character("z")])
        var parser = KeyParser()
        var decoded: [Key] = []
        for byte in Array("\u{1B}[<0;\(digits);1mz".utf8) { decoded += parser.parse([byte]) }
        #expect(decoded == [.character("z")])
        #expect(parser.pendingByteCount <= KeyParser.maximumSequenceLength)
    }

    @Test func digitsTypedAfterAnOverlongReportAndAPauseAreTyped() {
        var parser = KeyParser()
        _ = parser.parse(Array(("\u{1B}[<" + String(repeating: "9", count: 40)).utf8))
        _ = parser.flush()
        #expect(parser.parse(Array("12".utf8)) == [.character("1"), .character("2")])
    }

    @Test func anOldX10ReportIsDroppedWithItsThreeBytes() {
        #expect(keys("a\u{1B}[M !!b") == [.character("a"), .character("b")])
        var parser = KeyParser()
        #expect(parser.parse([0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xC3, 0x63]) == [.character("c")])
        #expect(parser.parse([0x1B, 0x5B, 0x4D, 0x20]) == [])
        #expect(parser.flush() == [])
    }

    @Test func otherSequencesEndingInMAreStillIgnoredAsBefore() {
        #expect(keys("\u{1B}[1;2M") == [])
        #expect(keys("\u{1B}[A") == [.up])
    }
}
