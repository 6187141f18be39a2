import Foundation

/// Reads a command line one argument at a time: how `check-architecture`, `affected`, `mockgen` and `docs`
/// take their options' values and paths, alike.
struct ArgumentReader {
    /// The arguments, without the program name.
    let arguments: [String]
    /// What relative paths are relative to.
    let currentDirectory: URL
    /// The position of the argument being read.
    private(set) var index = -1

    init(_ arguments: [String], currentDirectory: URL) {
        self.arguments = arguments
        self.currentDirectory = currentDirectory
    }

    /// Moves to the next argument and returns it, or `nil` after the last.
    mutating func next() -> String? {
        index += 1
        return index < arguments.count ? arguments[index] : nil
    }

    /// The value of `option`: the next argument, which must not be another option.
    mutating func value(of option: String) throws(ArchitectureCheckError) -> String {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
            throw ArchitectureCheckError("\(option) needs a value (see --help)")
        }
        index += 1
        return arguments[index]
    }

    /// The values of an option that takes several: the next arguments up to the next option.
    mutating func values() -> [String] {
        var values: [String] = []
        while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
            index += 1
            values.append(arguments[index])
        }
        return values
    }

    /// `path` as a file URL, relative to the current directory unless absolute.
    func url(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
            .standardizedFileURL
    }
}
