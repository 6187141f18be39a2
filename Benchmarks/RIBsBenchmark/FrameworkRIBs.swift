import RIBs

// A chain of RIBs written the way a RIB module writes one (builder, component, interactor,
// router, listener), on the RIBs core. `depth` says how many levels a build creates: level 1 is
// the child the parent attaches; each level attaches the next one in its router's `didLoad()`,
// as LoggedIn attaches OffGame.

/// What a benchmark RIB tells its parent.
protocol BenchListener: RIBListener {
    func benchDidFinish()
}

/// What a benchmark RIB needs from its parent.
protocol BenchDependency: Dependency {
    var playerName: String { get }
}

/// The builder protocol a parent sees.
protocol BenchBuildable: Buildable {
    func build(withListener listener: any BenchListener) -> any Routing
}

final class BenchComponent: Component<any BenchDependency>, BenchDependency {
    let depth: Int

    init(dependency: any BenchDependency, depth: Int) {
        self.depth = depth
        super.init(dependency: dependency)
    }

    var playerName: String { dependency.playerName }
}

final class BenchBuilder: Builder<any BenchDependency>, BenchBuildable {
    private let depth: Int

    init(dependency: any BenchDependency, depth: Int) {
        self.depth = depth
        super.init(dependency: dependency)
    }

    func build(withListener listener: any BenchListener) -> any Routing {
        let component = BenchComponent(dependency: dependency, depth: depth)
        let interactor = BenchInteractor(playerName: component.playerName)
        interactor.listener = listener
        let childBuilder = depth > 1 ? BenchBuilder(dependency: component, depth: depth - 1) : nil
        return BenchRouter(interactor: interactor, childBuilder: childBuilder)
    }
}

protocol BenchRouting: Routing {
    func attachNextLevel()
}

protocol BenchInteractable: Interactable, BenchListener {
    var router: (any BenchRouting)? { get set }
    var listener: (any BenchListener)? { get set }
}

final class BenchInteractor: Interactor, BenchInteractable {
    weak var router: (any BenchRouting)?
    weak var listener: (any BenchListener)?
    private let playerName: String
    private(set) var activationCount = 0

    init(playerName: String) {
        self.playerName = playerName
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        activationCount += 1
    }

    func benchDidFinish() {
        listener?.benchDidFinish()
    }
}

final class BenchRouter: Router<any BenchInteractable>, BenchRouting {
    private let childBuilder: BenchBuilder?

    init(interactor: any BenchInteractable, childBuilder: BenchBuilder?) {
        self.childBuilder = childBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachNextLevel()
    }

    func attachNextLevel() {
        guard let childBuilder else { return }
        attachChild(childBuilder.build(withListener: interactor))
    }
}

/// The RIB that stays attached and attaches and detaches benchmark children, like Root does.
final class BenchParentComponent: Component<EmptyComponent>, BenchDependency {
    var playerName: String { "Player 1" }
}

final class BenchParentInteractor: Interactor, BenchListener {
    private(set) var finishCount = 0

    func benchDidFinish() {
        finishCount += 1
    }
}

final class BenchParentRouter: Router<BenchParentInteractor> {
    /// Builds, attaches, detaches and releases one child subtree.
    @inline(never)
    func cycleChild(with builder: any BenchBuildable) {
        let child = builder.build(withListener: interactor)
        attachChild(child)
        detachChild(child)
        Sink.consume(child)
    }
}

/// A loaded, active parent with a builder of `depth`-level children.
struct FrameworkFixture {
    let parent: BenchParentRouter
    let builder: BenchBuilder

    init(depth: Int) {
        let component = BenchParentComponent(dependency: EmptyComponent())
        parent = BenchParentRouter(interactor: BenchParentInteractor())
        parent.interactable.activate()
        parent.load()
        builder = BenchBuilder(dependency: component, depth: depth)
    }

    /// `count` times: build, attach, detach and release a child subtree.
    func run(_ count: Int) {
        for _ in 0..<count {
            parent.cycleChild(with: builder)
        }
    }
}
