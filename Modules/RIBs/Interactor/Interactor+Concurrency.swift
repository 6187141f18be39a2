extension Interactor {
    /// Starts a task that lives in the interactor's active scope: it is cancelled when the
    /// interactor deactivates, and cancelled at once if the interactor is inactive now.
    ///
    /// ```swift
    /// override func didBecomeActive() {
    ///     super.didBecomeActive()
    ///     task { for await score in self.scores { self.presenter.show(score) } }
    /// }
    /// ```
    /// Cancellation is cooperative, as for every `Task`: the operation should check for it
    /// (`for await` loops and `Task.sleep` do).
    /// - Returns: The task, to await its end or cancel it earlier.
    @discardableResult
    public final func task(
        priority: TaskPriority? = nil,
        // Main actor in the type: the default isolation does not reach function types, and an
        // async closure without it would run off the main actor.
        _ operation: @escaping @MainActor () async -> Void
    ) -> Task<Void, Never> {
        let task = Task(priority: priority) { await operation() }
        AnyRIBCancellable { task.cancel() }.cancelOnDeactivate(interactor: self)
        return task
    }

    /// The active state as an async sequence: the current value first, then each change; it
    /// finishes when the interactor is deallocated.
    public final var activeStates: AsyncStream<Bool> {
        isActiveStream.values
    }
}

extension InteractorScope {
    /// Returns when the interactor is active: at once if it already is, otherwise at its next
    /// activation. Returns early if the calling task is cancelled or the interactor goes away.
    public func waitUntilActive() async {
        if isActive { return }
        for await active in isActiveStream.values where active {
            return
        }
    }
}
