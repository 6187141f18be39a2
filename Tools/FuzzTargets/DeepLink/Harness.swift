// fuzz-modules: TicTacToeCommandLine TicTacToeComposition RIBs
// fuzz-options: -max_len=512
//
// The deep link `tictactoe LINK` opens (`ribs-training://launchGame?gameId=ID`), from untrusted
// text: `DeepLink.parse` on the input, decoded as UTF-8, and the launch plan of a command line
// whose only argument is that text (when it does not start with `-`, which would make it an
// option). Oracles, on every input:
// - the parser gives either a link whose game id is not empty and holds no control character, or
//   an error with a message; never a crash;
// - a link round-trips: the canonical link built from its game id (percent-encoded) parses to the
//   same link, and so does the input with its scheme and host in another case;
// - the launch plan is either a run carrying exactly the parsed link, or a usage error (status 64,
//   nothing on standard output, a message starting `tictactoe: error: invalid link` holding no
//   control character but line feeds), matching what the parser said;
// - both are pure functions: the same input gives the same result.

import Foundation
import RIBs

@testable import TicTacToeCommandLine
@testable import TicTacToeComposition

/// The characters a canonical link leaves unencoded: ASCII letters and digits.
let asciiLettersAndDigits = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

/// `text` with the ASCII letters before the first `?` (the scheme and the host) swapped in case.
func swappingCaseBeforeQuery(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let query = scalars.firstIndex(of: "?") ?? scalars.endIndex
    let swapped = scalars[..<query].map {
        $0.isASCII && $0.properties.isAlphabetic ? Unicode.Scalar(UInt8($0.value ^ 0x20)) : $0
    }
    return String(String.UnicodeScalarView(swapped)) + String(scalars[query...])
}

/// One input of the fuzzer (FuzzSupport's entry point calls it): all oracles.
func fuzz(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parsed = DeepLink.parse(text)
    require(DeepLink.parse(text) == parsed, "the same link parsed twice gave two results: \(escaped(text))")

    switch parsed {
    case .success(.launchGame(let gameID)):
        require(!gameID.isEmpty, "an empty game id from \(escaped(text))")
        require(
            !gameID.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "a control character in the game id \(escaped(gameID)) from \(escaped(text))")
        let encoded = gameID.addingPercentEncoding(withAllowedCharacters: asciiLettersAndDigits) ?? ""
        let canonical = "\(DeepLink.scheme)://\(DeepLink.launchGameHost)?\(DeepLink.gameIDParameter)=\(encoded)"
        require(
            DeepLink.parse(canonical) == parsed,
            "the canonical link \(escaped(canonical)) gave \(DeepLink.parse(canonical)), not \(parsed)")
        let swapped = swappingCaseBeforeQuery(text)
        require(
            DeepLink.parse(swapped) == parsed,
            "another case of the scheme and host, \(escaped(swapped)), gave \(DeepLink.parse(swapped)), not \(parsed)")
    case .failure(let error):
        require(!error.message.isEmpty, "an error without a message: \(error) from \(escaped(text))")
    }

    guard !text.hasPrefix("-") else { return }
    let plan = CommandLineOptions.plan(arguments: [text], environment: [:], features: AppFeatures.all)
    switch (plan, parsed) {
    case (.run(_, let options), .success(let link)):
        require(options.deepLink == link, "the run carries \(String(describing: options.deepLink)), not \(link)")
    case (.exit(let status, let standardOutput, let standardError), .failure):
        require(status == CommandLineOptions.usageErrorStatus, "exit status \(status) for \(escaped(text))")
        require(standardOutput.isEmpty, "a usage error that prints \(escaped(standardOutput))")
        require(
            standardError.hasPrefix("\(CommandLineOptions.programName): error: invalid link"),
            "a usage error without its message: \(escaped(standardError)) from \(escaped(text))")
        require(
            !hasControl(standardError),
            "a control character in the usage error \(escaped(standardError)) from \(escaped(text))")
    default:
        require(false, "the plan \(plan) does not match the parser's \(parsed) for \(escaped(text))")
    }
    let again = CommandLineOptions.plan(arguments: [text], environment: [:], features: AppFeatures.all)
    require(again == plan, "the same link gave \(plan), then \(again)")
}
