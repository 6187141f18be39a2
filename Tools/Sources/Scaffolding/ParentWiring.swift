import Foundation
import ToolKit

/// The parent's side of the wiring: `Modules/<Parent>/<Parent>Component+<Name>.swift`, which makes the
/// parent's component conform to the child's `Dependency` (and imports the child's module, which the
/// parent's target now depends on).
///
/// A viewless child needs a view from its parent. The tool finds one when the parent is viewless
/// itself (it lends on the view it borrows, like LoggedIn's `loggedInViewController`) or when the
/// parent's component holds the parent's view controller (like Root's `rootViewController`).
package enum ParentWiring {
    /// The stub that lets `parent` provide what `child` needs.
    ///
    /// - Throws: ``Refusal`` when the parent's component cannot be found, or when a viewless child
    ///   needs a view the parent has no way to lend.
    package static func file(
        child: RIBName, parent: String, isViewless: Bool, repository: Repository
    ) throws(Refusal) -> GeneratedFile {
        let path = "Modules/\(parent)/\(parent)Component+\(child.name).swift"
        let name = child.name
        let builderPath = "Modules/\(parent)/\(parent)Builder.swift"
        let builder = try repository.read(builderPath)
        guard builder.range(of: #"class\s+\#(parent)Component\b"#, options: .regularExpression) != nil else {
            throw Refusal(
                "cannot find \(parent)Component in \(builderPath): the wiring of a child goes into the parent's component, in the shape of the RIBs tutorials"
            )
        }
        guard isViewless else {
            return GeneratedFile(
                path: path,
                contents: """
                    import \(name)

                    /// \(name) needs nothing from \(RIBName.possessive(parent)) component yet.
                    extension \(parent)Component: \(name)Dependency {}

                    """)
        }
        let property = "\(child.lowerCamel)ViewController"
        let viewControllerPath = "Modules/\(parent)/\(parent)ViewController.swift"
        // A viewless parent lends on the view its dependency's property gives it.
        if !repository.exists(viewControllerPath),
            let borrowed = firstMatch(
                #"var\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:any\s+)?\#(parent)ViewControllable\s*\{\s*get\s*\}"#,
                in: builder)
        {
            let protocolFile = repository.swiftFiles(under: "Modules/\(parent)").compactMap { file in
                try? repository.read(file)
            }.first { $0.contains("protocol \(parent)ViewControllable") }
            guard let protocolFile, missingMethods(in: protocolFile).isEmpty else {
                throw Refusal(
                    "\(parent) is viewless, but its \(parent)ViewControllable has no present(viewController:) and dismiss(viewController:) to lend on to the viewless \(child.name); add them (as LoggedInViewControllable has them), or give \(child.name) a view (leave out --viewless)"
                )
            }
            let adapter = "\(parent)ViewFor\(name)"
            return GeneratedFile(
                path: path,
                contents: """
                    import RIBs
                    import \(name)

                    /// \(name) has no view of its own either: it presents its children on the view that
                    /// \(parent) borrows from its parent.
                    extension \(parent)Component: \(name)Dependency {
                        var \(property): any \(name)ViewControllable {
                            shared { \(adapter)(dependency.\(borrowed)) }
                        }
                    }

                    /// The view \(parent) borrows, lent on to \(name). Its owner does not know
                    /// \(name), so the view does not conform to `\(name)ViewControllable` itself.
                    private final class \(adapter): \(name)ViewControllable {
                        private let view: any \(parent)ViewControllable

                        init(_ view: any \(parent)ViewControllable) {
                            self.view = view
                        }

                        var isOnScreen: Bool { view.isOnScreen }

                        func present(viewController: any ViewControllable) {
                            view.present(viewController: viewController)
                        }

                        func dismiss(viewController: any ViewControllable) {
                            view.dismiss(viewController: viewController)
                        }
                    }

                    """)
        }
        // A parent with a view lends it when its component holds its view controller.
        guard repository.exists(viewControllerPath),
            let owned = firstMatch(
                #"(?m)^\s*(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\#(parent)ViewController\b"#,
                in: componentBody(of: parent, in: builder))
        else {
            throw Refusal(
                "\(parent) cannot lend a view to the viewless \(child.name): \(parent)Component does not hold \(parent)ViewController. Keep the view controller in the component, as RootComponent keeps rootViewController (create it first in \(parent)Builder.build and pass it to the component), then run this again; or give \(child.name) a view (leave out --viewless)"
            )
        }
        let missingMethods = missingMethods(in: try repository.read(viewControllerPath))
        let imports = missingMethods.isEmpty ? [name] : ["RIBs", name, "TerminalUI"]
        let methods = missingMethods.map { method in
            "    func \(method)(viewController: any ViewControllable) {\n        \(method)(viewController)\n    }\n"
        }
        let body = methods.isEmpty ? "{}" : "{\n" + methods.joined(separator: "\n") + "}"
        return GeneratedFile(
            path: path,
            contents: imports.sorted().map { "import \($0)\n" }.joined() + """

                /// \(name) has no view: it presents its children on \(RIBName.possessive(parent)) view.
                extension \(parent)Component: \(name)Dependency {
                    var \(property): any \(name)ViewControllable {
                        \(owned)
                    }
                }

                /// \(RIBName.possessive(parent)) view shows \(RIBName.possessive(name)) children too.
                extension \(parent)ViewController: \(name)ViewControllable \(body)

                """)
    }

    /// The body of `class <Parent>Component ... { ... }` in `text` (up to the next top-level declaration).
    private static func componentBody(of parent: String, in text: String) -> String {
        guard let start = text.range(of: "class \(parent)Component") else { return "" }
        let rest = text[start.lowerBound...]
        let end = rest.range(of: "\n}")?.upperBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// Which of `present` and `dismiss` (taking `viewController: any ViewControllable`) `text` lacks.
    private static func missingMethods(in text: String) -> [String] {
        ["present", "dismiss"].filter { method in
            text.range(
                of: #"func\s+\#(method)\(viewController:\s*(?:any\s+)?ViewControllable\)"#, options: .regularExpression)
                == nil
        }
    }

    /// The first capture group of `pattern` in `text`.
    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let regex = try? Regex(pattern) else { return nil }
        return text.firstMatch(of: regex)?.output[1].substring.map(String.init)
    }
}
