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
/// interactor is active. Every step runs at most once per workflow, also when several chains
/// continue from it and when its result is shared with another workflow through ``Step/fork(_:)``.
///
/// The committed chains run side by side: a chain waiting for an interactor does not hold up the
/// others. A chain may also be committed while the workflow runs, from inside a step (a step that
/// adds the steps of a nested flow) or from outside after ``subscribe(_:)``: it runs as soon as the
/// step it continues from has produced its value (at once if it already has), and the run ends
/// only after it. See ``Step/commit()`` for a commit that comes too late.
open class Workflow<ActionableItemType> {
    private let root = StepNode<ActionableItemType, Void>(produce: nil)
    /// The chains committed before ``subscribe(_:)``; later ones go straight to ``run``.
    private var leaves: [() async throws -> Void] = []
    private var run: WorkflowRun?

    /// Creates a workflow with no steps.
    public init() {}

    /// Called once, when every chain committed before or during the run has finished, unless a
    /// step threw or the run was cancelled.
    open func didComplete() {}

    /// Called when one of this workflow's steps is forked into another workflow.
    open func didFork() {}

    /// Called once, for the first step of the run that throws. The run then stops: the steps after
    /// it do not run, nor do those of the other chains that have not finished (they are
    /// cancelled), and ``didComplete()`` is not called.
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

    /// Runs the committed chains, starting from `actionableItem`, and the chains committed while
    /// they run.
    ///
    /// The steps start in a task: none has run when this method returns. A workflow runs once:
    /// subscribing it a second time is a programmer error, reported through ``ProgrammerError``,
    /// and returns the first run. Subscribing a workflow with no committed chain is reported too
    /// (its run completes at once).
    /// - Returns: The run, to cancel it or to wait for its end.
    @discardableResult
    public final func subscribe(_ actionableItem: ActionableItemType) -> WorkflowRun {
        if let run {
            ProgrammerError.report("\(type(of: self)) was subscribed twice; create a new workflow for each run")
            return run
        }
        if leaves.isEmpty {
            // As upstream asserts: a workflow with no committed chain does nothing, which is
            // almost always a forgotten `commit()`. The run still completes, so nothing waits forever.
            ProgrammerError.report(
                "\(type(of: self)) was subscribed with no committed chain; call commit() on its steps first")
        }
        root.resolve(.success((actionableItem, ())))
        let run = WorkflowRun(
            workflowName: "\(type(of: self))",
            didComplete: { [weak self] in self?.didComplete() },
            didReceiveError: { [weak self] error in self?.didReceiveError(error) }
        )
        self.run = run
        let leaves = self.leaves
        self.leaves = []
        run.start(leaves)
        return run
    }

    fileprivate func commit(_ leaf: @escaping () async throws -> Void) {
        if let run {
            run.add(leaf)
        } else {
            leaves.append(leaf)
        }
    }
}

/// A running workflow: cancel it, or wait for it to end.
///
/// The run ends when all of its chains have finished (the workflow completed), when a step
/// throws (the workflow failed), or when it is cancelled.
public final class WorkflowRun: RIBCancellable {
    private enum Phase {
        case running, completed, failed, cancelled
    }

    private let workflowName: String
    private let didComplete: () -> Void
    private let didReceiveError: (any Error) -> Void
    private var phase = Phase.running
    /// The chains whose task has not returned yet.
    private var chains: [Int: Task<Void, Never>] = [:]
    private var nextChain = 0
    /// Callers of ``finished()`` waiting for the end.
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(
        workflowName: String,
        didComplete: @escaping () -> Void,
        didReceiveError: @escaping (any Error) -> Void
    ) {
        (self.workflowName, self.didComplete, self.didReceiveError) = (workflowName, didComplete, didReceiveError)
    }

    /// Cancels the steps that have not finished. Neither ``Workflow/didComplete()`` nor
    /// ``Workflow/didReceiveError(_:)`` is called afterwards, and no chain committed afterwards
    /// runs. Cancelling a run that has ended has no effect.
    public func cancel() {
        guard phase == .running else { return }
        phase = .cancelled
        stopChains()
    }

    /// Returns when the workflow has completed, failed or been cancelled, and the tasks of all its
    /// chains, including those committed during the run, have returned.
    public func finished() async {
        guard phase == .running || !chains.isEmpty else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Starts the chains committed before the run. With none, the run completes in a task all the
    /// same, so that nothing happens before ``Workflow/subscribe(_:)`` returns.
    func start(_ leaves: [() async throws -> Void]) {
        if leaves.isEmpty {
            add {}
        }
        for leaf in leaves {
            add(leaf)
        }
    }

    /// Starts a chain, or says why it cannot run.
    func add(_ leaf: @escaping () async throws -> Void) {
        switch phase {
        case .running:
            break
        case .completed:
            ProgrammerError.report(
                "A chain of steps was committed to \(workflowName) after its run completed, and does not run;"
                    + " commit it before the run ends (from a step) or use a new workflow"
            )
            return
        case .failed, .cancelled:
            // Stopping a run stops what is committed afterwards too, as documented on `commit()`.
            return
        }
        let id = nextChain
        nextChain += 1
        chains[id] = Task {
            let outcome: Result<Void, any Error>
            do {
                try await leaf()
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
            self.chainDidEnd(id, outcome)
        }
    }

    private func chainDidEnd(_ id: Int, _ outcome: Result<Void, any Error>) {
        chains[id] = nil
        if phase == .running, case .failure(let error) = outcome {
            if error is CancellationError {
                // A step gave up because something it waited on was cancelled (such as a step
                // shared with another workflow's run): this run stops as if cancelled.
                phase = .cancelled
                stopChains()
            } else {
                phase = .failed
                stopChains()
                didReceiveError(error)
            }
        }
        guard chains.isEmpty else { return }
        if phase == .running {
            phase = .completed
            didComplete()
        }
        let resuming = waiters
        waiters = []
        for waiter in resuming {
            waiter.resume()
        }
    }

    private func stopChains() {
        for chain in chains.values {
            chain.cancel()
        }
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

    /// Ends this chain of steps, so that the workflow runs it.
    ///
    /// Committed before ``Workflow/subscribe(_:)``, the chain runs when the workflow is subscribed.
    /// Committed while the run is going (from a step, or from outside), its new steps start as soon
    /// as the step they continue from has produced its value (at once if it already has); the steps
    /// before them are not run again, and the run ends only after the chain. Committed after the run
    /// has completed, it is a programmer error, reported through ``ProgrammerError``, and the chain
    /// does not run. Committed after the run was cancelled or failed, it does not run either: such a
    /// run runs no more steps.
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
