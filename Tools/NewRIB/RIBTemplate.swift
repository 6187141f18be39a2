/// A file the tool creates: its path relative to the package root and its text.
struct GeneratedFile {
    var path: String
    var contents: String
}

/// The source files of a new RIB in the four-file shape of the RIBs tutorials, in the style of the
/// hand-written RIBs of this package (OffGame for a RIB with a view, LoggedIn for a viewless one).
struct RIBTemplate {
    let rib: RIBName
    let isViewless: Bool
    /// The longest line `swift format` accepts; the builder's doc example wraps to fit it.
    var lineLength = 120

    private var name: String { rib.name }
    private var lower: String { rib.lowerCamel }
    private var owner: String { rib.possessive }

    /// The module's files.
    var moduleFiles: [GeneratedFile] {
        let folder = rib.modulePath
        if isViewless {
            return [
                GeneratedFile(path: "\(folder)/\(name)Builder.swift", contents: viewlessBuilder),
                GeneratedFile(path: "\(folder)/\(name)Interactor.swift", contents: viewlessInteractor),
                GeneratedFile(path: "\(folder)/\(name)Router.swift", contents: viewlessRouter),
            ]
        }
        return [
            GeneratedFile(path: "\(folder)/\(name)Builder.swift", contents: builder),
            GeneratedFile(path: "\(folder)/\(name)Interactor.swift", contents: interactor),
            GeneratedFile(path: "\(folder)/\(name)Router.swift", contents: router),
            GeneratedFile(path: "\(folder)/\(name)ViewController.swift", contents: viewController),
        ]
    }

    /// The public API of the module, as `Tools/check-architecture --update-allowlists` would write it.
    var allowlist: String {
        var symbols: [(kind: String, path: String)] = [
            ("protocol", "\(name)Buildable"),
            ("method", "\(name)Buildable.build(withListener:)"),
            ("func", "make\(name)Builder(dependency:)"),
            ("protocol", "\(name)Dependency"),
            ("protocol", "\(name)Listener"),
        ]
        if isViewless {
            symbols += [
                ("property", "\(name)Dependency.\(lower)ViewController"),
                ("protocol", "\(name)ViewControllable"),
                ("method", "\(name)ViewControllable.dismiss(viewController:)"),
                ("method", "\(name)ViewControllable.present(viewController:)"),
            ]
        } else {
            symbols.append(("method", "\(name)Listener.\(lower)DidFinish()"))
        }
        // The order of the check's own allowlists: by path, then kind.
        let sorted = symbols.sorted { ($0.path, $0.kind) < ($1.path, $1.kind) }
        return """
            # The public API of the \(name) RIB module: one symbol a line, `kind path`.
            # Tools/check-architecture fails when the compiled module's public symbols differ from this list.
            # Change it on purpose only: edit the code, run `Tools/check-architecture --update-allowlists`,
            # and let review see this diff. The surface is \(name)Buildable, \(name)Listener and
            # \(name)Dependency, the protocols a host offers its children or plugins, and one builder
            # entry, make\(name)Builder, which only the composition root calls.

            """ + sorted.map { "\($0.kind) \($0.path)\n" }.joined()
    }

    /// The doc comment's example of building the RIB, on one line when it fits, else on two.
    private var buildExample: String {
        let oneLine = "/// let \(lower) = make\(name)Builder(dependency: component).build(withListener: interactor)"
        guard oneLine.count > lineLength else { return oneLine }
        return """
            /// let \(lower) = make\(name)Builder(dependency: component)
            ///     .build(withListener: interactor)
            """
    }

    // MARK: A RIB with a view

    private var builder: String {
        """
        public import RIBs

        /// What \(name) needs from its parent: nothing yet.
        ///
        /// Declare what \(name) needs as properties here; the parent's component provides them
        /// in the parent's `ParentComponent+\(name).swift` file.
        public protocol \(name)Dependency: Dependency {}

        /// The scope of one \(name) RIB. Empty for now: \(name) creates nothing that would be
        /// shared, so the builder does not need an instance yet.
        final class \(name)Component: Component<any \(name)Dependency> {}

        /// Builds the \(name) RIB.
        @MainActor
        public protocol \(name)Buildable: Buildable {
            /// Builds a \(name) RIB that reports to `listener`.
            /// - Parameter listener: Told when the user is done with \(name).
            /// - Returns: The router of the new RIB, for the parent to attach and present.
            func build(withListener listener: any \(name)Listener) -> any ViewableRouting
        }

        /// Makes the builder of the \(name) RIB: the module's one entry, which only the composition
        /// root calls (it hands the result to the parent).
        ///
        /// ```swift
        \(buildExample)
        /// attachChild(\(lower))
        /// viewController.present(viewController: \(lower).viewControllable)
        /// ```
        @MainActor
        public func make\(name)Builder(dependency: any \(name)Dependency) -> any \(name)Buildable {
            \(name)Builder(dependency: dependency)
        }

        /// The builder of the \(name) RIB.
        final class \(name)Builder: Builder<any \(name)Dependency>, \(name)Buildable {
            override init(dependency: any \(name)Dependency) {
                super.init(dependency: dependency)
            }

            func build(withListener listener: any \(name)Listener) -> any ViewableRouting {
                let viewController = \(name)ViewController()
                let interactor = \(name)Interactor(presenter: viewController)
                interactor.listener = listener
                return \(name)Router(interactor: interactor, viewController: viewController)
            }
        }

        """
    }

    private var interactor: String {
        """
        import RIBs

        /// What \(owner) interactor may ask its router to do (nothing yet: \(name) has no children).
        protocol \(name)Routing: ViewableRouting {}

        /// What \(owner) interactor may ask its view to do.
        protocol \(name)Presentable: Presentable {
            /// Receives the user's actions.
            var listener: (any \(name)PresentableListener)? { get set }
        }

        /// What \(name) tells its parent.
        @MainActor
        public protocol \(name)Listener: AnyObject {
            /// The user is done with \(name): the parent detaches it and dismisses its view.
            func \(lower)DidFinish()
        }

        /// \(owner) business logic: tells the parent when the user is done.
        final class \(name)Interactor: PresentableInteractor<any \(name)Presentable>, \(name)Interactable,
            \(name)PresentableListener
        {
            weak var router: (any \(name)Routing)?
            weak var listener: (any \(name)Listener)?

            override init(presenter: any \(name)Presentable) {
                super.init(presenter: presenter)
                presenter.listener = self
            }

            func done() {
                listener?.\(lower)DidFinish()
            }
        }

        """
    }

    private var router: String {
        """
        import RIBs

        /// What \(owner) router needs from its interactor.
        protocol \(name)Interactable: Interactable {
            var router: (any \(name)Routing)? { get set }
            var listener: (any \(name)Listener)? { get set }
        }

        /// What \(owner) router needs from its view (nothing yet: it presents no children).
        protocol \(name)ViewControllable: ViewControllable {}

        /// \(owner) router. \(name) has no children yet.
        final class \(name)Router: ViewableRouter<any \(name)Interactable, any \(name)ViewControllable>,
            \(name)Routing
        {
            override init(interactor: any \(name)Interactable, viewController: any \(name)ViewControllable) {
                super.init(interactor: interactor, viewController: viewController)
                interactor.router = self
            }
        }

        """
    }

    private var viewController: String {
        """
        import TerminalUI

        /// What \(owner) view tells its interactor.
        @MainActor
        protocol \(name)PresentableListener: AnyObject {
            /// The user is done with this screen.
            func done()
        }

        /// \(owner) screen: a title and a Done button.
        final class \(name)ViewController: ViewController, \(name)Presentable, \(name)ViewControllable {
            weak var listener: (any \(name)PresentableListener)?

            override func makeScreen() -> Screen {
                Screen([
                    .text("\(rib.words)", style: .title),
                    .blank,
                    .button("Done") { [weak self] in self?.listener?.done() },
                ])
            }
        }

        """
    }

    // MARK: A viewless RIB

    private var viewlessBuilder: String {
        """
        public import RIBs

        /// What \(name) needs from its parent: a view to present its children on, since \(name)
        /// has no view of its own.
        public protocol \(name)Dependency: Dependency {
            /// The parent's view, which shows \(owner) children.
            var \(lower)ViewController: any \(name)ViewControllable { get }
        }

        /// The scope of one \(name) RIB: it hands the parent's view to the router.
        final class \(name)Component: Component<any \(name)Dependency> {
            fileprivate var \(lower)ViewController: any \(name)ViewControllable {
                dependency.\(lower)ViewController
            }
        }

        /// Builds the \(name) RIB.
        @MainActor
        public protocol \(name)Buildable: Buildable {
            /// Builds a \(name) RIB that reports to `listener`.
            /// - Parameter listener: Told about \(owner) events.
            /// - Returns: The router of the new RIB, for the parent to attach. \(name) has no view:
            ///   it presents its children on the dependency's ``\(name)Dependency/\(lower)ViewController``.
            func build(withListener listener: any \(name)Listener) -> any Routing
        }

        /// Makes the builder of the \(name) RIB: the module's one entry, which only the composition
        /// root calls (it hands the result to the parent).
        ///
        /// ```swift
        \(buildExample)
        /// attachChild(\(lower))
        /// ```
        @MainActor
        public func make\(name)Builder(dependency: any \(name)Dependency) -> any \(name)Buildable {
            \(name)Builder(dependency: dependency)
        }

        /// The builder of the \(name) RIB.
        final class \(name)Builder: Builder<any \(name)Dependency>, \(name)Buildable {
            override init(dependency: any \(name)Dependency) {
                super.init(dependency: dependency)
            }

            func build(withListener listener: any \(name)Listener) -> any Routing {
                let component = \(name)Component(dependency: dependency)
                let interactor = \(name)Interactor()
                interactor.listener = listener
                return \(name)Router(interactor: interactor, viewController: component.\(lower)ViewController)
            }
        }

        """
    }

    private var viewlessInteractor: String {
        """
        import RIBs

        /// What \(owner) interactor may ask its router to do.
        protocol \(name)Routing: Routing {
            /// Dismisses every view \(name) presented, before \(name) goes away.
            func cleanupViews()
        }

        /// What \(name) tells its parent (nothing yet).
        @MainActor
        public protocol \(name)Listener: AnyObject {}

        /// \(owner) business logic. \(name) has no view of its own: when it is detached, its router
        /// takes its children's views off the parent's view.
        final class \(name)Interactor: Interactor, \(name)Interactable {
            weak var router: (any \(name)Routing)?
            weak var listener: (any \(name)Listener)?

            override func willResignActive() {
                super.willResignActive()
                router?.cleanupViews()
            }
        }

        """
    }

    private var viewlessRouter: String {
        """
        public import RIBs

        /// What \(owner) router needs from its interactor.
        protocol \(name)Interactable: Interactable {
            var router: (any \(name)Routing)? { get set }
            var listener: (any \(name)Listener)? { get set }
        }

        /// The view \(name) borrows from its parent to show its children, since it has none of its own.
        ///
        /// The parent's view controller implements it; \(owner) builder gets it through
        /// ``\(name)Dependency/\(lower)ViewController``.
        @MainActor
        public protocol \(name)ViewControllable: ViewControllable {
            /// Shows `viewController` on top of what is shown now.
            func present(viewController: any ViewControllable)
            /// Removes `viewController`, which was presented with ``present(viewController:)``.
            func dismiss(viewController: any ViewControllable)
        }

        /// \(owner) router: the views of the children it attaches go on the parent's view.
        final class \(name)Router: Router<any \(name)Interactable>, \(name)Routing {
            private let viewController: any \(name)ViewControllable
            /// The attached children whose views are presented, oldest first.
            private var presentedChildren: [any ViewableRouting] = []

            init(interactor: any \(name)Interactable, viewController: any \(name)ViewControllable) {
                self.viewController = viewController
                super.init(interactor: interactor)
                interactor.router = self
            }

            // MARK: \(name)Routing

            func cleanupViews() {
                for child in presentedChildren.reversed() {
                    viewController.dismiss(viewController: child.viewControllable)
                }
                presentedChildren.removeAll()
            }

            // MARK: Children

            /// Attaches `child` and presents its view on the parent's view, until
            /// ``detachAndDismiss(_:)`` or ``cleanupViews()``.
            func attachAndPresent(_ child: any ViewableRouting) {
                attachChild(child)
                viewController.present(viewController: child.viewControllable)
                presentedChildren.append(child)
            }

            /// Detaches `child`, which ``attachAndPresent(_:)`` attached, and dismisses its view.
            func detachAndDismiss(_ child: any ViewableRouting) {
                guard let index = presentedChildren.firstIndex(where: { $0 === child }) else { return }
                presentedChildren.remove(at: index)
                detachChild(child)
                viewController.dismiss(viewController: child.viewControllable)
            }
        }

        """
    }
}
