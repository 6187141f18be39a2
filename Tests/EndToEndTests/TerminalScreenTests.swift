import Testing

/// The screen model the end-to-end tests read: each escape sequence a full-screen program uses.
struct TerminalScreenTests {
    private func screen(_ output: String, rows: Int = 5, columns: Int = 10) -> TerminalScreen {
        var screen = TerminalScreen(rows: rows, columns: columns)
        screen.feed(Array(output.utf8))
        return screen
    }

    @Test func printsAndMovesTheCursor() {
        let screen = screen("ab\r\ncd\u{1B}[3;4Hxy\u{1B}[1;1HZ\u{1B}[2CW\u{1B}[BV\u{1B}[5GU")
        #expect(screen.lines == ["Zb W", "cd  U", "   xy", "", ""])
    }

    @Test func erasesLinesAndTheDisplay() {
        var screen = screen("aaaaa\r\nbbbbb\r\nccccc\u{1B}[2;3H\u{1B}[K")
        #expect(screen.lines == ["aaaaa", "bb", "ccccc", "", ""])
        screen.feed(Array("\u{1B}[1K".utf8))
        #expect(screen.lines == ["aaaaa", "", "ccccc", "", ""])
        screen.feed(Array("\u{1B}[2J".utf8))
        #expect(screen.text.allSatisfy { $0 == "\n" })
    }

    @Test func wrapsAtTheRightMarginAndScrollsAtTheBottom() {
        let screen = screen("0123456789ab\r\n2\r\n3\r\n4\r\n5")
        #expect(screen.lines == ["ab", "2", "3", "4", "5"])
    }

    @Test func rowsScrolledOffTheNormalScreenAreKeptForScrollingBack() {
        var screen = screen("1\r\n2\r\n3", rows: 2)
        #expect(screen.lines == ["2", "3"])
        #expect(screen.textWithScrollback == "1\n2\n3")
        screen.feed(Array("\u{1B}[?1049hA\r\nB\r\nC\u{1B}[?1049l".utf8))  // the alternate screen keeps none
        #expect(screen.textWithScrollback == "1\n2\n3")
    }

    @Test func wideCharactersTakeTwoColumnsAndCombiningMarksNone() {
        let screen = screen("漢字|e\u{301}|🎉|")
        #expect(screen.lines[0] == "漢字|e\u{301}|🎉|")
        #expect(screen.cellLines[0] == "漢\u{0}字\u{0}|e\u{301}|🎉\u{0}|")
        #expect(screen.position(of: "|")! == (0, 4))
    }

    @Test func aWideCharacterThatDoesNotFitWrapsWhole() {
        let screen = screen("123456789漢")
        #expect(screen.lines[0] == "123456789")
        #expect(screen.lines[1] == "漢")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        let screen = screen("漢字\u{1B}[1;2Hx")
        #expect(screen.lines[0] == " x字")
    }

    @Test func aWideCharacterWrittenOverTheRightHalfOfAnotherReplacesIt() {
        // 한 at 0-1, 글 at 2-3; blanks at 0-2, then 한 at 3-4 and 글 at 5-6 (a diffed redraw).
        let screen = screen("한글🙂\u{1B}[1;1H   \u{1B}[1;4H한\u{1B}[1;6H글")
        #expect(screen.cellLines[0] == "   한\u{0}글\u{0}   ")
    }

    @Test func recordsAttributes() {
        let screen = screen("\u{1B}[1;31mR\u{1B}[0m\u{1B}[7mI\u{1B}[27;38;5;33mB\u{1B}[m.")
        let row = screen.cells[0]
        #expect(row[0].attributes.isBold && row[0].attributes.foreground == "31")
        #expect(row[1].attributes.isInverse && row[1].attributes.foreground == nil)
        #expect(row[2].attributes.isInverse == false && row[2].attributes.foreground == "38;5;33")
        #expect(row[3].attributes == TerminalScreen.Attributes())
    }

    @Test func switchesToTheAlternateScreenAndBack() {
        var screen = screen("main\u{1B}[?1049h\u{1B}[?25l\u{1B}[Halt")
        #expect(screen.isAlternateScreen)
        #expect(screen.isCursorVisible == false)
        #expect(screen.lines[0] == "alt")
        screen.feed(Array("\u{1B}[?1049l\u{1B}[?25h".utf8))
        #expect(screen.isAlternateScreen == false)
        #expect(screen.lines[0] == "main")
        #expect(screen.alternateScreenEntries == 1)
        #expect(screen.alternateScreenExits == 1)
        #expect(screen.isCursorVisible)
    }

    @Test func skipsStringsItDoesNotInterpret() {
        let screen = screen("a\u{1B}]0;title\u{07}b\u{1B}]2;x\u{1B}\\c\u{1B}P1$r\u{1B}\\d\u{1B}(Be")
        #expect(screen.lines[0] == "abcde")
    }

    @Test func handlesSequencesSplitAcrossWrites() {
        var screen = TerminalScreen(rows: 2, columns: 10)
        let bytes = Array("\u{1B}[2;3H漢x".utf8)
        for byte in bytes { screen.feed([byte]) }
        #expect(screen.lines == ["", "  漢x"])
    }

    @Test func scrollRegionsAndLineInsertion() {
        var screen = screen("1\r\n2\r\n3\r\n4\r\n5\u{1B}[2;4r\u{1B}[4;1H\n")
        #expect(screen.lines == ["1", "3", "4", "", "5"])
        screen.feed(Array("\u{1B}[r\u{1B}[2;1H\u{1B}[L".utf8))
        #expect(screen.lines == ["1", "", "3", "4", ""])
    }

    @Test func resizingKeepsTheTopLeft() {
        var screen = screen("abcdef\r\nghi")
        screen.resize(rows: 3, columns: 4)
        #expect(screen.lines == ["abcd", "ghi", ""])
    }
}
