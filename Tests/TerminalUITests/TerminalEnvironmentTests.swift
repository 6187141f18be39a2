import TerminalUI
import Testing

struct TerminalEnvironmentTests {
    private func environment(
        _ variables: [String: String] = [:], input: Bool = true, output: Bool = true
    )
        -> TerminalEnvironment
    {
        TerminalEnvironment(variables: variables, isInputTerminal: input, isOutputTerminal: output)
    }

    @Test func bothEndsOnATerminalMeanTerminalMode() {
        #expect(environment().mode == .terminal)
    }

    @Test func aPipeOnEitherEndMeansLineMode() {
        #expect(environment(input: false).mode == .lineMode)
        #expect(environment(output: false).mode == .lineMode)
        #expect(environment(input: false, output: false).mode == .lineMode)
    }

    @Test func colourIsOnForAnOrdinaryTerminal() {
        #expect(environment(["TERM": "xterm-256color"]).usesColor)
    }

    @Test func noColorTurnsColourOffUnlessEmpty() {
        #expect(!environment(["NO_COLOR": "1"]).usesColor)
        #expect(environment(["NO_COLOR": ""]).usesColor)
    }

    @Test func aDumbTerminalHasNoColour() {
        #expect(!environment(["TERM": "dumb"]).usesColor)
    }

    @Test func outputThatIsNotATerminalHasNoColour() {
        #expect(!environment(output: false).usesColor)
        #expect(!environment(input: false).usesColor)
    }

    @Test func makeWindowPicksTheDriverForTheMode() {
        #expect(makeWindow(environment: environment()) is TerminalWindow)
        #expect(makeWindow(environment: environment(input: false)) is LineModeWindow)
        let window = makeWindow(environment: environment(["NO_COLOR": "1"])) as? TerminalWindow
        #expect(window?.usesColor == false)
    }
}
