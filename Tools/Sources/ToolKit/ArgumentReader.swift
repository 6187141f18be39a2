package import Foundation

/// Reads a command line one argument at a time: how `check-architecture`, `affected`, `mockgen`, `docs`
/// and `new-rib` take their options, values and paths, alike.
///
/// An option's value is the next argument or follows `=` (`--base main`, `--base=main`); an option
/// that takes no value refuses one given with `=`. Every error it throws is a usage error
/// (``ArchitectureCheckError/isUsage``), for which the tools exit 64.
package struct ArgumentReader {
    /// The arguments, without the program name.
    let arguments: [String]
    /// What relative paths are relative to.
    let currentDirectory: URL
    /// The position of the argument being read.
    private(set) var index = -1
    /// The value given with `=` to the option being read, until ``value(of:)`` takes it.
    private var attached: String?
    /// The argument being read, as written.
    private var current = ""

    package init(_ arguments: [String], currentDirectory: URL) {
        self.arguments = arguments
        self.currentDirectory = currentDirectory
    }

    /// Moves to the next argument and returns it (an option without its `=value`), or `nil` after
    /// the last.
    ///
    /// - Throws: a usage error when the previous option was given a value with `=` but takes none.
    package mutating func next() throws(ArchitectureCheckError) -> String? {
        if attached != nil {
            throw .usage("\(current.prefix { $0 != "=" }) takes no value: '\(current)'")
        }
        index += 1
        guard index < arguments.count else { return nil }
        current = arguments[index]
        if current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
            attached = String(current[current.index(after: equals)...])
            return String(current[..<equals])
        }
        return current
    }

    /// The value of `option`: what followed `=`, or else the next argument, which must not be another
    /// option.
    package mutating func value(of option: String) throws(ArchitectureCheckError) -> String {
        if let value = attached {
            attached = nil
            return value
        }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") || arguments[index + 1] == "-" else {
            throw .usage("\(option) needs a value (see --help)")
        }
        index += 1
        return arguments[index]
    }

    /// The values of an option that takes several: the next arguments up to the next option.
    package mutating func values() -> [String] {
        var values: [String] = []
        while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
            index += 1
            values.append(arguments[index])
        }
        return values
    }

    /// `path` as a file URL, relative to the current directory unless absolute.
    package func url(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
            .standardizedFileURL
    }
}
