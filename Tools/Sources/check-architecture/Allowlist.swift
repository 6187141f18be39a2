public import ToolKit

/// A checked-in list of the public symbols a RIB module may have: one `kind path` a line, `#` comments.
public struct Allowlist: Sendable {
    /// The entries with their 1-based lines, in file order.
    public var entries: [(entry: String, line: Int)]

    /// Reads an allowlist's text.
    public init(text: String) {
        entries = text.lines.enumerated().compactMap { index, line in
            let content = line.trimmingWhitespace()
            return content.isEmpty || content.hasPrefix("#") ? nil : (content, index + 1)
        }
    }

    /// The text of an allowlist for `symbols` of `module`.
    public static func render(module: String, symbols: [PublicSymbol]) -> String {
        var text = """
            # The public API of the \(module) RIB module: one symbol a line, `kind path`.
            # Tools/check-architecture fails when the compiled module's public symbols differ from this list.
            # Change it on purpose only: edit the code, run `Tools/check-architecture --update-allowlists`,
            # and let review see this diff. The surface is \(module)Buildable, \(module)Listener and
            # \(module)Dependency, the protocols a host offers its children or plugins, and one builder
            # entry, make\(module)Builder, which only the composition root calls.

            """
        for symbol in symbols.sorted() { text += symbol.entry + "\n" }
        return text
    }

    /// Findings for symbols that `symbols` (those of `target`) has and the allowlist lacks, and for
    /// entries the module no longer declares. Entries are compared as a multiset, so a new overload
    /// counts too.
    public func findings(symbols: [PublicSymbol], allowlistPath: String, target: PackageTarget) -> [Finding] {
        let module = target.name
        var allowed: [String: [Int]] = [:]
        for (entry, line) in entries { allowed[entry, default: []].append(line) }
        var findings: [Finding] = []
        for symbol in symbols.sorted() {
            if allowed[symbol.entry]?.isEmpty == false {
                allowed[symbol.entry]?.removeFirst()
                continue
            }
            findings.append(
                Finding(
                    .publicSurface, at: symbol.location ?? SourceLocation(path: target.path, line: 1),
                    "\(module) makes '\(symbol.entry)' public, but \(allowlistPath) does not list it; make it internal (a parent needs only \(module)Buildable, \(module)Listener, \(module)Dependency and \(module)Builder), or if the wider API is deliberate, run Tools/check-architecture --update-allowlists and have the change reviewed"
                ))
        }
        for (entry, lines) in allowed {
            for line in lines {
                findings.append(
                    Finding(
                        .staleAllowlist, at: SourceLocation(path: allowlistPath, line: line),
                        "'\(entry)' is listed as public API of \(module), but the module no longer declares it publicly; remove the line (or run Tools/check-architecture --update-allowlists)"
                    ))
            }
        }
        return findings
    }
}
