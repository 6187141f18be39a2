import Foundation
import ToolKit

/// What the import and builder-entry rules need of one source file: the modules it imports or
/// checks with `canImport`, and the `make…Builder` names its code mentions (comments and string
/// literals left out).
struct SourceFacts: Sendable {
    var references: [ModuleReference] = []
    /// Each `make…Builder` name and the line it is on.
    var builderNames: [(line: Int, name: String)] = []
}

extension SourceFacts {
    init(codeLines lines: [String]) {
        references = ImportScanner.references(inCodeLines: lines)
        // Every entry ends in `Builder`: most lines cannot name one.
        for (index, line) in lines.enumerated() where line.utf8.containsASCII("Builder") {
            for word in ModuleMap.identifiers(in: line) where word.hasPrefix("make") && word.hasSuffix("Builder") {
                builderNames.append((index + 1, word))
            }
        }
    }
}

extension ModuleMap {
    /// The facts of every source file of the package, read and scanned in parallel. With a `cache`
    /// file, a file whose size, modification and change times and inode are those remembered there
    /// is not read again (at 2,500 modules that spares reading and scanning 15,000 files on every
    /// run); the cache also records the tool's own executable, so a rebuilt tool starts afresh.
    func scannedSources(cache: URL? = nil) -> [String: SourceFacts] {
        let files = Array(Set(package.targets.flatMap(\.sources))).sorted()
        let remembered = cache.map(SourceFactsCache.read) ?? [:]
        let scanned = files.concurrentMap { file -> (stamp: String?, facts: SourceFacts) in
            let stamp = FileStamp.of(package.root.appendingPathComponent(file).path)
            if let stamp, let entry = remembered[file], entry.stamp == stamp { return (stamp, entry.facts) }
            // A file that cannot be read has no code; a stray non-UTF-8 byte (which the compiler reports
            // on its own) is decoded leniently, so that it does not hide the file's code from the rules.
            let text = (try? Data(contentsOf: package.root.appendingPathComponent(file)))
                .map { String(decoding: $0, as: UTF8.self) }
            return (stamp, SourceFacts(codeLines: ImportScanner.codeLines(of: text ?? "")))
        }
        // Written again only when it would change: a settled file read afresh, or one no longer there
        // (a file too new to be remembered changes nothing).
        let fresh = zip(files, scanned).contains { file, value in
            value.stamp != nil && remembered[file]?.stamp != value.stamp
        }
        if let cache, fresh || Set(remembered.keys).subtracting(files).count > 0 {
            SourceFactsCache.write(zip(files, scanned).map { ($0, $1.stamp, $1.facts) }, to: cache)
        }
        return Dictionary(uniqueKeysWithValues: zip(files, scanned.map(\.facts)))
    }
}

/// The file behind ``ModuleMap/scannedSources(cache:)``: a header naming the tool's executable by
/// size and time, then one line per source file (path, stamp, references, builder names; fields
/// separated by tabs, items by U+001F).
enum SourceFactsCache {
    static var header: String { "source-facts 1 " + FileStamp.ofThisExecutable }

    static func read(_ url: URL) -> [String: (stamp: String, facts: SourceFacts)] {
        // Split as UTF-8 bytes (every separator is ASCII): splitting characters costs a second here.
        guard let data = try? Data(contentsOf: url) else { return [:] }
        let lines = Array(data).split(separator: 0x0A)
        func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        guard let first = lines.first, string(first) == header else { return [:] }
        var result: [String: (stamp: String, facts: SourceFacts)] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard fields.count == 4 else { return [:] }
            var references: [ModuleReference] = []
            for item in fields[2].split(separator: 0x1F) {
                let parts = item.split(separator: 0x20)
                guard parts.count == 3, let line = Int(string(parts[1])),
                    let form = ModuleReference.Form(rawValue: string(parts[2]))
                else { return [:] }
                references.append(ModuleReference(module: string(parts[0]), line: line, form: form))
            }
            var names: [(line: Int, name: String)] = []
            for item in fields[3].split(separator: 0x1F) {
                let parts = item.split(separator: 0x20)
                guard parts.count == 2, let line = Int(string(parts[0])) else { return [:] }
                names.append((line, string(parts[1])))
            }
            result[string(fields[0])] = (string(fields[1]), SourceFacts(references: references, builderNames: names))
        }
        return result
    }

    static func write(_ entries: [(path: String, stamp: String?, facts: SourceFacts)], to url: URL) {
        var text = header + "\n"
        for entry in entries {
            let fields = [entry.path] + entry.facts.references.map(\.module) + entry.facts.builderNames.map(\.name)
            guard let stamp = entry.stamp,
                !fields.contains(where: { $0.contains { "\t\n\u{1F}".contains($0) } }),
                !entry.facts.references.contains(where: { $0.module.contains(" ") })
            else { continue }
            let references = entry.facts.references.map { "\($0.module) \($0.line) \($0.form.rawValue)" }
            text += "\(entry.path)\t\(stamp)\t\(references.joined(separator: "\u{1F}"))\t"
            text += entry.facts.builderNames.map { "\($0.line) \($0.name)" }.joined(separator: "\u{1F}") + "\n"
        }
        // A cache that cannot be written only costs time next run.
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
    }
}
