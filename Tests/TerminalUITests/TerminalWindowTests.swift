#if canImport(Glibc)
import Glibc
import TerminalUI
import Testing

/// Drives the real terminal driver through a pseudo-terminal.
@Suite(.serialized)
struct TerminalWindowTests {
    /// A window without colour on a fresh pseudo-terminal, which it uses for input and output.
    private func makeWindow(
        quitKeys: QuitKeys = .none, usesMouse: Bool = true
    ) throws -> (PseudoTerminal, TerminalWindow) {
        let terminal = try #require(PseudoTerminal())
        let window = TerminalWindow(
            usesColor: false, inputDescriptor: terminal.secondary, outputDescriptor: terminal.secondary,
            quitKeys: quitKeys, usesMouse: usesMouse)
        return (terminal, window)
    }

    /// Starts the window and waits until it has drawn its first frame; returns that output.
    private func start(
        _ window: TerminalWindow, on terminal: PseudoTerminal
    ) async throws -> (Task<Int32, Never>, String) {
        let task = Task { await window.run() }
        var output = ""
        for _ in 0..<200 where !output.contains("\u{1B}[?1049h") || !output.contains("\u{1B}[1;1H") {
            try await Task.sleep(for: .milliseconds(10))
            output += terminal.read()
        }
        return (task, output)
    }

    /// Reads the terminal until `condition` holds for what was read (or two seconds pass),
    /// sleeping in between so the window can run on the main actor.
    private func read(_ terminal: PseudoTerminal, until condition: (String) -> Bool) async throws -> String {
        var output = ""
        for _ in 0..<200 where !condition(output) {
            try await Task.sleep(for: .milliseconds(10))
            output += terminal.read()
        }
        return output
    }

    /// Waits for the run to end, reading the terminal meanwhile (so its writes never block).
    /// After thirty seconds it types Ctrl-C, so a run that does not end makes the test fail, not hang.
    /// (Five were too few: with every suite on the main actor, a busy full run could keep this test
    /// from cancelling the watchdog in time, and its Ctrl-C landed after a clean end.)
    private func finish(_ task: Task<Int32, Never>, on terminal: PseudoTerminal) async -> (Int32, String) {
        let watchdog = Task {
            try await Task.sleep(for: .seconds(30))
            terminal.type("\u{03}")
        }
        defer { watchdog.cancel() }
        let reading = Task {
            var output = ""
            while !Task.isCancelled {
                output += terminal.read()
                try? await Task.sleep(for: .milliseconds(5))
            }
            return output + terminal.read()
        }
        let status = await task.value
        reading.cancel()
        return (status, await reading.value)
    }

    /// Types Ctrl-C and waits for the run to end (see ``finish(_:on:)``).
    private func quit(_ task: Task<Int32, Never>, on terminal: PseudoTerminal) async -> (Int32, String) {
        terminal.type("\u{03}")
        return await finish(task, on: terminal)
    }

    @Test func keysReachTheTopMostScreenAndTheQuitKeyQuitsRestoringTheTerminal() async throws {
        let (terminal, window) = try makeWindow(quitKeys: QuitKeys(key: "q"))
        let echoBefore = terminal.localFlags & tcflag_t(ECHO)
        let viewController = TestViewController(screen: Screens.board())
        window.show(rootViewController: viewController)
        let (task, first) = try await start(window, on: terminal)
        #expect(first.contains("\u{1B}[?25l"))
        #expect(first.contains("[1]"))
        #expect(terminal.localFlags & tcflag_t(ECHO | ICANON) == 0)
        terminal.type("5\u{1B}[Cq")
        let (status, rest) = await finish(task, on: terminal)
        #expect(status == 0)
        #expect(viewController.selectedCells.map(\.index) == [4])
        #expect(viewController.cursor(inGrid: "board") == 5)
        #expect(rest.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
        #expect(terminal.localFlags & tcflag_t(ECHO) == echoBefore)
        #expect(terminal.localFlags & tcflag_t(ICANON) != 0)
    }

    @Test func ctrlCEndsTheRunWith130() async throws {
        let (terminal, window) = try makeWindow()
        window.show(rootViewController: TestViewController(screen: Screens.login))
        let (task, _) = try await start(window, on: terminal)
        let (status, rest) = await quit(task, on: terminal)
        #expect(status == 130)
        #expect(rest.hasSuffix("\u{1B}[?1049l"))
    }

    @Test func onlyChangedCellsAreWrittenAfterAKey() async throws {
        let (terminal, window) = try makeWindow()
        window.show(rootViewController: TestViewController(screen: Screens.login))
        let (task, _) = try await start(window, on: terminal)
        terminal.type("A")
        let update = try await read(terminal) { $0.contains("A_") }
        #expect(update.contains("A_"))
        #expect(!update.contains("TicTacToe"))
        #expect(!update.contains("\u{1B}[2J"))
        _ = await quit(task, on: terminal)
    }

    @Test func aResizeSignalRedrawsEverythingAtTheNewSize() async throws {
        let (terminal, window) = try makeWindow()
        window.show(rootViewController: TestViewController(screen: Screens.board()))
        let (task, _) = try await start(window, on: terminal)
        terminal.resize(width: 8, height: 4)
        kill(getpid(), SIGWINCH)
        let redraw = try await read(terminal) { $0.contains("Termina…") }
        #expect(redraw.contains("\u{1B}[2J"))
        #expect(redraw.contains("Termina…"))
        _ = await quit(task, on: terminal)
    }

    @Test func sigtermEndsTheRunWith143AndRestores() async throws {
        let (terminal, window) = try makeWindow()
        window.show(rootViewController: TestViewController(screen: Screens.board()))
        let (task, _) = try await start(window, on: terminal)
        kill(getpid(), SIGTERM)
        let (status, rest) = await finish(task, on: terminal)
        #expect(status == 143)
        #expect(rest.hasSuffix("\u{1B}[?1049l"))
        #expect(terminal.localFlags & tcflag_t(ICANON) != 0)
    }

    @Test func aRedrawRequestedOutsideInputIsDrawn() async throws {
        let (terminal, window) = try makeWindow()
        var title = "Before"
        let viewController = TestViewController { Screen([.text(title)]) }
        window.show(rootViewController: viewController)
        let (task, first) = try await start(window, on: terminal)
        #expect(first.contains("Before"))
        title = "Later"
        viewController.setNeedsDisplay()
        #expect(try await read(terminal) { $0.contains("Late") }.contains("Late"))
        viewController.requestQuit()
        let (status, _) = await finish(task, on: terminal)
        #expect(status == 0)
    }

    @Test func aScreenThatTheGatesWorkReplacesAtOnceIsNeverDrawn() async throws {
        let (terminal, window) = try makeWindow()
        let viewController = SlowSwitchViewController()
        viewController.interimMode = "waiting"
        window.show(rootViewController: viewController)
        window.inputGate = { await viewController.pending?.value }
        let (task, first) = try await start(window, on: terminal)
        #expect(first.contains("Mode start"))

        terminal.type("\r")
        let update = try await read(terminal) { $0.contains("game") }
        viewController.requestQuit()
        let (status, rest) = await finish(task, on: terminal)

        #expect(status == 0)
        #expect(viewController.modesSeenByLines == ["start"])
        #expect(update.contains("game"))
        #expect(!(update + rest).contains("waiting"))
    }

    @Test func theKeyHookSeesEveryKeyBeforeTheScreen() async throws {
        let (terminal, window) = try makeWindow()
        let viewController = TestViewController(screen: Screens.login)
        var seen: [Key] = []
        var changesSeenByTheHook: [Int] = []
        window.willHandleKey = { key in
            seen.append(key)
            changesSeenByTheHook.append(viewController.textChanges.count)
        }
        window.show(rootViewController: viewController)
        let (task, _) = try await start(window, on: terminal)
        terminal.type("ab\u{03}")
        let (status, _) = await finish(task, on: terminal)
        #expect(status == 130)
        #expect(seen == [.character("a"), .character("b"), .ctrlC])
        #expect(changesSeenByTheHook == [0, 1, 2])
    }

    /// Where the renderer draws `text` on an 80 x 24 terminal, as SGR's 1-based column and row.
    private func sgrPosition(of text: String, on screen: Screen) throws -> (column: Int, row: Int) {
        let lines = Renderer().render(screen, width: 80, height: 24).lines
        let row = try #require(lines.firstIndex { $0.firstRange(of: text) != nil })
        let range = try #require(lines[row].firstRange(of: text))
        return (lines[row].distance(from: lines[row].startIndex, to: range.lowerBound) + 1, row + 1)
    }

    @Test func clicksActWhileTheMouseIsReportedAndEveryModeIsOffAfterwards() async throws {
        let (terminal, window) = try makeWindow(quitKeys: QuitKeys(key: "q"))
        let viewController = TestViewController(screen: Screens.board())
        window.show(rootViewController: viewController)
        let (task, first) = try await start(window, on: terminal)
        #expect(first.contains("\u{1B}[?1000h\u{1B}[?1006h"))
        let cell = try sgrPosition(of: "7", on: viewController.currentScreen)
        // A press and release split across reads, a wheel turn and a right click in between.
        terminal.type("\u{1B}[<0;\(cell.column);\(cell.row)M\u{1B}[<64;1;1M\u{1B}[<2;\(cell.column);\(cell.row)M")
        try await Task.sleep(for: .milliseconds(100))
        terminal.type("\u{1B}[<0;\(cell.column);\(cell.row)m")
        _ = try await read(terminal) { $0.contains("[7]") }
        terminal.type("q")
        let (status, rest) = await finish(task, on: terminal)
        #expect(status == 0)
        #expect(viewController.selectedCells.map(\.index) == [6])
        #expect(rest.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    }

    @Test func withoutTheMouseNothingIsReportedAndAStrayReportDoesNothing() async throws {
        let (terminal, window) = try makeWindow(quitKeys: QuitKeys(key: "q"), usesMouse: false)
        let viewController = TestViewController(
            screen: Screen([.field(id: "name", label: "Name")] + Screens.board().elements))
        window.show(rootViewController: viewController)
        let (task, first) = try await start(window, on: terminal)
        let cell = try sgrPosition(of: "5", on: viewController.currentScreen)
        terminal.type("\u{1B}[<0;\(cell.column);\(cell.row)M\u{1B}[<0;\(cell.column);\(cell.row)mA")
        _ = try await read(terminal) { $0.contains("A_") }
        let (status, rest) = await quit(task, on: terminal)
        #expect(status == 130)
        #expect(!(first + rest).contains("\u{1B}[?1000h"))
        #expect(viewController.selectedCells.isEmpty)
        #expect(viewController.text(inField: "name") == "A")
    }
}
#endif
