import TerminalUI
import Testing

struct RendererTests {
    private let renderer = Renderer()

    @Test func theLoginScreenIsCentredWithTheFocusVisibleWithoutColour() {
        let viewController = TestViewController(screen: Screens.login)
        for character in "Alice" { viewController.handleKey(.character(character)) }
        let buffer = renderer.render(viewController.currentScreen, width: 80, height: 24)
        let expected = [
            "", "", "", "", "", "", "", "", "",
            "                                   TicTacToe",
            "",
            "                      > Player 1  [Alice_              ] <",
            "                        Player 2  [Player 2            ]",
            "",
            "                                   [ Login ]",
            "", "", "", "", "", "", "", "", "",
        ]
        #expect(buffer.lines == expected)
        let fieldRow = 11
        let bracket = buffer.lines[fieldRow].distance(
            from: buffer.lines[fieldRow].startIndex, to: buffer.lines[fieldRow].firstIndex(of: "[")!)
        #expect(buffer[fieldRow, bracket].style.isReversed)
        #expect(buffer[12, bracket].style.isReversed == false)
        #expect(buffer[12, bracket + 1].style.text == .dim)
    }

    @Test func aFocusedButtonIsFramedAndReversed() {
        let screen = Screen([.button(id: "start", title: "Start Game")], focus: "start")
        let buffer = renderer.render(screen, width: 30, height: 3)
        #expect(buffer.lines[1] == "      > [ Start Game ] <")
        #expect(buffer[1, 8].style.isReversed)
        #expect(buffer[1, 6].style.isReversed == false)
    }

    @Test func theBoardShowsTheCursorCellInBracketsAndReverseVideo() {
        let cells = ["X", "O", "", "", "X", "", "", "", "O"]
        let styles: [TextStyle] = [
            .accent, .secondaryAccent, .plain, .plain, .accent, .plain, .plain, .plain, .secondaryAccent,
        ]
        let screen = Screen(
            [.grid(Screen.Grid(id: "board", rows: 3, columns: 3, cells: cells, styles: styles, cursor: 4))],
            focus: "board")
        let buffer = renderer.render(screen, width: 11, height: 5)
        #expect(buffer.lines == [" X | O |", "---+---+---", "   |[X]|", "---+---+---", "   |   | O"])
        #expect(buffer[2, 5].style == CellStyle(.accent, isReversed: true))
        #expect(buffer[0, 1].style == CellStyle(.accent))
        #expect(buffer[0, 5].style == CellStyle(.secondaryAccent))
    }

    @Test func anUnfocusedGridShowsNoCursor() {
        let screen = Screen(
            [.grid(Screen.Grid(id: "board", rows: 1, columns: 2, cells: ["A", "B"])), .button(id: "b", title: "B")],
            focus: "b")
        let buffer = renderer.render(screen, width: 20, height: 2)
        #expect(!buffer.plainText.contains("[A]"))
    }

    @Test func aScreenTooTallShowsTheTooSmallNoticeAndTheNeededSize() {
        let screen = Screen(Array(repeating: .text("row"), count: 10))
        let buffer = renderer.render(screen, width: 40, height: 5)
        #expect(buffer.plainText.contains(Renderer.tooSmallNotice))
        #expect(buffer.plainText.contains("Need 3x10"))
        #expect(!buffer.plainText.contains("row"))
    }

    @Test func aScreenTooNarrowForItsGridShowsTheNotice() {
        let buffer = renderer.render(Screens.board(), width: 8, height: 24)
        #expect(buffer.lines.contains("Termina…"))
        #expect(!buffer.plainText.contains("|"))
    }

    @Test func theNoticeFitsEvenATinyTerminal() {
        let buffer = renderer.render(Screens.board(), width: 1, height: 1)
        #expect(buffer.plainText == "…")
        #expect(renderer.render(Screens.board(), width: 0, height: 0).plainText == "")
    }

    @Test func aLongLineIsCutWithAnEllipsisAndNotTheScreen() {
        let name = String(repeating: "N", count: 10_000)
        let screen = Screen([.text([Screen.Span(name, style: .accent), Screen.Span(" won!")])])
        let buffer = renderer.render(screen, width: 80, height: 24)
        let line = buffer.lines.first { !$0.isEmpty }!
        #expect(line == String(repeating: "N", count: 79) + "…")
    }

    @Test func laterSpansAreCutWhenTheFirstOnesFit() {
        let screen = Screen([.text([Screen.Span("Alice"), Screen.Span(" is the winner")])])
        #expect(renderer.render(screen, width: 10, height: 1).lines == ["Alice is…"])
    }

    @Test func fieldsLineUpByDisplayWidthWithWideNamesAndLabels() {
        let screen = Screen(
            [
                .field(id: "a", label: "山田", text: "😀e\u{301}"),
                .field(id: "b", label: "Bob", text: "Ann"),
            ],
            focus: "a")
        let buffer = renderer.render(screen, width: 40, height: 2)
        let widths = buffer.lines.map { line in
            let prefix = line[..<line.firstIndex(of: "]")!]
            return TerminalText.displayWidth(of: String(prefix))
        }
        #expect(widths[0] == widths[1])
        #expect(buffer.lines[0].contains("[😀é_"))
    }

    @Test func aLongFieldValueShowsItsEnd() {
        let name = String(repeating: "a", count: 10_000) + "END"
        let screen = Screen([.field(id: "a", label: "Name", text: name)], focus: "a")
        let line = renderer.render(screen, width: 80, height: 1).lines[0]
        #expect(line.contains("…") && line.contains("END_]"))
        #expect(TerminalText.displayWidth(of: line) < 80)
    }

    @Test func hostileTextIsDrawnWithoutControls() {
        let screen = Screen([.text("\u{1B}[2J\u{202E}Mallory\u{9B}31m\u{7}")])
        let line = renderer.render(screen, width: 20, height: 1).lines[0]
        #expect(line == "      Mallory")
    }

    @Test func plainTextForLineModeIsLeftAlignedWithoutFocusMarkers() {
        let viewController = TestViewController(screen: Screens.login)
        let text = Renderer(showsFocus: false).plainText(of: viewController.currentScreen)
        #expect(text == "TicTacToe\n\nPlayer 1  [Player 1            ]\nPlayer 2  [Player 2            ]\n\n[ Login ]")
    }

    @Test func plainTextPutsAResultLineAloneOnItsLine() {
        let screen = Screen(
            Screens.board(["X", "X", "X", "O", "O", "", "", "", ""]).elements + [
                .text([Screen.Span("Alice", style: .accent), Screen.Span(" won!")]),
                .button(id: "close", title: "Close Game"),
            ],
            focus: "close")
        let lines = Renderer(showsFocus: false).plainText(of: screen).split(separator: "\n").map(String.init)
        #expect(lines.contains("Alice won!"))
        #expect(lines.contains(" X | X | X"))
        #expect(!lines.contains { $0.contains("\u{1B}") })
    }

    @Test func noScreenOverflowsAnySizeOrSplitsAWideCharacter() {
        let long = String(repeating: "山😀e\u{301}", count: 40)
        let screens = [
            Screens.login,
            Screens.board(),
            Screen([.text(long), .field(id: "f", label: long, text: long), .button(id: "b", title: long)]),
            Screen([.grid(Screen.Grid(id: "g", rows: 2, columns: 2, cells: [long, "", "X", "山"]))]),
        ]
        for screen in screens {
            for width in 0...30 {
                for height in 0...12 {
                    let buffer = renderer.render(screen, width: width, height: height)
                    for row in 0..<height {
                        #expect(buffer[row, 0].isContinuation == false)
                        let line = buffer.lines[row]
                        #expect(TerminalText.displayWidth(of: line) <= width, "\(width)x\(height): \(line)")
                    }
                }
            }
        }
    }

    @Test func hintsAreDrawnOnATerminalButLeftOutInLineMode() {
        let screen = Screen([.text("Board"), .hint("1-9 or arrows + Enter")])
        #expect(renderer.render(screen, width: 30, height: 2).plainText.contains("1-9 or arrows + Enter"))
        #expect(renderer.render(screen, width: 30, height: 2)[1, 5].style.text == .dim)
        #expect(Renderer(showsFocus: false).plainText(of: screen) == "Board")
    }

    @Test func aDisabledGridIsDrawnWithoutACursor() {
        let grid = Screen.Grid(id: "board", rows: 1, columns: 2, cells: ["X", "O"], isEnabled: false)
        let buffer = renderer.render(Screen([.grid(grid)], focus: "board"), width: 7, height: 1)
        #expect(buffer.lines == [" X | O"])
    }
}
