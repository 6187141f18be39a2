// The same chain of objects as FrameworkRIBs.swift, written by hand with no framework: the floor
// the framework's cost is measured against. It keeps what any hand-written tree of feature
// modules would have (protocols at the module boundary, a component holding the parent's
// dependency, an interactor with an active flag and hooks, a router owning its children, weak
// back references) and drops what the framework adds (observable state, cancel bags, leak
// checks, programmer-error checks).

protocol PlainListener: AnyObject {
    func plainDidFinish()
}

protocol PlainDependency: AnyObject {
    var playerName: String { get }
}

protocol PlainInteracting: AnyObject {
    var isActive: Bool { get }
    func activate()
    func deactivate()
}

protocol PlainRouting: AnyObject {
    var interacting: any PlainInteracting { get }
    var children: [any PlainRouting] { get }
    func load()
}

protocol PlainBuildable: AnyObject {
    func build(withListener listener: any PlainListener) -> any PlainRouting
}

final class PlainComponent: PlainDependency {
    let dependency: any PlainDependency
    let depth: Int

    init(dependency: any PlainDependency, depth: Int) {
        self.dependency = dependency
        self.depth = depth
    }

    var playerName: String { dependency.playerName }
}

final class PlainBuilder: PlainBuildable {
    private let dependency: any PlainDependency
    private let depth: Int

    init(dependency: any PlainDependency, depth: Int) {
        self.dependency = dependency
        self.depth = depth
    }

    func build(withListener listener: any PlainListener) -> any PlainRouting {
        let component = PlainComponent(dependency: dependency, depth: depth)
        let interactor = PlainInteractor(playerName: component.playerName)
        interactor.listener = listener
        let childBuilder = depth > 1 ? PlainBuilder(dependency: component, depth: depth - 1) : nil
        return PlainRouter(interactor: interactor, childBuilder: childBuilder)
    }
}

final class PlainInteractor: PlainInteracting, PlainListener {
    weak var router: PlainRouter?
    weak var listener: (any PlainListener)?
    private let playerName: String
    private(set) var isActive = false
    private(set) var activationCount = 0

    init(playerName: String) {
        self.playerName = playerName
    }

    func activate() {
        guard !isActive else { return }
        isActive = true
        didBecomeActive()
    }

    func deactivate() {
        guard isActive else { return }
        willResignActive()
        isActive = false
    }

    private func didBecomeActive() {
        activationCount += 1
    }

    private func willResignActive() {}

    func plainDidFinish() {
        listener?.plainDidFinish()
    }
}

final class PlainRouter: PlainRouting {
    let interactor: PlainInteractor
    private(set) var children: [any PlainRouting] = []
    private let childBuilder: PlainBuilder?
    private var isLoaded = false

    init(interactor: PlainInteractor, childBuilder: PlainBuilder?) {
        self.interactor = interactor
        self.childBuilder = childBuilder
        interactor.router = self
    }

    var interacting: any PlainInteracting { interactor }

    func load() {
        guard !isLoaded else { return }
        isLoaded = true
        if let childBuilder {
            attachChild(childBuilder.build(withListener: interactor))
        }
    }

    func attachChild(_ child: any PlainRouting) {
        children.append(child)
        child.interacting.activate()
        child.load()
    }

    /// Deactivates the router's whole loaded subtree, what the framework does through the
    /// interactors' active streams when a child is detached.
    static func deactivateSubtree(_ router: any PlainRouting) {
        router.interacting.deactivate()
        for child in router.children {
            deactivateSubtree(child)
        }
    }
}

final class PlainParentComponent: PlainDependency {
    var playerName: String { "Player 1" }
}

final class PlainParentInteractor: PlainListener {
    private(set) var finishCount = 0

    func plainDidFinish() {
        finishCount += 1
    }
}

final class PlainParentRouter {
    let interactor = PlainParentInteractor()
    private(set) var children: [any PlainRouting] = []

    /// Builds, attaches, detaches and releases one child subtree.
    @inline(never)
    func cycleChild(with builder: any PlainBuildable) {
        let child = builder.build(withListener: interactor)
        children.append(child)
        child.interacting.activate()
        child.load()
        PlainRouter.deactivateSubtree(child)
        if let index = children.firstIndex(where: { $0 === child }) {
            children.remove(at: index)
        }
        Sink.consume(child)
    }
}

/// The hand-written counterpart of ``FrameworkFixture``.
struct BaselineFixture {
    let parent = PlainParentRouter()
    let builder: PlainBuilder

    init(depth: Int) {
        builder = PlainBuilder(dependency: PlainParentComponent(), depth: depth)
    }

    /// `count` times: build, attach, detach and release a child subtree.
    func run(_ count: Int) {
        for _ in 0..<count {
            parent.cycleChild(with: builder)
        }
    }
}
