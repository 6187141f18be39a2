// fuzz-modules: ToolKit
// fuzz-options: -max_len=2048
//
// The architecture check's manifest readers on arbitrary text decoded as UTF-8: the module table
// (ModuleTable, which also edits the table for Tools/new-rib) and ManifestSourceMap (the line of each
// target and dependency in Package.swift). The text is read as it is, and as the body of a module
// table. Oracles, on every input:
// - they return (libFuzzer's -timeout catches a loop): never crash, never loop;
// - every table line they read, and every line they give, is a line of the text (line feeds,
//   carriage returns and the pair of both end a line);
// - with one more line before the text, a name found is found one line further down, and a name not
//   found (line 1) is still not found;
// - adding a well-formed line to a table keeps every line it had and reads the new one back.

@testable import ToolKit

/// The lines of `text` as the readers count them.
func lineCount(of text: String) -> Int {
    text.count { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } + 1
}

/// The names to look up: the words of the text (at most 16).
func names(in text: String) -> [String] {
    var result: [String] = []
    for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where result.count < 16 {
        if !result.contains(String(word)) { result.append(String(word)) }
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

/// The table of `text`, its lines checked against the text.
func readTable(_ text: String) -> ModuleTable? {
    let count = lineCount(of: text)
    guard let table = ModuleTable(manifest: text) else { return nil }
    var previous = 0
    for entry in table.entries {
        require(entry.line > previous && entry.line <= count, "table line \(entry.line) of \(escaped(text))")
        require(table.entry(named: entry.name) == entry, "\(entry.name) read twice in \(escaped(text))")
        previous = entry.line
    }
    for problem in table.layoutProblems(manifest: text) {
        require((1...count).contains(problem.line), "problem at line \(problem.line) of \(escaped(text))")
    }
    return table
}

/// One input of the fuzzer (FuzzSupport's entry point calls it): all oracles.
func fuzz(_ bytes: [UInt8]) {
    let input = String(decoding: bytes, as: UTF8.self)
    let lookups = names(in: input)
    let wrapped = "// BEGIN MODULE TABLE\nlet moduleTable = \"\"\"\n\(input)\n    \"\"\"\n// END MODULE TABLE\n"
    for text in [input, wrapped] {
        let count = lineCount(of: text)
        let lines = locations(ManifestSourceMap(text: text), lookups)
        for line in lines {
            require((1...count).contains(line), "line \(line) is outside the \(count) lines of \(escaped(text))")
        }
        let shifted = locations(ManifestSourceMap(text: "\n" + text), lookups)
        for (line, moved) in zip(lines, shifted) {
            let expected = line == 1 && moved == 1 ? 1 : line + 1
            require(moved == expected, "\(lines) became \(shifted) after one more line before \(escaped(text))")
        }
        // Round trips only for ASCII text: a value that starts with a combining mark would join the
        // space before it into one character, and a person writes module names in ASCII.
        guard let table = readTable(text), text.unicodeScalars.allSatisfy(\.isASCII) else { continue }
        // A new module whose name the table does not have yet, depending on the first one.
        var name = "Added"
        while table.entries.contains(where: { $0.name.lowercased() == name.lowercased() }) { name += "X" }
        let dependent = table.entries.first?.name
        let entry = ModuleTable.Entry(
            name: name, kind: "rib", place: dependent ?? "-", owners: ["@team"], extras: ["tests"],
            dependencies: ["RIBs"])
        let edited = table.replacingEntries(in: text, adding: entry) { line in
            if line.name == dependent { line.dependencies.append(name) }
        }
        guard let reread = readTable(edited) else {
            require(false, "no table after adding a line to \(escaped(text))")
            return
        }
        require(reread.entry(named: name)?.columns == entry.columns, "\(name) not read back from \(escaped(edited))")
        for old in table.entries {
            var expected = old.columns
            if old.name == dependent { expected[5] = (old.dependencies + [name]).joined(separator: ",") }
            require(
                reread.entry(named: old.name)?.columns == expected,
                "\(old.name) changed when \(name) was added to \(escaped(text)): \(escaped(edited))")
        }
    }
}
