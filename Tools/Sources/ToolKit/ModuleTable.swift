import Foundation

/// The module table of `Package.swift`: one line per module, in the string literal between the
/// comments `// BEGIN MODULE TABLE` and `// END MODULE TABLE`, which the manifest's loop turns into
/// targets. Its columns and conventions are described once, in the header comment of
/// `Package.swift`.
///
/// ```
/// # name      kind    place           owner          extras       dependencies
/// LoggedIn    rib     Root            @ribs/session  mocks,tests  Games,OffGame,RIBs,Scores
/// RandomWin   plugin  LoggedIn@games  @ribs/games    tests        Games,RIBs,Scores,TerminalUI
/// ```
///
/// The manifest itself rejects a line it cannot make into targets (SwiftPM prints its message), so
/// this reader is lenient: it takes the columns as they are and skips a line it cannot read. What the
/// manifest leaves to the architecture check is judged here: the layout (sorted lines, aligned
/// columns) by ``layoutProblems(manifest:)``, the places and owners by ``lineProblems()``.
public struct ModuleTable: Sendable {
    /// One module: one line of the table.
    public struct Entry: Sendable, Equatable {
        /// The module name.
        public var name: String
        /// core, ui, shared, test-support, rib, plugin, app or exe.
        public var kind: String
        /// The parent RIB (rib), `Host@point` (plugin) or `-`.
        public var place: String
        /// The teams that own the module's folders.
        public var owners: [String]
        /// Any of `mocks`, `tests`, `example` and `nonisolated` (see `Package.swift`'s header), or none.
        public var extras: [String]
        /// The module's own dependencies.
        public var dependencies: [String]
        /// The line of `Package.swift` (1-based).
        public var line: Int

        /// Creates an entry.
        public init(
            name: String, kind: String, place: String = "-", owners: [String], extras: [String],
            dependencies: [String], line: Int = 0
        ) {
            self.name = name
            self.kind = kind
            self.place = place
            self.owners = owners
            self.extras = extras
            self.dependencies = dependencies
            self.line = line
        }

        /// Whether the module has a generated `<name>Mocks` target.
        public var hasMocks: Bool { extras.contains("mocks") }
        /// Whether the module has a `<name>Example` executable that runs it alone in its scenarios.
        public var hasExample: Bool { extras.contains("example") }
        /// Whether the module is a RIB (kind rib or plugin).
        public var isRIB: Bool { kind == "rib" || kind == "plugin" }
        /// Its sources' folder, relative to the package root.
        public var folder: String { (kind == "app" || kind == "exe" ? "Apps/" : "Modules/") + name }
        /// The targets the manifest makes of the line, each with its folder: the module, then its
        /// mocks, its example and its tests as its extras say.
        public var targets: [(name: String, folder: String)] {
            let conventions: [(extra: String, suffix: String, parent: String)] = [
                ("mocks", "Mocks", "Modules/"), ("example", "Example", "Modules/"), ("tests", "Tests", "Tests/"),
            ]
            var targets = [(name: name, folder: folder)]
            for convention in conventions where extras.contains(convention.extra) {
                targets.append((name + convention.suffix, convention.parent + name + convention.suffix))
            }
            return targets
        }
        /// The RIB that builds it (a rib's parent, a plugin's host), if any.
        public var parent: String? {
            if kind == "rib" && place != "-" { return place }
            if kind == "plugin", let at = place.firstIndex(of: "@") { return String(place[..<at]) }
            return nil
        }
        /// The plugin point of a plugin (`games` for `LoggedIn@games`).
        public var pluginPoint: String? {
            guard kind == "plugin", let at = place.firstIndex(of: "@") else { return nil }
            return String(place[place.index(after: at)...])
        }

        /// The six columns as written in the table.
        public var columns: [String] {
            [
                name, kind, place, owners.isEmpty ? "-" : owners.joined(separator: ","),
                extras.isEmpty ? "-" : extras.joined(separator: ","),
                dependencies.isEmpty ? "-" : dependencies.joined(separator: ","),
            ]
        }
    }

    /// The comment before the table.
    public static let beginMarker = "// BEGIN MODULE TABLE"
    /// The comment after the table.
    public static let endMarker = "// END MODULE TABLE"

    /// The modules, in table order.
    public var entries: [Entry]
    /// The lines of `Package.swift` (0-based) inside the string literal, from the first to the
    /// last table line.
    public var bodyLines: Range<Int>
    /// The indentation of the literal's lines (removed by Swift with the closing `"""`'s).
    public var indentation: String
    private let indexByName: [String: Int]

    /// A table of `entries` that is in no manifest (a synthetic package's, before it is written).
    public init(entries: [Entry]) {
        self.entries = entries
        bodyLines = 0..<0
        indentation = ""
        indexByName = Dictionary(entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads the table of a manifest's text; `nil` when the manifest has none (its targets are Swift
    /// declarations).
    public init?(manifest text: String) {
        let lines = text.lines
        guard let begin = lines.firstIndex(where: { $0.trimmingWhitespace() == Self.beginMarker }),
            let end = lines[begin...].firstIndex(where: { $0.trimmingWhitespace() == Self.endMarker }),
            let open = lines[begin..<end].firstIndex(where: { $0.hasSuffix("\"\"\"") }),
            let close = lines[(open + 1)..<end].firstIndex(where: { $0.trimmingWhitespace().hasPrefix("\"\"\"") })
        else { return nil }
        let body = (open + 1)..<close
        // A name's first line is its entry.
        var names: Set<String> = []
        let entries = body.compactMap { Self.entry(lines[$0], line: $0 + 1) }
        self.init(entries: entries.filter { names.insert($0.name).inserted })
        indentation = String(lines[close].prefix { $0 == " " })
        bodyLines = body
    }

    /// The entry of a table line, or `nil` for a comment, a blank line or a line without six columns.
    static func entry(_ text: Substring, line: Int) -> Entry? {
        let columns = text.split(separator: " ")
        guard columns.count == 6, !columns[0].hasPrefix("#") else { return nil }
        func list(_ column: Substring) -> [String] {
            column == "-" ? [] : column.split(separator: ",").map(String.init)
        }
        // An empty owner (`@a,,@b`) stays, for ``lineProblems()`` to report.
        let owners = columns[3].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return Entry(
            name: String(columns[0]), kind: String(columns[1]), place: String(columns[2]),
            owners: columns[3] == "-" ? [] : owners, extras: list(columns[4]), dependencies: list(columns[5]),
            line: line)
    }

    /// The entry named `name`.
    public func entry(named name: String) -> Entry? {
        indexByName[name].map { entries[$0] }
    }

    /// The entry whose line makes target `name`: the module itself, its mocks, its example or its tests.
    public func entry(forTarget name: String) -> Entry? {
        if let entry = entry(named: name) { return entry }
        for suffix in ["Mocks", "Example", "Tests"] where name.hasSuffix(suffix) {
            if let entry = entry(named: String(name.dropLast(suffix.count))),
                entry.targets.contains(where: { $0.name == name })
            {
                return entry
            }
        }
        return nil
    }

    /// The names of the modules of `kinds`, in table order.
    public func names(ofKind kinds: String...) -> [String] {
        entries.filter { kinds.contains($0.kind) }.map(\.name)
    }

    /// The RIBs (kinds rib and plugin), in table order.
    public var ribs: [String] { entries.filter(\.isRIB).map(\.name) }

    /// The parent RIB of `name` (a rib's parent, a plugin's host), if any.
    public func parent(of name: String) -> String? { entry(named: name)?.parent }

    /// The plugin point `name` is a plugin of (`games`), if it is a plugin.
    public func pluginPoint(of name: String) -> String? { entry(named: name)?.pluginPoint }

    /// The RIBs whose parent is `name`, in table order.
    public func children(of name: String) -> [String] { entries.filter { $0.parent == name }.map(\.name) }

    /// `Host.point` for a plugin RIB (`LoggedIn.games`), `nil` for any other module.
    public func hostedPoint(of name: String) -> String? {
        guard let entry = entry(named: name), let point = entry.pluginPoint, let host = entry.parent else { return nil }
        return "\(host).\(point)"
    }

    /// The targets whose dependencies the manifest's conventions derive (`<name>Mocks`, `<name>Example`,
    /// `<name>Tests`) rather than the table's dependencies column.
    public func isConventionTarget(_ name: String) -> Bool {
        entry(forTarget: name).map { $0.name != name } ?? false
    }

    /// Lines out of order (names sorted, case aside) or out of column (every line's columns start
    /// where the first line's do), as (line, message).
    public func layoutProblems(manifest text: String) -> [(line: Int, message: String)] {
        let lines = text.lines
        let starts = entries.map { Self.columnStarts(lines[$0.line - 1]) }
        var problems: [(line: Int, message: String)] = []
        for (index, entry) in entries.enumerated().dropFirst() {
            if starts[index] != starts[0] {
                let message =
                    "the columns of \(entry.name)'s line do not line up with the table's first line (line \(entries[0].line)); align them with spaces"
                problems.append((entry.line, message))
            }
            let previous = entries[index - 1]
            if Self.sortsBefore(entry.name, previous.name) {
                let message =
                    "\(entry.name) is out of order: the table is sorted by name (case aside), and it comes before \(previous.name)"
                problems.append((entry.line, message))
            }
        }
        return problems
    }

    /// The places and owners that do not fit, as (line, message): a rib's place is its parent RIB
    /// or `-` for the root, a plugin's `<Host>@<point>` with a RIB as host, any other kind's `-`; no
    /// RIB is its own ancestor; every owner is a `@team` (or `@user`) or an e-mail address, and a
    /// module has at least one.
    public func lineProblems() -> [(line: Int, message: String)] {
        var problems: [(line: Int, message: String)] = []
        func isRIB(_ name: Substring) -> Bool { entry(named: String(name))?.isRIB == true }
        func what(_ name: Substring) -> String {
            guard let other = entry(named: String(name)) else { return "no line of the table names it" }
            return "\(other.name) is a module of kind \(other.kind)"
        }
        for entry in entries {
            func problem(_ message: String) { problems.append((entry.line, message)) }
            let place = Substring(entry.place)
            switch entry.kind {
            case "rib":
                if place != "-" && !isRIB(place) {
                    problem(
                        "the place of \(entry.name) must be its parent RIB, or - for the root RIB: `\(place)` is no RIB (\(what(place)))"
                    )
                }
            case "plugin":
                let parts = place.split(separator: "@", omittingEmptySubsequences: false)
                let pointIsName = parts.count == 2 && Self.isName(parts[1])
                if !pointIsName || !isRIB(parts[0]) {
                    let why =
                        !pointIsName
                        ? "has no `@<point>` name after the host" : "names a host that is no RIB (\(what(parts[0])))"
                    problem(
                        "the place of plugin \(entry.name) must be <Host>@<point>, the RIB that hosts it and its plugin point: `\(place)` \(why)"
                    )
                }
            default:
                if place != "-" {
                    problem(
                        "the place of \(entry.name) must be - for kind \(entry.kind) (only ribs and plugins have a place in the RIB tree), not `\(place)`"
                    )
                }
            }
            if let cycle = ancestryCycle(of: entry) {
                problem(
                    "the place of \(entry.name) makes it its own ancestor (\(cycle.joined(separator: " -> "))): the RIB tree has no cycles"
                )
            }
            if entry.owners.isEmpty {
                problem(
                    "\(entry.name) has no owner: the owner column names the teams (@team or e-mail address) that own its folders"
                )
            }
            for owner in entry.owners where !Self.isOwner(owner) {
                problem("the owner `\(owner)` of \(entry.name) is neither a @team nor an e-mail address")
            }
        }
        return problems
    }

    /// The RIBs from `entry` up its parents back to itself, when its place makes it its own ancestor.
    func ancestryCycle(of entry: Entry) -> [String]? {
        var path = [entry.name]
        var current = entry
        while let parent = current.parent, let next = self.entry(named: parent), next.isRIB {
            if next.name == entry.name { return path + [next.name] }
            if path.contains(next.name) { return nil }  // a cycle above it, reported on its own lines
            path.append(next.name)
            current = next
        }
        return nil
    }

    /// A plugin point's name: letters, digits and `_`, not starting with a digit.
    static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// An owner as CODEOWNERS takes it: `@user`, `@org/team`, or an e-mail address `name@domain`.
    static func isOwner(_ owner: String) -> Bool {
        let parts = owner.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty else { return false }
        return parts[0].isEmpty || parts[1].contains(".")
    }

    /// The offsets where the columns of a line start.
    static func columnStarts(_ line: Substring) -> [Int] {
        let characters = Array(line)
        return characters.indices.filter { characters[$0] != " " && ($0 == 0 || characters[$0 - 1] == " ") }
    }

    /// The table's order: names compared case aside, then as written.
    public static func sortsBefore(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (lhs.lowercased(), rhs.lowercased())
        return left == right ? lhs < rhs : left < right
    }

    /// The header row's columns.
    static let header = ["# name", "kind", "place", "owner", "extras", "dependencies"]

    /// A new table's lines: its header row, then a line per entry, sorted by name (case aside), each
    /// column two spaces wider than its widest value.
    public static func lines(of entries: [Entry], indentation: String = "    ") -> [String] {
        let rows = [header] + entries.sorted { sortsBefore($0.name, $1.name) }.map(\.columns)
        let widths = (0..<5).map { column in rows.map { $0[column].count + 2 }.max()! }
        return rows.map { line($0, widths: widths, indentation: indentation) }
    }

    /// A line of the table: the first five columns padded to `widths`, then the dependencies.
    static func line(_ columns: [String], widths: [Int], indentation: String) -> String {
        indentation + (0..<5).map { columns[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined()
            + columns[5]
    }

    /// The table's lines with `entry` added in its sorted place, or with the line of the module of
    /// the same name replaced; and the other entries rewritten as given by `update`. Columns keep their
    /// widths where every value fits, and all lines widen together where one does not.
    ///
    /// - Parameter manifest: the manifest's text.
    /// - Returns: the manifest's new text.
    public func replacingEntries(in manifest: String, adding entry: Entry?, update: (inout Entry) -> Void) -> String {
        var lines = manifest.lines.map(String.init)
        var rows: [(line: Int?, entry: Entry)] = entries.map { original in
            var changed = original
            update(&changed)
            return (original.line - 1, changed)
        }
        if let entry {
            let position = rows.firstIndex { Self.sortsBefore(entry.name, $0.entry.name) } ?? rows.count
            rows.insert((nil, entry), at: position)
        }
        // The widths: the current column starts where the values fit, wider where one does not.
        let starts = entries.first.map { Self.columnStarts(Substring(lines[$0.line - 1].dropFirst(indentation.count))) }
        let widths = (0..<5).map { column in
            let current = starts.map { $0.count == 6 ? $0[column + 1] - $0[column] : 0 } ?? 0
            return max(current, rows.map { $0.entry.columns[column].count + 2 }.max() ?? 0)
        }
        func text(_ columns: [String]) -> String { Self.line(columns, widths: widths, indentation: indentation) }
        // Rewrite the body: comment lines stay before the line they preceded; a new line goes before
        // the comments above its successor.
        var body: [String] = []
        var pendingComments: [String] = []
        var remaining = rows[...]
        let entryLines = Set(entries.map { $0.line - 1 })
        for index in bodyLines {
            guard entryLines.contains(index) else {
                pendingComments.append(lines[index])
                continue
            }
            while let row = remaining.first, row.line == nil {
                body.append(text(row.entry.columns))
                remaining.removeFirst()
            }
            body += pendingComments
            pendingComments = []
            body.append(text(remaining.removeFirst().entry.columns))
        }
        body += remaining.map { text($0.entry.columns) } + pendingComments
        // The header comment row lines up with the columns.
        if let header = body.firstIndex(where: { $0.dropFirst(indentation.count).hasPrefix("# name ") }) {
            body[header] = text(Self.header)
        }
        lines.replaceSubrange(bodyLines, with: body)
        return lines.joined(separator: "\n")
    }
}
