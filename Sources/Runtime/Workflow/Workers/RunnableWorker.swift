/// What ``WorkerWorkflow`` runs: a ``Worker`` (one result) or an ``AsyncSequenceWorker``
/// (every element of a sequence). Conform to one of those; each implements
/// ``run(emitting:)`` from its own `run()`.
public protocol RunnableWorker<Output>: AnyWorkflowConvertible, Sendable where Rendering == Void {
    /// Whether `otherWorker` does the same work, so the running one can keep running.
    func isEquivalent(to otherWorker: Self) -> Bool

    /// Does the work off the main actor, handing each output to `emit`; returns when the
    /// work is done or its task is cancelled.
    func run(emitting emit: @escaping @Sendable (Output) -> Void) async
}

// MARK: - Equatable

extension RunnableWorker where Self: Equatable {
    /// Equal workers are equivalent.
    public func isEquivalent(to otherWorker: Self) -> Bool {
        self == otherWorker
    }
}

// MARK: - AnyWorkflowConvertible

extension RunnableWorker {
    /// Wraps the worker in the workflow that runs it.
    public func asAnyWorkflow() -> AnyWorkflow<Void, Output> {
        AnyWorkflow(WorkerWorkflow(worker: self))
    }
}
