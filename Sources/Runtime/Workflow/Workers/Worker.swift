/// Asynchronous work whose result becomes an output of the rendering workflow.
///
/// Render a worker like a child workflow: `worker.rendered(in: context, key: "load") { Action.loaded($0) }`.
/// The worker starts when first rendered, runs off the main actor, and is cancelled when
/// it is no longer rendered. When a render pass supplies a worker that is not
/// ``isEquivalent(to:)`` the running one, the running one is cancelled and the new one
/// started. `Equatable` workers get `isEquivalent(to:)` from `==`.
public protocol Worker<Output>: AnyWorkflowConvertible, Sendable where Rendering == Void {
    /// The value the work produces.
    associatedtype Output

    /// A worker renders nothing. (A default, so that a worker's conformance states it
    /// without inference when its methods are looked up on `AnyWorkflowConvertible`.)
    associatedtype Rendering = Void

    /// Performs the work. Should honour task cancellation.
    func run() async -> Output

    /// Whether `otherWorker` does the same work, so the running one can keep running.
    func isEquivalent(to otherWorker: Self) -> Bool
}

// MARK: - Equatable

extension Worker where Self: Equatable {
    /// Equal workers are equivalent.
    public func isEquivalent(to otherWorker: Self) -> Bool {
        self == otherWorker
    }
}

// MARK: - AnyWorkflowConvertible

extension Worker {
    /// Wraps the worker in the workflow that runs it.
    public func asAnyWorkflow() -> AnyWorkflow<Void, Output> {
        AnyWorkflow(WorkerWorkflow(worker: self))
    }
}
