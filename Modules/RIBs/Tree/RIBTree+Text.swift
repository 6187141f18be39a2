extension RIBTree {
    /// `router`'s subtree as text: one RIB per line, children under their parent in attachment
    /// order, drawn with box-drawing characters; a RIB whose interactor is inactive is marked
    /// `(inactive)`.
    ///
    /// ```
    /// Root
    /// └── LoggedIn
    ///     ├── OffGame
    ///     │   └── ScoreBoard
    ///     └── (inactive) Help
    /// ```
    /// Names (see ``name(of:)``) are printed with control characters escaped (`\n`, `\u{1B}`), so
    /// each RIB stays on its line. A router attached under its own descendant (a programmer error
    /// the framework does not catch) is printed once, marked `(cycle)`, and not descended into.
    /// - Returns: The lines, joined with newlines, without a final newline.
    public static func text(of router: any Routing) -> String {
        var lines: [String] = []
        var path: [ObjectIdentifier] = []
        appendLines(of: router, prefix: "", childPrefix: "", path: &path, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func appendLines(
        of router: any Routing,
        prefix: String,
        childPrefix: String,
        path: inout [ObjectIdentifier],
        to lines: inout [String]
    ) {
        let id = ObjectIdentifier(router)
        var line = prefix
        if path.contains(id) {
            lines.append(line + "(cycle) " + printable(name(of: router)))
            return
        }
        if !router.interactable.isActive {
            line += "(inactive) "
        }
        lines.append(line + printable(name(of: router)))
        path.append(id)
        let children = router.children
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            appendLines(
                of: child,
                prefix: childPrefix + (isLast ? "└── " : "├── "),
                childPrefix: childPrefix + (isLast ? "    " : "│   "),
                path: &path,
                to: &lines
            )
        }
        path.removeLast()
    }

    /// `name` with control characters (line breaks, escape sequences) written as escapes.
    static func printable(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isControl) else { return name }
        var result = ""
        for scalar in name.unicodeScalars {
            if !isControl(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        // Zero-width joiners hold emoji sequences together: harmless, and kept.
        if scalar == "\u{200C}" || scalar == "\u{200D}" { return false }
        return switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
