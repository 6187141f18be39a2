import TerminalUI
import Testing

/// Printable ASCII takes a fast path through sanitizing, widths, truncation and drawing. A leading
/// zero-width space (which the sanitizer removes) sends the same text through the general path:
/// both must agree on random strings.
struct ASCIIFastPathTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }

        /// Printable ASCII, with many spaces (spaces before a cut are dropped).
        mutating func asciiText() -> String {
            let length = next(30)
            var text = ""
            for _ in 0..<length {
                text.unicodeScalars.append(next(4) == 0 ? " " : Unicode.Scalar(UInt8(0x20 + next(0x5F))))
            }
            return text
        }
    }

    /// The same text, but through the general path.
    func general(_ text: String) -> String { "\u{200B}" + text }

    @Test func sanitizingWidthAndTruncationAgree() {
        var generator = Generator(state: 1)
        for _ in 0..<2_000 {
            let text = generator.asciiText()
            let width = generator.next(36) - 1
            #expect(TerminalText.sanitized(text) == TerminalText.sanitized(general(text)))
            #expect(TerminalText.displayWidth(of: text) == TerminalText.displayWidth(of: general(text)))
            #expect(
                TerminalText.truncated(text, toWidth: width) == TerminalText.truncated(general(text), toWidth: width),
                "\(text.debugDescription) at \(width)"
            )
            #expect(
                TerminalText.truncatedHead(text, toWidth: width)
                    == TerminalText.truncatedHead(general(text), toWidth: width),
                "\(text.debugDescription) at \(width)"
            )
        }
    }

    @Test func drawingAgreesOverWideGraphemesAndAtTheEdges() {
        var generator = Generator(state: 2)
        for _ in 0..<1_000 {
            var fast = CellBuffer(width: 12, height: 2)
            // Wide graphemes (and a stray continuation cell) for the text to overwrite.
            fast.write("漢字😀", row: 0, column: generator.next(8), style: CellStyle(.accent))
            fast[0, generator.next(12)] = Cell("", width: 0)
            var slow = fast
            let text = generator.asciiText()
            let column = generator.next(20) - 6
            let style = CellStyle(.emphasis, isReversed: generator.next(2) == 0)
            let fastColumns = fast.write(text, row: 0, column: column, style: style)
            let slowColumns = slow.write(general(text), row: 0, column: column, style: style)
            #expect(fastColumns == slowColumns, "\(text.debugDescription) at \(column)")
            #expect(fast == slow, "\(text.debugDescription) at \(column)")
        }
    }

    @Test func aWindowDrawsTheSameAsAFreshRenderer() {
        let window = HeadlessWindow(width: 30, height: 8)
        let root = ScreenViewController()
        window.show(rootViewController: root)
        for names in [("Alice", "Bob"), ("漢字", "😀"), ("a very long name that does not fit", "x")] {
            root.names = names
            root.setNeedsDisplay()
            let expected = Renderer().render(root.currentScreen, width: 30, height: 8)
            #expect(window.buffer == expected)
            #expect(window.buffer.cells == expected.cells)
        }
    }

    /// A screen with two names, for redrawing into the same window.
    final class ScreenViewController: ViewController {
        var names = ("", "")

        override func makeScreen() -> Screen {
            Screen([
                .text("TicTacToe", style: .title),
                .text([.init(names.0, style: .accent), .init(" vs "), .init(names.1, style: .secondaryAccent)]),
                .button(id: "start", title: "Start Game"),
            ])
        }
    }
}
