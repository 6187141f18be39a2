// fuzz-modules: ArchitectureCheckKit
// fuzz-options: -max_len=2048
//
// The architecture check's manifest reader (ManifestSourceMap, which finds the line of each target
// and dependency in Package.swift) on arbitrary text decoded as UTF-8. Oracles, on every input:
// - it returns (libFuzzer's -timeout catches a loop): never crashes, never loops;
// - tokens come in order, each on a line of the text (line feeds plus one);
// - every location it gives for a name of the text is a line of the text, and with one more line
//   before the text, a name found is found one line further down, and a name not found (line 1)
//   is still not found.

@testable import ArchitectureCheckKit

/// The names to look up: the strings and identifiers of the text (at most 16).
func names(in tokens: [ManifestTokenizer.Token]) -> [String] {
    var result: [String] = []
    for token in tokens where result.count < 16 {
        switch token.kind {
        case .string(let value), .identifier(let value):
            if !result.contains(value) { result.append(value) }
        case .punctuation: break
        }
    }
    return result
}

/// Every line the map gives for `names`, in a fixed order.
func locations(_ map: ManifestSourceMap, _ names: [String]) -> [Int] {
    var lines: [Int] = []
    for name in names {
        lines.append(map.targetLocation(name).line)
        for dependency in names.prefix(4) {
            lines.append(map.dependencyLocation(target: name, dependency: dependency).line)
        }
    }
    for index in 0..<4 { lines.append(map.packageDependencyLocation(index: index).line) }
    return lines
}

/// libFuzzer's entry point: one input, all oracles.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifestReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: inputBytes(data, size), as: UTF8.self)
    let lineCount = text.unicodeScalars.count(where: { $0 == "\n" }) + 1

    let tokens = ManifestTokenizer.tokens(of: text)
    var previous = 1
    for token in tokens {
        require(
            (previous...lineCount).contains(token.line),
            "token \(token) out of order or outside the \(lineCount) lines of \(escaped(text))")
        previous = token.line
    }

    let lookups = names(in: tokens)
    let lines = locations(ManifestSourceMap(text: text), lookups)
    for line in lines {
        require((1...lineCount).contains(line), "line \(line) is outside the \(lineCount) lines of \(escaped(text))")
    }
    let shifted = locations(ManifestSourceMap(text: "\n" + text), lookups)
    for (line, moved) in zip(lines, shifted) {
        // Line 1 is where a name that is not found points; a found name never lands there after
        // the extra line.
        let expected = line == 1 && moved == 1 ? 1 : line + 1
        require(moved == expected, "\(lines) became \(shifted) after one more line before \(escaped(text))")
    }
    return 0
}
