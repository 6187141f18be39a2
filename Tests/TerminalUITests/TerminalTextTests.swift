import TerminalUI
import Testing

struct TerminalTextTests {
    @Test func escapeSequencesAreRemovedWhole() {
        let hostile = "A\u{1B}[31mli\u{1B}[2Jce\u{1B}]0;title\u{07}!\u{1B}]8;;http://x\u{1B}\\link\u{1B}c"
        #expect(TerminalText.sanitized(hostile) == "Alice!link")
    }

    @Test func eightBitC1SequencesAndControlsAreRemoved() {
        #expect(TerminalText.sanitized("a\u{9B}31mb\u{9D}0;t\u{9C}c\u{85}d\u{90}q\u{9C}e") == "abcde")
    }

    @Test func c0ControlsAndDeleteAreRemovedAndWhitespaceBecomesSpaces() {
        #expect(TerminalText.sanitized("a\u{00}b\u{07}c\u{08}d\u{7F}e") == "abcde")
        #expect(TerminalText.sanitized("a\tb\nc\rd\u{2028}e") == "a b c d e")
    }

    @Test func aLoneOrUnterminatedEscapeHidesNothingDangerous() {
        #expect(TerminalText.sanitized("abc\u{1B}") == "abc")
        #expect(TerminalText.sanitized("abc\u{1B}[12") == "abc")
        #expect(!TerminalText.sanitized("x\u{1B}]0;never ends").contains("\u{1B}"))
    }

    @Test func bidiOverridesIsolatesAndInvisibleFormatCharactersAreRemoved() {
        let text = "\u{202E}evil\u{202C}\u{2066}x\u{2069}\u{200F}\u{200B}\u{FEFF}\u{00AD}y"
        #expect(TerminalText.sanitized(text) == "evilxy")
    }

    @Test func emojiJoinersAndVariationSelectorsAreKept() {
        let family = "👨‍👩‍👧‍👦"
        let heart = "❤️"
        let flag = "🏴󠁧󠁢󠁳󠁣󠁴󠁿"
        #expect(TerminalText.sanitized(family + heart + flag) == family + heart + flag)
    }

    @Test func aLeadingCombiningMarkIsShownOnADottedCircle() {
        #expect(TerminalText.sanitized("\u{301}a") == "\u{25CC}\u{301}a")
        #expect(TerminalText.displayWidth(of: "\u{301}a") == 2)
    }

    // Found by the TerminalText fuzz target (Tools/FuzzTargets/TerminalText): U+102C, a Myanmar vowel sign,
    // is a spacing mark that Unicode makes a grapheme of its own. Put on a dotted circle it stayed
    // apart from it, so sanitizing again added a second circle.
    @Test func aSpacingMarkThatNeverJoinsStandsAloneAndSanitizingTwiceChangesNothing() {
        let text = "l\u{FFFD}\u{25CC}\u{102C}\u{FFFD}l"
        let clean = TerminalText.sanitized(text)
        #expect(clean == text)
        #expect(TerminalText.sanitized(clean) == clean)
        #expect(TerminalText.sanitized("\u{102C}a") == "\u{102C}a")
        #expect(TerminalText.displayWidth(of: Character("\u{102C}")) == 1)
        #expect(TerminalText.displayWidth(of: "\u{102C}\u{102B}") == 2)
        // A spacing mark that does join (Devanagari sign visarga) still goes on a circle.
        #expect(TerminalText.sanitized("\u{903}a") == "\u{25CC}\u{903}a")
        #expect(TerminalText.displayWidth(of: "\u{903}a") == 2)
    }

    @Test func displayWidthCountsColumnsPerGrapheme() {
        #expect(TerminalText.displayWidth(of: "Alice") == 5)
        #expect(TerminalText.displayWidth(of: "山田") == 4)
        #expect(TerminalText.displayWidth(of: "한국") == 4)
        #expect(TerminalText.displayWidth(of: "ＡＢ") == 4)
        #expect(TerminalText.displayWidth(of: "😀") == 2)
        #expect(TerminalText.displayWidth(of: "👨‍👩‍👧") == 2)
        #expect(TerminalText.displayWidth(of: "❤️") == 2)
        #expect(TerminalText.displayWidth(of: "🇫🇷") == 2)
        #expect(TerminalText.displayWidth(of: "e\u{301}\u{323}") == 1)
        #expect(TerminalText.displayWidth(of: "\u{1B}[31m") == 0)
    }

    @Test func characterWidthIsZeroForControlsAndLoneMarks() {
        #expect(TerminalText.displayWidth(of: Character("\u{7}")) == 0)
        #expect(TerminalText.displayWidth(of: Character("\u{301}")) == 0)
        #expect(TerminalText.displayWidth(of: Character("a")) == 1)
    }

    @Test func truncationKeepsTextThatFits() {
        #expect(TerminalText.truncated("Alice", toWidth: 5) == "Alice")
    }

    @Test func truncationCutsByDisplayWidthAndEndsWithAnEllipsis() {
        #expect(TerminalText.truncated("Alexander", toWidth: 5) == "Alex…")
        #expect(TerminalText.truncated("山田太郎", toWidth: 5) == "山田…")
        #expect(TerminalText.truncated("山田太郎", toWidth: 6) == "山田…")
        #expect(TerminalText.displayWidth(of: TerminalText.truncated("山田太郎", toWidth: 6)) <= 6)
        #expect(TerminalText.truncated("abc", toWidth: 0) == "")
    }

    @Test func truncationNeverSplitsAGrapheme() {
        let text = String(repeating: "e\u{301}", count: 10) + "👨‍👩‍👧"
        let cut = TerminalText.truncated(text, toWidth: 11)
        #expect(cut == String(repeating: "e\u{301}", count: 10) + "…")
        #expect(TerminalText.truncated("a👨‍👩‍👧b", toWidth: 3) == "a…")
        #expect(TerminalText.truncated("a👨‍👩‍👧bc", toWidth: 4) == "a👨‍👩‍👧…")
    }

    @Test func aTenThousandCharacterNameIsCutToTheWidth() {
        let name = String(repeating: "N", count: 10_000)
        let cut = TerminalText.truncated(name, toWidth: 30)
        #expect(TerminalText.displayWidth(of: cut) == 30)
        #expect(cut.hasSuffix("…"))
    }

    @Test func headTruncationKeepsTheEnd() {
        #expect(TerminalText.truncatedHead("Alexander", toWidth: 5) == "…nder")
        #expect(TerminalText.truncatedHead("Al", toWidth: 5) == "Al")
    }
}
