import Foundation
import TerminalUI
import Testing

/// A tiny game of "press start", to drive the line-mode driver through several screens.
private final class StartViewController: ViewController {
    var started = 0

    override func makeScreen() -> Screen {
        Screen(
            [
                .text("Started \(started) times"),
                .button("Start Game", aliases: ["start"]) { [weak self] in
                    self?.started += 1
                    self?.setNeedsDisplay()
                },
                .button("Dance") { [weak self] in self?.showError("\u{1B}[31mNo dancing\u{1B}[0m here") },
            ],
            prompt: "Press Enter to start:"
        )
    }
}

/// Asks for one name after another: only the prompt changes.
private final class AskingViewController: ViewController {
    var asked = 1

    override func makeScreen() -> Screen {
        Screen(
            [
                .text("Names"),
                .button("Next", acceptsAnyLine: true) { [weak self] in
                    self?.asked += 1
                    self?.setNeedsDisplay()
                },
            ],
            prompt: "Name \(asked):"
        )
    }
}

struct LineModeWindowTests {
    private func run(_ lines: [String], output: StringOutput = StringOutput()) async -> (Int32, String, String) {
        let errors = StringOutput()
        let window = LineModeWindow(
            input: .lines(lines), output: output, errorOutput: errors, quitKeys: QuitKeys(key: nil, words: ["quit"]))
        window.show(rootViewController: StartViewController())
        let status = await window.run()
        return (status, output.text, errors.text)
    }

    @Test func printsTheFirstScreenAndItsPromptThenExits0AtEndOfInput() async {
        let (status, output, errors) = await run([])
        #expect(status == 0)
        #expect(output == "Started 0 times\n[ Start Game ]\n[ Dance ]\nPress Enter to start:\n")
        #expect(errors == "")
    }

    @Test func printsTheScreenAgainOnlyWhenItChanged() async {
        let (_, output, _) = await run(["", "start"])
        #expect(output.ranges(of: "Started").count == 3)
        #expect(output.contains("Started 1 times"))
        #expect(output.contains("Started 2 times"))
    }

    @Test func aTransientErrorGoesToStandardErrorOnceWithoutEscapesAndThePromptIsRepeated() async {
        let (status, output, errors) = await run(["dance", "dance"])
        #expect(status == 0)
        #expect(errors == "No dancing here\nNo dancing here\n")
        #expect(output.ranges(of: "Press Enter to start:").count == 3)
        #expect(output.ranges(of: "Started 0").count == 1)
        #expect(!output.contains("dancing"))
    }

    @Test func aLineTheScreenCannotUseIsAnErrorAndThePromptIsRepeated() async {
        let (status, output, errors) = await run(["jump", ""])
        #expect(status == 0)
        #expect(errors == "Unknown input: jump\n")
        #expect(output.ranges(of: "Press Enter to start:").count == 3)
        #expect(output.contains("Started 1 times"))
    }

    @Test func quitEndsTheRunWithStatus0AndIgnoresTheRest() async {
        let (status, output, _) = await run(["quit", "start"])
        #expect(status == 0)
        #expect(!output.contains("Started 1"))
    }

    @Test func aClosedOutputEndsTheRunQuietly() async {
        let output = StringOutput()
        output.isClosed = true
        let (status, _, errors) = await run(["start", "start"], output: output)
        #expect(status == ExitStatus.outputClosed)
        #expect(errors == "")
    }

    @Test func theOutputHasNoEscapeSequencesEvenForHostileText() async {
        let output = StringOutput()
        let window = LineModeWindow(input: .lines([]), output: output, errorOutput: StringOutput())
        window.show(
            rootViewController: TestViewController(
                screen: Screen([.text("\u{1B}]0;pwned\u{07}Eve\u{1B}[2J\u{9B}31m won!", style: .accent)])))
        _ = await window.run()
        #expect(output.text == "Eve won!\n")
    }

    @Test func textInputIsSplitIntoLines() async {
        let output = StringOutput()
        let window = LineModeWindow(input: .text("start\r\nstart\n"), output: output, errorOutput: StringOutput())
        let start = StartViewController()
        window.show(rootViewController: start)
        _ = await window.run()
        #expect(start.started == 2)
    }

    @Test func aChangedPromptIsPrintedEvenWhenTheScreenTextIsTheSame() async {
        let output = StringOutput()
        let window = LineModeWindow(input: .lines(["Ann"]), output: output, errorOutput: StringOutput())
        window.show(rootViewController: AskingViewController())
        _ = await window.run()
        #expect(output.text == "Names\n[ Next ]\nName 1:\nName 2:\n")
    }
}

struct LineModeInputGateTests {
    @Test func theNextLineWaitsForTheGateAndSeesWhatTheGateFinished() async {
        let output = StringOutput()
        let window = LineModeWindow(input: .lines(["switch", "next"]), output: output, errorOutput: StringOutput())
        let viewController = SlowSwitchViewController()
        window.show(rootViewController: viewController)
        var gateCalls = 0
        window.inputGate = {
            gateCalls += 1
            await viewController.pending?.value
        }

        #expect(await window.run() == 0)

        // Once before the first screen, then once per line: after it, before its result is printed.
        #expect(gateCalls == 3)
        #expect(viewController.modesSeenByLines == ["start", "game"])
        // The changed screen is printed before the line that follows it is handled.
        #expect(output.text.contains("Mode game\n[ Next ]\nNext:\n"))
    }

    @Test func aScreenThatTheGatesWorkReplacesAtOnceIsNeverPrinted() async {
        let output = StringOutput()
        let window = LineModeWindow(input: .lines(["switch", "next"]), output: output, errorOutput: StringOutput())
        let viewController = SlowSwitchViewController()
        viewController.interimMode = "waiting"
        window.show(rootViewController: viewController)
        window.inputGate = { await viewController.pending?.value }

        #expect(await window.run() == 0)

        #expect(viewController.modesSeenByLines == ["start", "game"])
        #expect(output.text == "Mode start\n[ Next ]\nNext:\n\nMode game\n[ Next ]\nNext:\n")
    }

    @Test func withoutAGateEveryScreenIsPrinted() async {
        let output = StringOutput()
        let window = LineModeWindow(input: .lines(["switch"]), output: output, errorOutput: StringOutput())
        let viewController = SlowSwitchViewController()
        viewController.interimMode = "waiting"
        window.show(rootViewController: viewController)

        #expect(await window.run() == 0)

        #expect(output.text.hasPrefix("Mode start\n[ Next ]\nNext:\n\nMode waiting\n[ Next ]\nNext:\n"))
    }
}
