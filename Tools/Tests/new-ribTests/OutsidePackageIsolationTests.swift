import Foundation
import Testing

extension NewRIBSuite {
    /// What a package outside this repository writes on the `RIBs` product: a child RIB in one module
    /// and its parent in another (dependency, component with `shared`, listener, attach and detach),
    /// compiled with `swiftc` against the built `RIBs` module in both isolation modes.
    ///
    /// - Main actor by default (`.defaultIsolation(MainActor.self)`, as this repository's modules):
    ///   the two modules carry no isolation annotation at all.
    /// - Swift's nonisolated default: the same code with `@MainActor` on each of its own RIB types.
    struct OutsidePackageIsolationTests {
        enum Mode: String, CaseIterable, CustomTestStringConvertible {
            case mainActorByDefault = "main actor by default, no annotations"
            case annotated = "nonisolated by default, RIB types annotated @MainActor"

            var testDescription: String { rawValue }

            /// The flags of the package's targets.
            var flags: [String] {
                let common = ["-swift-version", "6", "-parse-as-library"]
                return self == .mainActorByDefault ? common + ["-default-isolation", "MainActor"] : common
            }

            /// What goes before each of the package's own RIB declarations (types and the builder entry).
            var annotation: String { self == .annotated ? "@MainActor " : "" }
        }

        @Test(arguments: Mode.allCases)
        func aParentAndAChildRIBInTwoModulesCompile(mode: Mode) async throws {
            let annotation = mode.annotation
            let (child, parent) = try await Self.compile(
                child: Self.child.replacingOccurrences(of: "@@", with: annotation),
                parent: Self.parent.replacingOccurrences(of: "@@", with: annotation), flags: mode.flags)
            #expect(parent.status == 0, "the parent module does not compile:\n\(parent.combined)")
            #expect(!(child.combined + parent.combined).contains("warning:"))
            if mode == .mainActorByDefault {
                #expect(!(Self.child + Self.parent).replacingOccurrences(of: "@@", with: "").contains("MainActor"))
            }
        }

        /// Why a listener refines `RIBListener`: one that refines only `AnyObject` gets no default
        /// isolation (Swift 6.3), so the parent's `Interactable`, which refines it and the core's
        /// main-actor `Interactable`, cannot be conformed to. When a compiler lifts this, this test
        /// fails, and listeners may go back to `AnyObject`.
        @Test func aListenerRefiningOnlyAnyObjectBreaksTheParentModule() async throws {
            let (_, parent) = try await Self.compile(
                child: Self.child.replacingOccurrences(of: "@@", with: "")
                    .replacingOccurrences(of: "ChildListener: RIBListener", with: "ChildListener: AnyObject"),
                parent: Self.parent.replacingOccurrences(of: "@@", with: ""), flags: Mode.mainActorByDefault.flags)
            #expect(parent.status != 0)
            #expect(parent.combined.contains("crosses into main actor-isolated code"))
        }

        /// Compiles `child` as module Child, then type-checks `parent` against it, in a temporary
        /// folder; fails the test when the child does not compile.
        private static func compile(
            child: String, parent: String, flags: [String]
        ) async throws -> (
            child: CommandResult, parent: CommandResult
        ) {
            let modules = try await NewRIBTemplateTests.builtModules()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "outside-package-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let childFile = folder.appendingPathComponent("Child.swift")
            let parentFile = folder.appendingPathComponent("Parent.swift")
            try child.write(to: childFile, atomically: true, encoding: .utf8)
            try parent.write(to: parentFile, atomically: true, encoding: .utf8)
            let childModule = try await CommandResult.run(
                "swiftc",
                flags + [
                    "-emit-module", "-module-name", "Child", "-I", modules.path,
                    "-emit-module-path", folder.appendingPathComponent("Child.swiftmodule").path, childFile.path,
                ],
                in: folder)
            try #require(childModule.status == 0, "the child module does not compile:\n\(childModule.combined)")
            let parentModule = try await CommandResult.run(
                "swiftc",
                flags + [
                    "-typecheck", "-module-name", "Parent", "-I", folder.path, "-I", modules.path, parentFile.path,
                ],
                in: folder)
            return (childModule, parentModule)
        }

        /// A viewless child RIB; `@@` stands where the annotated mode puts `@MainActor `.
        static let child = """
            public import RIBs

            @@public protocol ChildDependency: Dependency {
                var greeting: String { get }
            }

            @@public protocol ChildListener: RIBListener {
                func childDidGreet(_ text: String)
            }

            @@public protocol ChildBuildable: Buildable {
                func build(withListener listener: any ChildListener) -> any Routing
            }

            @@public func makeChildBuilder(dependency: any ChildDependency) -> any ChildBuildable {
                ChildBuilder(dependency: dependency)
            }

            @@final class ChildComponent: Component<any ChildDependency> {
                var text: String { shared { dependency.greeting + "!" } }
            }

            @@final class ChildInteractor: Interactor {
                weak var listener: (any ChildListener)?
                private let text: String

                init(text: String) {
                    self.text = text
                }

                override func didBecomeActive() {
                    super.didBecomeActive()
                    listener?.childDidGreet(text)
                }
            }

            @@final class ChildBuilder: Builder<any ChildDependency>, ChildBuildable {
                func build(withListener listener: any ChildListener) -> any Routing {
                    let interactor = ChildInteractor(text: ChildComponent(dependency: dependency).text)
                    interactor.listener = listener
                    return Router(interactor: interactor)
                }
            }
            """

        /// Its parent, in another module: it builds the child through the child's protocols only.
        static let parent = """
            import Child
            import RIBs

            @@final class ParentComponent: Component<any EmptyDependency> {
                var greeting: String { shared { "Hello" } }
            }

            extension ParentComponent: ChildDependency {}

            @@protocol ParentInteractable: Interactable, ChildListener {}

            @@final class ParentInteractor: Interactor, ParentInteractable {
                private(set) var greetings: [String] = []

                func childDidGreet(_ text: String) {
                    greetings.append(text)
                }
            }

            @@final class ParentRouter: Router<any ParentInteractable> {
                private let childBuilder: any ChildBuildable
                private var child: (any Routing)?

                init(interactor: any ParentInteractable, childBuilder: any ChildBuildable) {
                    self.childBuilder = childBuilder
                    super.init(interactor: interactor)
                }

                func routeToChild() {
                    let child = childBuilder.build(withListener: interactor)
                    self.child = child
                    attachChild(child)
                }

                func routeAway() {
                    if let child { detachChild(child) }
                    child = nil
                }
            }

            @@func makeParentRouter(dependency: any EmptyDependency) -> ParentRouter {
                let component = ParentComponent(dependency: dependency)
                return ParentRouter(
                    interactor: ParentInteractor(), childBuilder: makeChildBuilder(dependency: component))
            }
            """
    }
}
