import TerminalUI
import Testing

struct CellBufferTests {
    @Test func writingAWideGraphemeFillsTwoCells() {
        var buffer = CellBuffer(width: 4, height: 1)
        #expect(buffer.write("山a", row: 0, column: 0) == 3)
        #expect(buffer[0, 0] == Cell("山", width: 2))
        #expect(buffer[0, 1].isContinuation)
        #expect(buffer[0, 2].grapheme == "a")
        #expect(buffer.plainText == "山a")
    }

    @Test func aWideGraphemeThatDoesNotFitAtTheEdgeIsNotWritten() {
        var buffer = CellBuffer(width: 3, height: 1)
        #expect(buffer.write("ab山", row: 0, column: 0) == 2)
        #expect(buffer[0, 2] == .blank)
    }

    @Test func overwritingHalfOfAWideGraphemeBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("山", row: 0, column: 1)
        buffer.write("x", row: 0, column: 2)
        #expect(buffer[0, 1] == .blank)
        #expect(buffer[0, 2].grapheme == "x")
        #expect(buffer.plainText == "  x")
    }

    @Test func writesAreSanitizedAndOutsideWritesAreIgnored() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.write("\u{1B}[2Jhi", row: 0, column: 0)
        buffer.write("zz", row: 3, column: 0)
        buffer[5, 5] = Cell("x")
        #expect(buffer.plainText == "hi")
        #expect(buffer[9, 9] == .blank)
    }

    @Test func linesTrimTrailingSpaces() {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.write("ab", row: 1, column: 2)
        #expect(buffer.lines == ["", "  ab"])
    }
}
