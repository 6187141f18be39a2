/// A marker for the protocols through which a workflow acts on a RIB.
///
/// A deep link or a launch action is a ``Workflow`` of steps, each performed on an actionable
/// item: a protocol that a RIB's interactor adopts (`RootActionableItem`, `LoggedInActionableItem`)
/// and that exposes just what the workflow may do there, such as "wait for login".
///
/// @mockable
public protocol ActionableItem: AnyObject {}

/// A sequence of steps performed on the RIB tree, such as a deep link.
///
/// Each step receives the actionable item and value produced by the step before it and returns
/// the next pair. Subclass it to react to the outcome:
/// ```swift
/// final class LaunchGameWorkflow: Workflow<any RootActionableItem> {
///     override init() {
///         super.init()
///         onStep { root in try await root.waitForLogin() }
///             .onStep { loggedIn, _ in try await loggedIn.launchGame() }
///             .commit()
///     }
/// }
/// LaunchGameWorkflow().subscribe(rootInteractor)
/// ```
/// A step whose actionable item is an interactor (an ``InteractorScope``) runs only once that
/// interactor is active. Every step runs at most once per workflow, also when its result is
/// shared with another workflow through ``Step/fork(_:)``.
open class Workflow<ActionableItemType> {
    private let root = StepNode<ActionableItemType, Void>(produce: nil)
    private var leaves: [() async throws -> Void] = []
    private var run: WorkflowRun?

    /// Creates a workflow with no steps.
    public init() {}

    /// Called when every committed step has run.
    open func didComplete() {}

    /// Called when one of this workflow's steps is forked into another workflow.
    open func didFork() {}

    /// Called when a step throws; the steps after it do not run.
    open func didReceiveError(_ error: any Error) {}

    /// Adds a first step, performed on the item given to ``subscribe(_:)``.
    /// - Returns: The step, to chain further steps on and commit.
    public final func onStep<NextActionableItemType, NextValueType>(
        // Main actor: the default isolation does not reach function types, and a step must run where
        // its item lives.
        _ step: @escaping @MainActor (ActionableItemType) async throws -> (NextActionableItemType, NextValueType)
    ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
        Step(workflow: self, node: root).onStep { item, _ in try await step(item) }
    }

    /// Runs the committed steps, starting from `actionableItem`.
    ///
    /// A workflow runs once: subscribing it a second time is a programmer error, reported through
    /// ``ProgrammerError``, and returns the first run.
    /// - Returns: The run, to cancel it or to wait for its end.
    @discardableResult
    public final func subscribe(_ actionableItem: ActionableItemType) -> WorkflowRun {
        if let run {
            ProgrammerError.report("\(type(of: self)) was subscribed twice; create a new workflow for each run")
            return run
        }
        root.resolve(.success((actionableItem, ())))
        let leaves = self.leaves
        let task = Task { [weak self] in
            do {
                for leaf in leaves {
                    try await leaf()
                }
                try Task.checkCancellation()
                self?.didComplete()
            } catch is CancellationError {
                return
            } catch {
                self?.didReceiveError(error)
            }
        }
        let run = WorkflowRun(task: task)
        self.run = run
        return run
    }

    fileprivate func commit(_ leaf: @escaping () async throws -> Void) {
        leaves.append(leaf)
    }
}

/// A running workflow: cancel it, or wait for it to end.
public final class WorkflowRun: RIBCancellable {
    private let task: Task<Void, Never>

    init(task: Task<Void, Never>) {
        self.task = task
    }

    /// Cancels the steps that have not finished.
    public func cancel() {
        task.cancel()
    }

    /// Returns when the workflow has completed, failed or been cancelled.
    public func finished() async {
        await task.value
    }
}

/// One step of a ``Workflow``: an actionable item and a value, produced by the steps before.
public final class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
    private let workflow: Workflow<WorkflowActionableItemType>
    fileprivate let node: StepNode<ActionableItemType, ValueType>

    fileprivate init(workflow: Workflow<WorkflowActionableItemType>, node: StepNode<ActionableItemType, ValueType>) {
        self.workflow = workflow
        self.node = node
    }

    /// Adds a step performed on this step's actionable item and value, once this step is done
    /// (and, when the item is an interactor, once it is active).
    /// - Returns: The new step.
    public func onStep<NextActionableItemType, NextValueType>(
        // Main actor, as in `Workflow.onStep(_:)`.
        _ step:
            @escaping @MainActor (ActionableItemType, ValueType) async throws -> (
                NextActionableItemType, NextValueType
            )
    ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
        let previous = node
        let next = StepNode<NextActionableItemType, NextValueType> {
            let (item, value) = try await previous.result()
            if let scope = item as? any InteractorScope {
                await scope.waitUntilActive()
                try Task.checkCancellation()
            }
            return try await step(item, value)
        }
        return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(workflow: workflow, node: next)
    }

    /// Ends this chain of steps: the workflow runs it when subscribed.
    /// - Returns: The workflow.
    @discardableResult
    public func commit() -> Workflow<WorkflowActionableItemType> {
        let node = self.node
        workflow.commit { _ = try await node.result() }
        return workflow
    }

    /// Continues from this step in `workflow` as well. The steps up to here run once, and both
    /// workflows see their result.
    /// - Returns: This step, as a step of `workflow`.
    public func fork<OtherActionableItemType>(
        _ workflow: Workflow<OtherActionableItemType>
    ) -> Step<OtherActionableItemType, ActionableItemType, ValueType> {
        self.workflow.didFork()
        return Step<OtherActionableItemType, ActionableItemType, ValueType>(workflow: workflow, node: node)
    }
}

/// The memoized result of a step: produced once, awaited by any number of later steps.
private final class StepNode<Item, Value> {
    private enum State {
        case idle
        case running
        case done(Result<(Item, Value), any Error>)
    }

    private let produce: (() async throws -> (Item, Value))?
    private var state = State.idle
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    init(produce: (() async throws -> (Item, Value))?) {
        self.produce = produce
    }

    /// Settles the node from outside (the workflow's root item).
    func resolve(_ result: Result<(Item, Value), any Error>) {
        state = .done(result)
        let resuming = waiters
        waiters = [:]
        for (_, waiter) in resuming {
            waiter.resume()
        }
    }

    func result() async throws -> (Item, Value) {
        while true {
            switch state {
            case .done(let result):
                return try result.get()
            case .idle where produce != nil:
                state = .running
                do {
                    resolve(.success(try await produce!()))
                } catch {
                    resolve(.failure(error))
                }
            case .idle, .running:
                try await waitForResult()
            }
        }
    }

    private func waitForResult() async throws {
        let id = nextWaiter
        nextWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            // Said here: the cancellation handler is a Sendable closure that runs on any thread.
            Task { @MainActor in self.cancelWaiter(id) }
        }
        try Task.checkCancellation()
    }

    private func cancelWaiter(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
