import TerminalUI
import Testing

struct FrameWriterTests {
    private let writer = FrameWriter(usesColor: true)

    private func buffer(_ rows: [String], width: Int = 6) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: rows.count)
        for (row, text) in rows.enumerated() { buffer.write(text, row: row, column: 0) }
        return buffer
    }

    @Test func theFirstFrameClearsTheScreenAndWritesEveryRow() {
        let out = writer.frame(from: nil, to: buffer(["ab", "cd"]))
        #expect(out.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(out.contains("\u{1B}[1;1Hab    "))
        #expect(out.contains("\u{1B}[2;1Hcd    "))
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = buffer(["ab", "cd"])
        #expect(writer.frame(from: frame, to: frame) == "")
    }

    @Test func onlyChangedCellsAreWrittenEachRunAfterOneCursorMove() {
        let out = writer.frame(from: buffer(["abcdef", "ghijkl"]), to: buffer(["abXYef", "ghijkZ"]))
        #expect(out == "\u{1B}[1;3HXY\u{1B}[2;6HZ")
    }

    @Test func aSizeChangeRedrawsEverything() {
        let out = writer.frame(from: buffer(["ab"], width: 4), to: buffer(["ab"], width: 6))
        #expect(out.contains("\u{1B}[2J"))
        #expect(out.contains("ab"))
    }

    @Test func styleChangesAreSentOnlyWhenTheStyleChanges() {
        var next = buffer(["      "])
        next.write("XO", row: 0, column: 0, style: CellStyle(.accent))
        let out = writer.frame(from: buffer(["      "]), to: next)
        #expect(out == "\u{1B}[1;1H\u{1B}[0;36mXO\u{1B}[0m")
    }

    @Test func withoutColourOnlyAttributesAreUsed() {
        let plain = FrameWriter(usesColor: false)
        #expect(plain.sgr(CellStyle(.accent)) == "\u{1B}[0m")
        #expect(plain.sgr(CellStyle(.error)) == "\u{1B}[0;1m")
        #expect(plain.sgr(CellStyle(.plain, isReversed: true)) == "\u{1B}[0;7m")
        #expect(writer.sgr(CellStyle(.secondaryAccent)) == "\u{1B}[0;33m")
        #expect(writer.sgr(CellStyle(.error)) == "\u{1B}[0;31m")
    }

    @Test func aWideGraphemeIsWrittenOnceAndTheCursorIsPlacedAfterIt() {
        let out = writer.frame(from: buffer(["abcd"]), to: buffer(["山cd"]))
        #expect(out == "\u{1B}[1;1H山")
        let next = writer.frame(from: buffer(["abcd"]), to: buffer(["山xd"]))
        #expect(next == "\u{1B}[1;1H山\u{1B}[1;3Hx")
    }

    @Test func replacingAWideGraphemeWithNarrowOnesRewritesBothColumns() {
        let out = writer.frame(from: buffer(["山cd"]), to: buffer(["abcd"]))
        #expect(out == "\u{1B}[1;1Hab")
    }

    @Test func theOutputNeverContainsRawControlsFromCellText() {
        var hostile = CellBuffer(width: 10, height: 1)
        hostile.write("\u{1B}]0;x\u{07}\u{9B}2Jok", row: 0, column: 0)
        let out = writer.frame(from: nil, to: hostile)
        #expect(!out.contains("\u{07}"))
        #expect(!out.contains("\u{9B}"))
        #expect(!out.contains("]0;"))
    }
}
