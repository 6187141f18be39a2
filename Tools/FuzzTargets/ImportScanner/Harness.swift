// fuzz-modules: ToolKit
// fuzz-options: -max_len=2048
//
// The architecture check's import scanner on arbitrary text (decoded as UTF-8, invalid bytes
// becoming U+FFFD), as it reads every source file of the package. Oracles, on every input:
// - it returns (libFuzzer's -timeout catches a loop): never crashes, never loops;
// - line numbers are kept: the text is split into as many code lines as it has line feeds plus
//   one, and every reference names a valid identifier on one of those lines;
// - a complete import on a line of its own before the text is found on line 1, and every other
//   reference is the one found in the text alone, one line further down;
// - with every line made a `//` comment, nothing is found.

@testable import ToolKit

/// One input of the fuzzer (FuzzSupport's entry point calls it): all oracles.
func fuzz(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let lineCount = text.unicodeScalars.count(where: { $0 == "\n" }) + 1

    let lines = ImportScanner.codeLines(of: text)
    require(lines.count == lineCount, "\(lines.count) code lines for \(lineCount) lines in \(escaped(text))")

    let references = ImportScanner.references(in: text)
    for reference in references {
        require((1...lineCount).contains(reference.line), "\(reference) is outside the text: \(escaped(text))")
        require(
            ArchitectureConfiguration.isIdentifier(reference.module),
            "\(reference) names no identifier in \(escaped(text))")
    }

    let prefixed = ImportScanner.references(in: "import FuzzedModule\n" + text)
    let expected =
        [ModuleReference(module: "FuzzedModule", line: 1, form: .import)]
        + references.map { ModuleReference(module: $0.module, line: $0.line + 1, form: $0.form) }
    require(prefixed == expected, "after an import line: \(prefixed), expected \(expected) for \(escaped(text))")

    let commented =
        "//"
        + text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n//")
    let found = ImportScanner.references(in: commented)
    require(found.isEmpty, "\(found) in a text of comments only: \(escaped(commented))")
}
