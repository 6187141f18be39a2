import Foundation
import RIBs

/// `ribs-benchmark`: what the RIBs framework costs per attach/detach and per observed event
/// against the same work done by hand, and what a whole headless game cycle of the real app costs
/// in time and memory.
///
/// ```
/// swift run -c release ribs-benchmark           # a table
/// swift run -c release ribs-benchmark --json    # one JSON object
/// ```
@main
enum RIBsBenchmark {
    static func main() async {
        let options: Options
        do {
            options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            printError("ribs-benchmark: \(error.message)\n\(Options.usage)")
            exit(64)
        }
        if options.showsHelp {
            print(Options.usage)
            return
        }

        // Every detach would otherwise schedule a timed leak check (a task per object); the
        // throughput figures measure the framework, not the checks. Their cost is reported apart.
        LeakDetector.instance = LeakDetector(mode: .disabled)

        var report = Report()
        let started = monotonicNanoseconds()
        let coreLiveCount = CoreBenchmarks(options: options).run(into: &report)
        if options.runs("leak-detector") {
            await CoreBenchmarks(options: options).measureDefaultLeakDetector(into: &report)
        }

        let gameLiveCount = options.runs("game") ? GameBenchmark(options: options).run(into: &report) : 0
        let gameFailed = gameLiveCount == nil
        if options.runs("leaks") || options.runs("game") {
            report.figures.append(
                Figure(
                    key: "live_ribs_after_detach", title: "RIB objects alive after detach", unit: "objects",
                    value: Double(coreLiveCount + (gameLiveCount ?? 0)), decimals: 0, target: "== 0",
                    isMet: { $0 == 0 }))
        }

        let elapsedSeconds = Double(monotonicNanoseconds() - started) / 1e9
        report.facts += [
            ("cpu", ProcessFacts.cpuModel(), false),
            ("processors", "\(ProcessFacts.processorCount())", true),
            ("repetitions", "\(options.repetitions)", true),
            ("seconds", format(elapsedSeconds, decimals: 1), true),
            ("sink", "\(Sink.value % 1000)", true),
        ]
        if options.json {
            // The table too, on standard error, so one run gives both views of the same figures.
            printError("\n" + report.table())
            print(report.json())
        } else {
            print(report.table())
        }
        if gameFailed {
            printError("ribs-benchmark: failed: the game figures are missing (see above)")
        }
        // Leave at once: nothing is left to clean up, and the process's teardown is not measured.
        exit(gameFailed ? 1 : 0)
    }
}

/// The command line.
struct Options {
    /// A command-line mistake.
    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        usage: ribs-benchmark [--json] [--repetitions N] [--game-cycles N] [--scale X]
          --json            print one JSON object instead of a table (the table goes to standard error)
          --repetitions N   timed repetitions per figure, after warm-up (default 9, at least 7 for figures to quote)
          --game-cycles N   game cycles of the memory run (default 1000000; rss_growth_bytes is the
                            resident memory after N cycles minus after 10000, or N/2 when N < 20000)
          --scale X         multiply the iterations of each repetition by X (e.g. 0.1 for a smoke test)
          --only LIST       run only these comma-separated parts, for profiling: attach, subtree,
                            streams, observer, leaks, leak-detector, game (the report then lacks the others)
        Instruction counts of attach/detach (steady on a busy machine): Tools/bench-instructions,
        which runs the attach part under valgrind's callgrind and prints the instructions ratio.
        Exit status: 0 after a report, 1 when the headless game does not play as a person would
        expect (the game figures are then missing), 64 on a usage error.
        """

    /// The parts of the benchmark, in the order they run.
    static let parts = ["attach", "subtree", "streams", "observer", "leaks", "leak-detector", "game"]

    var json = false
    var showsHelp = false
    var repetitions = 9
    var gameCycles = 1_000_000
    var scale = 1.0
    var parts = Set(Options.parts)

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(of option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
            return value
        }
        // The option's value as a number that `isValid` accepts, or else the usage error `needs`.
        func number<Number: LosslessStringConvertible>(
            of option: String, needs: String, _ isValid: (Number) -> Bool
        ) throws(UsageError) -> Number {
            guard let number = Number(try value(of: option)), isValid(number) else {
                throw UsageError(message: "\(option) needs \(needs)")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--help", "-h": showsHelp = true
            case "--repetitions": repetitions = try number(of: argument, needs: "a positive integer") { $0 >= 1 }
            case "--game-cycles":
                gameCycles = try number(of: argument, needs: "an integer of at least 100") { $0 >= 100 }
            case "--scale": scale = try number(of: argument, needs: "a positive number") { $0 > 0 }
            case "--only":
                let chosen = try value(of: argument).split(separator: ",").map(String.init)
                guard !chosen.isEmpty, chosen.allSatisfy(Options.parts.contains) else {
                    throw UsageError(message: "--only takes parts among \(Options.parts.joined(separator: ", "))")
                }
                parts = Set(chosen)
            default:
                throw UsageError(message: "unknown option \(argument)")
            }
        }
    }

    func runs(_ part: String) -> Bool {
        parts.contains(part)
    }
}

/// Writes a line to standard error (progress, and errors), keeping standard output for the report.
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
