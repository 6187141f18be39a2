// fuzz-modules: TicTacToeCommandLine TicTacToeComposition Root TerminalUI RIBs
// fuzz-options: -max_len=1024
// fuzz-isolation: MainActor
//
// A line-mode session of the whole app: the RIB tree the app composes (AppComposition, the
// features as by default: the score board, Tic Tac Toe and Random Win, whose picks follow a fixed
// seed so that a finding replays) launched into TerminalUI's LineModeWindow, the driver
// `tictactoe` uses when its input is a pipe. The input, decoded as UTF-8 (invalid bytes becoming
// U+FFFD), is split at line feeds into the lines a player would type: names, `start`, a game's
// number or name, cells, `magic`, `quit`, anything. Oracles, on every input:
// - the session never crashes, and ends with status 0 at end of input (or on `quit`);
// - what it prints, on standard output and standard error, holds no control character but the
//   line feed: no escape sequence from a name ever reaches the terminal;
// - once the window and the launch router are released, the whole RIB tree is deallocated
//   (LeakSanitizer also checks each input for leaked memory).

import Foundation
import RIBs
import Root
import TerminalUI

@testable import TicTacToeCommandLine
@testable import TicTacToeComposition

/// The status the session ended with, once it ended.
final class Outcome {
    var status: Int32?
}

/// Runs one session over `lines`; returns its status, what it printed, and whether the tree is
/// gone once released.
func runSession(_ lines: [String]) -> (status: Int32, output: String, errors: String, released: Bool) {
    let output = StringOutput()
    let errors = StringOutput()
    let outcome = Outcome()
    weak var releasedRouter: (any LaunchRouting)?
    weak var releasedWindow: LineModeWindow?
    do {
        let window = LineModeWindow(input: .lines(lines), output: output, errorOutput: errors)
        guard
            case .success(let settings) = FeatureSettings.resolve(
                features: AppFeatures.all, environmentValue: nil, switches: [])
        else { fatalError("the default features do not settle") }
        let launchRouter = AppComposition.makeRoot(features: AppFeatureSource(settings), randomWinSeed: 1).build()
            .launchRouter
        launchRouter.launch(from: window)
        releasedRouter = launchRouter
        releasedWindow = window
        Task {
            outcome.status = await window.run()
        }
        // The run loop runs the main actor's jobs: the session's, and its tasks'.
        let deadline = Date().addingTimeInterval(5)
        while outcome.status == nil && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        require(outcome.status != nil, "the session did not end within 5 s of \(lines.count) lines: \(lines)")
    }
    // Tasks the session started (a coalesced redraw) may still hold the window for a moment.
    for _ in 0..<200 where releasedRouter != nil || releasedWindow != nil {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
    return (outcome.status ?? -1, output.text, errors.text, releasedRouter == nil && releasedWindow == nil)
}

/// One input of the fuzzer (FuzzSupport's entry point calls it): all oracles. Nonisolated: libFuzzer
/// calls it from C, on the main thread (hence `assumeIsolated` below).
nonisolated func fuzz(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    // As `tictactoe` reads standard input: lines end at a line feed, a trailing carriage return is
    // dropped, a last line without a line feed counts.
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String(String.UnicodeScalarView($0)) }
    if text.unicodeScalars.last == "\n" || text.isEmpty { lines.removeLast() }
    lines = lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    MainActor.assumeIsolated {
        let session = runSession(lines)
        require(session.status == 0, "status \(session.status) for \(lines)")
        require(!hasControl(session.output), "a control character in the output: \(escaped(session.output))")
        require(!hasControl(session.errors), "a control character in the errors: \(escaped(session.errors))")
        require(session.released, "the RIB tree or the window outlived the session of \(lines)")
    }
}
