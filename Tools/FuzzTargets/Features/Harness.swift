// fuzz-modules: TicTacToeCommandLine TicTacToeComposition RIBs
// fuzz-options: -max_len=512
//
// The app's launch plan from untrusted settings: the `TICTACTOE_FEATURES` value and the command
// line (`--enable`, `--disable`, `--enable=NAME`, `--list-features`, `--help`, anything), as
// `CommandLineOptions.plan` reads them. The input, decoded as UTF-8, is split at NUL bytes:
// the first field is the variable's value (absent when the input starts with a NUL), the others
// are the arguments. Oracles, on every input:
// - it is either a run with a state for every feature of the app, in order, or an exit: 0 with
//   nothing on standard error, or 64 (a usage error) with nothing on standard output and a message
//   starting `tictactoe: error:` on standard error; never a crash;
// - a usage error prints no control character but line feeds (an argument or a value from the
//   environment can never drive the terminal);
// - it is a pure function: the same input gives the same plan.

import RIBs

@testable import TicTacToeCommandLine
@testable import TicTacToeComposition

/// One input of the fuzzer (FuzzSupport's entry point calls it): all oracles.
func fuzz(_ bytes: [UInt8]) {
    var fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    let value = fields.isEmpty ? nil : fields.removeFirst()
    let environment = value.flatMap { $0.isEmpty ? nil : [FeatureSettings.environmentVariable: $0] } ?? [:]
    let plan = CommandLineOptions.plan(arguments: fields, environment: environment, features: AppFeatures.all)
    switch plan {
    case .run(let settings, _):
        require(
            settings.states.map(\.feature.name) == AppFeatures.all.map(\.name),
            "a run without a state for each feature: \(settings) from \(fields), \(environment)")
    case .exit(let status, let standardOutput, let standardError):
        switch status {
        case 0:
            require(standardError.isEmpty, "status 0 with an error \(escaped(standardError)) from \(fields)")
        case CommandLineOptions.usageErrorStatus:
            require(standardOutput.isEmpty, "a usage error that prints \(escaped(standardOutput))")
            require(
                standardError.hasPrefix("\(CommandLineOptions.programName): error:"),
                "a usage error without its message: \(escaped(standardError)) from \(fields), \(environment)")
            require(
                !hasControl(standardError),
                "a control character in the usage error \(escaped(standardError)) from \(fields), \(environment)")
        default:
            require(false, "exit status \(status) from \(fields), \(environment)")
        }
    }
    let again = CommandLineOptions.plan(arguments: fields, environment: environment, features: AppFeatures.all)
    require(again == plan, "the same input gave \(plan), then \(again)")
}
