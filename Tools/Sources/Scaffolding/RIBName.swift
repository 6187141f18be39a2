import Foundation
package import ToolKit

/// The name of the new RIB and every name derived from it: `Scoreboard` gives `ScoreboardBuilder`,
/// `scoreboardDidFinish()`, `Tests/ScoreboardTests`, ...
package struct RIBName {
    /// The module name, an UpperCamelCase Swift identifier (`Scoreboard`); the folders' paths below are
    /// relative to the package root.
    package let name: String
    /// Whether the module declares public `@mockable` protocols, so that it has a mocks target: a
    /// plugin that takes its point's contract as it is declares none.
    package var hasMocksTarget = true

    /// Checks `name` on its own (the repository is checked by ``Planner``).
    ///
    /// - Throws: ``Refusal`` saying what is wrong with the name and what a valid one looks like.
    package init(_ name: String) throws(Refusal) {
        let example = "an UpperCamelCase Swift type name such as Scoreboard or PlayerProfile"
        guard !name.isEmpty else { throw Refusal("the RIB needs a name: \(example)") }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw Refusal("'\(name)' is not a valid RIB name: it must start with an upper-case letter A-Z (\(example))")
        }
        let allowed = name.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
        guard allowed else {
            throw Refusal(
                "'\(name)' is not a valid RIB name: use only the letters A-Z and a-z and the digits 0-9, no spaces, dashes, underscores or other characters (\(example))"
            )
        }
        if Self.reservedNames.contains(name) {
            throw Refusal(
                "'\(name)' is not a valid RIB name: it is a Swift keyword or a name of the Swift toolchain, and a module of that name would shadow it (\(example))"
            )
        }
        if name.hasSuffix("Tests") || name.hasSuffix("Mock") {
            throw Refusal(
                "'\(name)' is not a valid RIB name: names ending in Tests or Mock are kept for test targets and mocks (\(example))"
            )
        }
        self.name = name
    }

    /// Swift keywords that start with a capital, and modules and types of the toolchain that a module
    /// name would shadow or be shadowed by.
    package static let reservedNames: Set<String> = [
        // Keywords and contextual keywords.
        "Any", "Protocol", "Self", "Type",
        // Toolchain modules.
        "Android", "Darwin", "Dispatch", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Glibc", "Musl", "Observation", "PackageDescription",
        "PackagePlugin", "RegexBuilder", "Swift", "SwiftShims", "Synchronization", "Testing", "WASILibc",
        "WinSDK", "XCTest",
        // Standard library and Foundation types a RIB's code uses.
        "Actor", "AnyObject", "Array", "Bool", "Character", "Codable", "Collection", "Data", "Date", "Decodable",
        "Dictionary", "Double", "Duration", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable",
        "Int", "MainActor", "Never", "Optional", "Range", "Result", "Sendable", "Sequence", "Set", "String",
        "Substring", "Task", "URL", "UUID", "Void",
    ]

    /// The name with its first word in lower case, for members: `scoreboard`, `urlLoader` for `URLLoader`.
    package var lowerCamel: String {
        // The capitals up front, but for the last one of several that starts the next word (`URLLoader`).
        guard let first = name.range(of: "^[A-Z]+(?=[A-Z][^A-Z])|^[A-Z]+$|^[A-Z]", options: .regularExpression)
        else { return name }
        return name[first].lowercased() + name[first.upperBound...]
    }

    /// The name as words, for a screen title: `Player Profile` for `PlayerProfile`.
    package var words: String {
        // A capital after a lower-case letter or a digit, or the last of several before a lower-case letter.
        name.replacingOccurrences(
            of: "(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", with: " ", options: .regularExpression)
    }

    /// `name's` (`Scoreboard's`), or `name'` when it ends in s (`Settings'`).
    package static func possessive(_ name: String) -> String {
        name.hasSuffix("s") ? name + "'" : name + "'s"
    }

    /// The types a RIB module and its tests declare, for clash checks.
    package var declaredTypeNames: [String] {
        [
            "Builder", "Buildable", "Component", "Dependency", "Interactor", "Interactable", "Listener", "Routing",
            "Router", "ViewControllable", "Presentable", "PresentableListener", "ViewController",
            "ListenerMock", "PresentableMock", "PresentableListenerMock", "InteractableMock", "RoutingMock",
            "ViewControllableMock", "DependencyMock", "InteractorTests", "RouterTests", "ViewControllerTests",
        ].map { name + $0 }
    }

    package var modulePath: String { "Modules/\(name)" }
    /// The mocks target's name: Tools/mockgen writes the mocks of the public @mockable protocols there.
    package var mocksTargetName: String { "\(name)Mocks" }
    package var mocksPath: String { "Modules/\(name)Mocks" }
    /// The files Tools/mockgen writes for the RIB: its public mocks and its internal ones.
    package var generatedMockPaths: [String] {
        (hasMocksTarget ? ["\(mocksPath)/\(name)Mocks.swift"] : []) + ["\(testPath)/\(name)InternalMocks.swift"]
    }
    package var testTargetName: String { "\(name)Tests" }
    /// The example's folder: the program that runs the RIB alone in its scenarios.
    package var examplePath: String { "Modules/\(name)Example" }
    package var testPath: String { "Tests/\(name)Tests" }
}

/// Why the tool will not make the change (nothing was written): the kit's error, whose message says
/// what is wrong and how to fix it.
package typealias Refusal = ArchitectureCheckError
